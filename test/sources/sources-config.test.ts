import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError } from '../../src/shared/errors.ts';
import { loadSources, parseSources } from '../../src/sources/sources-config.ts';
import { treeHash } from '../../src/sources/tree-hash.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, REAL_PROTOS, REAL_PROTOS_SKIP, ROOT } from '../helpers/fixtures.ts';

const fixtureText = () => fs.readFileSync(path.join(FIXTURE_SITE, 'sources.json'), 'utf8');

test('bad sources.json names the file and every offending key', () => {
  const json = JSON.parse(fixtureText());
  json.services[0].ports.rest = 'eighty';
  json.services[0].versions[0].commit = 'abc';
  assert.throws(
    () => parseSources(JSON.stringify(json), 'content/sources.json'),
    (e: unknown) => {
      assert.ok(e instanceof ConfigError);
      const text = e.format();
      assert.match(text, /^content\/sources\.json: does not describe the upstream sources:/);
      assert.match(text, /services\[0\]\.ports\.rest: /);
      assert.match(text, /services\[0\]\.versions\[0\]\.commit: a commit is 40 lowercase hex digits/);
      return true;
    },
  );
  const borrowing = JSON.parse(fixtureText());
  borrowing.services[1].protoRoots[1].from = 'nowhere';
  assert.throws(() => parseSources(JSON.stringify(borrowing), 's.json'), /services\[1\]\.protoRoots\[1\]\.from: names unknown service "nowhere"/);
  assert.throws(() => parseSources('{"services": [,]}', 'x.json'), /x\.json: is not valid JSON/);
});

test('the fixture pins verify against their trees', () => {
  const sources = loadSources(path.join(FIXTURE_SITE, 'sources.json'));
  for (const service of sources.services) {
    for (const version of service.versions) {
      assert.equal(treeHash(path.join(FIXTURE_PROTOS, service.id, version.tag), service, version), version.sha256, `${service.id} ${version.tag}`);
    }
  }
});

test('the real pins verify against the upstream trees', { skip: REAL_PROTOS_SKIP }, () => {
  const sources = loadSources(path.join(ROOT, 'content/sources.json'));
  assert.deepEqual(sources.services.map((s) => [s.id, s.cli]), [
    ['lnd', 'lncli'], ['loop', 'loop'], ['pool', 'pool'], ['faraday', 'frcli'], ['taproot-assets', 'tapcli'], ['lit', 'litcli'],
  ]);
  for (const service of sources.services) {
    assert.ok(service.versions.length >= 2, `${service.id} pins the previous release too`);
    for (const version of service.versions) {
      assert.equal(treeHash(path.join(REAL_PROTOS!, service.id, version.tag), service, version), version.sha256, `${service.id} ${version.tag}`);
    }
  }
});
