import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, navigation, openPage, openSite, type SiteUnderTest } from './support.ts';

/** The selected tab of every tab group of a groupId on the page, in page order. */
const selectedTabs = (page: Page, groupId: string) =>
  page.locator(`.tabs[data-tab-group="${groupId}"] > .tabs__list [role="tab"][aria-selected="true"]`).allInnerTexts();

describe('page widgets', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  describe('code sample tabs', () => {
    test('a choice applies to every group with the same groupId and is remembered across pages', async () => {
      const { page, context, console: log } = await openPage(site);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      assert.deepEqual(await selectedTabs(page, 'language'), ['JavaScript', 'JavaScript']);
      await page.getByRole('tab', { name: 'Python' }).first().click();
      assert.deepEqual(
        await selectedTabs(page, 'language'),
        ['Python', 'Python'],
        'the gRPC and REST groups both switched',
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('apidocs.tab.language')), 'python');

      await page.getByRole('tab', { name: 'REST' }).click();
      const restPanel = page.locator('.tabs[data-tab-group="protocol"] > [role="tabpanel"]:not([hidden])');
      assert.equal(await restPanel.locator('[role="tab"][aria-selected="true"]').innerText(), 'Python');
      assert.match(
        await restPanel.locator('[role="tabpanel"]:not([hidden]) code').innerText(),
        /import requests|requests\./,
        'the REST Python sample is shown',
      );

      await navigation(page, () => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/close-thing/"]').click());
      assert.deepEqual(await selectedTabs(page, 'protocol'), ['REST'], 'remembered on the next page');
      assert.deepEqual(await selectedTabs(page, 'language'), ['Python', 'Python']);

      await gotoHydrated(page, site.url('api/demo/demo/open-thing/'));
      await page.waitForFunction(
        () => document.querySelector('[data-tab-group="protocol"] [aria-selected="true"]')?.textContent === 'REST',
      );
      assert.deepEqual(await selectedTabs(page, 'language'), ['Python', 'Python'], 'remembered after a full load');
      assert.deepEqual(log.errors(), [], 'applying the stored choice after hydration is not a mismatch');
      await context.close();
    });

    test('arrow keys move between tabs, wrapping at the ends; Home and End go to the first and last tab', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const focused = () => page.evaluate(() => document.activeElement?.textContent);
      await page.getByRole('tab', { name: 'gRPC' }).focus();
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await selectedTabs(page, 'protocol'), ['REST']);
      assert.equal(await focused(), 'REST');

      // gRPC, REST, Shell: three tabs, so Home and End differ from one step.
      const tabs = page.locator('.tabs[data-tab-group="protocol"] > .tabs__list [role="tab"]');
      const names = await tabs.allInnerTexts();
      assert.ok(names.length >= 3, `the case under test: ${names.join(', ')}`);
      const scrolled = () => page.evaluate(() => scrollY);
      const before = await scrolled();
      await page.keyboard.press('End');
      assert.equal(await focused(), names.at(-1), 'End: the last tab');
      assert.deepEqual(await selectedTabs(page, 'protocol'), [names.at(-1)]);
      assert.equal(await scrolled(), before, 'End moves between tabs, not to the end of the page');
      await page.keyboard.press('ArrowRight');
      assert.equal(await focused(), names[0], 'Right on the last wraps to the first');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Home');
      assert.equal(await focused(), names[0], 'Home: the first tab');
      assert.deepEqual(await selectedTabs(page, 'protocol'), [names[0]]);
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focused(), names.at(-1), 'Left on the first wraps to the last');
      await context.close();
    });
  });

  describe('copy buttons', () => {
    test('every code block has one; it copies the code and says so', async () => {
      const { page, context } = await openPage(site);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
      await gotoHydrated(page, site.url('markdown-page/'));
      const block = page.locator('.markdown .code-block').first();
      const button = block.locator('button[data-copy]');
      assert.equal(await button.getAttribute('aria-label'), 'Copy code to clipboard');
      await button.click();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'const answer = 42;');
      assert.equal(await button.innerText(), 'Copied');
      assert.equal(await button.getAttribute('aria-label'), 'Copied');
      await page.waitForFunction(
        () => document.querySelector('.markdown .code-block button[data-copy]')?.textContent === 'Copy',
      );
      assert.equal(await button.getAttribute('aria-label'), 'Copy code to clipboard', 'the label returns');

      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const blocks = page.locator('.code-block');
      assert.equal(await blocks.count(), await page.locator('.code-block [data-copy]').count(), 'one button per block');
      const visible = page.locator('.code-block:visible').first();
      await visible.getByRole('button', { name: 'Copy code to clipboard' }).click();
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        await visible.locator('code').textContent(),
      );
      await context.close();
    });
  });

  describe('sidebar categories', () => {
    test('the active route category is open; categories expand and collapse; navigation opens the new one', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const sidebar = page.locator('#__sidebar nav');
      assert.ok(await sidebar.getByRole('link', { name: 'GetInfo' }).isVisible(), 'the category of the page is open');
      assert.equal(await sidebar.getByRole('link', { name: 'Where' }).count(), 0, 'other categories start collapsed');

      await sidebar.getByRole('button', { name: "Collapse sidebar category 'Demo Service'" }).first().click();
      assert.equal(await sidebar.getByRole('link', { name: 'GetInfo' }).count(), 0);
      await sidebar.getByRole('button', { name: "Expand sidebar category 'Demo Service'" }).first().click();
      assert.ok(await sidebar.getByRole('link', { name: 'GetInfo' }).isVisible());

      await sidebar.getByRole('button', { name: "Collapse sidebar category 'Demo Service'" }).first().click();
      await navigation(page, () => page.locator('.pager__link--next').click());
      assert.ok(
        await sidebar.getByRole('link', { name: 'LegacyInfo' }).isVisible(),
        'navigating into a collapsed category opens it',
      );

      await navigation(page, () => page.locator('nav.navbar').getByRole('link', { name: 'Extra' }).click());
      assert.equal(await sidebar.locator('[aria-current="page"]').innerText(), 'Extra');
      assert.ok(
        await sidebar.getByRole('link', { name: 'REST Endpoints' }).last().isVisible(),
        "the new page's category opened",
      );
      assert.ok(
        await sidebar.getByRole('link', { name: 'LegacyInfo' }).isVisible(),
        'the category opened before stays open',
      );
      await context.close();
    });
  });

  describe('table of contents', () => {
    test('highlights the section being read', async () => {
      const { page, context } = await openPage(site, { height: 400 });
      await gotoHydrated(page, site.url('markdown-page/'));
      const active = () => page.locator('.toc__link--active').innerText();
      assert.equal(await active(), 'First section');
      await page.locator('.toc__link[href="#second-section"]').click();
      await page.waitForFunction(() => document.querySelector('.toc__link--active')?.textContent === 'Second section');
      await context.close();
    });

    test('a clicked section lands below the navbar and is highlighted, also at the bottom of a page', async () => {
      const { page, context } = await openPage(site, { height: 1000 });
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const activeIs = (label: string) =>
        page.waitForFunction((l) => document.querySelector('.toc__link--active')?.textContent === l, label);
      const links = page.locator('.toc__link');
      // A message table's heading (an anchor heading with its own permalink), mid-page.
      const request = page.locator('.toc__link[href="#demorpc.getinforequest"]');
      await request.click();
      await activeIs(await request.innerText());
      const requestTop = await page.evaluate(
        () => document.getElementById('demorpc.getinforequest')!.getBoundingClientRect().top,
      );
      assert.ok(
        requestTop >= 60 && requestTop < 100,
        `a heading lands just below the 60px navbar, not further down (${requestTop}px)`,
      );

      const last = links.last();
      const label = await last.innerText();
      await last.click();
      await activeIs(label);
      const { top, bottom } = await page.evaluate(() => ({
        top: document.getElementById(decodeURIComponent(location.hash.slice(1)))!.getBoundingClientRect().top,
        bottom: innerHeight + scrollY >= document.documentElement.scrollHeight - 2,
      }));
      assert.ok(
        bottom && top > 120,
        `the case under test: scrolled to the bottom (${bottom}) with the heading below the line (${top}px)`,
      );

      const previous = links.nth((await links.count()) - 2);
      const previousTop = await page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
        (await previous.getAttribute('href'))!.slice(1),
      );
      if (previousTop >= 0 && previousTop < 1000) {
        await previous.click(); // in view already: no scroll, only the #fragment changes
        await activeIs(await previous.innerText());
      }
      await context.close();
    });
  });
});
