import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type DevBuilder, createDevBuilder } from '../../src/build/dev-builder.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, offlineTrees, tempDir } from '../helpers/fixtures.ts';

describe('incremental rebuilds for watch mode', () => {
  let builder: DevBuilder;
  let content: string;
  let protos: string;
  let out: string;
  /** What the builder printed. */
  const written: string[] = [];
  const read = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const edit = (file: string, from: string, to: string) => {
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(text.includes(from), `${file} lacks ${from}`);
    fs.writeFileSync(file, text.replace(from, to));
    return file;
  };

  before(async () => {
    process.env.NODE_ENV = 'production';
    content = path.join(tempDir('apidocs-dev-content-'), 'content');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    protos = copyFixtureProtos();
    out = path.join(tempDir('apidocs-dev-out-'), 'site');
    builder = createDevBuilder({
      contentDir: content,
      outDir: out,
      sources: loadSources(path.join(content, 'sources.json')),
      trees: offlineTrees(protos),
      write: (line) => written.push(line),
    });
    await builder.initial();
  });

  test('the first build uses stable data file names and watches content and trees', () => {
    assert.ok(fs.existsSync(path.join(out, 'assets/site-data.dev.json')));
    assert.ok(fs.existsSync(path.join(out, 'search-index-current-default.dev.json')));
    assert.ok(fs.existsSync(path.join(out, 'assets/data/markdown-page.dev.json')));
    assert.deepEqual(
      builder.watchPaths().sort(),
      [
        content,
        path.join(protos, 'demo/v1.0.0'),
        path.join(protos, 'demo/v0.9.0'),
        path.join(protos, 'extra/v2.0.0'),
      ].sort(),
    );
  });

  test('the documentation gaps are told again when an edit changes them, as a line per kind, never as warnings', async () => {
    assert.ok(written.includes('upstream: 1 RPC without a comment (demo 1)'), 'the first build tells of them');
    written.length = 0;
    const demo = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
    await builder.update([
      edit(demo, '    rpc OldThing (', '    // OldThing is kept for old clients.\n    rpc OldThing ('),
    ]);
    assert.deepEqual(written, ["upstream: no documentation gaps left in the newest releases' sources"]);
    written.length = 0;
    await builder.update([
      edit(demo, 'Upload sends many chunks and gets one answer.', 'Upload sends chunks and gets one answer.'),
    ]);
    assert.equal(written.length, 0, 'an edit that leaves the gaps as they were says nothing of them');
    await builder.update([edit(demo, '    // OldThing is kept for old clients.\n', '')]);
    assert.deepEqual(written.filter((l) => l.startsWith('upstream:')).slice(0, 1), [
      'upstream: 1 RPC without a comment (demo 1)',
    ]);
    assert.deepEqual(
      written.filter((l) => l.startsWith('warning:')),
      [],
    );
    await builder.update([
      edit(demo, 'Upload sends chunks and gets one answer.', 'Upload sends many chunks and gets one answer.'),
    ]);
  });

  test('a markdown page edit rebuilds that page only', async () => {
    const home = read('');
    const file = edit(path.join(content, 'pages/markdown-page.md'), 'Text with', 'Edited text with');
    assert.deepEqual(await builder.update([file]), { routes: ['/api-docs/markdown-page/'], siteChanged: false });
    assert.match(read('markdown-page'), /Edited text with/);
    assert.equal(read(''), home, 'other pages are not rewritten');
  });

  test('a service page edit rebuilds the pages that read it and nothing that did not change', async () => {
    const file = edit(path.join(content, 'services/demo.md'), 'exists for tests', 'exists for watch-mode tests');
    const { routes } = await builder.update([file]);
    assert.deepEqual(
      routes,
      ['/api-docs/api/demo/', '/api-docs/api/demo/v0.9.0/'],
      'the index of every release reads it',
    );
    assert.match(read('api/demo'), /exists for watch-mode tests/);
  });

  test('a proto comment edit recompiles the service and rebuilds the pages that show it', async () => {
    const file = edit(
      path.join(protos, 'demo/v1.0.0/demorpc/demo.proto'),
      'Upload sends many chunks and gets one answer.',
      'Upload streams chunks to the node.',
    );
    const { routes } = await builder.update([file]);
    // The sub-service's folder is a copy of its category page.
    assert.deepEqual(routes.sort(), [
      '/api-docs/api/demo/demo/',
      '/api-docs/api/demo/demo/upload/',
      '/api-docs/category/demo-service/',
    ]);
    assert.match(read('api/demo/demo/upload'), /Upload streams chunks to the node\./);
    const search = () => fs.readFileSync(path.join(out, 'search-content-current-default.dev.json'), 'utf8');
    assert.match(search(), /Upload sends many chunks/, 'the search index waits until it is asked for');
    assert.equal(builder.refreshSearchIndex(), true);
    assert.match(search(), /Upload streams chunks to the node/, 'search finds the new text at the same URL');
    assert.doesNotMatch(
      search(),
      /Upload sends many chunks/,
      'the older release (its own tree, its own index file) keeps the old text elsewhere',
    );
    assert.equal(builder.refreshSearchIndex(), false, 'nothing to do until a page changes again');
  });

  test('a proto file shared with another service rebuilds both', async () => {
    const file = edit(
      path.join(protos, 'demo/v1.0.0/demorpc/common.proto'),
      'The output index.',
      'The index of the output.',
    );
    const { routes } = await builder.update([file]);
    assert.ok(routes.includes('/api-docs/api/extra/demo/where/'), 'extra borrows demorpc.Outpoint');
    assert.ok(routes.includes('/api-docs/api/demo/demo/close-thing/'));
    assert.match(read('api/extra/demo/where'), /The index of the output\./);
  });

  test('an RPC that starts using a message rebuilds the pages listing its users ("Used by")', async () => {
    const file = edit(
      path.join(protos, 'demo/v1.0.0/demorpc/demo.proto'),
      'rpc Upload (stream Chunk) returns (UploadResponse);',
      'rpc Upload (stream Chunk) returns (ThingUpdate);',
    );
    const { routes } = await builder.update([file]);
    assert.ok(
      routes.includes('/api-docs/api/demo/demo/open-thing/'),
      'OpenThing shows ThingUpdate, now used by Upload too',
    );
    assert.match(
      read('api/demo/demo/open-thing'),
      /Used by: <strong>OpenThing<\/strong>, <a href="\/api-docs\/api\/demo\/demo\/upload\/">Upload<\/a>/,
    );
  });

  test('a new RPC changes the route set and rebuilds everything', async () => {
    const file = edit(
      path.join(protos, 'demo/v1.0.0/demorpc/demo.proto'),
      '    rpc LegacyInfo (GetInfoRequest) returns (GetInfoResponse);',
      '    rpc LegacyInfo (GetInfoRequest) returns (GetInfoResponse);\n\n    // Ping answers.\n    rpc Ping (GetInfoRequest) returns (GetInfoResponse);',
    );
    const { routes } = await builder.update([file]);
    assert.ok(routes.length > 15);
    assert.match(read('api/demo/demo/ping'), /Ping answers\./);
    assert.match(
      read('api/demo/demo/get-info'),
      /href="\/api-docs\/api\/demo\/demo\/ping\/"/,
      'the sidebar of other pages lists it',
    );
  });

  test('a broken edit throws and leaves the output as it was; the next good save recovers', async () => {
    const file = path.join(content, 'pages/markdown-page.md');
    const good = fs.readFileSync(file, 'utf8');
    const before = read('markdown-page');
    fs.writeFileSync(file, good.replace('title: Fixture markdown page', 'title: [unclosed'));
    await assert.rejects(builder.update([file]), /markdown-page\.md:\d+: is not valid YAML/);
    assert.equal(read('markdown-page'), before);
    fs.writeFileSync(file, good.replace('Edited text with', 'Recovered text with'));
    assert.deepEqual(await builder.update([file]), { routes: ['/api-docs/markdown-page/'], siteChanged: false });
    assert.match(read('markdown-page'), /Recovered text with/);
  });

  test('a site.yaml change rebuilds everything; a static file is copied', async () => {
    const config = edit(
      path.join(content, 'site.yaml'),
      'copyright: "Copyright © 2025 Example, Inc."',
      'copyright: "Copyright © 2025 Example Labs."',
    );
    const { routes, siteChanged } = await builder.update([config]);
    assert.ok(routes.length > 15);
    assert.equal(siteChanged, true, 'the site data changed: tabs must reload');
    assert.match(read(''), /Copyright © 2025 Example Labs\./);
    const image = path.join(content, 'static/img/new.svg');
    fs.writeFileSync(image, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    assert.equal((await builder.update([image])).siteChanged, true);
    assert.ok(fs.existsSync(path.join(out, 'img/new.svg')));
  });
});
