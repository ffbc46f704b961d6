/**
 * Before/after samples in a browser (fixture: demo v1.0.0 removed AncientThing, replaced by
 * GetInfo): the removed RPC's page hydrates without errors, a language tab shows both calls in
 * that language, the choice is the method pages' (remembered across pages), and "Your node"
 * fills both sides; axe finds nothing serious on the removed and Upgrading pages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { axeRulesFor, seriousAxeViolations } from '../helpers/axe.ts';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, openPage, openSite, renderedFrames, type SiteUnderTest } from './support.ts';

describe('before/after samples', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('a language tab shows the old call and the new one in that language, filled with "Your node"', async () => {
    const { page, context, console } = await openPage(site);
    await page.addInitScript(() => {
      if (!localStorage.getItem('apidocs.node'))
        localStorage.setItem(
          'apidocs.node',
          JSON.stringify({ host: 'mynode.example', daemons: { demo: { grpcPort: '12345' } } }),
        );
    });
    await gotoHydrated(page, site.url('api/demo/demo/ancient-thing/'));
    const pair = page.locator('.before-after');
    await pair.getByRole('tab', { name: 'Python' }).first().click();
    const sides = pair.locator('[data-side]:visible');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.before-after [data-side]')].some(
        (side) => (side as HTMLElement).offsetParent && /stub = /.test(side.textContent ?? ''),
      ),
    );
    const texts = await sides.allTextContents();
    assert.equal(texts.length, 2, texts.join('\n---\n'));
    assert.match(texts[0]!, /^Before: Demo\.AncientThing \(v0\.9\.0\)[^]*AncientThing\(/);
    assert.match(texts[1]!, /^After: Demo\.GetInfo \(v1\.0\.0\)[^]*GetInfo\(/);
    for (const text of texts) assert.match(text, /mynode\.example:12345/, 'Your node fills both sides');
    assert.deepEqual(console.errors(), []);
    // The language choice is the method pages' own.
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    const chosen = page.locator('.code-samples [role="tab"][aria-selected="true"]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.code-samples [role="tab"][aria-selected="true"]')].some(
        (tab) => tab.textContent === 'Python',
      ),
    );
    assert.ok((await chosen.allTextContents()).includes('Python'));
    await context.close();
  });

  test('axe: no serious or critical violation on the pages with before/after samples, in light mode, nor of contrast in dark', async () => {
    const found: string[] = [];
    for (const mode of ['light', 'dark']) {
      const { page, context } = await openPage(site);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      for (const path of ['api/demo/demo/ancient-thing/', 'api/demo/history/v1.0.0/upgrading/']) {
        await gotoHydrated(page, site.url(path));
        assert.equal(await page.locator('.before-after').count(), 1, path);
        await renderedFrames(page);
        for (const line of await seriousAxeViolations(page, axeRulesFor(mode))) found.push(`${mode} /${path}: ${line}`);
      }
      await context.close();
    }
    assert.deepEqual(found, []);
  });
});
