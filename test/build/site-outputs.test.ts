/**
 * The full build and the watch builder write the outputs besides the pages from one table
 * (src/build/site-outputs.ts): an output added to the table is written by both, and after
 * an edit the watch builder's copy equals a full build's.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildSite } from '../../src/build/build-site.ts';
import { type DevBuilder, createDevBuilder } from '../../src/build/dev-builder.ts';
import { writeTo } from '../../src/build/output-dir.ts';
import { SITE_OUTPUTS, type SiteOutput } from '../../src/build/site-outputs.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, offlineTrees, tempDir } from '../helpers/fixtures.ts';

/** An output no builder knows of: each page's title and digest, and each release's RPC count. */
const PROBE: SiteOutput = {
  name: 'probe',
  stage: 'after render',
  dependsOn: ['pages', 'releases'],
  write({ pages, model, output }) {
    const rpcs = model.daemons.flatMap((d) =>
      d.releases.map((r) => `${d.id}@${r.tag} ${r.subServices.reduce((n, s) => n + s.methods.length, 0)}`),
    );
    writeTo(output, 'probe.txt', [...pages.map((p) => `${p.page.path} ${p.digest}`), ...rpcs].join('\n'));
    return 'probe.txt';
  },
};
const TABLE = [...SITE_OUTPUTS, PROBE];

describe('one table of outputs for both builders', () => {
  let content: string;
  let protos: string;
  let out: string;
  let builder: DevBuilder;
  const sources = () => loadSources(path.join(content, 'sources.json'));
  const fullBuild = async () => {
    const fresh = path.join(tempDir('apidocs-outputs-full-'), 'site');
    await buildSite({
      contentDir: content,
      outDir: fresh,
      sources: sources(),
      trees: offlineTrees(protos),
      write: () => {},
      mode: 'development',
      outputs: TABLE,
    });
    return fs.readFileSync(path.join(fresh, 'probe.txt'), 'utf8');
  };

  before(async () => {
    process.env.NODE_ENV = 'production';
    content = path.join(tempDir('apidocs-outputs-content-'), 'content');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    protos = copyFixtureProtos();
    out = path.join(tempDir('apidocs-outputs-out-'), 'site');
    builder = createDevBuilder({
      contentDir: content,
      outDir: out,
      sources: sources(),
      trees: offlineTrees(protos),
      write: () => {},
      outputs: TABLE,
    });
    await builder.initial();
  });

  test('the first watch build writes an output added to the table, as the full build does', async () => {
    assert.equal(fs.readFileSync(path.join(out, 'probe.txt'), 'utf8'), await fullBuild());
  });

  test('after a page edit and a proto edit the watch builder rewrites it, equal to a full build', async () => {
    const before = fs.readFileSync(path.join(out, 'probe.txt'), 'utf8');
    const page = path.join(content, 'pages/markdown-page.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Text with', 'Probed text with'));
    await builder.update([page]);
    const proto = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
    fs.writeFileSync(
      proto,
      fs.readFileSync(proto, 'utf8').replace('Upload sends many chunks and gets one answer.', 'Upload streams chunks.'),
    );
    await builder.update([proto]);
    const after = fs.readFileSync(path.join(out, 'probe.txt'), 'utf8');
    assert.notEqual(after, before, 'the pages changed: the output was written again');
    assert.equal(after, await fullBuild());
  });

  test('every output of the table names what it depends on', () => {
    for (const output of SITE_OUTPUTS) assert.ok(output.dependsOn.length > 0, output.name);
    assert.deepEqual(
      SITE_OUTPUTS.map((o) => o.name),
      ['search', 'openapi', 'sitemap', 'gaps', 'hist files', 'api index', 'errors', 'exports'],
    );
  });
});
