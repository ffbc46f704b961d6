import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, navigation, openPage, openSite, type SiteUnderTest, watchNavigations } from './support.ts';

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) => page.getByRole('button', { name: 'Switch between dark and light mode' });

describe('colour mode and browser storage', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  describe('colour mode', () => {
    test('light by default, even when the system prefers dark', async () => {
      const context = await site.browser.newContext({ colorScheme: 'dark' });
      const page = await context.newPage();
      await watchNavigations(page);
      await gotoHydrated(page, site.url(''));
      assert.equal(await theme(page), 'light');
      assert.equal(await background(page), 'rgb(255, 255, 255)');
      await context.close();
    });

    test('the navbar toggle switches to dark, stores it, and code highlighting follows', async () => {
      const { page, context, console: log } = await openPage(site);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const stringColour = () =>
        page
          .locator('.code-block .token.string')
          .first()
          .evaluate((el) => getComputedStyle(el).color);
      assert.equal(await stringColour(), 'rgb(11, 107, 58)');
      await toggle(page).click();
      assert.equal(await theme(page), 'dark');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      assert.equal(await background(page), 'rgb(27, 27, 29)');
      assert.equal(await stringColour(), 'rgb(142, 230, 168)', 'dark code colours');
      await toggle(page).click();
      assert.equal(await theme(page), 'light');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
      assert.deepEqual(log.errors(), []);
      await context.close();
    });

    test('the stored mode is on <html> before first paint, set by the head script alone', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url(''));
      await toggle(page).click();
      // Without the bundle, only the inline head script can have set the mode.
      await page.route(/\/assets\/main\.\w+\.js$/, (route) => route.abort());
      await page.goto(site.url('markdown-page/'));
      assert.equal(await theme(page), 'dark');
      assert.equal(await background(page), 'rgb(27, 27, 29)');
      await context.close();
    });

    test('the mode stays across client-side navigation', async () => {
      const { page, context } = await openPage(site);
      await gotoHydrated(page, site.url(''));
      await toggle(page).click();
      await navigation(page, () => page.locator('#__main a[href="/api-docs/markdown-page/"]').click());
      assert.equal(await theme(page), 'dark');
      await context.close();
    });

    test('a change in one tab shows in the other open tabs', async () => {
      const { page, context } = await openPage(site);
      const other = await context.newPage();
      await watchNavigations(other);
      await gotoHydrated(page, site.url(''));
      await gotoHydrated(other, site.url('api/demo/'));
      await toggle(page).click();
      await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      await toggle(other).click();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
      await context.close();
    });
  });

  describe('browser storage errors', () => {
    test('are logged to the console and never break the page', async () => {
      const { page, context, console: log } = await openPage(site);
      // Storage that refuses every access, like a browser with storage disabled.
      await page.addInitScript(`
        for (const name of ['getItem', 'setItem', 'removeItem']) {
          Storage.prototype[name] = function () { throw new DOMException('The operation is insecure.', 'SecurityError'); };
        }
      `);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      await toggle(page).click();
      assert.equal(await theme(page), 'dark', 'the toggle still works');
      await page.getByRole('tab', { name: 'Python' }).first().click();
      assert.equal(
        await page.getByRole('tab', { name: 'Python' }).first().getAttribute('aria-selected'),
        'true',
        'tabs still work',
      );
      await page.getByRole('button', { name: 'Close announcement' }).click();
      assert.equal(await page.locator('.announcement').isVisible(), false, 'the announcement still closes');
      await navigation(page, () => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/chat/"]').click());
      assert.equal(await page.locator('#__main h1').innerText(), 'Chat', 'navigation still works');

      const errors = log.errors();
      assert.ok(
        errors.some((e) => e.includes('apidocs: could not write "theme" to browser storage')),
        JSON.stringify(errors),
      );
      assert.ok(errors.some((e) => e.includes('apidocs: could not read "apidocs.tab.language" from browser storage')));
      assert.ok(
        errors.every((e) => e.startsWith('apidocs: could not')),
        `only storage errors: ${JSON.stringify(errors)}`,
      );
      assert.deepEqual(
        log.messages.filter((m) => m.type === 'pageerror'),
        [],
        'no uncaught errors',
      );
      await context.close();
    });
  });
});
