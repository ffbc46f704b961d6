/**
 * Search in Chromium on the fixture site: lazy loading with its loading state, Ctrl/Cmd+K,
 * the dropdown (limit, breadcrumbs, excerpts, marks, keyboard, pointer), "See all results", "No
 * results", "Showing results for" after a typo, the search page, highlighting on the
 * opened page, and the refusal of an index on another origin.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, markDocument, navigation, openPage, openSite, type SiteUnderTest } from './support.ts';

const INPUT = '#__search-input';
const DROPDOWN = '.search-dropdown';
const OPTIONS = `${DROPDOWN} [role="option"]`;

/** URLs the page requested, to check what loaded when. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const searchFiles = (urls: string[], kind: 'index' | 'content') =>
  urls.filter((u) => new RegExp(`/search-${kind}-current-default\\.\\w+\\.json$`).test(u));

/** Types a query into the navbar box and waits until the dropdown shows that query's final hits (or "No results"). */
async function typeQuery(page: Page, query: string): Promise<void> {
  await page.locator(INPUT).focus();
  await page.locator(INPUT).fill(query);
  await page.waitForFunction(
    (q) => document.querySelector('.search-dropdown')?.getAttribute('data-query') === q,
    query,
  );
}

describe('search', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('the index loads lazily on first hover, with a loading state meanwhile; the content file only when needed', async () => {
    const { page, context, console: log } = await openPage(site);
    const requests = recordRequests(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-index-current-default\.\w+\.json$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, site.url(''));
    assert.equal(await page.getAttribute('[data-search-bar]', 'data-search-state'), 'idle');
    assert.deepEqual(searchFiles(requests, 'index'), [], 'nothing loads before the box is used');
    const scriptsBefore = requests.filter((u) => u.endsWith('.js')).length;

    await page.hover(INPUT);
    await page.waitForSelector('[data-search-bar][data-search-state="loading"][aria-busy="true"]');
    assert.ok(await page.locator('.search-bar__spinner').isVisible(), 'a spinner shows while loading');
    await page.locator(INPUT).focus();
    await page.locator(INPUT).fill('demo');
    await page.getByText('Loading search index…').waitFor();
    assert.equal(searchFiles(requests, 'index').length, 1);
    assert.ok(
      requests.filter((u) => u.endsWith('.js')).length > scriptsBefore,
      'the engine is a lazily imported chunk',
    );

    release();
    await page.waitForSelector('[data-search-bar][data-search-state="ready"]');
    await page.waitForSelector(`${DROPDOWN}[data-query="demo"]`);
    assert.equal(await page.locator(OPTIONS).count(), 8);
    assert.equal(await page.locator('.search-bar__spinner').count(), 0);
    assert.deepEqual(searchFiles(requests, 'content'), [], 'eight hits from the dropdown file: no content file');

    // "integer" is only in a field's description, which the content file holds.
    await typeQuery(page, 'integer');
    assert.equal(
      searchFiles(requests, 'content').length,
      1,
      'a query the dropdown file cannot fill loads the content file',
    );
    assert.match(await page.locator(OPTIONS).first().innerText(), /integer/i);
    assert.equal(searchFiles(requests, 'index').length, 1, 'the index loaded once');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('Ctrl+K and Cmd+K focus the search box, which loads the index', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/'));
    await page.keyboard.press('Control+k');
    assert.equal(await page.evaluate(() => document.activeElement?.id), '__search-input');
    await page.waitForSelector('[data-search-bar][data-search-state="ready"]');
    await page.locator('#__main').focus();
    await page.keyboard.press('Meta+k');
    assert.equal(await page.evaluate(() => document.activeElement?.id), '__search-input');
    await context.close();
  });

  test('the dropdown shows at most 8 hits with breadcrumbs and excerpts of at most 50 characters, terms marked', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url(''));
    await typeQuery(page, 'demo');
    assert.equal(await page.locator(OPTIONS).count(), 8);
    await typeQuery(page, 'thing');
    const options = page.locator(OPTIONS);
    assert.ok((await options.count()) <= 8);
    const first = options.first();
    assert.equal(await first.locator('.search-hit__title').innerText(), 'OpenThing');
    assert.equal(await first.locator('.search-hit__title mark').innerText(), 'Thing');
    assert.equal(await first.locator('.search-hit__breadcrumbs').innerText(), 'API Reference › Demo › Demo Service');
    const excerpts = await page.locator(`${DROPDOWN} .search-hit__excerpt`).allInnerTexts();
    assert.ok(excerpts.length > 0);
    for (const excerpt of excerpts) assert.ok(excerpt.length <= 50, `${excerpt.length}: ${excerpt}`);
    assert.ok(
      (await page.locator(`${DROPDOWN} .search-hit__excerpt mark`).count()) > 0,
      'terms are marked in excerpts',
    );
    await context.close();
  });

  test('text from proto comments stays text in the dropdown', async () => {
    const { page, context, console: log } = await openPage(site);
    let dialogs = 0;
    page.on('dialog', (dialog) => void ((dialogs += 1), dialog.dismiss()));
    await gotoHydrated(page, site.url(''));
    await typeQuery(page, 'beware');
    await page.locator(OPTIONS).first().waitFor();
    assert.match(await page.locator(DROPDOWN).innerText(), /<script>alert/);
    assert.equal(await page.locator(`${DROPDOWN} script, ${DROPDOWN} img`).count(), 0);
    assert.equal(dialogs, 0);
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('arrow keys move through the hits, Escape closes, Enter opens the active hit in place and highlights the terms', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url(''));
    await typeQuery(page, 'getinfo');
    const count = await page.locator(OPTIONS).count();
    assert.ok(count >= 2);
    const selected = () => page.locator(`${OPTIONS}[aria-selected="true"]`);
    await page.keyboard.press('ArrowDown');
    assert.equal(await selected().getAttribute('id'), await page.locator(OPTIONS).nth(0).getAttribute('id'));
    assert.equal(
      await page.getAttribute(INPUT, 'aria-activedescendant'),
      await page.locator(OPTIONS).nth(0).getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown');
    assert.equal(await selected().getAttribute('id'), await page.locator(OPTIONS).nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(
      await selected().getAttribute('id'),
      await page
        .locator(OPTIONS)
        .nth(count - 1)
        .getAttribute('id'),
      'up from the first wraps to the last',
    );

    await page.keyboard.press('Escape');
    assert.equal(await page.locator(DROPDOWN).isVisible(), false);
    assert.equal(await page.inputValue(INPUT), 'getinfo', 'Escape keeps the query');
    assert.equal(await page.getAttribute(INPUT, 'aria-expanded'), 'false');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.locator(DROPDOWN).isVisible(), true, 'arrows open it again');

    const document = await markDocument(page);
    const target = await page.locator(OPTIONS).nth(0).getAttribute('href');
    assert.match(target!, /^\/api-docs\/api\/demo\/demo\/get-info\/\?_highlight=getinfo/);
    await page.keyboard.press('ArrowDown');
    await navigation(page, () => page.keyboard.press('Enter'));
    assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/get-info/');
    assert.ok(await document.survived(), 'opened by the client router, without a reload');
    assert.equal(await page.locator(DROPDOWN).isVisible(), false);
    assert.equal(await page.inputValue(INPUT), '', 'the box is empty on the new page');
    const marks = page.locator('#__main article mark[data-search-highlight]');
    await marks.nth(1).waitFor(); // the highlighter chunk loads for an address with terms
    assert.ok((await marks.count()) >= 2);
    assert.equal(await page.locator('#__main article h1 mark').innerText(), 'GetInfo');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('the pointer makes a hit active, and a click on it opens it in place', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url(''));
    await typeQuery(page, 'getinfo');
    const second = page.locator(OPTIONS).nth(1);
    await second.hover();
    await page.locator(`${OPTIONS}:nth-child(2)[aria-selected="true"]`).waitFor();
    assert.equal(
      await page.getAttribute(INPUT, 'aria-activedescendant'),
      await second.getAttribute('id'),
      'the hovered hit is the active one',
    );
    const target = (await second.getAttribute('href'))!;
    const document = await markDocument(page);
    await navigation(page, () => second.click());
    const url = new URL(page.url());
    assert.equal(url.pathname + url.search + url.hash, target);
    assert.ok(await document.survived(), 'opened by the client router, without a reload');
    assert.equal(await page.locator(DROPDOWN).isVisible(), false);
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('highlights go when the next page shows, and the text stays as it was', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/?_highlight=getinfo&_highlight=node'));
    const marks = page.locator('#__main mark[data-search-highlight]');
    await marks.nth(2).waitFor(); // the highlighter is a chunk of its own, loaded for such an address
    assert.ok((await marks.count()) >= 3);
    assert.equal(await page.locator('#__main h1').innerText(), 'GetInfo', 'the heading reads the same with its mark');
    await navigation(page, () =>
      page
        .locator(
          '#__main a[href="/api-docs/api/demo/demo/open-thing/"], .sidebar a[href="/api-docs/api/demo/demo/open-thing/"]',
        )
        .first()
        .click(),
    );
    assert.equal(await page.locator('mark[data-search-highlight]').count(), 0);
    assert.equal(await page.locator('#__main h1').innerText(), 'OpenThing');
    await navigation(page, () => page.goBack());
    assert.equal(await page.locator('#__main h1').innerText(), 'GetInfo');
    await marks.nth(2).waitFor();
    assert.ok((await page.locator('#__main mark[data-search-highlight]').count()) >= 3, 'back to the highlighted URL');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('"See all results" links to the search page; "No results" when nothing matches', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url(''));
    await typeQuery(page, 'get info');
    const all = page.getByRole('link', { name: 'See all results' });
    assert.equal(await all.getAttribute('href'), '/api-docs/search/?q=get%20info');
    await navigation(page, () => all.click());
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/api-docs/search/?q=get%20info');
    await page.locator('[data-search-group]').first().waitFor();

    await typeQuery(page, 'qwzxv');
    assert.equal(await page.locator(OPTIONS).count(), 0);
    assert.ok(await page.locator(DROPDOWN).getByText('No results').isVisible());
    await context.close();
  });

  test('a misspelt name shows the near name\'s hits with "Showing results for", never "No results"', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url(''));
    await typeQuery(page, 'closethnig');
    const corrected = page.locator(`${DROPDOWN} [data-search-corrected]`);
    assert.equal(await corrected.innerText(), 'Showing results for closething');
    assert.equal(await page.locator(OPTIONS).first().locator('.search-hit__title').innerText(), 'CloseThing');
    assert.equal(await page.locator(DROPDOWN).getByText('No results').count(), 0);
    await typeQuery(page, 'closething');
    assert.equal(await corrected.count(), 0, 'no notice when the query matches as typed');

    await gotoHydrated(page, site.url('search/?q=closethnig'));
    await page.locator('[data-search-group]').first().waitFor();
    assert.equal(
      await page.locator('.search-page__results [data-search-corrected]').innerText(),
      'Showing results for closething',
    );
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('Enter without an active hit opens the search page for the query', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('markdown-page/'));
    await typeQuery(page, 'outpoint');
    await Promise.all([page.waitForURL(/\/api-docs\/search\/\?q=outpoint$/), page.keyboard.press('Enter')]);
    await page.locator('[data-search-group]').first().waitFor();
    await context.close();
  });

  test('the search page reads q, lists every hit grouped by page, and says "No results"', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url('search/?q=getinfo&ctx=default&version=current'));
    await page.locator('[data-search-group]').first().waitFor();
    assert.equal(await page.inputValue('#__search-page-input'), 'getinfo');
    const groups = page.locator('[data-search-group]');
    assert.equal(await groups.first().locator('.search-hit__title').first().innerText(), 'GetInfo');
    assert.ok(
      (await groups.first().locator('.search-page__hits li').count()) >= 2,
      'the page group lists its heading and content hits',
    );
    const summary = await page.locator('.search-page__status').innerText();
    const [, total, pages] = summary.match(/^(\d+) results? for “getinfo” on (\d+) pages?$/)!;
    assert.equal(Number(pages), await groups.count());
    assert.equal(Number(total), await page.locator('[data-search-group] a.search-hit').count());

    await gotoHydrated(page, site.url('search/?q=demo'));
    await page.locator('[data-search-group]').first().waitFor();
    assert.ok((await page.locator('[data-search-group] a.search-hit').count()) > 8, 'every hit, not the dropdown 8');

    await page.locator('#__search-page-input').fill('qwzxv');
    await page.locator('#__search-page-input').press('Enter');
    await page.getByText('No results').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('q'), 'qwzxv');

    await gotoHydrated(page, site.url('search/?q=getinfo&version=v9'));
    await page.getByText('There is no docs version "v9": this site has "current".').waitFor();
    assert.deepEqual(log.errors(), [], 'hydration stays clean with a query in the URL');
    await context.close();
  });

  test('an index address on another origin is refused with "Unexpected version url"', async () => {
    const { page, context, console: log } = await openPage(site);
    const requests = recordRequests(page);
    await page.route(/\/assets\/site-data\.\w+\.json$/, async (route: Route) => {
      const response = await route.fetch();
      const data = await response.json();
      await route.fulfill({
        response,
        json: { ...data, searchIndex: 'https://evil.example/search-index-current-default.json' },
      });
    });
    await gotoHydrated(page, site.url(''));
    await page.locator(INPUT).focus();
    await page.locator(INPUT).fill('getinfo');
    const alert = page.locator(`${DROPDOWN} [role="alert"]`);
    await alert.waitFor();
    assert.equal(
      await alert.innerText(),
      'Search is unavailable: Unexpected version url: https://evil.example/search-index-current-default.json is not on this site (' +
        site.server.origin +
        ')',
    );
    assert.ok(log.errors().some((e) => e.includes('Unexpected version url')));
    assert.deepEqual(
      requests.filter((u) => u.includes('evil.example')),
      [],
    );
    await context.close();
  });
});
