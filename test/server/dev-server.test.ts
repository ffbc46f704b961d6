import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createDevBuilder } from '../../src/build/dev-builder.ts';
import { type DevServer, startDevServer } from '../../src/server/dev/dev-server.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { type EventStreamClient, connectEvents } from './event-stream.ts';
import { rawRequest } from './http.ts';

describe('the apidocs dev server (HTTP and event stream)', () => {
  let content: string;
  let protos: string;
  let server: DevServer;
  let stream: EventStreamClient;
  const lines: string[] = [];
  const get = (url: string) => rawRequest(server.origin, url);
  const edit = (file: string, from: string, to: string) => {
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(text.includes(from), `${file} lacks ${from}`);
    fs.writeFileSync(file, text.replace(from, to));
  };

  before(async () => {
    process.env.NODE_ENV = 'production';
    content = path.join(tempDir('apidocs-devserver-'), 'content');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    protos = copyFixtureProtos();
    // The output beside the content folder (inside it is refused: see test/build/output-folder.test.ts),
    // and the folder holding both watched too, as a project folder may be: the watcher sees the
    // output folder and its temporary siblings being written and must leave them out.
    const project = path.dirname(content);
    const inner = createDevBuilder({
      contentDir: content,
      outDir: path.join(project, 'build'),
      sources: loadSources(path.join(content, 'sources.json')),
      trees: offlineTrees(protos),
      write: () => {},
    });
    const builder = { ...inner, watchPaths: () => [...inner.watchPaths(), project] };
    server = await startDevServer({
      builder,
      baseUrl: '/api-docs/',
      host: '127.0.0.1',
      port: 0,
      write: (line) => lines.push(line),
    });
    stream = await connectEvents(`${server.origin}/api-docs/__apidocs/events`);
  });
  after(async () => {
    stream?.close();
    await server?.close();
  });

  test('a new tab is told the current state: built, no error', async () => {
    const hello = await stream.next('hello');
    assert.deepEqual(hello.data, { type: 'hello', generation: 1, error: null });
    assert.match(lines.join('\n'), /✓ built the site in/);
  });

  test('pages carry the reload client as an external module script, are never cached, and keep the CSP', async () => {
    const res = await get('/api-docs/markdown-page/');
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const html = res.body.toString();
    assert.match(html, /<script type="module" src="\/api-docs\/__apidocs\/dev-client\.js"><\/script>\n<\/head>/);
    assert.match(
      String(res.headers['content-security-policy']),
      /script-src 'self' 'sha256-[^']+'; .*frame-ancestors 'none'/,
    );
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const client = await get('/api-docs/__apidocs/dev-client.js');
    assert.equal(client.status, 200);
    assert.match(String(client.headers['content-type']), /^text\/javascript/);
    assert.match(client.body.toString(), /new EventSource\(/);
    const script = html.match(/src="\/api-docs\/(assets\/main\.[A-Z2-7]{8}\.js)"/)![1];
    assert.equal(
      (await get(`/api-docs/${script}`)).headers['cache-control'],
      'public, max-age=31536000, immutable',
      'a hashed bundle is kept between reloads',
    );
    const data = await get('/api-docs/assets/data/markdown-page.dev.json');
    assert.equal(data.status, 200);
    assert.equal(data.headers['cache-control'], 'no-store', 'stable-named data files are never kept');
    const notFound = await get('/api-docs/nope/');
    assert.equal(notFound.status, 404);
    assert.match(notFound.body.toString(), /__apidocs\/dev-client\.js/, 'the not-found page reloads too');
    assert.equal((await get('/api-docs/api/demo')).headers.location, '/api-docs/api/demo/', 'same URL rules as serve');
    assert.equal((await rawRequest(server.origin, '/api-docs/', { method: 'POST' })).status, 405);
    assert.equal((await get('/api-docs/%2e%2e/package.json')).status, 400);
  });

  test('a markdown edit rebuilds that page and tells the tabs which route changed', async () => {
    const from = stream.events.length;
    edit(path.join(content, 'pages/markdown-page.md'), 'Text with', 'Freshly edited text with');
    const reload = await stream.next('reload', { from });
    assert.deepEqual(reload.data.routes, ['/api-docs/markdown-page/']);
    assert.equal(reload.data.inPlace, true, 'only page data changed: tabs may update in place');
    assert.match((await get('/api-docs/markdown-page/')).body.toString(), /Freshly edited text with/);
  });

  test('a proto edit recompiles and rebuilds the method page', async () => {
    const from = stream.events.length;
    edit(
      path.join(protos, 'demo/v1.0.0/demorpc/demo.proto'),
      'GetInfo returns general information about the demo node.',
      'GetInfo returns facts about the demo node.',
    );
    const reload = await stream.next('reload', {
      from,
      when: (d) => (d.routes as string[]).includes('/api-docs/api/demo/demo/get-info/'),
    });
    assert.ok(reload);
    assert.match(
      (await get('/api-docs/api/demo/demo/get-info/')).body.toString(),
      /GetInfo returns facts about the demo node\./,
    );
    const search = await get('/api-docs/search-content-current-default.dev.json');
    assert.equal(search.status, 200);
    assert.match(
      search.body.toString(),
      /GetInfo returns facts about the demo node/,
      'the search index is rewritten when asked for',
    );
    assert.ok(lines.includes('✓ rewrote the search index'));
  });

  test('a broken site.yaml is reported to the tabs, the last good build stays served, the fix recovers', async () => {
    const file = path.join(content, 'site.yaml');
    const good = fs.readFileSync(file, 'utf8');
    let from = stream.events.length;
    fs.writeFileSync(file, `${good}\nnavbar: [unclosed\n`);
    const failure = await stream.next('build-error', { from });
    assert.match(String(failure.data.message), /site\.yaml:\d+/);
    assert.match(lines.join('\n'), /✗ build failed .*still serving the last good build/);
    const page = await get('/api-docs/markdown-page/');
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /Freshly edited text with/);

    const late = await connectEvents(`${server.origin}/api-docs/__apidocs/events`);
    const hello = await late.next('hello');
    assert.match(String(hello.data.error), /site\.yaml/, 'a tab opened while broken sees the error');
    late.close();

    from = stream.events.length;
    fs.writeFileSync(file, good.replace('Fixture announcement', 'Recovered announcement'));
    await stream.next('build-ok', { from });
    const reload = await stream.next('reload', { from });
    assert.ok((reload.data.routes as string[]).includes('/api-docs/'));
    assert.equal(reload.data.inPlace, false, 'the site data changed: tabs reload');
    assert.match((await get('/api-docs/')).body.toString(), /Recovered announcement/);
  });

  test("its own output is not watched, though inside a watched folder: the next build after a rebuild is the next edit's, of that file alone", async () => {
    const page = path.join(content, 'pages/markdown-page.md');
    const from = stream.events.length;
    edit(page, 'Freshly edited', 'Again edited');
    await stream.next('reload', { from });
    const after = stream.events.length;
    // The rebuild's own writes reach the watcher before this edit does: seen, they would
    // make a build of their own before this one, or join its batch.
    edit(page, 'Again edited', 'Once more edited');
    const next = await stream.next('reload', { from: after });
    assert.deepEqual(
      next.data.routes,
      ['/api-docs/markdown-page/'],
      `no rebuild of the output: ${JSON.stringify(stream.events.slice(after))}`,
    );
    assert.match(
      lines.at(-1) ?? '',
      /^✓ rebuilt 1 page \(markdown-page\.md\) in /,
      'the batch holds the edited file alone',
    );
  });
});
