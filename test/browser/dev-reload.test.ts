import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BROWSER_SKIP, type ConsoleLog, launchBrowser, newContext, recordConsole } from '../helpers/browser.ts';
import { FIXTURE_SITE, copyFixtureProtos, tempDir } from '../helpers/fixtures.ts';
import { type RunningCli, spawnCli } from '../server/spawn-cli.ts';
import { gotoHydrated, watchNavigations } from './support.ts';

const OVERLAY = '#__apidocs-dev-overlay';

describe('apidocs dev in the browser: live reload and the error overlay', { skip: BROWSER_SKIP }, () => {
  let content: string;
  let dev: RunningCli;
  let browser: Browser;
  let tab: { page: Page; console: ConsoleLog };

  before(async () => {
    // "<b>" in the folder name puts markup into error messages (they name the file): the overlay must show it as text.
    content = path.join(tempDir('apidocs-devtab-'), 'content-<b>bold');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    dev = await spawnCli(['dev', '--content', content, '--protos', copyFixtureProtos(), '--offline', '--port', '0']);
    browser = await launchBrowser();
    const page = await (await newContext(browser)).newPage();
    await watchNavigations(page);
    tab = { page, console: recordConsole(page) };
  });
  after(async () => {
    await browser?.close();
    if (dev) assert.equal(await dev.stop('SIGINT'), 0, 'apidocs dev exits 0 on Ctrl-C');
  });

  test('the page hydrates under the dev server and its reload client connects', async () => {
    const { page } = tab;
    await gotoHydrated(page, `${dev.url}markdown-page/`);
    await page.locator('html[data-apidocs-dev="connected"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('h1').first().textContent(), 'Fixture markdown page');
  });

  test('editing the markdown file updates the open page in place, keeping its scroll position', async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 1200, height: 300 });
    await page.evaluate(() => {
      (window as unknown as { beforeEdit: boolean }).beforeEdit = true;
      scrollTo(0, 120);
    });
    const file = path.join(content, 'pages/markdown-page.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Text with', 'Live-reloaded text with'));
    await page.getByText('Live-reloaded text with').waitFor({ state: 'visible' });
    assert.ok(tab.console.messages.some((m) => m.text.includes('[apidocs dev] page rebuilt: updated in place')));
    assert.equal(
      await page.evaluate(() => (window as unknown as { beforeEdit?: boolean }).beforeEdit),
      true,
      'no reload: the window is the same',
    );
    assert.equal(await page.evaluate(() => scrollY), 120, 'the reader stays where they were');
  });

  test('a broken site.yaml shows the error overlay (as text) over the last good page; fixing it recovers', async () => {
    const { page } = tab;
    const file = path.join(content, 'site.yaml');
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${good}\nfooter: [unclosed\n`);

    const overlay = page.locator(OVERLAY);
    await overlay.waitFor({ state: 'visible' });
    assert.equal(await overlay.getByRole('heading').textContent(), 'apidocs: build failed');
    const message = (await overlay.locator('pre').textContent()) ?? '';
    assert.match(message, /content-<b>bold\/site\.yaml:\d+: is not valid YAML/);
    assert.equal(await overlay.locator('b').count(), 0, 'the message is text, not markup');
    assert.ok(await page.getByText('Live-reloaded text with').isVisible(), 'the last good page is still there');
    assert.ok(tab.console.errors().some((e) => e.includes('[apidocs dev] build failed')));

    fs.writeFileSync(file, good.replace('Fixture announcement', 'Announcement after the fix'));
    await page.getByText('Announcement after the fix').waitFor({ state: 'visible' });
    assert.ok(
      tab.console.messages.some((m) => m.text.includes('[apidocs dev] page rebuilt: reloading')),
      'site data changed: the tab reloaded',
    );
    assert.equal(await page.locator(OVERLAY).count(), 0, 'the overlay is gone after the good build');
  });

  test('no errors other than the reported build failure, and no CSP violation', () => {
    const unexpected = tab.console.errors().filter((e) => !e.includes('[apidocs dev] build failed'));
    assert.deepEqual(unexpected, []);
  });
});
