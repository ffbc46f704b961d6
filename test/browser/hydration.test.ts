import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { gotoHydrated, navigation, openPage, openSite, serveWith, type SiteUnderTest } from './support.ts';

/** One page of every kind of the fixture site. */
const PAGE_TYPES = {
  home: '',
  markdown: 'markdown-page/',
  search: 'search/',
  'not-found': '404.html',
  'api-reference category': 'category/api-reference/',
  'service index': 'api/demo/',
  'rest endpoints': 'api/demo/rest-endpoints/',
  'sub-service category': 'category/demo-service/',
  method: 'api/demo/demo/get-info/',
  'streaming method': 'api/demo/demo/chat/',
  'deprecated method': 'api/demo/demo/old-thing/',
};

describe('hydration of the built site', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('pages load one content-hashed script and stylesheet built by esbuild', () => {
    const html = fs.readFileSync(path.join(site.outDir, 'index.html'), 'utf8');
    const script = html.match(/<script type="module" src="\/api-docs\/assets\/(main\.[A-Z0-9]{8}\.js)"><\/script>/);
    const css = html.match(/<link rel="stylesheet" href="\/api-docs\/assets\/(main\.[A-Z0-9]{8}\.css)">/);
    assert.ok(script && css, 'the page names hashed main.<hash>.js and main.<hash>.css');
    assert.ok(fs.existsSync(path.join(site.outDir, 'assets', script[1]!)));
    assert.ok(fs.existsSync(path.join(site.outDir, 'assets', css[1]!)));
  });

  test('every page type hydrates with no console error or hydration error', async () => {
    const { page, context, console: log } = await openPage(site);
    for (const [kind, sitePath] of Object.entries(PAGE_TYPES)) {
      await gotoHydrated(page, site.url(sitePath));
      assert.ok(await page.locator('#__main h1').first().isVisible(), `${kind}: the heading is visible`);
      assert.deepEqual(log.errors(), [], `${kind} (${sitePath}): console errors`);
    }
    await context.close();
  });

  test('markup that differs from the first client render is reported as a hydration error', async () => {
    const copy = path.join(tempDir('apidocs-mismatch-'), 'site');
    fs.cpSync(await fixtureBuildDir(), copy, { recursive: true });
    const home = path.join(copy, 'index.html');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace('>Daemons</h2>', '>Services</h2>'));
    const edited = await serveWith(site.browser, copy);
    try {
      const { page, context, console: log } = await openPage(edited);
      await gotoHydrated(page, edited.url(''));
      assert.ok(
        log.errors().some((e) => e.includes('hydration error')),
        `a hydration error was logged: ${JSON.stringify(log.errors())}`,
      );
      await context.close();
    } finally {
      await edited.close();
    }
  });

  test('after hydration React owns the markup: a sidebar category collapses on click', async () => {
    const { page, context } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    const caret = page.getByRole('button', { name: "Collapse sidebar category 'Demo Service'" }).first();
    await caret.click();
    assert.equal(
      await page
        .getByRole('button', { name: "Expand sidebar category 'Demo Service'" })
        .first()
        .getAttribute('aria-expanded'),
      'false',
    );
    await context.close();
  });

  test('a walk through every page type by client-side navigation logs no errors', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url(''));
    const walk: [label: string, href: string, h1: RegExp][] = [
      ['home intro link', '/api-docs/markdown-page/', /Fixture markdown page/],
      ['markdown link', '/api-docs/api/demo/', /Demo/],
      ['sidebar link', '/api-docs/api/demo/rest-endpoints/', /REST Endpoints/],
      ['sidebar category', '/api-docs/category/demo-service/', /Demo Service/],
      ['card', '/api-docs/api/demo/demo/get-info/', /GetInfo/],
      ['sidebar method', '/api-docs/api/demo/demo/chat/', /Chat/],
      ['sidebar method', '/api-docs/api/demo/demo/old-thing/', /OldThing/],
      ['breadcrumb', '/api-docs/category/api-reference/', /API Reference/],
      ['navbar', '/api-docs/api/extra/', /Extra/],
      ['brand', '/api-docs/', /Demo API Reference/],
    ];
    for (const [label, href, h1] of walk) {
      await navigation(page, () => page.locator(`#__apidocs a[href="${href}"]:visible`).first().click());
      assert.equal(new URL(page.url()).pathname, href, `${label}: URL`);
      assert.match(await page.locator('#__main h1').first().innerText(), h1, `${label}: heading`);
    }
    await gotoHydrated(page, site.url('404.html'));
    await navigation(page, () => page.getByRole('link', { name: 'search the documentation' }).click());
    assert.match(await page.locator('#__main h1').innerText(), /Search/);
    assert.equal(new URL(page.url()).pathname, '/api-docs/search/');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });
});
