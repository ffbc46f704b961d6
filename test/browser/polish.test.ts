/**
 * Small reading details in a real browser: change counts read as figures (no box, no fill,
 * not like buttons), release tags stay on one line at 390 px, and the table of contents at
 * 1440 px wraps names only between their parts (the <wbr> of breakIdentifier).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { gotoHydrated, openPage, openSite, type SiteUnderTest } from './support.ts';

describe('reading details', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('change counts are figures, not controls: no border, no background, no pointer', async () => {
    const { page, context } = await openPage(site, { width: 1280, height: 800 });
    await gotoHydrated(page, site.url('api/demo/history/v1.0.0/'));
    const looks = await page.locator('.changes__count').evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return {
          border: style.borderTopWidth,
          background: style.backgroundColor,
          cursor: style.cursor,
          number:
            parseFloat(getComputedStyle(item.querySelector('.changes__count-number')!).fontSize) >
            parseFloat(style.fontSize),
        };
      }),
    );
    assert.ok(looks.length > 0);
    for (const look of looks)
      assert.deepEqual(look, { border: '0px', background: 'rgba(0, 0, 0, 0)', cursor: 'auto', number: true });
    await context.close();
  });

  test('release tags stay on one line at 390 px', async () => {
    const { page, context } = await openPage(site, { width: 390, height: 800 });
    for (const path of ['api/demo/history/v1.0.0/', 'api/demo/']) {
      await gotoHydrated(page, site.url(path));
      const tags = await page.locator('.version-tag').evaluateAll((spans) =>
        spans.map((s) => ({
          text: s.textContent,
          lines: s.getClientRects().length,
          wrap: getComputedStyle(s).whiteSpace,
        })),
      );
      assert.ok(tags.length > 0, `${path} shows release tags`);
      for (const tag of tags) assert.deepEqual([tag.lines, tag.wrap], [1, 'nowrap'], `${path}: ${tag.text}`);
    }
    await context.close();
  });

  test('the table of contents at 1440 px breaks names only between their parts', async () => {
    const { page, context } = await openPage(site, { width: 1440, height: 900 });
    await gotoHydrated(page, site.url('api/demo/demo/open-thing/'));
    // Every text piece between two <wbr> sits on one line unless it alone is wider than the column.
    const split = await page.locator('.toc__link').evaluateAll((links) =>
      links.flatMap((link) => {
        const column = link.getBoundingClientRect().width;
        return [...link.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            const width = range.getBoundingClientRect().width;
            return lines > 1 && !node.textContent!.includes(' ') && width <= column
              ? [`${link.textContent}: "${node.textContent}"`]
              : [];
          });
      }),
    );
    assert.deepEqual(split, []);
    assert.ok((await page.locator('.toc__link wbr').count()) > 0, 'names carry their break points');
    await context.close();
  });
});
