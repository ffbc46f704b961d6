/**
 * The history in a browser (fixture: demo pins v0.9.0 and v1.0.0; v1.0.0 removed AncientThing,
 * replaced by GetInfo): a removed RPC searched on the newer release says "removed in ...; last
 * in ...", not "added in"; the removed RPC's page keeps the daemon's breadcrumbs and release
 * menu, names its successor and, with "Your node" set to v0.9.0, says that release still has
 * it; the timeline leads to the "Upgrading to" page by client-side navigation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, navigation, openPage, openSite, type SiteUnderTest } from './support.ts';

describe('the history in the daemon navigation', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('a removed RPC searched on the newer release: removed in, last in', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/'));
    await page.locator('#__search-input').fill('AncientThing');
    const note = page.locator('.search-dropdown__missing');
    await note.waitFor();
    assert.equal(
      (await note.textContent())?.replace(/See AncientThing$/, '').trim(),
      'AncientThing is not in v1.0.0: removed in v1.0.0; last in v0.9.0',
    );
    await context.close();
  });

  test("the removed RPC's page: breadcrumbs, the daemon's release menu, its successor, and the reader's release that still has it", async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/ancient-thing/'));
    const crumbs = await page.locator('.breadcrumbs__item').allTextContents();
    assert.deepEqual(crumbs.slice(-2), ['API history', 'AncientThing (removed)']);
    assert.equal(
      await page.locator('summary[aria-label="demod release: v1.0.0"]').count(),
      1,
      "the daemon's release menu",
    );
    assert.equal(await page.locator('.navbar').getByText('Next', { exact: true }).count(), 0, 'no docs "Next" menu');
    assert.match((await page.locator('[data-replacement]').textContent()) ?? '', /Use instead: demorpc\.Demo\.GetInfo/);
    assert.equal(await page.locator('[data-reader-has]').count(), 0, 'no release set: nothing about the reader');
    await page.evaluate(() => localStorage.setItem('apidocs.node', JSON.stringify({ versions: { demo: 'v0.9.0' } })));
    await gotoHydrated(page, site.url('api/demo/demo/ancient-thing/'));
    const reader = page.locator('[data-reader-has]');
    await reader.waitFor();
    assert.match(
      (await reader.textContent()) ?? '',
      /Your node runs v0\.9\.0, which still has AncientThing: see it in v0\.9\.0/,
    );
    await context.close();
  });

  test('the timeline leads to the changes and the "Upgrading to" page inside the daemon navigation', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/history/'));
    await navigation(page, () => page.getByRole('link', { name: 'Upgrading to v1.0.0' }).click());
    assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/history/v1.0.0/upgrading/');
    assert.equal(await page.locator('h1').textContent(), 'Upgrading to Demo v1.0.0');
    const crumbs = await page.locator('.breadcrumbs__item').allTextContents();
    assert.deepEqual(crumbs.slice(-3), ['API history', 'v1.0.0', 'Upgrading to v1.0.0']);
    await navigation(page, () => page.locator('.breadcrumbs__item').getByRole('link', { name: 'v1.0.0' }).click());
    assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/history/v1.0.0/');
    await context.close();
  });
});
