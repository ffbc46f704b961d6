/**
 * Method pages read at a glance on any screen: nested messages open in place (native
 * <details>), links into folded parts open them, phones never scroll sideways, the table of
 * contents is a bar below 997 px, and nothing shifts while the page loads.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import {
  gotoHydrated,
  navigation,
  openPage,
  openSite,
  realSiteForSuite,
  renderedFrames,
  type SiteUnderTest,
} from './support.ts';

/** Whether a <details> is open; whether an element is shown (not inside a closed <details>). */
const isOpen = (page: Page, selector: string) =>
  page.evaluate((s) => (document.querySelector(s) as HTMLDetailsElement).open, selector);
const hasBox = (page: Page, id: string) => page.evaluate((i) => document.getElementById(i)!.checkVisibility(), id);

/** How far the document scrolls sideways (0: it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('method pages', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('a nested message opens in place; a link to a folded message or field opens what hides it', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/open-thing/'));
    const shim = '[id="demorpc.openthingrequest-first"] > details.nested';
    assert.equal(await isOpen(page, shim), false, 'nested messages start folded');
    assert.equal(await hasBox(page, 'demorpc.openthingrequest.shim-ratio'), false);
    await page.locator(`${shim} > summary`).click();
    assert.ok(await hasBox(page, 'demorpc.openthingrequest.shim-ratio'), "Shim's fields show in place");

    // ThingUpdate.point links to the Outpoint shown inside Shim (folded): following it opens Shim.point's <details>.
    await page.locator(`${shim} > summary`).click();
    assert.equal(await hasBox(page, 'demorpc.outpoint'), false);
    await page.locator('[id="demorpc.thingupdate-point"] > code a').click();
    await page.waitForFunction(() => document.getElementById('demorpc.outpoint')!.checkVisibility());
    const top = await page.evaluate(() => document.getElementById('demorpc.outpoint')!.getBoundingClientRect().top);
    assert.ok(top > 60 && top < 200, `scrolled into view below the navbar (${top}px)`);

    // From another page, the client router opens the folded deprecated fields around an anchor.
    await navigation(page, () => page.locator('#__sidebar').getByRole('link', { name: 'Chat' }).click());
    await navigation(page, () =>
      page.evaluate(() => {
        const link = document.createElement('a');
        link.href = '/api-docs/api/demo/demo/get-info/#demorpc.getinforesponse-testnet';
        document.querySelector('article')!.append(link);
        link.click();
      }),
    );
    await page.waitForFunction(() => document.getElementById('demorpc.getinforesponse-testnet')!.checkVisibility());
    assert.ok(await isOpen(page, 'details.fields__deprecated'));
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('deprecated fields are folded at the end; oneof members are grouped', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    assert.equal(await isOpen(page, 'details.fields__deprecated'), false);
    assert.equal(
      (await page.locator('details.fields__deprecated > summary').textContent())?.trim(),
      '1 deprecated field',
    );
    await gotoHydrated(page, site.url('api/demo/demo/open-thing/'));
    const group = page.locator('section[aria-labelledby="demorpc.openthingrequest"] .fields__oneof');
    assert.match(await group.locator('.fields__oneof-title').innerText(), /^Exactly one of \(oneof shim\)$/);
    assert.equal(await group.locator('> ul > li').count(), 2);
    await context.close();
  });

  test('the table of contents ignores anchors inside folded messages', async () => {
    const { page, context } = await openPage(site, { height: 600 });
    await gotoHydrated(page, site.url('api/demo/demo/open-thing/'));
    // The response's heading below the reached line; Shim's folded body above it.
    await page.evaluate(() =>
      scrollTo(0, document.getElementById('demorpc.thingupdate')!.getBoundingClientRect().top + scrollY - 300),
    );
    await renderedFrames(page);
    assert.ok(
      await page.evaluate(
        () => document.getElementById('demorpc.openthingrequest.shim')!.getBoundingClientRect().top < 120,
      ),
      'the case under test',
    );
    await page.waitForFunction(
      () => document.querySelector('.toc__link--active')?.textContent === 'demorpc.OpenThingRequest',
    );
    await context.close();
  });

  test('on a phone: no sideways scrolling with every part open; REST routes stack', async () => {
    const { page, context } = await openPage(site, { width: 390, height: 800 });
    for (const path of [
      'api/demo/demo/open-thing/',
      'api/demo/demo/close-thing/',
      'api/demo/demo/get-info/',
      'api/extra/demo/where/',
    ]) {
      await gotoHydrated(page, site.url(path));
      await page.evaluate(() => {
        document.documentElement.setAttribute('data-scroll-restoring', '');
        for (const details of document.querySelectorAll<HTMLDetailsElement>('article details')) details.open = true;
      });
      await renderedFrames(page);
      assert.equal(await sidewaysOverflow(page), 0, path);
    }
    await gotoHydrated(page, site.url('api/demo/rest-endpoints/'));
    const route = page.locator('.rest-endpoints__route').first();
    const [badge, path] = await Promise.all([
      route.locator('.method-badge').boundingBox(),
      route.locator('.rest-endpoints__path').boundingBox(),
    ]);
    assert.ok(badge && path && path.y >= badge.y + badge.height - 1, 'the path is on its own line below the method');
    assert.ok(path.x < badge.x + 1, 'starting at the left edge');
    assert.equal(await sidewaysOverflow(page), 0);
    await context.close();
  });

  test('below 997 px "On this page" is a bar that opens the list and closes when a link is followed', async () => {
    const { page, context } = await openPage(site, { width: 600, height: 800 });
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    const toggle = page.getByRole('button', { name: 'On this page' });
    const list = page.locator('#__toc-list');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await list.isVisible(), false);
    const h1Before = await page.locator('h1').boundingBox();
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.ok(await list.isVisible());
    assert.deepEqual(
      await page.locator('h1').boundingBox(),
      h1Before,
      'the open list covers the page rather than pushing it down',
    );
    await list.getByRole('link', { name: 'Enums' }).click();
    await page.waitForFunction(() => location.hash === '#enums');
    assert.equal(await list.isVisible(), false);

    await page.setViewportSize({ width: 1280, height: 800 });
    assert.equal(await toggle.isVisible(), false, 'a column on wide screens');
    assert.ok(await list.isVisible());
    await context.close();
  });

  test('nothing moves while the page loads, even when its end (the TOC) arrives late', async () => {
    // The page's HTML arrives in two parts: the second (the TOC, after the long article)
    // is sent only once the browser has painted the first.
    const slow = await serveWithLateToc(site.outDir, 'api/demo/demo/open-thing/index.html');
    try {
      for (const width of [1280, 390]) {
        const { page, context } = await openPage(site, { width, height: 800 });
        await page.addInitScript(() => {
          (window as unknown as { __shift: number }).__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${slow.origin}/api-docs/api/demo/demo/open-thing/`, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        slow.sendToc();
        await page.waitForFunction(() => window.__navigations.length > 0);
        await renderedFrames(page);
        const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
        assert.ok(shift < 0.01, `cumulative layout shift at ${width} px: ${shift}`);
        await context.close();
      }
    } finally {
      await slow.close();
    }
  });
});

/**
 * The reading budget of the heaviest page: lnd's OpenChannel was 15,800 px tall at 1280 px
 * before the field lists, the goal half of it. Measured as the bench does (every message
 * section laid out, folded parts closed as served).
 */
describe("the real site's OpenChannel page stays within half its old height", {
  skip: BROWSER_SKIP || REAL_PROTOS_SKIP,
}, () => {
  const site = realSiteForSuite();

  test('at most 7,900 px tall at 1280 px (7,806 measured before the request rules, Try it and the layer errors; kept under by folding each rule to its line)', async () => {
    const { page, context } = await openPage(site(), { width: 1280, height: 900 });
    await gotoHydrated(page, site().url('api/lnd/lightning/open-channel/'));
    await page.evaluate(() => document.documentElement.setAttribute('data-scroll-restoring', ''));
    await renderedFrames(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(height <= 7900, `OpenChannel is ${height} px tall at 1280 px (budget 7,900)`);
    // Nothing was removed: the folded commands are in the page and open without JavaScript.
    const bake = page.locator('details.permissions-bake');
    assert.equal(await bake.count(), 1);
    assert.match(
      (await bake.textContent()) ?? '',
      /lncli bakemacaroon onchain:write offchain:write[\s\S]*lncli bakemacaroon uri:\/lnrpc\.Lightning\/OpenChannel/,
    );
    await context.close();
  });
});

/**
 * Serves a build at /api-docs/; one page is sent in two parts: the first up to its TOC at
 * once, the rest when `sendToc` is called (for the latest request of that page).
 */
async function serveWithLateToc(outDir: string, slowFile: string) {
  let sendRest = () => {};
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = decodeURIComponent(url.pathname).replace(/^\/api-docs\//, '');
    if (file === '' || file.endsWith('/')) file += 'index.html';
    const full = path.join(outDir, file);
    if (!full.startsWith(outDir) || !fs.existsSync(full)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(full)] ?? 'application/octet-stream' });
    const body = fs.readFileSync(full);
    if (file !== slowFile) return void res.end(body);
    const text = body.toString('utf8');
    const cut = text.indexOf('<nav class="toc"');
    res.write(text.slice(0, cut));
    sendRest = () => void res.end(text.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendToc: () => sendRest(),
    close: () => {
      sendRest(); // a response still held (a failed test) would keep the server open
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
