import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { describe, test } from 'node:test';
import { type LoadedModel, loadModel } from '../../src/release/load-model.ts';
import { releaseCacheDir } from '../../src/release/release-cache.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import type { TreeOptions } from '../../src/sources/proto-trees.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

/** A fixture site with Go files, and tree options sharing one cache root across loads. */
function setup() {
  const { contentDir, protosDir } = siteWithGoFiles();
  const trees: TreeOptions = {
    protosDir,
    cacheDir: tempDir('apidocs-cache-'),
    archiveUrl: 'http://127.0.0.1:9/x.tar.gz',
    offline: true,
    log: () => {},
  };
  const load = (): Promise<LoadedModel> =>
    loadModel({ sources: loadSources(path.join(contentDir, 'sources.json')), trees });
  const entries = () =>
    fs.existsSync(releaseCacheDir(trees.cacheDir)) ? fs.readdirSync(releaseCacheDir(trees.cacheDir)).sort() : [];
  return { contentDir, protosDir, trees, load, entries };
}

/** Rewrites every cached entry of a release, changing the description of its first RPC. */
function tamper(cacheDir: string, release: string, description: string): void {
  const dir = releaseCacheDir(cacheDir);
  const files = fs.readdirSync(dir).filter((f) => f.startsWith(`${release}.`));
  assert.ok(files.length > 0);
  for (const name of files) {
    const file = path.join(dir, name);
    const value = v8.deserialize(fs.readFileSync(file)) as {
      entry: { release: { subServices: { methods: { description: string }[] }[] } };
    };
    value.entry.release.subServices[0]!.methods[0]!.description = description;
    fs.writeFileSync(file, v8.serialize(value));
  }
}

const firstDescription = (loaded: LoadedModel, daemon = 0, release = 0) =>
  loaded.model.daemons[daemon]!.releases[release]!.subServices[0]!.methods[0]!.description;

describe('the compiled-release cache', () => {
  test('a second model of the same inputs is read from the cache, equal to a compiled one, warnings included', async () => {
    const { load, entries, trees } = setup();
    const first = await load();
    assert.deepEqual(
      entries().map((e) => e.replace(/\.[0-9a-f]{32}\.bin$/, '')),
      ['demo@v0.9.0', 'demo@v1.0.0', 'extra@v2.0.0'],
    );
    const second = await load();
    assert.deepEqual(second.model, first.model);
    assert.deepEqual(second.warnings, first.warnings);
    tamper(trees.cacheDir, 'demo@v1.0.0', 'read from the cache');
    assert.equal(firstDescription(await load()), 'read from the cache', 'the entry was used, not a new compile');
  });

  test('warnings keep the order of sources.json, whichever releases come from the cache', async () => {
    const { load, trees, protosDir, entries } = setup();
    const proto = path.join(protosDir, 'extra/v2.0.0/extrarpc/extra.proto');
    fs.writeFileSync(proto, fs.readFileSync(proto, 'utf8').replace(/\/\* extracli[\s\S]*?\*\/\n/, ''));
    const cold = await load();
    const daemonOf = (w: { location: string; message: string }) => (/extrarpc\./.test(w.message) ? 'extra' : 'demo');
    assert.deepEqual(
      [...new Set(cold.warnings.map(daemonOf))],
      ['demo', 'extra'],
      'both daemons warn, in sources.json order',
    );
    // demo compiles again while extra is read from the cache, so extra finishes first.
    for (const entry of entries().filter((e) => e.startsWith('demo@')))
      fs.rmSync(path.join(releaseCacheDir(trees.cacheDir), entry));
    assert.deepEqual((await load()).warnings, cold.warnings);
  });

  test('a changed proto, Go file or sources.json is a miss, never a stale model', async () => {
    const { load, trees, protosDir, contentDir } = setup();
    await load();
    tamper(trees.cacheDir, 'demo@v1.0.0', 'stale');
    const proto = path.join(protosDir, 'demo/v1.0.0/demorpc/demo.proto');
    fs.writeFileSync(
      proto,
      fs.readFileSync(proto, 'utf8').replace('GetInfo returns general information', 'GetInfo now returns information'),
    );
    const afterProto = await load();
    assert.match(firstDescription(afterProto), /^GetInfo now returns information/);

    tamper(trees.cacheDir, 'demo@v1.0.0', 'stale');
    const perms = path.join(protosDir, 'demo/v1.0.0/perms.go');
    fs.appendFileSync(perms, '\n// an edit\n');
    assert.match(firstDescription(await load()), /^GetInfo now returns information/, 'an edited Go file recompiles');

    tamper(trees.cacheDir, 'demo@v1.0.0', 'stale');
    const sourcesFile = path.join(contentDir, 'sources.json');
    const sources = JSON.parse(fs.readFileSync(sourcesFile, 'utf8'));
    sources.services[0].title = 'Demo daemon';
    fs.writeFileSync(sourcesFile, JSON.stringify(sources));
    assert.match(
      firstDescription(await load()),
      /^GetInfo now returns information/,
      'an edited sources.json recompiles',
    );
  });

  test('a tree at another folder is another entry (messages and links name the folder)', async () => {
    const a = setup();
    const first = await a.load();
    const moved = tempDir('apidocs-moved-');
    fs.cpSync(a.protosDir, moved, { recursive: true });
    const b = await loadModel({
      sources: loadSources(path.join(a.contentDir, 'sources.json')),
      trees: { ...a.trees, protosDir: moved },
    });
    assert.equal(a.entries().length, 6);
    assert.deepEqual(
      b.model.daemons.map((d) => d.releases.length),
      first.model.daemons.map((d) => d.releases.length),
    );
  });

  test('a corrupt or truncated entry is a miss; the model is compiled again and the entry replaced', async () => {
    const { load, entries, trees } = setup();
    const first = await load();
    const dir = releaseCacheDir(trees.cacheDir);
    const [one, two] = entries();
    fs.writeFileSync(path.join(dir, one!), 'not an entry');
    fs.truncateSync(path.join(dir, two!), 10);
    const second = await load();
    assert.deepEqual(second.model, first.model);
    assert.ok(fs.statSync(path.join(dir, one!)).size > 1000, 'the entry was written again');
  });

  test('each release keeps its three newest entries', async () => {
    const { load, entries, protosDir } = setup();
    const proto = path.join(protosDir, 'extra/v2.0.0/extrarpc/extra.proto');
    for (let edit = 0; edit < 5; edit++) {
      fs.appendFileSync(proto, `\n// edit ${edit}\n`);
      await load();
    }
    assert.equal(entries().filter((e) => e.startsWith('extra@v2.0.0.')).length, 3);
    assert.equal(entries().filter((e) => e.startsWith('demo@v1.0.0.')).length, 1);
  });

  test('APIDOCS_MODEL_CACHE=off neither reads nor writes entries', async () => {
    const { load, entries } = setup();
    process.env.APIDOCS_MODEL_CACHE = 'off';
    try {
      await load();
      assert.deepEqual(entries(), []);
    } finally {
      delete process.env.APIDOCS_MODEL_CACHE;
    }
  });

  test('a cache folder that cannot be written costs time, not the build', async () => {
    const { load, trees } = setup();
    fs.writeFileSync(path.join(trees.cacheDir, 'releases'), 'a file where the folder should be');
    const loaded = await load();
    assert.equal(loaded.model.daemons.length, 2);
  });
});
