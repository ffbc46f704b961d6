/**
 * Nothing a reader reaches by removing the last segment of a URL is a 404: every folder
 * above a route is a route itself (/api-docs/api/, /api-docs/category/,
 * /api-docs/api/lnd/lightning/, ...). Regression: those three kinds of folder were 404s.
 * The pages that answer there are copies of the page they stand for (page-copy.ts): kept
 * out of the sitemap, search and the sidebar, with the original as canonical URL. Checked
 * on the fixture site, and on the real site when APIDOCS_PROTOS is set.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { prepareSite } from '../../src/build/prepare-site.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { loadModel } from '../../src/release/load-model.ts';
import { searchCorpus } from '../../src/search/search-documents.ts';
import { flattenSidebar } from '../../src/site/sidebar-trail.ts';
import type { PageData } from '../../src/site/page-data.ts';
import type { PlannedRoute } from '../../src/site/plan-routes.ts';
import { buildSiteApi } from '../../src/site/site-api.ts';
import type { SidebarItem } from '../../src/site/site-data.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

const BASE = '/api-docs/';

/** Every folder above a route (from the base down) that is not a route, with a route below it. */
function missingFolders(paths: readonly string[]): string[] {
  const routes = new Set(paths);
  const missing = new Map<string, string>();
  for (const route of paths) {
    const segments = route
      .slice(BASE.length)
      .split('/')
      .filter((s) => s !== '');
    // A file route (404.html) sits in the folder above its last segment too.
    for (let n = 0; n < segments.length; n++) {
      const folder = `${BASE}${segments
        .slice(0, n)
        .map((s) => `${s}/`)
        .join('')}`;
      if (!routes.has(folder) && !missing.has(folder)) missing.set(folder, route);
    }
  }
  return [...missing].map(([folder, below]) => `${folder} (above ${below})`);
}

/** What the checks read of a planned site. */
interface PlannedSite {
  routes: PlannedRoute[];
  /** The page data of a route (built on demand). */
  page: (routePath: string) => PageData;
  sidebars: Record<string, SidebarItem[]>;
}

/** The routes whose page is a copy of another page (its canonical URL is the other's). */
function copies(site: PlannedSite): { route: PlannedRoute; page: PageData }[] {
  return site.routes.flatMap((route) => {
    const page = site.page(route.path);
    return page.head.canonical.endsWith(route.path) ? [] : [{ route, page }];
  });
}

/** Every check of this file on one site. */
function assertFoldersAnswer(site: PlannedSite, expected: string[]): void {
  assert.deepEqual(missingFolders(site.routes.map((r) => r.path)), [], 'every folder above a route is a route');
  const found = copies(site);
  assert.deepEqual(
    found
      .map((c) => c.route.path)
      .filter((p) => expected.includes(p))
      .sort(),
    [...expected].sort(),
    'these folders are copies',
  );
  const sidebarLinks = Object.values(site.sidebars).flatMap((items) => flattenSidebar(items).map((item) => item.href));
  assert.equal(new Set(sidebarLinks).size, sidebarLinks.length, 'no page is in a sidebar twice');
  for (const { route, page } of found) {
    const original = site.page(page.sidebarPath!);
    assert.equal(route.indexable, false, `${route.path} is not in the sitemap`);
    assert.ok(!sidebarLinks.includes(route.path), `${route.path} is not in a sidebar`);
    assert.equal(page.head.canonical, original.head.canonical, `${route.path}: canonical URL is the original's`);
    assert.deepEqual(
      { ...page, path: original.path, sidebarPath: undefined },
      { ...original, sidebarPath: undefined },
      `${route.path} shows ${original.path}`,
    );
  }
  assert.deepEqual(searchCorpus(found.map((c) => c.page)).pages, [], 'search leaves copies out');
}

describe('every folder above a route answers', () => {
  test('on the fixture site', async () => {
    const result = await fixtureBuild();
    const pages = new Map(result.state.pages.map((p) => [p.page.path, p.page]));
    const site = {
      routes: result.state.prepared.plan.routes,
      page: (p: string) => pages.get(p)!,
      sidebars: result.state.prepared.site.sidebars,
    };
    assertFoldersAnswer(site, [
      '/api-docs/api/',
      '/api-docs/category/',
      '/api-docs/api/demo/demo/',
      '/api-docs/api/extra/demo/',
    ]);
    // The folder of an older release's methods is its category page, not a copy.
    assert.equal(pages.get('/api-docs/api/demo/v0.9.0/demo/')?.kind, 'category');
    assert.equal(site.page('/api-docs/api/demo/demo/').sidebarPath, '/api-docs/category/demo-service/');
    assert.equal(site.page('/api-docs/api/').sidebarPath, '/api-docs/category/api-reference/');
  });

  describe('on the real site', { skip: REAL_PROTOS_SKIP }, () => {
    let site: PlannedSite;
    before(async () => {
      const model = (
        await loadModel({
          sources: loadSources(path.join(ROOT, 'content/sources.json')),
          trees: offlineTrees(REAL_PROTOS!),
        })
      ).model;
      const content = loadContent(
        path.join(ROOT, 'content'),
        model.daemons.map((d) => d.id),
      );
      const prepared = prepareSite(buildSiteApi(model), content, []);
      const byPath = new Map(prepared.plan.routes.map((r) => [r.path, r]));
      const built = new Map<string, PageData>();
      site = {
        routes: prepared.plan.routes,
        page: (p) => {
          if (!built.has(p)) built.set(p, byPath.get(p)!.build(prepared.ctx));
          return built.get(p)!;
        },
        sidebars: prepared.site.sidebars,
      };
    });

    test('every folder above a route is a route: /api/, /category/ and each newest sub-service folder are copies', () => {
      const expected = [
        '/api-docs/api/',
        '/api-docs/category/',
        '/api-docs/api/lnd/lightning/',
        '/api-docs/api/pool/channel-auctioneer/',
        '/api-docs/api/lit/autopilot/',
      ];
      assertFoldersAnswer(site, expected);
      assert.equal(site.page('/api-docs/api/lnd/lightning/').sidebarPath, '/api-docs/category/lightning-service/');
      assert.equal(site.page('/api-docs/api/lit/autopilot/').sidebarPath, '/api-docs/category/autopilot-service-1/');
      assert.equal(site.page('/api-docs/api/lnd/v0.20.3-beta/lightning/').kind, 'category');
    });
  });
});
