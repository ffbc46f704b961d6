import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { serveDir } from '../helpers/serve-dir.ts';
import { gotoHydrated, markDocument, navigation, openPage, openSite, type SiteUnderTest } from './support.ts';

const htmlHas = (page: Page, attribute: string) =>
  page.evaluate((a) => document.documentElement.hasAttribute(a), attribute);
const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('the page shell', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  describe('mobile sidebar', () => {
    test('below 996 px it slides in from the navbar button and closes with its button, Back, a link and desktop width', async () => {
      const { page, context, console: log } = await openPage(site, { width: 600, height: 700 });
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const sidebar = page.locator('#__sidebar');
      const open = page.getByRole('button', { name: 'Open navigation' });
      assert.equal(await sidebar.isVisible(), false, 'closed at first');
      assert.equal(
        await page.locator('nav.navbar .navbar__links').isVisible(),
        false,
        'navbar links move into the panel',
      );

      await open.click();
      await page.waitForFunction(() => document.getElementById('__sidebar')!.getBoundingClientRect().left === 0);
      assert.ok(await sidebar.isVisible());
      assert.equal(await open.getAttribute('aria-expanded'), 'true');
      assert.ok(
        await sidebar.locator('.sidebar__navbar-links').getByRole('link', { name: 'Extra' }).isVisible(),
        'the navbar links are in the panel',
      );
      await page.getByRole('button', { name: 'Close navigation' }).click();
      await sidebar.waitFor({ state: 'hidden' });
      assert.equal(await open.getAttribute('aria-expanded'), 'false');

      // Back closes the panel and stays on the page.
      const marker = await markDocument(page);
      await open.click();
      await sidebar.waitFor({ state: 'visible' });
      await page.evaluate(() => history.back());
      await sidebar.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/get-info/');
      assert.equal(await page.locator('#__main h1').innerText(), 'GetInfo');
      assert.ok(await marker.survived());

      // A link in the panel navigates and closes it; Back then returns to the page before.
      await open.click();
      await sidebar.waitFor({ state: 'visible' });
      await navigation(page, () => sidebar.getByRole('link', { name: 'Chat' }).click());
      await sidebar.waitFor({ state: 'hidden' });
      assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
      await navigation(page, () => page.evaluate(() => history.back()));
      assert.equal(await page.locator('#__main h1').innerText(), 'GetInfo');

      // Reaching desktop width closes it.
      await open.click();
      await sidebar.waitFor({ state: 'visible' });
      assert.ok(await htmlHas(page, 'data-sidebar-open'));
      await page.setViewportSize({ width: 1200, height: 700 });
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-sidebar-open'));
      assert.ok(await sidebar.isVisible(), 'on desktop the sidebar is the normal left column');
      assert.equal(await open.isVisible(), false);
      assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/get-info/');
      assert.deepEqual(log.errors(), []);
      await context.close();
    });

    test('Escape and the backdrop close the panel', async () => {
      const { page, context } = await openPage(site, { width: 600, height: 700 });
      await gotoHydrated(page, site.url(''));
      const sidebar = page.locator('#__sidebar');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await sidebar.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await sidebar.waitFor({ state: 'visible' });
      await page.mouse.click(580, 400); // the dimmed area right of the panel
      await sidebar.waitFor({ state: 'hidden' });
      await context.close();
    });
  });

  describe('navbar', () => {
    test('the focused search box grows over its neighbours and moves no navbar item', async () => {
      const { page, context } = await openPage(site, { width: 1280 });
      await gotoHydrated(page, site.url('api/demo/'));
      const layout = () =>
        page.evaluate(() => ({
          items: [...document.querySelectorAll('nav.navbar a, nav.navbar button')]
            .filter((el) => !el.closest('.search-dropdown'))
            .map((el) => Math.round(el.getBoundingClientRect().left)),
          input: Math.round(document.querySelector('.search-bar__input')!.getBoundingClientRect().width),
        }));
      const before = await layout();
      await page.keyboard.press('Control+k');
      await page.waitForFunction(
        (width) => document.querySelector('.search-bar__input')!.getBoundingClientRect().width > width + 40,
        before.input,
      );
      const after = await layout();
      assert.deepEqual(after.items, before.items, 'links, dropdowns and the toggle stay where they were');
      await context.close();
    });

    test('is fixed at the top, hides while scrolling down and returns when scrolling up', async () => {
      const { page, context } = await openPage(site, { height: 500 });
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const navbarBottom = () => page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      await page.mouse.move(640, 300);
      await page.mouse.wheel(0, 150);
      await page.mouse.wheel(0, 250);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-navbar-hidden'));
      await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
      await page.mouse.wheel(0, -100);
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-navbar-hidden'));
      await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().top === 0);
      assert.ok((await page.evaluate(() => window.scrollY)) > 100, 'still scrolled down, navbar fixed at the top');
      assert.ok((await navbarBottom()) > 0);
      await context.close();
    });
  });

  describe('announcement bar', () => {
    test('closes, stays closed on later pages, and shows again when the bar id changes', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url(''));
      const bar = page.locator('.announcement');
      assert.match(await bar.innerText(), /Fixture announcement/);
      await page.getByRole('button', { name: 'Close announcement' }).click();
      assert.equal(await bar.isVisible(), false);
      assert.equal(await storageItem(page, 'apidocs.announcement.dismissed'), 'fixture-1');

      await gotoHydrated(page, site.url('markdown-page/'));
      assert.equal(await bar.isVisible(), false, 'dismissed on the next load too');
      assert.ok(await htmlHas(page, 'data-announcement-dismissed'));

      // A dismissal stored for an older bar no longer applies, and is reset.
      await page.evaluate(() => localStorage.setItem('apidocs.announcement.dismissed', 'fixture-0'));
      await gotoHydrated(page, site.url('markdown-page/'));
      assert.ok(await bar.isVisible());
      assert.equal(await storageItem(page, 'apidocs.announcement.dismissed'), null);
      await context.close();
    });
  });

  describe('navbar dropdowns', () => {
    test('the language dropdown offers English only and closes on an outside click and Escape', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url(''));
      const language = page.getByLabel('Language: English');
      await language.click();
      const menu = page.locator('details[data-dropdown][open] .dropdown__menu');
      assert.deepEqual(await menu.getByRole('link').allInnerTexts(), ['English']);
      await page.locator('#__main h1').click();
      assert.equal(await menu.count(), 0, 'an outside click closes it');
      await language.click();
      assert.equal(await menu.count(), 1);
      await page.keyboard.press('Escape');
      assert.equal(await menu.count(), 0, 'Escape closes it');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Language: English',
        'focus returns to the dropdown',
      );
      await context.close();
    });

    test('picking a docs version stores it; an unknown stored version is removed', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url(''));
      await page.getByLabel('Docs version: Next').click();
      const versions = page.locator('details[data-dropdown][open] a[data-docs-version]');
      assert.deepEqual(await versions.allInnerTexts(), ['Next']);
      await navigation(page, () => versions.first().click());
      assert.equal(await storageItem(page, 'apidocs.docs.preferredVersion'), 'current');
      assert.equal(new URL(page.url()).pathname, '/api-docs/category/api-reference/');
      assert.equal(await page.locator('details[data-dropdown][open]').count(), 0, 'the dropdown closed');

      await page.evaluate(() => localStorage.setItem('apidocs.docs.preferredVersion', 'v0.1'));
      await gotoHydrated(page, site.url(''));
      assert.equal(await storageItem(page, 'apidocs.docs.preferredVersion'), null, 'not a known version');
      await page.evaluate(() => localStorage.setItem('apidocs.docs.preferredVersion', 'current'));
      await gotoHydrated(page, site.url(''));
      assert.equal(await storageItem(page, 'apidocs.docs.preferredVersion'), 'current', 'a known version is kept');
      await context.close();
    });
  });

  describe('skip link and base-URL banner', () => {
    test('the first Tab shows "Skip to main content", which moves focus to the content', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      assert.equal(
        await skip.evaluate((el) => el.getBoundingClientRect().bottom > 0),
        false,
        'off-screen until focused',
      );
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
      assert.ok(await skip.evaluate((el) => el.getBoundingClientRect().top >= 0), 'visible when focused');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), '__main');
      assert.equal(new URL(page.url()).hash, '');
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(() => document.getElementById('__main')!.contains(document.activeElement)),
        'the next Tab stays in the content',
      );
      await context.close();
    });

    test('the home page shows the base-URL banner only when served outside the base URL', async () => {
      const { page, context } = await openPage(site);
      await page.goto(site.url(''));
      assert.equal(await page.locator('#__base-url-issue').isVisible(), false, 'served at /api-docs/: no banner');

      const elsewhere = await serveDir(await fixtureBuildDir(), '/docs/');
      try {
        await page.goto(`${elsewhere.origin}/docs/`);
        const banner = page.locator('#__base-url-issue');
        await banner.waitFor({ state: 'visible' });
        assert.match(await banner.innerText(), /served from a path that does not match its base URL, \/api-docs\//);
        await page.goto(`${elsewhere.origin}/docs/markdown-page/`);
        assert.equal(await page.locator('#__base-url-issue').count(), 0, 'only on the home path');
      } finally {
        await elsewhere.close();
      }
      await context.close();
    });
  });
});
