/**
 * Watch mode rebuilds only what a change touches; the result must be the site a full build
 * of the same inputs writes, byte for byte. Regression: a method page kept a stale "Also
 * needs ..." sample line after a sibling RPC's types changed, because the pages a model
 * change rebuilt came from a hand-kept list of inputs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildSite } from '../../src/build/build-site.ts';
import { type DevBuilder, createDevBuilder } from '../../src/build/dev-builder.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, offlineTrees, tempDir } from '../helpers/fixtures.ts';

describe('an incremental rebuild equals a full build', () => {
  let builder: DevBuilder;
  let content: string;
  let protos: string;
  let out: string;
  const edit = (file: string, from: string, to: string) => {
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(text.includes(from), `${file} lacks ${from}`);
    fs.writeFileSync(file, text.replace(from, to));
    return file;
  };

  /** Every file of a folder with its bytes. */
  const snapshot = (dir: string) =>
    new Map(
      listFiles(dir)
        .sort()
        .map((f) => [f, fs.readFileSync(path.join(dir, f))]),
    );

  /** A full development build of the current inputs, compared file by file with the watched output. */
  const assertEqualsFullBuild = async (step: string) => {
    builder.refreshSearchIndex();
    const fresh = path.join(tempDir('apidocs-full-'), 'site');
    await buildSite({
      contentDir: content,
      outDir: fresh,
      sources: loadSources(path.join(content, 'sources.json')),
      trees: offlineTrees(protos),
      write: () => {},
      mode: 'development',
    });
    const incremental = snapshot(out);
    const full = snapshot(fresh);
    assert.deepEqual([...incremental.keys()], [...full.keys()], `${step}: the same files`);
    const differing = [...full].filter(([file, bytes]) => !bytes.equals(incremental.get(file)!)).map(([file]) => file);
    assert.deepEqual(differing, [], `${step}: the same bytes`);
  };

  before(async () => {
    process.env.NODE_ENV = 'production';
    content = path.join(tempDir('apidocs-inc-content-'), 'content');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    protos = copyFixtureProtos();
    out = path.join(tempDir('apidocs-inc-out-'), 'site');
    builder = createDevBuilder({
      contentDir: content,
      outDir: out,
      sources: loadSources(path.join(content, 'sources.json')),
      trees: offlineTrees(protos),
      write: () => {},
    });
    await builder.initial();
  });

  test('after content edits', async () => {
    await builder.update([edit(path.join(content, 'pages/markdown-page.md'), 'Text with', 'Edited text with')]);
    await builder.update([
      edit(path.join(content, 'services/demo.md'), 'exists for tests', 'exists for watch-mode tests'),
    ]);
    await assertEqualsFullBuild('content edits');
  });

  test('after proto edits: a comment, a sibling type, a shared file, an older release', async () => {
    const demo = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
    await builder.update([
      edit(demo, 'Upload sends many chunks and gets one answer.', 'Upload streams chunks to the node.'),
    ]);
    // A new field of a type from another file: every page whose types reach GetInfoResponse changes.
    await builder.update([
      edit(
        demo,
        "    // The node's public key.",
        "    // The last outpoint.\n    Outpoint last_outpoint = 20;\n\n    // The node's public key.",
      ),
    ]);
    await builder.update([
      edit(path.join(protos, 'demo/v1.0.0/demorpc/common.proto'), 'The output index.', 'The index of the output.'),
    ]);
    await builder.update([
      edit(
        path.join(protos, 'demo/v0.9.0/demorpc/demo.proto'),
        'Upload sends many chunks and gets one answer.',
        'Upload (v0.9) sends chunks.',
      ),
    ]);
    // A comment for the RPC that had none: the documentation gaps page, the index and the report file change.
    await builder.update([
      edit(demo, '    rpc OldThing (', '    // OldThing is kept for old clients.\n    rpc OldThing ('),
    ]);
    assert.equal(
      fs
        .readFileSync(path.join(out, 'documentation-gaps.txt'), 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#')).length,
      0,
    );
    await assertEqualsFullBuild('proto edits');
  });

  test('after an RPC is removed from the newest release (the route set changes)', async () => {
    const demo = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
    const text = fs.readFileSync(demo, 'utf8');
    const start = text.indexOf('    /*\n    Deprecated, use GetInfo instead.');
    const end =
      text.indexOf('rpc LegacyInfo (GetInfoRequest) returns (GetInfoResponse);') +
      'rpc LegacyInfo (GetInfoRequest) returns (GetInfoResponse);'.length;
    assert.ok(start > 0 && end > start);
    fs.writeFileSync(demo, text.slice(0, start) + text.slice(end));
    const yaml = path.join(protos, 'demo/v1.0.0/demorpc/demo.yaml');
    if (fs.readFileSync(yaml, 'utf8').includes('LegacyInfo')) {
      fs.writeFileSync(
        yaml,
        fs
          .readFileSync(yaml, 'utf8')
          .split('\n')
          .filter((l) => !l.includes('LegacyInfo'))
          .join('\n'),
      );
    }
    await builder.update([demo]);
    assert.match(
      fs.readFileSync(path.join(out, 'api/demo/demo/legacy-info/index.html'), 'utf8').replaceAll('<!-- -->', ''),
      /is not in Demo <code>v1\.0\.0<\/code>/,
      "the removed RPC's URL says it was removed (v0.9.0 has it)",
    );
    await assertEqualsFullBuild('RPC removed');
  });
});
