import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import {
  gotoHydrated,
  markDocument,
  navigation,
  openPage,
  openSite,
  serveWith,
  type SiteUnderTest,
} from './support.ts';

const CHAT_CHUNK = /\/assets\/data\/api-demo-demo-chat\.\w+\.json$/;
const chatLink = (page: Page) => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/chat/"]');

/** Serves the chat chunk changed by `edit` (the real chunk is fetched and edited). */
async function serveEditedChat(page: Page, edit: (chunk: Record<string, unknown>) => unknown): Promise<void> {
  await page.route(CHAT_CHUNK, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: JSON.stringify(edit((await response.json()) as Record<string, unknown>)) });
  });
}

describe('failures while loading and rendering pages', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  describe('route chunk failures', () => {
    test('a chunk missing after a redeploy logs a warning and the browser loads the page normally', async () => {
      const copy = path.join(tempDir('apidocs-redeploy-'), 'site');
      fs.cpSync(await fixtureBuildDir(), copy, { recursive: true });
      const data = path.join(copy, 'assets/data');
      for (const file of fs.readdirSync(data))
        if (file.startsWith('api-demo-demo-chat.')) fs.rmSync(path.join(data, file));
      const redeployed = await serveWith(site.browser, copy);
      try {
        const { page, context, console: log } = await openPage(redeployed);
        await gotoHydrated(page, redeployed.url('api/demo/demo/get-info/'));
        const marker = await markDocument(page);
        const loaded = page.waitForEvent('load');
        await chatLink(page).click();
        await loaded;
        assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/chat/');
        assert.ok(!(await marker.survived()), 'the page was loaded by the browser');
        assert.equal(await page.locator('#__main h1').innerText(), 'Chat', 'the server-rendered page shows');
        const warning = log.warnings().find((w) => w.includes('could not load the next page'));
        assert.ok(warning, `a warning was logged: ${JSON.stringify(log.warnings())}`);
        assert.match(warning, /HTTP 404/);
        assert.match(warning, /loading \/api-docs\/api\/demo\/demo\/chat\/ normally/);
        await context.close();
      } finally {
        await redeployed.close();
      }
    });

    test('a malformed chunk shows the red 50%-wide load error with what is wrong, and Retry loads the page', async () => {
      const { page, context } = await openPage(site);
      await serveEditedChat(page, (chunk) => ({ ...chunk, head: undefined }));
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const marker = await markDocument(page);
      await chatLink(page).click();
      const box = page.locator('.page-load-error[role="alert"]');
      await box.waitFor({ state: 'visible' });
      assert.equal(new URL(page.url()).pathname, '/api-docs/api/demo/demo/chat/');
      const text = await box.innerText();
      assert.match(
        text,
        /The route chunk \/api-docs\/assets\/data\/api-demo-demo-chat\.\w+\.json of \/api-docs\/api\/demo\/demo\/chat\/ is malformed: "head\.title" is missing/,
      );
      assert.match(text, /Rebuild the site/);
      const geometry = await box.evaluate((el) => {
        const own = el.getBoundingClientRect();
        const parent = el.parentElement!.getBoundingClientRect();
        const style = getComputedStyle(el);
        const padding =
          parseFloat(getComputedStyle(el.parentElement!).paddingLeft) +
          parseFloat(getComputedStyle(el.parentElement!).paddingRight);
        return {
          ratio: own.width / (parent.width - padding),
          left: own.left - parent.left,
          right: parent.right - own.right,
          border: style.borderTopColor,
        };
      });
      assert.ok(Math.abs(geometry.ratio - 0.5) < 0.01, `50% wide (${geometry.ratio})`);
      assert.ok(Math.abs(geometry.left - geometry.right) < 1, 'centred');
      assert.equal(geometry.border, 'rgb(225, 50, 56)', 'red border');

      // Wait for handlers still editing a response (a prefetch of the chunk): one finishing
      // after the unroute would answer a request that is already handled.
      await page.unrouteAll({ behavior: 'wait' });
      await navigation(page, () => page.getByRole('button', { name: 'Retry' }).click());
      assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
      assert.equal(await page.title(), 'Chat · demod v1.0.0 | Demo API Reference');
      assert.ok(await marker.survived());
      await context.close();
    });

    test('a chunk that is not JSON is reported as such', async () => {
      const { page, context } = await openPage(site);
      await page.route(CHAT_CHUNK, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }),
      );
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      await chatLink(page).click();
      assert.match(await page.locator('.page-load-error').innerText(), /is malformed: it is not valid JSON/);
      await context.close();
    });

    test('while Retry loads, a spinner appears after 200 ms, animated in 1.5 s and 3 s cycles', async () => {
      const { page, context } = await openPage(site);
      await serveEditedChat(page, (chunk) => ({ ...chunk, kind: 'recipe' }));
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      await chatLink(page).click();
      assert.match(await page.locator('.page-load-error').innerText(), /"kind" is "recipe", not one of home, markdown/);

      // Wait for handlers still editing a response (a prefetch of the chunk): one finishing
      // after the unroute would answer a request that is already handled.
      await page.unrouteAll({ behavior: 'wait' });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(CHAT_CHUNK, async (route) => {
        await released;
        await route.continue();
      });
      // Times, in the page, of the Retry click and of the spinner's appearance.
      await page.evaluate(() => {
        const seen: Record<string, number> = {};
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        document.addEventListener('click', () => (seen.click ??= performance.now()), { capture: true });
        new MutationObserver(() => {
          if (!seen.spinner && document.querySelector('.page-loading .spinner')) seen.spinner = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Retry' }).click();
      const spinner = page.locator('.page-loading[role="status"] .spinner');
      await spinner.waitFor({ state: 'visible' });
      const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
      assert.ok(seen.spinner! - seen.click! >= 200, `the spinner waited 200 ms (${seen.spinner! - seen.click!} ms)`);
      assert.equal(await spinner.evaluate((el) => getComputedStyle(el).animationDuration), '1.5s');
      assert.equal(await spinner.locator('circle').evaluate((el) => getComputedStyle(el).animationDuration), '3s');
      assert.equal(await page.locator('.page-loading').innerText(), 'Loading…');
      await navigation(page, async () => release());
      assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
      assert.equal(await page.locator('.page-loading').count(), 0);
      await context.close();
    });
  });

  describe('render errors', () => {
    test('a page that crashes while rendering shows "Page Error", the message and a working "Try again"', async () => {
      const { page, context, console: log } = await openPage(site);
      // Well-formed at the top, broken inside: the request message has no field list.
      await serveEditedChat(page, (chunk) => ({ ...chunk, request: { ...(chunk.request as object), fields: null } }));
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const marker = await markDocument(page);
      await chatLink(page).click();
      await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
      assert.equal(await page.title(), 'Page Error');
      assert.match(await page.locator('.page-error__message').innerText(), /Cannot read properties of null/);
      assert.ok(
        log.errors().some((e) => e.includes('the page crashed while rendering')),
        'the crash is logged',
      );

      // Wait for handlers still editing a response (a prefetch of the chunk): one finishing
      // after the unroute would answer a request that is already handled.
      await page.unrouteAll({ behavior: 'wait' });
      await navigation(page, () => page.getByRole('button', { name: 'Try again' }).click());
      assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
      assert.equal(await page.title(), 'Chat · demod v1.0.0 | Demo API Reference');
      assert.equal(await page.getByRole('heading', { name: 'This page crashed.' }).count(), 0);
      assert.ok(await marker.survived());
      await context.close();
    });

    test('after a crash, links still navigate to working pages', async () => {
      const { page, context } = await openPage(site);
      // Well-formed at the top, broken inside: an enum section without its data.
      await serveEditedChat(page, (chunk) => ({ ...chunk, enums: [null] }));
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      await chatLink(page).click();
      await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
      await navigation(page, () => page.getByRole('link', { name: 'Go to the home page' }).click());
      assert.equal(await page.locator('#__main h1').innerText(), 'Demo API Reference');
      assert.equal(await page.title(), 'Demo API Reference');
      await context.close();
    });
  });
});
