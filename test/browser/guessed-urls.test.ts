/**
 * In Chromium, against the built fixture site: a folder URL a reader guesses shows the page
 * it stands for, hydrated, with that page's place open in the sidebar (no link marked
 * current) and without JavaScript; the Documentation gaps page opens from the daemon's
 * index by client-side navigation (its view loads with its data) and sits under the daemon
 * in the breadcrumbs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, markDocument, navigation, openPage, openSite, type SiteUnderTest } from './support.ts';

describe('folder URLs and the Documentation gaps page', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  const contexts: BrowserContext[] = [];
  before(async () => {
    site = await openSite();
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await site?.close();
  });

  test('a sub-service folder shows its category, hydrated, with the category open in the sidebar', async () => {
    const { page, context, console } = await openPage(site);
    contexts.push(context);
    const response = await page.goto(site.url('api/demo/demo/'));
    assert.equal(response?.status(), 200);
    await page.waitForFunction(() => window.__navigations.length > 0);
    assert.equal(await page.locator('h1').textContent(), 'Demo Service');
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      'https://docs.example.com/api-docs/category/demo-service/',
    );
    const sidebar = page.locator('#__sidebar nav');
    assert.ok(await sidebar.getByRole('link', { name: 'GetInfo', exact: true }).isVisible(), 'the category is open');
    assert.equal(await sidebar.locator('[aria-current="page"]').count(), 0, 'the copy is not a sidebar entry');
    assert.deepEqual(await page.locator('.breadcrumbs__item').allTextContents(), [
      '',
      'API Reference',
      'Demo',
      'Demo Service',
    ]);
    // Its cards navigate like the category page's.
    await navigation(page, () => page.locator('article a[href="/api-docs/api/demo/demo/get-info/"]').click());
    assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/get-info/');
    assert.deepEqual(console.errors(), []);
  });

  test('the Documentation gaps page opens from the index without a reload', async () => {
    const { page, context, console } = await openPage(site);
    contexts.push(context);
    await gotoHydrated(page, site.url('api/demo/'));
    const document = await markDocument(page);
    await navigation(page, () => page.getByRole('link', { name: 'Documentation gaps' }).click());
    assert.ok(await document.survived(), 'client-side navigation');
    assert.equal(await page.locator('h1').textContent(), 'Demo Documentation gaps');
    assert.ok(await page.getByRole('heading', { name: 'RPCs without a comment' }).isVisible());
    assert.ok(
      await page
        .locator('article')
        .getByRole('link', { name: /OldThing/ })
        .isVisible(),
    );
    assert.deepEqual(await page.locator('.breadcrumbs__item').allTextContents(), [
      '',
      'API Reference',
      'Demo',
      'Documentation gaps',
    ]);
    assert.equal(await page.locator('#__sidebar nav [aria-current="page"]').count(), 0);
    assert.deepEqual(console.errors(), []);
  });

  test('without JavaScript: /api/ and /category/ show the API reference', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    for (const folder of ['api/', 'category/']) {
      const response = await page.goto(site.url(folder));
      assert.equal(response?.status(), 200, folder);
      assert.equal(await page.locator('h1').textContent(), 'API Reference', folder);
      assert.ok(await page.locator('article').getByRole('link', { name: /Demo/ }).first().isVisible(), folder);
    }
  });
});
