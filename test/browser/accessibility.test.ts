/**
 * Accessibility in real Chromium: axe-core (its source evaluated in the page, which the CSP
 * allows for the test driver) finds no serious or critical violation on every kind of page
 * at 1280 and 390 px (in dark mode, of the rules colours decide), and in interactive states (the search dropdown open,
 * a tab list focused, a form error shown); and the behaviours axe cannot see: the mobile menu
 * keeps focus until closed, the search page announces only its count, copy buttons show on
 * touch screens and keyboard focus, and the first tap on the search box focuses it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { axeRulesFor, axeViolations, seriousAxeViolations } from '../helpers/axe.ts';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, openPage, openSite, renderedFrames, type SiteUnderTest } from './support.ts';

/** One page of each kind (site paths); the search page with a query. */
const PAGES = [
  '',
  'api/demo/',
  'api/demo/rest-endpoints/',
  'category/demo-service/',
  'api/demo/demo/open-thing/',
  'api/demo/demo/get-info/',
  'search/?q=getinfo',
  '404.html',
  // A copy of a category at its sub-service's folder, and a Documentation gaps page.
  'api/demo/demo/',
  'api/demo/documentation-gaps/',
];

describe('accessibility', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('axe: no serious or critical violation on any kind of page at 1280 and 390 px, in light mode, nor of contrast in dark', async () => {
    const found: string[] = [];
    for (const width of [1280, 390]) {
      for (const mode of ['light', 'dark']) {
        const { page, context } = await openPage(site, { width, height: 800 });
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        for (const path of PAGES) {
          await gotoHydrated(page, site.url(path));
          if (path.startsWith('search/')) await page.waitForSelector('[data-search-group]');
          // Everything laid out and every folded part open, so axe sees all of it.
          await page.evaluate(() => {
            document.documentElement.setAttribute('data-scroll-restoring', '');
            for (const details of document.querySelectorAll<HTMLDetailsElement>('article details')) details.open = true;
          });
          if (width < 997 && /\/demo\/demo\/[^/]+\/$/.test(path))
            await page.getByRole('button', { name: 'On this page' }).click();
          await renderedFrames(page);
          const rules = axeRulesFor(mode);
          for (const line of await seriousAxeViolations(page, rules))
            found.push(`${width}px ${mode} /${path}: ${line}`);
        }
        // The mobile menu, open.
        if (width < 997) {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page.locator('#__sidebar').waitFor({ state: 'visible' });
          const rules = axeRulesFor(mode);
          for (const line of await seriousAxeViolations(page, rules))
            found.push(`${width}px ${mode} mobile menu: ${line}`);
        }
        await context.close();
      }
    }
    assert.deepEqual(found, []);
  });

  test("axe landmark-unique (a moderate rule the test above leaves out): a history release's two RPCs sections have distinct names", async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/history/v1.0.0/'));
    assert.ok(
      (await page.locator('section > h3', { hasText: /^RPCs$/ }).count()) >= 2,
      'the case under test: two groups with an RPCs section',
    );
    const violations = await axeViolations(page, ['landmark-unique']);
    assert.deepEqual(
      violations.map((v) => v.nodes.map((n) => n.target.join(' '))),
      [],
    );
    await context.close();
  });

  test('axe: no serious or critical violation with the search dropdown open, a tab list focused and a form error shown, in light mode, nor of contrast in dark', async () => {
    const found: string[] = [];
    for (const mode of ['light', 'dark']) {
      const { page, context } = await openPage(site);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
      const check = async (state: string) => {
        await renderedFrames(page);
        const rules = axeRulesFor(mode);
        for (const line of await seriousAxeViolations(page, rules)) found.push(`${mode} ${state}: ${line}`);
      };

      // The search dropdown, open with its hits, one of them active.
      const input = page.locator('#__search-input');
      await input.focus();
      await input.fill('getinfo');
      await page.waitForSelector('.search-dropdown[data-query="getinfo"]');
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector('.search-dropdown [role="option"][aria-selected="true"]');
      assert.ok(
        (await page.locator('.search-dropdown [role="option"]').count()) >= 2,
        'the case under test: the dropdown lists hits',
      );
      await check('search dropdown open');
      await page.keyboard.press('Escape');
      await page.locator('.search-dropdown').waitFor({ state: 'hidden' });

      // A tab list, its selected tab focused.
      await page.getByRole('tab', { name: 'gRPC' }).focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('role')),
        'tab',
        'the case under test: a tab has focus',
      );
      await check('tab list focused');

      // The "Your node" form refusing a port.
      await page.locator('.your-node > summary').click();
      await page.getByLabel('Demo REST port').fill('80800');
      await page.locator('.your-node__problem[role="alert"]').waitFor();
      await check('port error shown');
      await context.close();
    }
    assert.deepEqual(found, []);
  });

  test('the mobile menu takes focus and keeps it until closed', async () => {
    const { page, context } = await openPage(site, { width: 390, height: 800 });
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.locator('#__sidebar').waitFor({ state: 'visible' });
    const focusInSidebar = () =>
      page.evaluate(() => document.getElementById('__sidebar')!.contains(document.activeElement));
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Close navigation',
      'focus moves into the menu',
    );
    const count = await page.evaluate(() => document.querySelectorAll('#__sidebar a[href], #__sidebar button').length);
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await focusInSidebar(), `Tab ${i + 1} stays in the menu`);
    }
    // Cycling: Shift+Tab on the first element goes to the last, Tab on the last to the first.
    const focusables = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('#__sidebar a[href], #__sidebar button')].filter(
            (e) => e.getClientRects().length > 0,
          ).length,
      );
    const position = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#__sidebar a[href], #__sidebar button')]
          .filter((e) => e.getClientRects().length > 0)
          .indexOf(document.activeElement as HTMLElement),
      );
    await page.locator('#__sidebar a[href]').first().focus();
    assert.equal(await position(), 0);
    await page.keyboard.press('Shift+Tab');
    assert.equal(await position(), (await focusables()) - 1, 'Shift+Tab on the first goes to the last');
    await page.keyboard.press('Tab');
    assert.equal(await position(), 0, 'Tab on the last goes to the first');
    // Focus sent elsewhere (a click on the page behind, a screen reader's jump) comes back.
    await page.evaluate(() => (document.querySelector('#__main h1') as HTMLElement).setAttribute('tabindex', '-1'));
    await page.evaluate(() => (document.querySelector('#__main h1') as HTMLElement).focus());
    assert.ok(await focusInSidebar(), 'focus cannot leave while it is open');
    await page.keyboard.press('Escape');
    await page.locator('#__sidebar').waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Open navigation',
      'closed: focus returns to the button',
    );
    await page.keyboard.press('Tab');
    assert.equal(await focusInSidebar(), false, 'and is free again');
    await context.close();
  });

  test('in dark mode the navbar search box stands out from the navbar', async () => {
    const { page, context } = await openPage(site);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, site.url(''));
    const colours = await page.evaluate(() => ({
      navbar: getComputedStyle(document.querySelector('nav.navbar')!).backgroundColor,
      border: getComputedStyle(document.querySelector('.search-bar__input')!).borderTopColor,
    }));
    const ratio = contrast(colours.border, colours.navbar);
    assert.ok(
      ratio >= 3,
      `the box's edge against the navbar: ${ratio.toFixed(2)}:1 (${colours.border} on ${colours.navbar})`,
    );
    await context.close();
  });

  test('the search page announces its count, not its list of hits', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('search/?q=getinfo'));
    await page.waitForSelector('[data-search-group]');
    const live = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')]
        .filter((e) => e.closest('.search-page'))
        .map((e) => e.textContent),
    );
    assert.equal(live.length, 1, 'one live region on the search page');
    assert.match(live[0]!, /^\d+ results? for “getinfo” on \d+ pages?$/);
    assert.equal(
      await page
        .locator('.search-page [aria-live] [data-search-group], .search-page [role="status"] [data-search-group]')
        .count(),
      0,
    );
    await context.close();
  });

  test('copy buttons show on keyboard focus and on touch screens', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    const copy = page.locator('.code-block__copy').first();
    const opacity = () => copy.evaluate((b) => getComputedStyle(b).opacity);
    await page.mouse.move(5, 5);
    assert.equal(await opacity(), '0', 'hidden until hover or focus on a desktop');
    await page.locator('.code-block__pre').first().focus();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.code-block__copy')!).opacity === '1');
    await context.close();

    const touch = await site.browser.newContext({
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await touch.newPage();
    await phone.goto(site.url('api/demo/demo/get-info/'));
    assert.equal(
      await phone
        .locator('.code-block__copy')
        .first()
        .evaluate((b) => getComputedStyle(b).opacity),
      '1',
    );
    await touch.close();
  });

  test('the first tap on the search box focuses it, even while the index starts loading under the finger', async () => {
    const touch = await site.browser.newContext({
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await touch.newPage();
    // Hold the index back: the loading spinner stays up while the tap lands.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/search-index-.*\.json$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto(site.url('api/demo/'));
    await page.waitForFunction(
      () => document.querySelector('[data-search-bar]')?.getAttribute('data-search-state') === 'idle',
    );
    const box = (await page.locator('.search-bar').boundingBox())!;
    // A touch sends mouse events first: the pointer entering the box starts loading the index and shows the spinner.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator('.search-bar__spinner').waitFor();
    const spinner = (await page.locator('.search-bar__spinner').boundingBox())!;
    assert.ok(
      spinner.x >= box.x && spinner.x + spinner.width <= box.x + box.width,
      'the case under test: the spinner lies inside the box',
    );
    await page.touchscreen.tap(spinner.x + spinner.width / 2, spinner.y + spinner.height / 2);
    await page.waitForFunction(() => document.activeElement?.id === '__search-input');
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await touch.close();
  });
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = css
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
