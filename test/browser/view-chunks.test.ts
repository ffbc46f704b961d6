/**
 * Client-side navigation between pages of different kinds: each page's view code loads
 * only when a page of its kind is opened, with the route's data, and the page renders
 * with no console errors and no reload. A first load fetches exactly the scripts its HTML
 * names (what the first-load budget counts): code that waits for the reader stays out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { BuildResult } from '../../src/build/build-site.ts';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';
import {
  gotoHydrated,
  markDocument,
  navigation,
  openPage,
  openSite,
  prefetchSettled,
  recordScripts,
  type SiteUnderTest,
} from './support.ts';

/** Follows a link to `href` as a reader would (the router handles clicks on any internal link). */
async function follow(page: Page, href: string): Promise<void> {
  await navigation(page, () =>
    page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = 'next';
      document.body.append(link);
      link.click();
      link.remove();
    }, href),
  );
}

describe('page views loaded by kind', { skip: BROWSER_SKIP }, () => {
  let build: BuildResult;
  let site: SiteUnderTest;
  before(async () => {
    build = await buildInto(siteWithGoFiles());
    site = await openSite(build.outDir);
  });
  after(() => site?.close());

  test('home -> method -> search -> permissions -> API changes renders each page client-side, loading each view once', async () => {
    const views = build.state.client.viewPreloads;
    const { page, context, console: log } = await openPage(site);
    // Data saver on: links in view are not prefetched (src/client/router/connection.ts), so
    // a view loads only when a page of its kind is opened, as this test expects.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const scripts = recordScripts(page);
    await gotoHydrated(page, site.url(''));
    assert.ok(scripts.includes(views.home[0]!), 'the home page loads its view');
    for (const kind of ['method', 'search', 'permissions', 'api-changes'] as const) {
      assert.ok(!scripts.includes(views[kind][0]!), `the home page does not load the ${kind} view`);
    }
    const marker = await markDocument(page);

    await follow(page, '/api-docs/api/demo/demo/get-info/');
    assert.equal(await page.locator('#__main h1').innerText(), 'GetInfo');
    assert.ok(await page.locator('#__main #code-samples').isVisible(), 'the method page shows its code samples');
    assert.ok(await page.locator('#__main #permissions').isVisible(), 'and its permissions');
    assert.ok(scripts.includes(views.method[0]!), 'the method view loaded with the route');

    await follow(page, '/api-docs/search/?q=info');
    assert.match(await page.locator('#__main h1').innerText(), /Search/);
    assert.ok(scripts.includes(views.search[0]!), 'the search view loaded with the route');

    await follow(page, '/api-docs/api/demo/permissions/');
    assert.ok(await page.locator('#__main tr#perm-info-read').isVisible(), 'the permissions page shows its index');
    assert.ok(scripts.includes(views.permissions[0]!), 'the permissions view loaded with the route');

    await follow(page, '/api-docs/api/demo/changes/');
    assert.ok(scripts.includes(views['api-changes'][0]!), 'the API changes view loaded with the route');

    // Back to a kind seen before: its view is not fetched again. The page renders once its
    // view is there, so a second fetch would have been requested by now. (Scripts fetched
    // for the first time meanwhile, such as the search term highlighter that a page address
    // with a query loads after the search page showed, are not the question here.)
    const before = scripts.length;
    await follow(page, '/api-docs/api/demo/demo/chat/');
    assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
    assert.deepEqual(
      scripts.slice(before).filter((script) => scripts.indexOf(script) < before),
      [],
      'no script is fetched again',
    );

    assert.ok(
      await marker.survived(),
      `every page rendered without a reload; console: ${JSON.stringify(log.messages)}`,
    );
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('a page hydrates with the scripts its HTML names and, prefetching off, fetches no other until the reader acts', async () => {
    for (const path of ['api/demo/demo/open-thing/', 'api/demo/', '']) {
      const { page, context, console: log } = await openPage(site);
      // Data saver on: no prefetching of the views of links in view (src/client/router/connection.ts).
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      const scripts = recordScripts(page);
      await gotoHydrated(page, site.url(path));
      // What the runtime schedules after hydration (in idle time) has had its chance to fetch.
      await prefetchSettled(page, '.navbar__brand');
      const named = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
            'script[type="module"], link[rel="modulepreload"]',
          ),
        ].map((el) => new URL('src' in el ? el.src : el.href).pathname),
      );
      assert.deepEqual([...new Set(scripts)].sort(), [...new Set(named)].sort(), `/${path}`);
      assert.deepEqual(log.errors(), []);
      await context.close();
    }
  });

  test('hovering a link to another kind prefetches its view with its data', async () => {
    const views = build.state.client.viewPreloads;
    const { page, context, console: log } = await openPage(site);
    // The link is in view: with IntersectionObserver the prefetcher could fetch its view in
    // idle time before the hover. Without it, only hovering and focus prefetch.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    const scripts = recordScripts(page);
    await gotoHydrated(page, site.url('api/demo/'));
    assert.ok(!scripts.includes(views.permissions[0]!), 'the case under test: the view is not loaded yet');
    const data = page.waitForRequest(/\/assets\/data\/api-demo-permissions\.\w+\.json$/);
    const view = page.waitForRequest((request) => new URL(request.url()).pathname === views.permissions[0]);
    await page.locator('#__main a[href="/api-docs/api/demo/permissions/"]').first().hover();
    await Promise.all([data, view]);
    assert.deepEqual(log.errors(), []);
    await context.close();
  });
});
