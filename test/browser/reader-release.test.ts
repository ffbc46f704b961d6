/**
 * Marks that help instead of repeat, on the real site (APIDOCS_PROTOS): with "Your node" set to
 * lnd v0.17.5-beta, SubmitPackage (only in v0.21.2-beta) says once, at the top, that the RPC is
 * not in the reader's release (its ten fields carry no mark and no badge of their own) and its
 * samples stay as for v0.21.2-beta, saying why; BumpFee says at the top that 3 fields of its
 * request and 1 of its response are not in v0.17.5-beta, linking them, marks each of them once,
 * and its samples clone v0.17.5-beta and send none of them (v0.18.2-beta: only deadline_delta
 * left out). A v0.20.2-beta node reads the field backported in v0.20.3-beta as an upgrade within
 * its line. "Your node" names the release, the release list is sorted by version, and axe stays
 * clean with the summary and marks shown.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { gotoHydrated, openPage, realSiteForSuite } from './support.ts';

const CONTENT = 'main';

async function chooseRelease(page: Page, tag: string): Promise<void> {
  if (!(await page.locator('.your-node').evaluate((d) => (d as HTMLDetailsElement).open)))
    await page.locator('.your-node > summary').click();
  await page.getByLabel('lnd release you run').selectOption(tag);
}

/** Every sample's text of the page (all tabs), as the copy button copies it. */
async function samplesText(page: Page): Promise<string> {
  return (await page.locator('.code-samples pre code').allTextContents()).join('\n-----\n');
}

/** The marks shown in the page's content (not the sidebar), as [row id or class, text]. */
async function contentMarks(page: Page): Promise<string[]> {
  return page.$$eval(`${CONTENT} [data-lack]`, (elements) =>
    elements
      .filter((e) => !e.closest('#__sidebar'))
      .map((e) => `${e.id || e.className}: ${e.getAttribute('data-lack')}`),
  );
}

describe("the reader's release on real method pages", { skip: BROWSER_SKIP || REAL_PROTOS_SKIP }, () => {
  const site = realSiteForSuite();

  test('SubmitPackage on a v0.17.5-beta node: one mark at the top, none on its fields, samples say they are for v0.21.2-beta', async () => {
    const { page, context, console: log } = await openPage(site());
    await gotoHydrated(page, site().url('api/lnd/wallet-kit/submit-package/'));
    await chooseRelease(page, 'v0.17.5-beta');
    const tags = await page.getByLabel('lnd release you run').locator('option').allTextContents();
    assert.deepEqual(
      tags.slice(0, 7),
      ['not set', 'v0.21.2-beta', 'v0.21.1-beta', 'v0.21.0-beta', 'v0.20.3-beta', 'v0.20.2-beta', 'v0.20.1-beta'],
      'sorted by version, newest line first (v0.20.2-beta is dated after v0.21.1-beta)',
    );
    await page.waitForFunction(() => document.querySelector('.release-note[data-subject]')?.hasAttribute('data-lack'));
    assert.deepEqual(await contentMarks(page), [
      'release-note: This RPC is not in your v0.17.5-beta: added in v0.21.2-beta',
    ]);
    assert.equal(await page.locator('.release-note .badge--new').isVisible(), false, 'the mark replaces the badge');
    assert.equal(await page.locator(`${CONTENT} li[id] .badge--new`).count(), 0, 'fields added with the RPC: no badge');
    assert.equal(await page.locator('[data-version-summary]').count(), 0, 'no field differs from the RPC');
    assert.match(await page.locator('.your-node__summary').innerText(), /; you run lnd v0\.17\.5-beta$/);
    assert.equal(
      await page.locator('[data-release-samples]').innerText(),
      'This RPC is not in your v0.17.5-beta: these samples are for v0.21.2-beta.',
    );
    assert.match(
      await samplesText(page),
      /git clone --depth 1 --branch v0\.21\.2-beta https:\/\/github\.com\/lightningnetwork\/lnd/,
    );
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('BumpFee on a v0.17.5-beta node: the summary on the first screen, one mark per field, samples of v0.17.5-beta', async () => {
    const { page, context, console: log } = await openPage(site(), { width: 1280, height: 900 });
    await gotoHydrated(page, site().url('api/lnd/wallet-kit/bump-fee/'));
    await chooseRelease(page, 'v0.17.5-beta');
    const summary = page.locator('[data-version-summary]');
    await summary.waitFor({ state: 'visible' });
    assert.equal(
      await summary.innerText(),
      [
        '3 fields of this request are not in your v0.17.5-beta:',
        '',
        'immediate: added in v0.18.0-beta',
        'budget: added in v0.18.0-beta',
        'deadline_delta: added in v0.18.5-beta',
        '',
        '1 field of this response is not in your v0.17.5-beta:',
        '',
        'status: added in v0.18.0-beta',
      ].join('\n'),
    );
    await page.locator('.your-node > summary').click(); // fold the panel again: the first screen as read
    const top = await summary.evaluate((e) => e.getBoundingClientRect().top + scrollY);
    assert.ok(top < 900, `the summary is on the first screen (at ${top} px)`);
    assert.equal(
      await summary.getByRole('link', { name: 'budget' }).getAttribute('href'),
      '#walletrpc.bumpfeerequest-budget',
    );
    assert.deepEqual((await contentMarks(page)).sort(), [
      'walletrpc.bumpfeerequest-budget: not in your v0.17.5-beta: added in v0.18.0-beta',
      'walletrpc.bumpfeerequest-deadline_delta: not in your v0.17.5-beta: added in v0.18.5-beta',
      'walletrpc.bumpfeerequest-immediate: not in your v0.17.5-beta: added in v0.18.0-beta',
      'walletrpc.bumpfeeresponse-status: not in your v0.17.5-beta: added in v0.18.0-beta',
    ]);
    assert.equal(await page.locator('#walletrpc\\.bumpfeerequest-budget > .badge--new').isVisible(), false);

    await page.getByRole('button', { name: 'All fields' }).click();
    const text = await samplesText(page);
    assert.match(text, /git clone --depth 1 --branch v0\.17\.5-beta https:\/\/github\.com\/lightningnetwork\/lnd/);
    assert.doesNotMatch(text, /v0\.21\.2-beta/, 'no sample clones the page release');
    for (const field of ['immediate', 'budget', 'deadline_delta']) assert.doesNotMatch(text, new RegExp(field));
    assert.match(text, /target_conf/, 'the fields v0.17.5-beta has stay');
    assert.doesNotMatch(text, /,\s*\n\s*\}'/, 'the curl body is valid JSON: no comma before its closing brace');
    assert.match(
      await page.locator('[data-release-samples]').innerText(),
      /^These samples follow your v0\.17\.5-beta: they clone its protos and leave out immediate, budget and deadline_delta, which it lacks\.$/,
    );

    await page.locator('.your-node > summary').click();
    await chooseRelease(page, 'v0.18.2-beta');
    await page.waitForFunction(() =>
      document.querySelector('[data-release-samples]')?.textContent?.includes('v0.18.2-beta'),
    );
    const later = await samplesText(page);
    assert.match(later, /budget/);
    assert.doesNotMatch(later, /deadline_delta/);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-clean with the summary, marks and note shown');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test("a v0.17.5-beta node's EstimateRouteFee: the note names the field the minimal request needs and the release lacks", async () => {
    const { page, context } = await openPage(site());
    await gotoHydrated(page, site().url('api/lnd/router/estimate-route-fee/'));
    await chooseRelease(page, 'v0.17.5-beta');
    const note = page.locator('[data-release-samples]');
    await note.waitFor();
    assert.equal(
      await note.innerText(),
      'These samples follow your v0.17.5-beta: they clone its protos and leave out payment_request and timeout, which it lacks.' +
        ' The minimal request of v0.21.2-beta sets payment_request: v0.17.5-beta lacks it, so check what your release asks for instead.',
    );
    assert.doesNotMatch(await samplesText(page), /payment_request|timeout/);
    await context.close();
  });

  test('a v0.20.2-beta node reads the backported field as an upgrade within its line', async () => {
    const { page, context } = await openPage(site());
    await gotoHydrated(page, site().url('api/lnd/router/htlc-interceptor/'));
    await chooseRelease(page, 'v0.20.2-beta');
    const row = page.locator('#routerrpc\\.forwardhtlcinterceptrequest-outgoing_requested_node_id');
    await page.waitForFunction(
      (id) => document.getElementById(id)?.getAttribute('data-lack'),
      'routerrpc.forwardhtlcinterceptrequest-outgoing_requested_node_id',
    );
    assert.equal(
      await row.getAttribute('data-lack'),
      'not in your v0.20.2-beta: added in v0.20.3-beta (upgrade within your line)',
    );
    assert.equal(
      await row.getAttribute('aria-description'),
      'not in your v0.20.2-beta: added in v0.20.3-beta (upgrade within your line)',
    );
    // The summary's chunk loads on first need, after the row marks: wait until it is shown.
    const summary = page.locator('[data-version-summary] [data-side="response"]');
    await summary.waitFor({ state: 'visible' });
    assert.match(
      await summary.innerText(),
      /^1 field of this response is not in your v0\.20\.2-beta:\n\noutgoing_requested_node_id: added in v0\.20\.3-beta \(upgrade within your line\)$/,
    );
    assert.match(await samplesText(page), /--branch v0\.20\.2-beta https:\/\/github\.com\/lightningnetwork\/lnd/);
    await context.close();
  });
});
