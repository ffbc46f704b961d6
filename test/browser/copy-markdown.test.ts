/**
 * "Copy page as Markdown" on a method page: Enter on the focused link copies the page's
 * index.md to the clipboard and says "Copied" in its label (as code blocks' copy buttons do,
 * through the same handler), after a full load and
 * after a client-side navigation; the link opens the Markdown without JavaScript's help
 * (its href); the page stays axe-clean with the status shown.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { gotoHydrated, navigation, openPage, openSite, type SiteUnderTest } from './support.ts';

/** Waits until the Markdown link's label says it copied. */
const copied = (page: Page) =>
  page.waitForFunction(() => document.querySelector('a[data-copy-markdown]')?.textContent === 'Copied');

describe('Copy page as Markdown', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('the keyboard copies the Markdown copy and the link says so, also after a navigation', async () => {
    const { page, context, console: log } = await openPage(site);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    const link = page.getByRole('link', { name: 'Copy page as Markdown' });
    assert.equal(
      await link.getAttribute('href'),
      '/api-docs/api/demo/demo/get-info/index.md',
      'without JavaScript the link opens the Markdown',
    );

    await link.focus();
    await page.keyboard.press('Enter');
    await copied(page);
    const expected = await page.evaluate(() =>
      fetch('/api-docs/api/demo/demo/get-info/index.md').then((r) => r.text()),
    );
    assert.match(expected, /^# GetInfo\n/);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
    assert.equal(page.url(), site.url('api/demo/demo/get-info/'), 'the page stayed');
    assert.deepEqual(await seriousAxeViolations(page), []);

    await navigation(page, () => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/close-thing/"]').click());
    await page.getByRole('link', { name: 'Copy page as Markdown' }).click(); // its label is back after a navigation
    await copied(page);
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^# CloseThing\n/);
    assert.deepEqual(log.errors(), []);
    await context.close();
  });
});
