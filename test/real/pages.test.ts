/**
 * The heaviest real method pages in Chromium (runs when APIDOCS_PROTOS is set and Chromium
 * is installed): on a phone nothing scrolls sideways, even with every folded part open and
 * the longest type names; axe finds no serious or critical violation on OpenChannel.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeRulesFor, seriousAxeViolations } from '../helpers/axe.ts';
import { BROWSER_SKIP, launchBrowser } from '../helpers/browser.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { realSiteBuild } from '../helpers/real-build.ts';
import { serveDir, type TestServer } from '../helpers/serve-dir.ts';

const PAGES = [
  'api/lnd/lightning/open-channel/',
  'api/lnd/router/send-payment-v2/',
  'api/lnd/lightning/close-channel/',
  'api/taproot-assets/tap-dev/subscribe-receive-asset-event-ntfns/',
  'api/lnd/signer/mu-sig2-register-combined-nonce/',
  'api/pool/rest-endpoints/',
  'api/taproot-assets/rest-endpoints/',
];

describe('real method pages in a browser', { skip: REAL_PROTOS_SKIP || BROWSER_SKIP }, () => {
  let browser: Browser;
  let server: TestServer;
  before(async () => {
    server = await serveDir(await realSiteBuild());
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('no sideways scrolling at 390 px with every folded part open', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const overflowing: string[] = [];
    for (const sitePath of PAGES) {
      await page.goto(`${server.origin}/api-docs/${sitePath}`);
      const overflow = await page.evaluate(() => {
        document.documentElement.setAttribute('data-scroll-restoring', '');
        for (const details of document.querySelectorAll<HTMLDetailsElement>('article details')) details.open = true;
        return document.documentElement.scrollWidth - document.documentElement.clientWidth;
      });
      if (overflow > 0) overflowing.push(`${sitePath}: ${overflow}px`);
    }
    assert.deepEqual(overflowing, []);
    await page.close();
  });

  test('axe: OpenChannel has no serious or critical violation at 1280 and 390 px, in light mode, nor of contrast in dark', async () => {
    const found: string[] = [];
    for (const width of [1280, 390]) {
      for (const mode of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const page = await context.newPage();
        await page.goto(`${server.origin}/api-docs/${PAGES[0]}`);
        await page.evaluate(() => {
          document.documentElement.setAttribute('data-scroll-restoring', '');
          for (const details of document.querySelectorAll<HTMLDetailsElement>('article details')) details.open = true;
        });
        for (const line of await seriousAxeViolations(page, axeRulesFor(mode)))
          found.push(`${width}px ${mode}: ${line}`);
        await context.close();
      }
    }
    assert.deepEqual(found, []);
  });
});
