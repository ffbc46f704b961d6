/**
 * With JavaScript off, every page still reads fully and the shell still works: sidebar
 * categories expand (their caret opens the category's page, where it is open), the mobile
 * menu opens and closes (#fragment and CSS :target), nested messages open (native
 * <details>), the table of contents is shown, the bytes rules read; the colour switch and
 * the bytes converter, which could not work, are not; the search page and the "Your node"
 * panel say that they need JavaScript.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { openSite, type SiteUnderTest } from './support.ts';

describe('without JavaScript', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  const contexts: BrowserContext[] = [];
  const noScriptPage = async (width = 1280) => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    contexts.push(context);
    return context.newPage();
  };
  before(async () => {
    site = await openSite();
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await site?.close();
  });

  test('a collapsed sidebar category expands: its caret opens its page, where it is open', async () => {
    const page = await noScriptPage();
    await page.goto(site.url('api/demo/demo/get-info/'));
    const sidebar = page.locator('#__sidebar nav');
    assert.equal(await sidebar.getByRole('link', { name: 'Where' }).count(), 0, 'the Extra category starts collapsed');
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Extra'" }).click();
    await page.waitForURL(/\/api-docs\/api\/extra\/$/);
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Demo Service'" }).last().click();
    await page.waitForURL(/\/category\/demo-service-1\/$/);
    assert.ok(await sidebar.getByRole('link', { name: 'Where' }).isVisible());
  });

  test('the mobile menu opens and closes', async () => {
    const page = await noScriptPage(390);
    await page.goto(site.url('api/demo/demo/get-info/'));
    const sidebar = page.locator('#__sidebar');
    assert.equal(await sidebar.isVisible(), false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar.waitFor({ state: 'visible' });
    assert.ok(await sidebar.getByRole('link', { name: 'GetInfo' }).isVisible());
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await sidebar.waitFor({ state: 'hidden' });
  });

  test('no colour switch; the table of contents and nested messages open; search says it needs JavaScript', async () => {
    const page = await noScriptPage(390);
    await page.goto(site.url('api/demo/demo/open-thing/'));
    assert.equal(await page.locator('.color-mode-toggle').isVisible(), false);
    assert.ok(await page.locator('#__toc-list').isVisible(), 'the TOC list is shown on a phone');
    assert.equal(
      await page.getByRole('button', { name: 'On this page' }).isVisible(),
      false,
      'no button that cannot work',
    );
    const ratio = page.locator('[id="demorpc.openthingrequest.shim-ratio"]');
    assert.equal(await ratio.isVisible(), false);
    await page.locator('[id="demorpc.openthingrequest-first"] > details > summary').click();
    assert.ok(await ratio.isVisible());
    // Folds whose interactive part loads on demand: the converter's rules read, the panel says it needs JavaScript.
    await page.locator('.bytes-help a').first().click();
    assert.match(await page.locator('.bytes-converter__rules').innerText(), /base64url with padding/);
    assert.equal(await page.locator('.bytes-converter input').count(), 0, 'no converter that cannot work');
    await page.locator('.your-node > summary').click();
    assert.ok(await page.locator('.your-node__nojs').isVisible());
    // The browser opens the <details> around a #fragment it navigates to.
    await page.goto(site.url('api/demo/demo/get-info/#demorpc.getinforesponse-testnet'));
    assert.ok(await page.locator('[id="demorpc.getinforesponse-testnet"]').isVisible());

    await page.goto(site.url('search/?q=getinfo'));
    assert.match(await page.locator('.search-page__nojs').innerText(), /^Search needs JavaScript\./);
    assert.ok(await page.locator('.search-page__nojs').isVisible());
  });

  test('with JavaScript the no-JavaScript notice is gone and the colour switch is back', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(site.url('search/'));
    assert.equal(await page.locator('.search-page__nojs').isVisible(), false);
    assert.ok(await page.locator('.color-mode-toggle').isVisible());
  });
});
