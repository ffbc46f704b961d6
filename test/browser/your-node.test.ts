/**
 * The "Your node" panel, the request variants and the bytes converter in a real browser:
 * settings update every sample and connection note in place, on every page, without a
 * reload, survive a reload without a hydration mismatch, and the copy button copies a
 * command without a prompt. The panel's form and the converter load on demand: not in
 * the served markup or the first load, there once their fold is opened (also when it was
 * opened before hydration).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP } from '../helpers/browser.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import {
  gotoHydrated,
  markDocument,
  navigation,
  openPage,
  openSite,
  realSiteForSuite,
  type SiteUnderTest,
} from './support.ts';

/** The text of every code block of the code samples (hidden tabs included). */
const sampleTexts = (page: Page) =>
  page.locator('.code-samples pre code').evaluateAll((codes) => codes.map((c) => c.textContent ?? ''));

describe('Your node panel', { skip: BROWSER_SKIP }, () => {
  let site: SiteUnderTest;
  before(async () => {
    site = await openSite();
  });
  after(() => site?.close());

  test('defaults match the server render; typed settings update every sample and note in place, on other pages and after a reload', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    const before = await sampleTexts(page);
    assert.ok(
      before.some((t) => t.includes("'localhost:10009'")) &&
        before.some((t) => t.includes('https://localhost:8080/v1/getinfo')),
    );
    const mark = await markDocument(page);

    await page.locator('.your-node > summary').click();
    await page.getByLabel('Host').fill('node-7.example.org');
    await page.getByLabel('Demo gRPC port').fill('20009');
    await page.getByLabel('demod data folder').fill('/srv/demo');
    await page.getByLabel('Network').selectOption('testnet');
    const after = await sampleTexts(page);
    assert.ok(
      after.some((t) => t.includes("new demorpc.Demo('node-7.example.org:20009', creds)")),
      'gRPC JavaScript',
    );
    assert.ok(
      after.some((t) => t.includes("grpc.secure_channel('node-7.example.org:20009', credentials)")),
      'gRPC Python',
    );
    assert.ok(
      after.some((t) => t.includes('https://node-7.example.org:8080/v1/getinfo')),
      'curl keeps the default REST port',
    );
    assert.ok(
      after.some((t) => t.includes("'/srv/demo/tls.cert'")),
      'certificate path under the folder',
    );
    assert.ok(
      after.some((t) =>
        t.startsWith(
          'democli --rpcserver=node-7.example.org:20009 --tlscertpath=/srv/demo/tls.cert --macaroonpath=/srv/demo/admin.macaroon getinfo',
        ),
      ),
      'CLI flags',
    );
    assert.match(await page.locator('.connection-note').innerText(), /node-7\.example\.org:20009/);
    assert.ok(await mark.survived(), 'no reload');

    // An invalid value is refused with a message and changes nothing.
    await page.getByLabel('Demo REST port').fill('80800');
    assert.match(await page.locator('.your-node__problem').innerText(), /port number from 1 to 65535/);
    assert.ok((await sampleTexts(page)).some((t) => t.includes('https://node-7.example.org:8080/v1/getinfo')));

    await navigation(page, () => page.locator('#__sidebar a[href="/api-docs/api/demo/demo/close-thing/"]').click());
    assert.ok(
      (await sampleTexts(page)).some((t) => t.includes("new demorpc.Demo('node-7.example.org:20009', creds)")),
      'the next page uses the settings',
    );

    await gotoHydrated(page, site.url('api/demo/'));
    assert.match(
      await page.locator('#connecting ~ .table-wrapper').first().innerText(),
      /node-7\.example\.org:20009[\s\S]*\/srv\/demo\/tls\.cert/,
      'the connection notes too',
    );

    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.code-samples pre code')].some((c) =>
        c.textContent?.includes('node-7.example.org'),
      ),
    );
    assert.deepEqual(log.errors(), [], 'stored settings apply after hydration without a mismatch');

    await page.locator('.your-node > summary').click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    assert.deepEqual(await sampleTexts(page), before, 'reset: the server-rendered samples again');
    await context.close();
  });

  test('a pasted URL gives the host and port, its scheme noticed; a wrong address keeps its text and problem and changes no sample', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/get-info/'));
    await page.locator('.your-node > summary').click();
    const host = page.getByLabel('Host');
    await host.fill('https://mynode.local:10019/');
    const pasted = await sampleTexts(page);
    assert.ok(
      pasted.some((t) => t.includes("new demorpc.Demo('mynode.local:10019', creds)")),
      'gRPC: the host and port of the URL',
    );
    assert.ok(
      pasted.some((t) => t.includes('https://mynode.local:8080/v1/getinfo')),
      'REST keeps its port',
    );
    assert.ok(!pasted.some((t) => /https:10019|\/\/https/.test(t)), 'the scheme is never the host');
    assert.match(
      await page.locator('.your-node__notice').innerText(),
      /Host mynode\.local, Demo gRPC port 10019\. The https:\/\/ is left out/,
    );
    assert.equal(await page.getByLabel('Demo gRPC port').inputValue(), '10019');
    await host.press('Tab');
    assert.equal(await host.inputValue(), 'mynode.local', 'the field then shows the host it applied');

    // Typed key by key, "https" is a valid host on the way: it must not stay once the text is wrong.
    await host.click();
    await host.press('ControlOrMeta+a');
    await host.pressSequentially('https://my node');
    assert.match(await page.locator('.your-node__problem').innerText(), /host name or IP address/);
    const refused = await sampleTexts(page);
    assert.ok(
      refused.some((t) => t.includes("new demorpc.Demo('mynode.local:10019', creds)")),
      'the settings before the edit',
    );
    assert.deepEqual(
      refused.filter((t) => /\bhttps:\d|\/\/https\b|\bmy:\d|\/\/my:/.test(t)),
      [],
      'no half-typed host (https, my) in any sample',
    );
    assert.equal(
      refused.join('\n').match(/mynode\.local:\d+/g)?.length,
      pasted.join('\n').match(/mynode\.local:\d+/g)?.length,
    );
    await host.press('Tab');
    assert.equal(await host.inputValue(), 'https://my node', 'the text stays as typed after the focus leaves');
    assert.match(await page.locator('.your-node__problem').innerText(), /host name or IP address/, 'with its problem');
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('a reader who changed nothing gets the server markup unchanged after hydration', async () => {
    const { page, context, console: log } = await openPage(site);
    await gotoHydrated(page, site.url('api/demo/demo/close-thing/'));
    // The served markup from the HTML file itself: read from the page after its load, it
    // could already be the hydrated one.
    const served = await page.evaluate(async () => {
      const html = await (await fetch(location.href)).text();
      return new DOMParser().parseFromString(html, 'text/html').querySelector('.code-samples')?.innerHTML;
    });
    assert.ok(served, 'the served page has code samples');
    assert.equal(await page.locator('.code-samples').innerHTML(), served);
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('All fields switches every sample of the page; the CLI copies without a prompt', async () => {
    const { page, context } = await openPage(site);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
    await gotoHydrated(page, site.url('api/demo/demo/open-thing/'));
    const minimal = await sampleTexts(page);
    assert.ok(!minimal.some((t) => t.includes('memo')), 'the minimal request leaves the optional memo out');
    await page.getByRole('button', { name: 'All fields' }).click();
    const full = await sampleTexts(page);
    assert.ok(
      full.some((t) => t.includes("memo: 'coffee and a croissant'")),
      'every field',
    );
    assert.equal(await page.getByRole('button', { name: 'All fields' }).getAttribute('aria-pressed'), 'true');

    await page.getByRole('tab', { name: 'Shell' }).click();
    const cli = page.locator('.shell-sample').first();
    await cli.hover();
    await cli.locator('button[data-copy]').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^democli --network=regtest openthing$/, 'the command as it runs: no "$ " prompt');
    await context.close();
  });

  test('the bytes converter turns hex into base64 and padded base64url; its code loads when the fold opens', async () => {
    const { page, context, console: log } = await openPage(site);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.url().endsWith('.js') && scripts.push(request.url())));
    await gotoHydrated(page, site.url('api/demo/demo/open-thing/'));
    assert.equal(await page.locator('.bytes-converter__rules').count(), 1, 'the rules are in the page');
    assert.equal(
      await page.locator('.bytes-converter__form').count(),
      0,
      'the converter is not, before the fold opens',
    );
    const loaded = scripts.length;
    await page.locator('li[id="demorpc.openthingrequest-node_pubkey"] .bytes-help a').click();
    await page.getByLabel('Convert', { exact: true }).fill('fbff');
    assert.ok(scripts.length > loaded, "the converter's code loaded on demand");
    const outputs = await page.locator('.bytes-converter__outputs dd').allInnerTexts();
    assert.deepEqual(outputs, ['fbff', '+/8=', '-_8=', '2 bytes']);
    assert.match(
      await page.locator('li[id="demorpc.openthingrequest-node_pubkey"] .bytes-help').innerText(),
      /hex in the CLI[\s\S]*base64 in the JSON body, base64url with padding/,
      'bytes fields say how to encode them',
    );
    assert.deepEqual(log.errors(), []);
    await context.close();
  });

  test('a fold opened before hydration gets its form once the page is hydrated, with no mismatch', async () => {
    const { page, context, console: log } = await openPage(site);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main\.\w+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The markup is parsed long before the held script; "load" would wait for it.
    await page.goto(site.url('api/demo/demo/get-info/'), { waitUntil: 'commit' });
    await page.locator('.your-node > summary').waitFor();
    assert.equal(await page.locator('.your-node input').count(), 0, 'the served panel has no form');
    await page.locator('.your-node > summary').click();
    release();
    await page.waitForFunction(() => window.__navigations.length > 0);
    await page.getByLabel('Host').fill('node-8.example.org');
    assert.ok((await sampleTexts(page)).some((t) => t.includes("'node-8.example.org:10009'")));
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    assert.deepEqual(log.errors(), []);
    await context.close();
  });
});

describe("the real site's Keysend request (SendPaymentV2: lncli sendpayment --keysend)", {
  skip: BROWSER_SKIP || REAL_PROTOS_SKIP,
}, () => {
  const site = realSiteForSuite();

  test('a third choice beside Minimal request and All fields switches every sample; pages without it show the minimal request', async () => {
    const { page, context, console: log } = await openPage(site());
    await gotoHydrated(page, site().url('api/lnd/router/send-payment-v2/'));
    const keysend = page.getByRole('button', { name: 'Keysend' });
    assert.equal(await keysend.getAttribute('title'), 'What lncli sendpayment --keysend sends');
    assert.ok(
      (await sampleTexts(page)).some((t) => t.includes('--pay_req=')),
      'the minimal request pays an invoice',
    );
    await keysend.click();
    assert.equal(await keysend.getAttribute('aria-pressed'), 'true');
    const texts = await sampleTexts(page);
    assert.equal(texts.filter((t) => t.includes('dest_custom_records[5482373484]')).length, 6, 'every sample');
    assert.ok(texts.some((t) => /sendpayment[\s\\]+--keysend/.test(t)));
    assert.ok(!texts.some((t) => t.includes('--pay_req=') || t.includes('payment_request')));
    // The choice is kept; GetInfo has no such request and shows its minimal one.
    await gotoHydrated(page, site().url('api/lnd/lightning/get-info/'));
    assert.equal(await page.getByRole('button', { name: 'Keysend' }).count(), 0);
    assert.ok((await sampleTexts(page)).some((t) => t.includes('/v1/getinfo')));
    assert.deepEqual(log.errors(), []);
    await context.close();
  });
});
