/**
 * The reader's release in "Your node" and the version marks in a real browser: demo pins
 * v0.9.0 and v1.0.0, and OldThing is in v1.0.0 only. Setting v0.9.0 marks OldThing (header
 * and sidebar) as not in the reader's release; the choice survives a reload without a
 * hydration mismatch, changing it to v1.0.0 or clearing it removes the marks. Without
 * JavaScript the release notes still show. The REST endpoints page marks OldThing's route
 * (GET /v1/oldthing, v1.0.0 only); the mark is in the accessibility tree as the element's
 * description, and axe stays clean with marks shown.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, openPage, openSite, type SiteUnderTest } from './support.ts';

const HEADER = '.release-note[data-has]';
const SIDEBAR = '#__sidebar a.menu__link[href="/api-docs/api/demo/demo/old-thing/"]';

/** Waits until the element's data-lack is `expected` (null: absent). */
async function lackIs(page: Page, selector: string, expected: string | null): Promise<void> {
  await page.waitForFunction(([s, e]) => document.querySelector(s)?.getAttribute('data-lack') === e, [
    selector,
    expected,
  ] as const);
}

/** The accessible name and description Chromium computes for the element (its accessibility tree, over CDP). */
async function accessible(page: Page, selector: string): Promise<{ name: string | null; description: string | null }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as {
      nodes: { name?: { value: string }; description?: { value: string } }[];
    };
    return { name: nodes[0]?.name?.value ?? null, description: nodes[0]?.description?.value ?? null };
  } finally {
    await cdp.detach();
  }
}

async function chooseRelease(page: Page, tag: string): Promise<void> {
  if (!(await page.locator('.your-node').evaluate((d) => (d as HTMLDetailsElement).open)))
    await page.locator('.your-node > summary').click();
  await page.getByLabel('demod release you run').selectOption(tag);
}

describe('version marks', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('set a release: marks appear; reload keeps them; change and clear remove them', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/old-thing/'));
    assert.equal(await page.locator(HEADER).getAttribute('data-lack'), null, 'no release set: no mark');

    await chooseRelease(page, 'v0.9.0');
    await lackIs(page, HEADER, 'This RPC is not in your v0.9.0: added in v1.0.0');
    await lackIs(page, SIDEBAR, 'not in your v0.9.0: added in v1.0.0');
    assert.deepEqual(
      await accessible(page, SIDEBAR),
      { name: 'OldThing', description: 'not in your v0.9.0: added in v1.0.0' },
      'the sidebar\'s short mark ("not in yours") is read in full, as the description, not in the name',
    );
    assert.equal(await page.locator('.release-note a.badge').innerText(), 'Added in v1.0.0');

    await gotoHydrated(page, site.url('api/demo/demo/old-thing/'));
    await lackIs(page, HEADER, 'This RPC is not in your v0.9.0: added in v1.0.0');
    assert.deepEqual(log.errors(), [], 'the stored release applies after hydration without a mismatch');

    // The RPC index marks it too.
    await gotoHydrated(page, site.url('category/demo-service/'));
    await lackIs(
      page,
      'a.card[href="/api-docs/api/demo/demo/old-thing/"] .card__title',
      'not in your v0.9.0: added in v1.0.0',
    );
    assert.equal(
      await page.locator('a.card[href="/api-docs/api/demo/demo/get-info/"] .card__title').getAttribute('data-lack'),
      null,
      'in every release: no mark',
    );
    await gotoHydrated(page, site.url('api/demo/demo/old-thing/'));

    await chooseRelease(page, 'v1.0.0');
    await lackIs(page, HEADER, null);
    await lackIs(page, SIDEBAR, null);

    await chooseRelease(page, 'v0.9.0');
    await lackIs(page, HEADER, 'This RPC is not in your v0.9.0: added in v1.0.0');
    await chooseRelease(page, '');
    await lackIs(page, HEADER, null);
    assert.equal(
      await page.evaluate(() => JSON.parse(localStorage.getItem('apidocs.node') ?? '{}').versions?.demo ?? null),
      null,
      'cleared from storage',
    );
    await context.close();
  });

  test("the REST endpoints page marks the route the reader's release lacks, in the accessibility tree too; axe stays clean", async () => {
    const { page, context, console: log } = await openPage(site);
    const OLD_ROUTE = 'a.rest-endpoints__path[href="/api-docs/api/demo/demo/old-thing/"]';
    await gotoHydrated(page, site.url('api/demo/demo/old-thing/'));
    await chooseRelease(page, 'v0.9.0');
    await gotoHydrated(page, site.url('api/demo/rest-endpoints/'));
    await lackIs(page, OLD_ROUTE, 'not in your v0.9.0: added in v1.0.0');
    assert.equal(
      await page.locator('a.rest-endpoints__path[href="/api-docs/api/demo/demo/get-info/"]').getAttribute('data-lack'),
      null,
      'in every release: no mark',
    );
    const route = await accessible(page, OLD_ROUTE);
    assert.equal(route.description, 'not in your v0.9.0: added in v1.0.0', 'read by assistive technology');
    // Chromium reads the path's <wbr> break points as spaces.
    assert.equal(route.name?.replace(/\s/g, ''), '/v1/oldthing', "read once: not also in the link's name");
    assert.deepEqual(await seriousAxeViolations(page), []);

    await gotoHydrated(page, site.url('api/demo/demo/old-thing/'));
    await chooseRelease(page, 'v1.0.0');
    await gotoHydrated(page, site.url('api/demo/rest-endpoints/'));
    await lackIs(page, OLD_ROUTE, null);
    assert.equal(
      await page.locator(OLD_ROUTE).getAttribute('aria-description'),
      null,
      'the description goes with the mark',
    );
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test("an older release's page marks its RPC the reader's newer release lacks", async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/v0.9.0/demo/ancient-thing/'));
    assert.match(await page.locator('.release-note a.badge').innerText(), /^Removed in v1\.0\.0$/);
    await chooseRelease(page, 'v1.0.0');
    await lackIs(page, HEADER, 'This RPC is not in your v1.0.0: last in v0.9.0');
    await context.close();
  });

  test("searching an older release's page for an RPC it lacks says which releases have it", async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/v0.9.0/demo/get-info/'));
    await page.locator('#__search-input').fill('OldThing');
    await page.waitForFunction(
      () => document.querySelector('.search-dropdown')?.getAttribute('data-query') === 'OldThing',
    );
    const note = page.locator('.search-dropdown [data-missing-rpc="OldThing"]');
    assert.equal(await note.innerText(), 'OldThing is not in v0.9.0: added in v1.0.0 (1 release has it) See OldThing');
    assert.equal(await note.getByRole('link').getAttribute('href'), '/api-docs/api/demo/demo/old-thing/');
    await page.locator('#__search-input').fill('GetInfo');
    await page.waitForFunction(
      () => document.querySelector('.search-dropdown')?.getAttribute('data-query') === 'GetInfo',
    );
    assert.equal(await page.locator('.search-dropdown [data-missing-rpc]').count(), 0, 'v0.9.0 has GetInfo: no note');
    await context.close();
  });

  test('without JavaScript the release notes show, linked to their changes entry', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url('api/demo/demo/old-thing/'));
    const badge = page.locator('.release-note a.badge');
    assert.equal(await badge.innerText(), 'Added in v1.0.0');
    assert.equal(
      await badge.getAttribute('href'),
      '/api-docs/api/demo/history/v1.0.0/#rpc-added-demorpc.demo.oldthing',
    );
    await context.close();
  });
});
