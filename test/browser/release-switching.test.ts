/**
 * Issue 24 point 4: release switching on every screen. The mobile menu offers the daemon's
 * releases (with and without JavaScript); switching keeps the #fragment when the other
 * release has it and drops it when not; the document title names daemon and release; on
 * an older release, Enter in the search box searches that release, as "See all results" does.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeRulesFor, seriousAxeViolations } from '../helpers/axe.ts';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, markDocument, navigation, openPage, openSite, type SiteUnderTest } from './support.ts';

const GET_INFO = 'api/demo/demo/get-info/';
const OLD_GET_INFO = 'api/demo/v0.9.0/demo/get-info/';
/** A field row deep down GetInfo's page, in both releases. */
const FIELD = 'demorpc.getinforesponse-testnet';

const menu = (page: Page) => page.locator('#__sidebar').getByRole('group', { name: 'demod release' });

describe('release switching', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('on a phone the menu lists the releases: the current one marked, another opens the same page there', async () => {
    const { page, context, console: log } = await openPage(site, { width: 390, height: 800 });
    await gotoHydrated(page, site.url(GET_INFO));
    assert.equal(
      await page.locator('.navbar summary').filter({ hasText: 'v1.0.0' }).isVisible(),
      false,
      'the navbar dropdown is hidden on a phone',
    );
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await menu(page).waitFor({ state: 'visible' });
    const current = menu(page).locator('[aria-current="true"]');
    assert.equal((await current.innerText()).replace(/\s+/g, ' ').trim(), 'v1.0.0 latest');
    const marker = await markDocument(page);
    await navigation(page, () => menu(page).getByRole('link', { name: 'v0.9.0' }).click());
    assert.equal(new URL(page.url()).pathname, `/api-docs/${OLD_GET_INFO}`);
    assert.ok(await marker.survived(), 'a client-side navigation');
    assert.equal(
      await page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-open')),
      false,
      'the menu closed',
    );
    assert.equal(
      await page.evaluate(() => localStorage.getItem('apidocs.releases.preferred')),
      '{"demo":"v0.9.0"}',
      'the pick is remembered',
    );
    assert.equal(await page.title(), 'GetInfo · demod v0.9.0 | Demo API Reference');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await menu(page).waitFor({ state: 'visible' });
    assert.equal((await menu(page).locator('[aria-current="true"]').innerText()).trim(), 'v0.9.0');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('the open menu with its release list is axe-clean in light mode and of contrast in dark', async () => {
    const found: string[] = [];
    for (const mode of ['light', 'dark']) {
      const { page, context } = await openPage(site, { width: 390, height: 800 });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, site.url(OLD_GET_INFO));
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await menu(page).waitFor({ state: 'visible' });
      for (const line of await seriousAxeViolations(page, axeRulesFor(mode))) found.push(`${mode}: ${line}`);
      await context.close();
    }
    assert.deepEqual(found, []);
  });

  test("on a phone without JavaScript the menu's release links work too", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url(GET_INFO));
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await menu(page).waitFor({ state: 'visible' });
    await menu(page).getByRole('link', { name: 'v0.9.0' }).click();
    await page.waitForURL(site.url(OLD_GET_INFO));
    assert.equal(await page.locator('h1').innerText(), 'GetInfo');
    await context.close();
  });

  test("on a wide screen the release list is the navbar dropdown's, not the menu's", async () => {
    const { page, context } = await openPage(site);
    await page.goto(site.url(GET_INFO));
    assert.equal(await page.locator('.sidebar__releases').isVisible(), false);
    assert.ok(await page.locator('.navbar summary').filter({ hasText: 'v1.0.0' }).isVisible());
    await context.close();
  });

  test('switching release keeps the #fragment being read when the other release has it', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, `${site.url(GET_INFO)}#${FIELD}`);
    await page.locator('.navbar summary').filter({ hasText: 'v1.0.0' }).click();
    await navigation(page, () => page.locator('.navbar .dropdown__menu').getByRole('link', { name: 'v0.9.0' }).click());
    const url = new URL(page.url());
    assert.equal(url.pathname + url.hash, `/api-docs/${OLD_GET_INFO}#${FIELD}`);
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, FIELD);
    assert.ok(top >= 0 && top < 200, `the field is at the top of the window (at ${top} px)`);
    assert.ok((await page.evaluate(() => scrollY)) > 0);
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('a #fragment the other release lacks is dropped: its page opens at the top', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, `${site.url(OLD_GET_INFO)}#no-such-part`);
    // The notice's link to the newest release is a release switch too.
    await navigation(page, () => page.getByRole('note').getByRole('link', { name: 'v1.0.0' }).click());
    const url = new URL(page.url());
    assert.equal(url.pathname + url.hash, `/api-docs/${GET_INFO}`);
    assert.equal(await page.evaluate(() => scrollY), 0);
    await context.close();
  });

  test('on an older release Enter in the search box searches that release, as "See all results" does', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url(OLD_GET_INFO));
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('info');
    const seeAll = page.getByRole('link', { name: /See all results/ });
    await seeAll.waitFor();
    const allHref = new URL((await seeAll.getAttribute('href'))!, page.url());
    await box.press('Enter');
    await page.waitForURL(/\/search\/\?/);
    const entered = new URL(page.url());
    assert.equal(entered.searchParams.get('release'), 'demo@v0.9.0');
    assert.equal(entered.pathname + entered.search, allHref.pathname + allHref.search, 'one scope, one URL');
    await context.close();
  });

  test('without JavaScript the search form of an older release submits its release too', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url(OLD_GET_INFO));
    await page
      .getByRole('searchbox', { name: 'Search' })
      .or(page.getByRole('combobox', { name: 'Search' }))
      .fill('info');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/\?/);
    assert.equal(new URL(page.url()).searchParams.get('release'), 'demo@v0.9.0');
    await context.close();
  });
});
