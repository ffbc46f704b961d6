/** Watch mode keeps the generated API changes and the release notes of method pages current. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildSite } from '../../src/build/build-site.ts';
import { createDevBuilder } from '../../src/build/dev-builder.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, offlineTrees, tempDir } from '../helpers/fixtures.ts';

test('a proto edit rebuilds the changes page and the notes of the RPCs it touches, as a full build would', async () => {
  process.env.NODE_ENV = 'production';
  const protos = copyFixtureProtos();
  const out = path.join(tempDir('apidocs-dev-out-'), 'site');
  const sources = loadSources(path.join(FIXTURE_SITE, 'sources.json'));
  const builder = createDevBuilder({
    contentDir: FIXTURE_SITE,
    outDir: out,
    sources,
    trees: offlineTrees(protos),
    write: () => {},
  });
  await builder.initial();
  const read = (dir: string, route: string) => fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8');
  assert.doesNotMatch(read(out, 'api/demo/changes'), /block_time/);

  const file = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, 'utf8')
      .replace(
        '    Chain chain = 7;\n',
        '    Chain chain = 7;\n\n    // Time of the best block.\n    int64 block_time = 8;\n',
      ),
  );
  const { routes } = await builder.update([file]);
  assert.ok(routes.includes('/api-docs/api/demo/changes/'), routes.join(' '));
  assert.ok(routes.includes('/api-docs/api/demo/demo/get-info/'));
  assert.match(read(out, 'api/demo/changes'), /id="field-added-demorpc\.getinforesponse-block_time"/);
  assert.match(
    read(out, 'api/demo/demo/get-info'),
    /<li id="demorpc\.getinforesponse-block_time" data-has="2" data-daemon="demo" data-added="v1\.0\.0">.*?<a class="badge badge--new" href="\/api-docs\/api\/demo\/history\/v1\.0\.0\/#field-added-demorpc\.getinforesponse-block_time"/,
  );

  const full = path.join(tempDir('apidocs-full-out-'), 'site');
  await buildSite({
    contentDir: FIXTURE_SITE,
    outDir: full,
    sources,
    trees: offlineTrees(protos),
    write: () => {},
    mode: 'development',
  });
  for (const route of [
    'api/demo/changes',
    'api/demo/demo/get-info',
    'api/demo/demo/old-thing',
    'api/demo/history',
    'api/demo/history/v1.0.0',
  ])
    assert.equal(read(out, route), read(full, route), route);
});
