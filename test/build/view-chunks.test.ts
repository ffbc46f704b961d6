/**
 * Each page kind's view is its own chunk: a page preloads the entry's chunks and its own
 * kind's view chunks, never other kinds' views, and what it preloads is closed under
 * static imports (the browser finds nothing more to fetch before it can hydrate).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { VIEW_SOURCES } from '../../src/render/view-chunks.ts';
import type { PageKind } from '../../src/site/page-data.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

/** One page of each kind in the fixture site with Go files (it has permissions pages). */
const PAGE_OF_KIND: Record<PageKind, string> = {
  home: 'index.html',
  markdown: 'markdown-page/index.html',
  search: 'search/index.html',
  'not-found': '404.html',
  category: 'category/api-reference/index.html',
  'service-index': 'api/demo/index.html',
  'rest-endpoints': 'api/demo/rest-endpoints/index.html',
  permissions: 'api/demo/permissions/index.html',
  method: 'api/demo/demo/get-info/index.html',
  'api-changes': 'api/demo/changes/index.html',
  'documentation-gaps': 'api/demo/documentation-gaps/index.html',
  'api-history': 'api/demo/history/index.html',
  'removed-rpc': 'api/demo/demo/ancient-thing/index.html',
  upgrading: 'api/demo/history/v1.0.0/upgrading/index.html',
  'error-catalogue': 'api/demo/errors/index.html',
  'error-entry': 'api/demo/errors/thing-size-must-be-non-zero/index.html',
};

const BASE = '/api-docs/';

describe('page view chunks', () => {
  let result: BuildResult;
  const html = (file: string) => fs.readFileSync(path.join(result.outDir, file), 'utf8');
  /** Site URLs of the entry script and the modulepreloads of a page. */
  const loadedScripts = (file: string) => {
    const page = html(file);
    const entry = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
    const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    return { entry, preloads };
  };
  const fileOf = (url: string) => path.join(result.outDir, url.slice(BASE.length));

  before(async () => {
    result = await buildInto(siteWithGoFiles());
  });

  test("each page kind preloads its own view chunk and no other kind's view", () => {
    const { jsPreloads, viewPreloads } = result.state.client;
    const kinds = Object.keys(PAGE_OF_KIND) as PageKind[];
    for (const kind of kinds) {
      const { preloads } = loadedScripts(PAGE_OF_KIND[kind]);
      const ownView = viewPreloads[kind][0]!;
      assert.ok(preloads.includes(ownView), `${kind}: preloads its view chunk`);
      assert.deepEqual(
        new Set(preloads),
        new Set([result.state.client.js, ...jsPreloads, ...viewPreloads[kind]]),
        `${kind}: the entry's chunks and its view's`,
      );
      for (const other of kinds) {
        if (other !== kind)
          assert.ok(!preloads.includes(viewPreloads[other][0]!), `${kind} does not preload the ${other} view`);
      }
    }
    const method = loadedScripts(PAGE_OF_KIND.method).preloads;
    assert.ok(!method.includes(viewPreloads.search[0]!), 'the method page does not preload the search view');
    assert.ok(!method.includes(viewPreloads.permissions[0]!), 'nor the permissions view');
  });

  test('what a page preloads is closed under static imports', () => {
    let checked = 0;
    for (const [kind, file] of Object.entries(PAGE_OF_KIND)) {
      const { entry, preloads } = loadedScripts(file);
      const loaded = new Set([...entry, ...preloads]);
      for (const url of loaded) {
        const code = fs.readFileSync(fileOf(url), 'utf8');
        // Static imports of the minified output: import{..}from"./x.js" and import"./x.js" (not import("./x.js")).
        for (const match of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
          const imported = new URL(match[1]!, `http://x${url}`).pathname;
          assert.ok(loaded.has(imported), `${kind}: ${url} imports ${imported}, which the page does not preload`);
          checked += 1;
        }
      }
    }
    assert.ok(checked > 0, 'the pattern finds the static imports of the bundle');
  });

  test('the entry and the code page views share load as two files; a method page adds one (src/render/shared-chunk.ts)', () => {
    assert.equal(result.state.client.jsPreloads.length, 1, 'the entry imports one chunk');
    const scripts = (kind: PageKind) => {
      const { entry, preloads } = loadedScripts(PAGE_OF_KIND[kind]);
      return new Set([...entry, ...preloads]).size;
    };
    assert.equal(scripts('method'), 3, 'a method page: the entry, the shared chunk, its view');
    for (const kind of Object.keys(PAGE_OF_KIND) as PageKind[])
      assert.ok(scripts(kind) <= 5, `${kind}: ${scripts(kind)} scripts`);
  });

  test('the view sources the build looks for are the ones the client imports', () => {
    const loaderFile = fileURLToPath(new URL('../../src/client/router/view-loader.ts', import.meta.url));
    const imports = [...fs.readFileSync(loaderFile, 'utf8').matchAll(/'?([\w-]+)'?: \(\) =>\s*import\('([^']+)'\)/g)];
    const imported = Object.fromEntries(imports.map((m) => [m[1]!, path.resolve(path.dirname(loaderFile), m[2]!)]));
    assert.deepEqual(imported, VIEW_SOURCES);
  });
});
