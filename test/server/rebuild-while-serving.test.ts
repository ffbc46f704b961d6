/**
 * Readers during rebuilds: while builds replace the served folder (swapped in by apidocs
 * build, or copied into it in place as rsync does), every page load must get its data
 * chunk and site data, and a tab opened before a rebuild must still get the data it
 * refers to afterwards.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { listFiles } from '../../src/build/output-dir.ts';
import { serveBuild } from '../../src/server/serve.ts';
import { FIXTURE_SITE, tempDir } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

const TITLES = ['Alpha Docs', 'Beta Docs'];
const PAGES = ['', 'api/demo/demo/get-info/', 'api/extra/', 'markdown-page/', 'category/demo-service/'];

/** Two content folders whose builds differ in every page, chunk and site data file. */
function twoContents(): [string, string] {
  return TITLES.map((title) => {
    const dir = path.join(tempDir('apidocs-content-'), 'content');
    fs.cpSync(FIXTURE_SITE, dir, { recursive: true });
    const config = path.join(dir, 'site.yaml');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
    return dir;
  }) as [string, string];
}

interface LoadResult {
  ok: number;
  failures: string[];
}

/** Loads a page the way a browser does: the HTML, then the data chunk and site data it names. */
async function loadPage(origin: string, page: string): Promise<string[]> {
  const res = await fetch(`${origin}/api-docs/${page}`);
  if (res.status !== 200) return [`${page}: ${res.status}`];
  const html = await res.text();
  const chunk = html.match(/data-chunk="([^"]+)"/)?.[1];
  const site = html.match(/data-site="([^"]+)"/)?.[1];
  if (!chunk || !site) return [`${page}: no data-chunk or data-site`];
  const problems: string[] = [];
  for (const url of [chunk, site]) {
    const data = await fetch(`${origin}${url}`);
    if (data.status !== 200) problems.push(`${page} -> ${url}: ${data.status}`);
    else await data.arrayBuffer();
  }
  return problems;
}

/** Keeps loading pages until `done()` says stop. */
async function keepLoading(origin: string, done: () => boolean): Promise<LoadResult> {
  const result: LoadResult = { ok: 0, failures: [] };
  for (let i = 0; !done() || result.ok + result.failures.length < PAGES.length; i++) {
    const problems = await loadPage(origin, PAGES[i % PAGES.length]!);
    if (problems.length === 0) result.ok++;
    else result.failures.push(...problems);
  }
  return result;
}

/** What rsync -a --delete-after does: each file written to a temporary name and renamed into place, stale files removed at the end. */
async function copyInPlace(from: string, to: string): Promise<void> {
  for (const file of listFiles(from)) {
    // Readers are served between files, as they would be while rsync runs.
    await new Promise((resolve) => setImmediate(resolve));
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.XXXXXX`);
    fs.copyFileSync(path.join(from, file), temporary);
    fs.renameSync(temporary, target);
  }
  const keep = new Set(listFiles(from));
  for (const file of listFiles(to)) if (!keep.has(file)) fs.rmSync(path.join(to, file));
}

/** Waits until the server answers the home page of the build titled `title` (a generous bound turns "never" into a failure). */
async function untilServing(origin: string, title: string): Promise<void> {
  for (let attempt = 0; attempt < 3000; attempt++) {
    const home = await (await fetch(`${origin}/api-docs/`)).text();
    if (home.includes(`<title>${title}</title>`)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail(`the server never served the build titled ${title}`);
}

describe('apidocs serve while the site is rebuilt', () => {
  test('builds swapped in by apidocs build: every page load gets its data, open tabs keep theirs', async () => {
    const contents = twoContents();
    const root = path.join(tempDir('apidocs-serve-'), 'build');
    await buildInto({ contentDir: contents[0], outDir: root });
    const server = await serveBuild({ dir: root, host: '127.0.0.1', port: 0, baseUrl: '/api-docs/', pollMs: 50 });
    try {
      // A tab opened now, before any rebuild.
      const tab = await (await fetch(`${server.origin}/api-docs/api/demo/demo/get-info/`)).text();
      let building = true;
      const loads = keepLoading(server.origin, () => !building);
      for (let round = 1; round <= 4; round++) {
        await buildInto({ contentDir: contents[round % 2], outDir: root });
        await untilServing(server.origin, TITLES[round % 2]!);
        if (round === 1) {
          const chunk = tab.match(/data-chunk="([^"]+)"/)![1]!;
          assert.equal(
            (await fetch(`${server.origin}${chunk}`)).status,
            200,
            'the tab opened before the rebuild still gets its page data',
          );
        }
      }
      building = false;
      const result = await loads;
      assert.deepEqual(
        result.failures,
        [],
        `${result.failures.length} of ${result.ok + result.failures.length} page loads failed`,
      );
      assert.ok(result.ok >= PAGES.length);
    } finally {
      await server.close();
    }
  });

  test('builds copied into the served folder in place (rsync): old pages until the copy is complete, then new ones', async () => {
    const contents = twoContents();
    const builds = await Promise.all(contents.map((contentDir) => buildInto({ contentDir })));
    const root = path.join(tempDir('apidocs-serve-'), 'build');
    fs.cpSync(builds[0]!.outDir, root, { recursive: true });
    const server = await serveBuild({ dir: root, host: '127.0.0.1', port: 0, baseUrl: '/api-docs/', pollMs: 50 });
    try {
      let copying = true;
      const loads = keepLoading(server.origin, () => !copying);
      for (let round = 1; round <= 3; round++) {
        await copyInPlace(builds[round % 2]!.outDir, root);
        await untilServing(server.origin, TITLES[round % 2]!);
      }
      copying = false;
      const result = await loads;
      assert.deepEqual(
        result.failures,
        [],
        `${result.failures.length} of ${result.ok + result.failures.length} page loads failed`,
      );
    } finally {
      await server.close();
    }
  });
});
