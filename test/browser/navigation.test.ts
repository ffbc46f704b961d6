import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import {
  gotoHydrated,
  markDocument,
  navigation,
  openPage,
  openSite,
  prefetchSettled,
  renderedFrames,
  type SiteUnderTest,
} from './support.ts';
import { waitFor } from '../helpers/wait-for.ts';

/** Chunk requests (route data) a page makes, by file name. */
function recordChunkRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    const match = request.url().match(/\/assets\/data\/([^/]+)\.[0-9a-f]+\.json$/);
    if (match) names.push(match[1]!);
  });
  return names;
}

/** Full document loads a page makes from now on. */
function recordDocumentLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

/** Makes navigator.connection report a slow or saving connection (before any script runs). */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  await page.addInitScript(
    `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(connection)}) });`,
  );
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('the client router', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  describe('client-side navigation', () => {
    test('an internal link renders the next page without a reload: URL, title, content and focus change', async () => {
      const { page, context, console: log } = await openPage(site);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const marker = await markDocument(page);
      const documents = recordDocumentLoads(page);
      await navigation(page, () => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/chat/"]').click());
      assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/chat/');
      assert.equal(await page.title(), 'Chat · demod v1.0.0 | Demo API Reference');
      assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
      assert.equal(await page.evaluate(() => document.activeElement?.id), '__main', 'focus moved to the main content');
      assert.equal(
        await page.locator('link[rel="canonical"]').getAttribute('href'),
        'https://docs.example.com/api-docs/api/demo/demo/chat/',
      );
      assert.ok(await marker.survived(), 'the document was not reloaded');
      assert.deepEqual(documents, [], 'no document request was made');
      assert.equal(
        await page.locator('#__sidebar a[aria-current="page"]').innerText(),
        'Chat',
        'the sidebar marks the new page',
      );
      assert.deepEqual(log.errors(), []);
      await context.close();
    });

    test('Back and Forward show the pages again and restore the scroll position', async () => {
      const { page, context } = await openPage(site, { height: 500 });
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const next = page.locator('.pager__link--next');
      // Scroll until the tables on the way have rendered at their real heights and the
      // pager stays in view: what the reader sees before clicking.
      for (let i = 0; i < 2; i++) {
        await next.scrollIntoViewIfNeeded();
        await renderedFrames(page);
      }
      const scrolled = await scrollY(page);
      assert.ok(scrolled > 200, `the page is scrolled down (${scrolled}px)`);
      // Off-screen message tables have estimated heights, so compare what is in view.
      const pagerTop = () => next.evaluate((el) => Math.round(el.getBoundingClientRect().top));
      const pagerAt = await pagerTop();
      const marker = await markDocument(page);
      await navigation(page, () => next.click());
      assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/legacy-info/');
      assert.equal(await scrollY(page), 0, 'a new page starts at the top');

      await navigation(page, () => page.evaluate(() => history.back()));
      assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/get-info/');
      assert.equal(await page.locator('#__main h1').innerText(), 'GetInfo');
      // Let the tables go back to skipping layout off screen: nothing may move.
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-scroll-restoring'));
      await renderedFrames(page);
      assert.ok(
        Math.abs((await pagerTop()) - pagerAt) <= 2,
        `Back restores where the reader was (${await pagerTop()} vs ${pagerAt})`,
      );
      assert.ok((await scrollY(page)) > 200);
      assert.equal(await page.title(), 'GetInfo · demod v1.0.0 | Demo API Reference');

      await navigation(page, () => page.evaluate(() => history.forward()));
      assert.equal(await page.locator('#__main h1').innerText(), 'LegacyInfo');
      assert.equal(await scrollY(page), 0);
      assert.ok(await marker.survived(), 'history traversal did not reload');
      await context.close();
    });

    test('a link to #fragment of another page scrolls to its target', async () => {
      const { page, context } = await openPage(site, { height: 500 });
      await gotoHydrated(page, site.url(''));
      await navigation(page, () => page.getByRole('link', { name: 'its second section' }).click());
      assert.equal(new URL(page.url()).hash, '#second-section');
      const top = await page.locator('#second-section').evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 120, `the target heading is at the top of the window (${top}px)`);
      assert.ok((await scrollY(page)) > 0);
      await context.close();
    });

    test('#fragment links on the same page stay native, and Back returns to the top', async () => {
      const { page, context } = await openPage(site, { height: 400 });
      await gotoHydrated(page, site.url('markdown-page/'));
      const marker = await markDocument(page);
      await page.locator('.toc__link[href="#second-section"]').click();
      await page.waitForFunction(() => window.scrollY > 0);
      assert.equal(new URL(page.url()).hash, '#second-section');
      await page.evaluate(() => history.back());
      await page.waitForFunction(() => location.hash === '' && window.scrollY === 0);
      assert.ok(await marker.survived());
      assert.equal(
        await page.evaluate(() => window.__navigations.length),
        1,
        'no client-side navigation for fragments',
      );
      await context.close();
    });

    test('/index.html URLs are shown as the clean path', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url('markdown-page/index.html'));
      assert.equal(new URL(page.url()).pathname, '/api-docs/markdown-page/');
      await context.close();
    });

    test('an unknown page path shows the not-found page, client-side', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url(''));
      const marker = await markDocument(page);
      // The reader comes back to an entry whose page does not exist (anymore).
      await page.evaluate(() => {
        history.pushState({}, '', '/api-docs/no-such-page/');
        history.pushState({}, '', '/api-docs/');
      });
      await navigation(page, () => page.evaluate(() => history.back()));
      assert.equal(new URL(page.url()).pathname, '/api-docs/no-such-page/');
      assert.equal(await page.locator('#__main h1').innerText(), 'Page Not Found');
      assert.ok(await marker.survived());
      await context.close();
    });

    test('a route change taking longer than 200 ms shows the progress bar until the page renders', async () => {
      const { page, context } = await openPage(site);
      await emulateConnection(page, { effectiveType: '4g', saveData: true }); // no prefetch: the click fetches
      // The chunk is held until the bar has shown: the change takes as long as the test needs.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/data\/api-demo-demo-chat\.\w+\.json$/, async (route) => {
        await held;
        await route.continue();
      });
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const clicked = navigation(page, () =>
        page.locator('#__sidebar a[href="/api-docs/api/demo/demo/chat/"]').click(),
      );
      await page.locator('.route-progress[role="progressbar"]').waitFor({ state: 'visible' });
      assert.equal(
        await page.locator('#__main h1').innerText(),
        'GetInfo',
        'the current page stays while the next one loads',
      );
      release();
      await clicked;
      assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
      await page.locator('.route-progress').waitFor({ state: 'detached' });
      await context.close();
    });

    test('a quick route change shows no progress bar', async () => {
      const { page, context } = await openPage(site);
      // Chunks fully received, whoever asked for them (the sidebar link is in view, so the
      // prefetcher may have fetched it before the hover).
      const received: string[] = [];
      page.on('requestfinished', (request) => {
        const match = request.url().match(/\/assets\/data\/([^/]+)\.[0-9a-f]+\.json$/);
        if (match) received.push(match[1]!);
      });
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      await page.locator('#__sidebar a[href="/api-docs/api/demo/demo/chat/"]').hover(); // prefetched: instant
      await waitFor(() => received.includes('api-demo-demo-chat'), 'the chat chunk to be prefetched');
      await renderedFrames(page); // and read by the page
      await page.evaluate(() => {
        new MutationObserver(() => {
          if (document.querySelector('.route-progress')) document.documentElement.dataset.sawProgress = '';
        }).observe(document.body, { childList: true });
      });
      // navigation() resolves after the route change ended (the bar's timer is cleared then),
      // so a bar shown at any point has been recorded by now.
      await navigation(page, () => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/chat/"]').click());
      assert.equal(await page.evaluate(() => 'sawProgress' in document.documentElement.dataset), false);
      await context.close();
    });
  });

  describe('prefetching route chunks', () => {
    test('hovering a link prefetches its route chunk', async () => {
      const { page, context } = await openPage(site);
      // Without IntersectionObserver only hovering and focus prefetch.
      await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
      const chunks = recordChunkRequests(page);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      assert.ok(!chunks.includes('api-demo-demo-upload'));
      const prefetched = page.waitForRequest(/\/assets\/data\/api-demo-demo-upload\.\w+\.json$/);
      await page.locator('#__sidebar a[href="/api-docs/api/demo/demo/upload/"]').hover();
      await prefetched;
      const marker = await markDocument(page);
      const before = chunks.length;
      await navigation(page, () => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/upload/"]').click());
      assert.equal(chunks.length, before, 'the click used the prefetched chunk');
      assert.ok(await marker.survived());
      await context.close();
    });

    test('a link scrolled into view has its route chunk prefetched', async () => {
      // Narrow and short: the sidebar is off-screen and the pager is below the fold.
      const { page, context } = await openPage(site, { width: 600, height: 500 });
      const chunks = recordChunkRequests(page);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      await waitFor(
        () => chunks.includes('category-demo-service'),
        'the breadcrumb in view to be prefetched (in idle time)',
      );
      // The links in view were queued by then; the pager, out of view, cannot have been.
      assert.ok(!chunks.includes('api-demo-demo-legacy-info'), 'the pager below the fold was not');
      const prefetched = page.waitForRequest(/\/assets\/data\/api-demo-demo-legacy-info\.\w+\.json$/);
      await page.evaluate(() => document.querySelector('.pager__link--next')!.scrollIntoView());
      await prefetched;
      await context.close();
    });

    test('while a search index loads, links coming into view wait, then are prefetched', async () => {
      // Narrow and short, as above: the pager's next link is the one that comes into view.
      const { page, context } = await openPage(site, { width: 600, height: 500 });
      const chunks = recordChunkRequests(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/search-index-current-default\.\w+\.json$/, async (route) => {
        await held; // the index takes its time
        await route.continue();
      });
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      await prefetchSettled(page, '.breadcrumbs a[href="/api-docs/category/demo-service/"]'); // links in view at load are prefetched in idle time
      assert.ok(!chunks.includes('api-demo-demo-legacy-info'), `below the fold at first: ${chunks.join(', ')}`);
      await page.locator('#__search-input').focus(); // the index starts loading
      await page.evaluate(() => document.querySelector('.pager__link--next')!.scrollIntoView());
      await prefetchSettled(page, '.pager__link--next');
      assert.ok(!chunks.includes('api-demo-demo-legacy-info'), 'not prefetched while the index loads');
      const prefetched = page.waitForRequest(/\/assets\/data\/api-demo-demo-legacy-info\.\w+\.json$/);
      release();
      await prefetched;
      await context.close();
    });

    for (const connection of [
      { effectiveType: '2g', saveData: false },
      { effectiveType: '4g', saveData: true },
    ]) {
      test(`nothing is prefetched with effectiveType ${connection.effectiveType} and saveData ${connection.saveData}`, async () => {
        const { page, context } = await openPage(site, { width: 600, height: 500 });
        await emulateConnection(page, connection);
        const chunks = recordChunkRequests(page);
        await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
        await page.evaluate(() => document.querySelector('.pager__link--next')!.scrollIntoView());
        await page.locator('.pager__link--next').hover(); // hover prefetches at once when allowed
        await prefetchSettled(page, '.pager__link--next'); // and links in view in idle time
        assert.deepEqual(chunks, ['api-demo-demo-get-info'], 'only the page itself was fetched');
        await navigation(page, () => page.locator('.pager__link--next').click());
        assert.equal(await page.locator('#__main h1').innerText(), 'LegacyInfo', 'navigation still loads the chunk');
        await context.close();
      });
    }
  });
});
