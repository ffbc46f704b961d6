import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError } from '../../src/shared/errors.ts';
import { loadSources, parseSources, pinnedReleases } from '../../src/sources/sources-config.ts';
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
  assert.throws(
    () => parseSources(JSON.stringify(borrowing), 's.json'),
    /services\[1\]\.protoRoots\[1\]\.from: names unknown service "nowhere"/,
  );
  assert.throws(() => parseSources('{"services": [,]}', 'x.json'), /x\.json: is not valid JSON/);
});

test('the fixture pins verify against their trees', () => {
  const sources = loadSources(path.join(FIXTURE_SITE, 'sources.json'));
  for (const service of sources.services) {
    for (const version of service.versions) {
      assert.equal(
        treeHash(path.join(FIXTURE_PROTOS, service.id, version.tag), service, version),
        version.sha256,
        `${service.id} ${version.tag}`,
      );
    }
  }
});

test('the real pins verify against the upstream trees', { skip: REAL_PROTOS_SKIP }, () => {
  const sources = loadSources(path.join(ROOT, 'content/sources.json'));
  assert.deepEqual(
    sources.services.map((s) => [s.id, s.cli]),
    [
      ['lnd', 'lncli'],
      ['loop', 'loop'],
      ['pool', 'pool'],
      ['faraday', 'frcli'],
      ['taproot-assets', 'tapcli'],
      ['lit', 'litcli'],
    ],
  );
  for (const service of sources.services) {
    assert.ok(service.versions.length >= 2, `${service.id} pins the previous release too`);
    for (const version of service.versions) {
      assert.equal(
        treeHash(path.join(REAL_PROTOS!, service.id, version.tag), service, version),
        version.sha256,
        `${service.id} ${version.tag}`,
      );
    }
  }
});

test('history releases are pinned beside the full ones: a date is required and a tag is pinned once across both lists', () => {
  const json = JSON.parse(fixtureText());
  const full = json.services[0].versions[0];
  json.services[0].history = [{ tag: 'v0.0.1-old', commit: full.commit, sha256: full.sha256 }];
  assert.throws(() => parseSources(JSON.stringify(json), 's.json'), /services\[0\]\.history\[0\]\.date: /);
  json.services[0].history = [{ tag: full.tag, commit: full.commit, date: '2023-01-02', sha256: full.sha256 }];
  assert.throws(
    () => parseSources(JSON.stringify(json), 's.json'),
    new RegExp(`services\\[0\\]\\.history\\[0\\]\\.tag: release ${full.tag} is listed twice`),
  );
  json.services[0].history = [
    { tag: 'v0.0.1-old', commit: full.commit, date: '2023-01-02', sha256: full.sha256, cliFiles: ['cmd/*.go'] },
  ];
  assert.throws(() => parseSources(JSON.stringify(json), 's.json'), /history\[0\].*cliFiles/s);
  json.services[0].history = [{ tag: 'v0.0.1-old', commit: full.commit, date: '2023-01-02', sha256: full.sha256 }];
  const parsed = parseSources(JSON.stringify(json), 's.json');
  assert.deepEqual(
    pinnedReleases(parsed.services[0]!).map((r) => [r.kind, r.version.tag]),
    [...parsed.services[0]!.versions.map((v) => ['full', v.tag]), ['history', 'v0.0.1-old']],
  );
  assert.equal(parsed.services[1]!.history.length, 0, 'a daemon without history releases has an empty list');
});

test('every history release of the upstream trees is pinned, with its commit and date, and verifies', {
  skip: REAL_PROTOS_SKIP,
}, () => {
  const sources = loadSources(path.join(ROOT, 'content/sources.json'));
  const upstream = JSON.parse(fs.readFileSync(path.join(REAL_PROTOS!, 'sources.json'), 'utf8')) as Record<
    string,
    { tag: string; commit: string; date: string; kind: string }
  >;
  const pinned = new Map(
    sources.services.flatMap((s) =>
      pinnedReleases(s).map((r) => [`${s.id}@${r.version.tag}`, { ...r, service: s }] as const),
    ),
  );
  assert.deepEqual([...pinned.keys()].sort(), Object.keys(upstream).sort(), 'the same releases as the upstream trees');
  for (const [key, release] of pinned) {
    const expected = upstream[key]!;
    assert.deepEqual(
      [release.kind, release.version.commit, release.version.date],
      [expected.kind, expected.commit, expected.date],
      key,
    );
    const dir = path.join(REAL_PROTOS!, release.service.id, release.version.tag);
    assert.equal(treeHash(dir, release.service, release.version, release.kind), release.version.sha256, key);
  }
});
