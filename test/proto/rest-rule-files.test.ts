/** A deleted REST rules file must not silently drop every REST route of its services. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { MARKER_FILE } from '../../src/build/build-marker.ts';
import { createDevBuilder } from '../../src/build/dev-builder.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { ProtoError } from '../../src/shared/errors.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_SITE, copyFixtureProtos, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

const RULES = 'demo/v1.0.0/demorpc/demo.yaml';

describe('missing REST rules files', () => {
  test('a rules file the previous build of the release read is an error, and the old output stays', async () => {
    const protos = copyFixtureProtos();
    const out = path.join(tempDir('apidocs-out-'), 'build');
    await buildInto({ protosDir: protos, outDir: out });
    const marker = JSON.parse(fs.readFileSync(path.join(out, MARKER_FILE), 'utf8'));
    assert.deepEqual(
      marker.restRules['demo@v1.0.0'],
      { tag: 'v1.0.0', files: ['demorpc/demo.yaml'] },
      'the marker records the rules files each release read',
    );
    const before = listFiles(out);
    fs.rmSync(path.join(protos, RULES));
    await assert.rejects(buildInto({ protosDir: protos, outDir: out }), (error: unknown) => {
      assert.ok(error instanceof ProtoError);
      assert.match(
        error.format(),
        /demorpc\/demo\.yaml: REST rules file demorpc\/demo\.yaml of demorpc\/demo\.proto is missing \(the previous build of demo v1\.0\.0 read it\)/,
      );
      assert.match(error.format(), /Restore the file/);
      return true;
    });
    assert.deepEqual(listFiles(out), before, 'the previous output is untouched');
  });

  test('without a previous build, the upstream OpenAPI file beside the proto file is the evidence', async () => {
    const protos = copyFixtureProtos();
    fs.rmSync(path.join(protos, RULES));
    fs.writeFileSync(
      path.join(protos, 'demo/v1.0.0/demorpc/demo.swagger.json'),
      JSON.stringify({ swagger: '2.0', paths: { '/v1/getinfo': {}, '/v1/things': {} } }),
    );
    await assert.rejects(
      buildInto({ protosDir: protos }),
      /demo\.yaml of demorpc\/demo\.proto is missing \(demo\.swagger\.json beside it describes 2 REST paths\)/,
    );
  });

  test('a proto file that never had rules (no record, no OpenAPI paths) builds as before', async () => {
    const protos = copyFixtureProtos();
    fs.rmSync(path.join(protos, RULES));
    fs.writeFileSync(
      path.join(protos, 'demo/v1.0.0/demorpc/demo.swagger.json'),
      JSON.stringify({ swagger: '2.0', paths: {} }),
    );
    const result = await buildInto({ protosDir: protos });
    assert.equal(
      result.model.daemons
        .find((s) => s.id === 'demo')!
        .releases[0]!.subServices[0]!.methods.every((m) => m.rest.length === 0),
      true,
    );
  });

  test('watch mode: deleting the rules file fails the update and keeps the served pages', async () => {
    const protos = copyFixtureProtos();
    const out = path.join(tempDir('apidocs-dev-'), 'build');
    const builder = createDevBuilder({
      contentDir: FIXTURE_SITE,
      outDir: out,
      sources: loadSources(path.join(FIXTURE_SITE, 'sources.json')),
      trees: offlineTrees(protos),
      write: () => {},
    });
    await builder.initial();
    const page = fs.readFileSync(path.join(out, 'api/demo/demo/get-info/index.html'));
    fs.rmSync(path.join(protos, RULES));
    await assert.rejects(
      builder.update([path.join(protos, RULES)]),
      /demo\.yaml of demorpc\/demo\.proto is missing \(the previous build of demo v1\.0\.0 read it\)/,
    );
    assert.ok(fs.readFileSync(path.join(out, 'api/demo/demo/get-info/index.html')).equals(page));
  });
});
