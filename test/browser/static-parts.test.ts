/**
 * Static parts (src/theme/components/static-parts.tsx): a method page hydrates without the
 * code of its facts, permissions and field lists, keeping the server's markup as it is,
 * and a method page shown by navigation loads that code and renders them, once each.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';
import {
  gotoHydrated,
  markDocument,
  navigation,
  openPage,
  openSite,
  prefetchSettled,
  recordScripts,
  type SiteUnderTest,
} from './support.ts';

const PARTS = ['method-facts', 'method-types'];

/** The markup of each static part as the server wrote it (the HTML file, parsed). */
async function serverParts(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    async ({ path, parts }) => {
      const html = await (await fetch(path)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return parts.map((name) => doc.querySelector(`[data-static-part="${name}"]`)?.innerHTML ?? 'missing');
    },
    { path, parts: PARTS },
  );
}

/** Markup without React's server-only text separators (`<!-- -->` between adjacent texts), for comparing a client render. */
const withoutSeparators = (parts: string[]) => parts.map((html) => html.replaceAll('<!-- -->', ''));

async function liveParts(page: Page): Promise<string[]> {
  return page.evaluate(
    (parts) => parts.map((name) => document.querySelector(`[data-static-part="${name}"]`)?.innerHTML ?? 'missing'),
    PARTS,
  );
}

describe('static parts of method pages', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite((await buildInto(siteWithGoFiles())).outDir);
  });
  after(() => site?.close());

  test('prefetchSettled (test/browser/support.ts) fails, and says why, for a missing element and one that never comes into view', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    await assert.rejects(prefetchSettled(page, '.no-such-element'), /no element \.no-such-element/);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<a id="hidden-probe" href="#" style="display:none">x</a>'),
    );
    await assert.rejects(
      prefetchSettled(page, '#hidden-probe', 500),
      /#hidden-probe did not come into view within 500 ms/,
    );
    await prefetchSettled(page, '.navbar__brand');
    await context.close();
  });

  test('hydrate with the server markup and without their code; navigation renders them', async () => {
    const { page, context, console: log } = await openPage(site);
    // Data saver on: no prefetching, so every script fetched is one the page needed.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const scripts = recordScripts(page);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    // What the runtime schedules after hydration (in idle time) has had its chance to fetch.
    await prefetchSettled(page, '.navbar__brand');
    const named = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
          'script[type="module"], link[rel="modulepreload"]',
        ),
      ].map((el) => new URL('src' in el ? el.src : el.href).pathname),
    );
    assert.deepEqual(
      [...new Set(scripts)].sort(),
      [...new Set(named)].sort(),
      'the first load fetches only the scripts the HTML names',
    );
    const server = await serverParts(page, '/api-docs/api/demo/demo/get-info/');
    assert.ok(
      server.every((html) => html !== 'missing' && html.length > 100),
      'the server wrote both parts',
    );
    assert.deepEqual(await liveParts(page), server, 'hydration kept the server markup of each part');
    assert.ok(await page.locator('#__main #permissions').isVisible());
    assert.deepEqual(log.errors(), [], 'no hydration error');

    const marker = await markDocument(page);
    const fetchedBefore = scripts.length;
    await navigation(page, () =>
      page.locator('#__main').evaluate(() => {
        const link = document.createElement('a');
        link.href = '/api-docs/api/demo/demo/chat/';
        document.body.append(link);
        link.click();
        link.remove();
      }),
    );
    assert.equal(await page.locator('#__main h1').innerText(), 'Chat');
    assert.ok(scripts.length > fetchedBefore, 'the code of the static parts loaded for the navigation');
    assert.deepEqual(
      withoutSeparators(await liveParts(page)),
      withoutSeparators(await serverParts(page, '/api-docs/api/demo/demo/chat/')),
      'rendered on the client as the server renders them',
    );
    for (const selector of ['.method-facts', '#permissions', '#messages']) {
      assert.equal(await page.locator(`#__main ${selector}`).count(), 1, `${selector} once`);
    }

    await navigation(page, () => page.goBack());
    assert.equal(await page.locator('#__main h1').innerText(), 'GetInfo');
    assert.deepEqual(
      withoutSeparators(await liveParts(page)),
      withoutSeparators(server),
      'back on the first page: its parts, rendered on the client',
    );
    assert.equal(await page.locator('#__main .method-facts').count(), 1);
    assert.ok(await marker.survived(), 'no reload');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });
});
