/**
 * The page caches (src/build/page-data-cache.ts, render-cache.ts) on the fixture site: a warm
 * build reuses every page's data and markup and writes what a cold build writes; a changed
 * proto comment renders again exactly the pages whose data shows it; another code version
 * or site data misses everything; the switch turns both off; a corrupt entry is rebuilt,
 * never served.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { SITE_OUTPUTS } from '../../src/build/site-outputs.ts';
import { pageDataKey } from '../../src/build/page-data-cache.ts';
import { pageCachesEnabled } from '../../src/shared/cache-switch.ts';
import { openRenderCache } from '../../src/build/render-cache.ts';
import { serverSiteData } from '../../src/render/server-site-data.ts';
import { codeVersion } from '../../src/release/release-cache.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, copyFixtureProtos, offlineTrees, tempDir } from '../helpers/fixtures.ts';

/** The files of two trees that differ (missing on one side, or other bytes). */
function differences(a: string, b: string): string[] {
  const all = [...new Set([...listFiles(a), ...listFiles(b)])].sort();
  return all.filter((file) => {
    const [x, y] = [path.join(a, file), path.join(b, file)];
    return !fs.existsSync(x) || !fs.existsSync(y) || !fs.readFileSync(x).equals(fs.readFileSync(y));
  });
}

/** The outputs besides the pages (site-outputs.ts), which a warm build replays (output-cache.ts). */
const OUTPUTS = SITE_OUTPUTS.length;

const entries = (cacheDir: string, cache: string) =>
  fs.existsSync(path.join(cacheDir, cache)) ? fs.readdirSync(path.join(cacheDir, cache)).sort() : [];

/** Flips a byte in the middle of a cache entry (a damaged disk, a half-written copy). */
function corrupt(file: string): void {
  const data = fs.readFileSync(file);
  const at = Math.floor(data.length / 2);
  data[at] = data[at]! ^ 0x20;
  fs.writeFileSync(file, data);
}

/** The render cache entry of a built page. */
function renderEntry(result: BuildResult, cacheDir: string, routePath: string): string {
  const cache = openRenderCache(cacheDir, serverSiteData(result.state.prepared.site))!;
  const page = result.state.pages.find((p) => p.page.path === routePath)!;
  return path.join(cacheDir, 'rendered', `${cache.key(page.dataDigest)}.bin`);
}

describe('the page caches', () => {
  const protos = copyFixtureProtos();
  const cacheDir = tempDir('apidocs-page-cache-');
  const build = (name: string) =>
    buildInto({
      outDir: path.join(tempDir(`apidocs-page-cache-${name}-`), 'build'),
      trees: { ...offlineTrees(protos), cacheDir },
    });
  let cold: BuildResult;
  let warm: BuildResult;

  before(async () => {
    cold = await build('cold');
    warm = await build('warm');
  });

  test('a warm build reads every page back, renders none and writes what the cold build wrote', () => {
    assert.deepEqual(cold.pageCache, {
      pageDataReused: false,
      reused: 0,
      rendered: cold.pages,
      outputsReplayed: 0,
      bundleReused: false,
    });
    assert.deepEqual(warm.pageCache, {
      pageDataReused: true,
      reused: warm.pages,
      rendered: 0,
      outputsReplayed: OUTPUTS,
      bundleReused: true,
    });
    assert.ok(cold.pages > 20);
    assert.equal(entries(cacheDir, 'rendered').length, cold.pages);
    assert.equal(entries(cacheDir, 'page-data').length, 1);
    assert.equal(entries(cacheDir, 'bundle').length, 1);
    assert.deepEqual(differences(cold.outDir, warm.outDir), []);
    assert.deepEqual(warm.warnings, cold.warnings, "the same warnings, the page builders' included");
  });

  test('another code version or other site data misses every page; the page data key changes with the code', () => {
    const site = serverSiteData(warm.state.prepared.site);
    const hits = (cache: ReturnType<typeof openRenderCache>) =>
      warm.state.pages.filter((p) => cache!.read(cache!.key(p.dataDigest)) !== null).length;
    assert.equal(hits(openRenderCache(cacheDir, site)), warm.pages);
    assert.equal(hits(openRenderCache(cacheDir, site, `${codeVersion()}-changed`)), 0);
    assert.equal(hits(openRenderCache(cacheDir, { ...site, title: `${site.title} (renamed)` })), 0);
    const inputs = {
      model: 'model',
      history: warm.state.history.file,
      contentDir: FIXTURE_SITE,
      mode: 'production' as const,
    };
    assert.notEqual(pageDataKey(inputs), pageDataKey({ ...inputs, code: 'other code' }));
    assert.equal(pageDataKey({ ...inputs, model: null }), null, 'no key for a model whose inputs are not known');
  });

  test('a corrupt entry is a miss: rebuilt and replaced, never served', async () => {
    const method = warm.state.pages.find((p) => p.page.kind === 'method')!.page.path;
    corrupt(renderEntry(warm, cacheDir, method));
    const [pageData] = entries(cacheDir, 'page-data');
    corrupt(path.join(cacheDir, 'page-data', pageData!));
    const [bundle] = entries(cacheDir, 'bundle');
    corrupt(path.join(cacheDir, 'bundle', bundle!));
    const again = await build('corrupt');
    assert.deepEqual(again.pageCache, {
      pageDataReused: false,
      reused: again.pages - 1,
      rendered: 1,
      outputsReplayed: OUTPUTS,
      bundleReused: false,
    });
    assert.deepEqual(differences(cold.outDir, again.outDir), []);
    const healed = await build('healed');
    assert.deepEqual(healed.pageCache, {
      pageDataReused: true,
      reused: healed.pages,
      rendered: 0,
      outputsReplayed: OUTPUTS,
      bundleReused: true,
    });
  });

  test('a changed proto comment renders again exactly the pages whose data shows it; the site equals a build without the caches', async () => {
    const file = path.join(protos, 'demo/v1.0.0/demorpc/common.proto');
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(text.includes('The output index.'));
    fs.writeFileSync(file, text.replace('The output index.', 'The position of the output.'));
    const changed = await build('changed');
    const before = new Map(warm.state.pages.map((p) => [p.page.path, p.dataDigest]));
    const differing = changed.state.pages.filter((p) => before.get(p.page.path) !== p.dataDigest);
    const showing = changed.state.pages.filter((p) => JSON.stringify(p.page).includes('The position of the output.'));
    assert.ok(showing.length > 0 && showing.length < changed.pages / 2, `${showing.length} pages show the comment`);
    assert.deepEqual(
      differing.map((p) => p.page.path),
      showing.map((p) => p.page.path),
    );
    assert.deepEqual(changed.pageCache, {
      pageDataReused: false,
      reused: changed.pages - showing.length,
      rendered: showing.length,
      outputsReplayed: 0,
      bundleReused: true,
    });

    const stored = listFiles(cacheDir).sort();
    process.env.APIDOCS_PAGE_CACHE = 'off';
    let uncached: BuildResult;
    try {
      uncached = await build('uncached');
    } finally {
      delete process.env.APIDOCS_PAGE_CACHE;
    }
    assert.equal(uncached.pageCache, null, 'APIDOCS_PAGE_CACHE=off turns both caches off');
    assert.deepEqual(listFiles(cacheDir).sort(), stored, 'and stores nothing');
    // The search index and the exports are written anew (they read the pages), the same as without the caches.
    const rewritten = differences(warm.outDir, changed.outDir);
    assert.ok(
      rewritten.some((f) => f.includes('search-')),
      rewritten.join(' '),
    );
    assert.deepEqual(differences(uncached.outDir, changed.outDir), []);
  });

  test('APIDOCS_PAGE_CACHE=off, or APIDOCS_MODEL_CACHE=off (every cache), turns the page caches off', () => {
    assert.equal(pageCachesEnabled({}), true);
    for (const value of ['off', '0', 'false', 'NO']) {
      assert.equal(pageCachesEnabled({ APIDOCS_PAGE_CACHE: value }), false);
      assert.equal(pageCachesEnabled({ APIDOCS_MODEL_CACHE: value }), false);
    }
  });
});

describe('the render cache is bounded', () => {
  test('a build keeps the entries it used and as many of the newest others (about two sites), and removes the rest', async () => {
    const content = tempDir('apidocs-page-cache-content-');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    const cacheDir = tempDir('apidocs-page-cache-bounded-');
    const siteYaml = path.join(content, 'site.yaml');
    const original = fs.readFileSync(siteYaml, 'utf8');
    /** Builds the site under another title: other site data, so every page is a new entry. */
    const buildTitled = (title: string) => {
      fs.writeFileSync(siteYaml, original.replace('title: Demo API Reference', `title: ${title}`));
      return buildInto({ contentDir: content, trees: { ...offlineTrees(FIXTURE_PROTOS), cacheDir } });
    };
    /** Dates every entry back (older than a build running now could be writing). */
    const age = (hours: number) => {
      const then = new Date(Date.now() - hours * 60 * 60 * 1000);
      for (const name of entries(cacheDir, 'rendered'))
        fs.utimesSync(path.join(cacheDir, 'rendered', name), then, then);
    };
    const first = await buildTitled('First');
    const firstEntries = entries(cacheDir, 'rendered');
    assert.equal(firstEntries.length, first.pages);
    age(2);
    const second = await buildTitled('Second');
    assert.equal(second.pageCache!.rendered, second.pages);
    assert.equal(
      entries(cacheDir, 'rendered').length,
      2 * first.pages,
      "the first site's entries stay: as many as used",
    );
    const secondEntries = entries(cacheDir, 'rendered').filter((name) => !firstEntries.includes(name));
    for (const name of secondEntries) {
      const then = new Date(Date.now() - 60 * 60 * 1000);
      fs.utimesSync(path.join(cacheDir, 'rendered', name), then, then);
    }
    await buildTitled('Third');
    const left = entries(cacheDir, 'rendered');
    assert.equal(left.length, 2 * first.pages);
    assert.deepEqual(
      firstEntries.filter((name) => left.includes(name)),
      [],
      'the entries of the oldest site are gone',
    );
    assert.ok(
      secondEntries.every((name) => left.includes(name)),
      'the newer unused ones stay',
    );
  });
});
