/**
 * "Try it" in Chromium against lnd stand-ins (test/helpers/lnd-standin.ts: lnd's CORS, TLS and
 * WebSocket behaviour) on the real site: GetInfo, ListChannels, AddInvoice (after the
 * confirmation) and SubscribeInvoices directly (from a node without macaroons: a browser cannot
 * stream from lnd with one, see docs/try-it.md) and through `apidocs serve --node`; the
 * connection doctor's fix for each injected fault; the macaroon never in storage, cookies or
 * URLs, and sent to the node entered only; the panel out of the first load; axe on the open panel.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER_SKIP, recordConsole } from '../helpers/browser.ts';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { realSiteBuild } from '../helpers/real-build.ts';
import {
  MACAROONS,
  type TryItWorld,
  macaroonTraces,
  openPanel,
  openWorld,
  pasteMacaroon,
  pointAt,
  send,
} from './try-it-support.ts';

const PAGES = {
  getInfo: 'api/lnd/lightning/get-info/',
  listChannels: 'api/lnd/lightning/list-channels/',
  addInvoice: 'api/lnd/lightning/add-invoice/',
  subscribeInvoices: 'api/lnd/lightning/subscribe-invoices/',
  queryRoutes: 'api/lnd/lightning/query-routes/',
};

describe('Try it', { skip: BROWSER_SKIP || REAL_PROTOS_SKIP }, () => {
  let world: TryItWorld;
  before(async () => {
    world = await openWorld(await realSiteBuild());
  });
  after(() => world?.close());

  /** A page of the directly served site pointed at a stand-in, with every request it makes recorded. */
  async function directPage(path: string, port: number, options: Parameters<typeof pointAt>[2] = {}) {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    const requests: { url: string; macaroon: string | null }[] = [];
    page.on('request', async (request) => {
      // A request still in flight when the test closes its context has no headers to read.
      const headers = await request.allHeaders().catch(() => null);
      if (!headers) return;
      requests.push({
        url: request.url(),
        macaroon: headers['grpc-metadata-macaroon'] ?? headers['sec-websocket-protocol'] ?? null,
      });
    });
    await pointAt(page, port, options);
    await page.goto(`${world.site.url}${path}`);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    return { page, requests, close: () => context.close() };
  }

  async function doctor(page: Page): Promise<{ problem: string; text: string }> {
    const box = page.locator('.try-it__doctor');
    await box.waitFor({ timeout: 20_000 });
    return { problem: (await box.getAttribute('data-problem')) ?? '', text: await box.innerText() };
  }

  const responseText = (page: Page) => page.locator('.try-it__response').innerText();

  /** Sends a stream, waits for the stand-in's invoice update, then stops it. */
  async function streamFirstMessageThenStop(page: Page): Promise<void> {
    await page.locator('.try-it__send').click();
    await page.locator('.try-it__messages li').first().waitFor({ timeout: 20_000 });
    assert.match(await responseText(page), /"memo": "stand-in"/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.waitForFunction(() =>
      /stream ended/.test(document.querySelector('.try-it__response')?.textContent ?? ''),
    );
  }

  test('GetInfo and ListChannels directly; the macaroon only in the calls to the node, never stored', async () => {
    const node = world.nodes.good;
    const { page, requests, close } = await directPage(PAGES.getInfo, node.port);
    const scripts: string[] = [];
    page.on('request', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await openPanel(page);
    assert.ok(scripts.length > 0, 'the panel loads a chunk of its own when opened');
    await pasteMacaroon(page, MACAROONS.readonly);
    await send(page);
    assert.match(await responseText(page), /Status 200[\s\S]*"alias": "stand-in"/);
    assert.match(
      await page.locator('.try-it__curl').innerText(),
      /curl -X GET[\s\S]*Grpc-Metadata-Macaroon: \$MACAROON[\s\S]*\/v1\/getinfo/,
    );

    // Client-side navigation keeps the macaroon in memory: ListChannels needs no second paste.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      document.querySelector('main')!.append(link);
      link.click();
    }, `/api-docs/${PAGES.listChannels}`);
    await page.waitForURL(`**/${PAGES.listChannels}`);
    await page.locator('h1', { hasText: 'ListChannels' }).waitFor();
    await openPanel(page);
    await send(page);
    assert.match(await responseText(page), /Status 200[\s\S]*"chan_id": "123456789"/);

    assert.deepEqual(await macaroonTraces(page, MACAROONS.readonly), []);
    const carrying = requests.filter((r) => r.macaroon?.toLowerCase().includes(MACAROONS.readonly));
    assert.ok(carrying.length >= 2);
    for (const r of carrying) assert.ok(r.url.startsWith(`${node.url}/`), `macaroon sent to ${r.url}`);
    for (const r of requests)
      assert.ok(!r.url.toLowerCase().includes(MACAROONS.readonly), `macaroon in a URL: ${r.url}`);

    await page.getByRole('button', { name: 'Forget the macaroon' }).click();
    assert.equal(await page.getByLabel('Macaroon (hex)').inputValue(), '');
    await close();
  });

  test('AddInvoice is not sent without the confirmation; after it, it is (typed on mainnet)', async () => {
    const node = world.nodes.good;
    const { page, close } = await directPage(PAGES.addInvoice, node.port);
    await openPanel(page);
    await pasteMacaroon(page, MACAROONS.invoice);
    const posts = () => node.received.filter((r) => r.method === 'POST' && r.url === '/v1/invoices').length;
    const before = posts();
    assert.equal(await page.locator('.try-it__send').isDisabled(), true);
    await page.keyboard.press('Enter');
    await page.locator('.try-it__send').click({ force: true });
    assert.equal(posts(), before, 'nothing was sent before the confirmation');
    await page.getByLabel('I want to send AddInvoice to my node').check();
    await send(page);
    assert.match(await responseText(page), /Status 200[\s\S]*"payment_request": "lnbcrt10000standin"/);
    assert.equal(posts(), before + 1);
    assert.equal(node.received.at(-1)!.body, '{"value":"10000"}');
    await close();

    const mainnet = await directPage(PAGES.addInvoice, node.port, { network: 'mainnet' });
    await openPanel(mainnet.page);
    const typed = mainnet.page.getByLabel('Type AddInvoice to confirm you want to send it');
    await typed.fill('addinvoice');
    assert.equal(await mainnet.page.locator('.try-it__send').isDisabled(), true);
    await typed.fill('AddInvoice');
    assert.equal(await mainnet.page.locator('.try-it__send').isDisabled(), false);
    await mainnet.close();
  });

  test("SubscribeInvoices directly: lnd's proxy leaves the macaroon subprotocol unconfirmed and the doctor says so", async () => {
    const { page, close } = await directPage(PAGES.subscribeInvoices, world.nodes.good.port);
    await openPanel(page);
    await pasteMacaroon(page, MACAROONS.readonly);
    await page.locator('.try-it__send').click();
    const found = await doctor(page);
    assert.equal(found.problem, 'websocket-subprotocol');
    assert.match(found.text, /apidocs serve --node/);
    await close();
  });

  test('SubscribeInvoices directly from a node run with no-macaroons: no subprotocol offered, the first message arrives', async () => {
    const node = world.nodes.noMacaroons;
    const { page, close } = await directPage(PAGES.subscribeInvoices, node.port);
    await openPanel(page);
    await streamFirstMessageThenStop(page);
    const upgrade = node.received.filter((r) => r.websocket).at(-1);
    assert.ok(upgrade, 'the stream reached the node directly');
    assert.equal(upgrade.headers['sec-websocket-protocol'], undefined);
    assert.match(upgrade.url, /^\/v1\/invoices\/subscribe\b/);
    await close();
  });

  test('through apidocs serve --node: GetInfo, ListChannels, AddInvoice and the first message of SubscribeInvoices', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    const log = recordConsole(page);
    const open = async (path: string) => {
      await page.goto(`${world.proxied.url}${path}`);
      await openPanel(page);
      assert.match(await page.locator('.try-it__target').innerText(), /through this site's local proxy/);
    };
    await open(PAGES.getInfo);
    await pasteMacaroon(page, MACAROONS.admin);
    await send(page);
    assert.match(await responseText(page), /Status 200[\s\S]*stand-in/);
    await open(PAGES.listChannels);
    await pasteMacaroon(page, MACAROONS.admin);
    await send(page);
    assert.match(await responseText(page), /Status 200[\s\S]*123456789/);
    await open(PAGES.addInvoice);
    await pasteMacaroon(page, MACAROONS.admin);
    await page.getByLabel('I want to send AddInvoice to my node').check();
    await send(page);
    assert.match(await responseText(page), /Status 200[\s\S]*lnbcrt10000standin/);
    await open(PAGES.subscribeInvoices);
    await pasteMacaroon(page, MACAROONS.admin);
    await streamFirstMessageThenStop(page);
    assert.deepEqual(await macaroonTraces(page, MACAROONS.admin), []);
    assert.deepEqual(
      log.errors().filter((e) => !/404|status of 500/.test(e)),
      [],
    );
    await context.close();
  });

  test('the doctor: no restcors and a trailing slash name the exact restcors line', async () => {
    for (const name of ['noCors', 'trailingSlash'] as const) {
      const { page, close } = await directPage(PAGES.getInfo, world.nodes[name].port);
      await openPanel(page);
      await pasteMacaroon(page, MACAROONS.readonly);
      await send(page);
      const found = await doctor(page);
      assert.equal(found.problem, 'cors', name);
      assert.match(found.text, new RegExp(`restcors=${world.site.origin.replace(/[.]/g, '\\.')}\\n`), name);
      assert.match(found.text, /no trailing slash/);
      assert.doesNotMatch(found.text, /restcors=\*\n/);
      await close();
    }
  });

  test('the doctor: untrusted certificate, missing permission, locked wallet, litd port', async () => {
    const cases: {
      node: keyof TryItWorld['nodes'];
      path: string;
      macaroon: string;
      problem: string;
      text: RegExp;
      litd?: boolean;
    }[] = [
      {
        node: 'untrusted',
        path: PAGES.getInfo,
        macaroon: MACAROONS.readonly,
        problem: 'certificate',
        text: /accept the certificate/,
      },
      {
        node: 'good',
        path: PAGES.listChannels,
        macaroon: MACAROONS.invoice,
        problem: 'macaroon-permission',
        text: /ListChannels needs the permissions offchain:read\. The smallest default macaroon with them is readonly\.macaroon/,
      },
      {
        node: 'locked',
        path: PAGES.getInfo,
        macaroon: MACAROONS.readonly,
        problem: 'wallet-locked',
        text: /wallet locked[\s\S]*lncli unlock/,
      },
      {
        node: 'litd',
        path: PAGES.getInfo,
        macaroon: MACAROONS.readonly,
        problem: 'litd-port',
        text: /litd's port[\s\S]*Set the REST port to lnd's own \(8080 by default\)/,
        litd: true,
      },
    ];
    for (const c of cases) {
      const { page, close } = await directPage(c.path, world.nodes[c.node].port, { throughLitd: c.litd === true });
      await openPanel(page);
      await pasteMacaroon(page, c.macaroon);
      await send(page);
      const found = await doctor(page);
      assert.equal(found.problem, c.problem, `${c.node}: ${found.text}`);
      assert.match(found.text, c.text);
      await close();
    }
  });

  test('the form from the request message: path fields, a nested message, repeated bytes, enums and a map reach the node as grpc-gateway reads them', async () => {
    const node = world.nodes.good;
    const { page, close } = await directPage(PAGES.queryRoutes, node.port);
    await openPanel(page);
    await pasteMacaroon(page, MACAROONS.readonly);
    assert.equal(
      await page.getByLabel('amt int64', { exact: true }).inputValue(),
      '10000',
      'the minimal request is filled in',
    );
    await page.getByLabel('fee_limit.fixed int64').fill('100');
    await page.getByRole('button', { name: 'Add an item to ignored_nodes' }).click();
    await page.getByLabel('ignored_nodes[0] bytes').fill('0102ff');
    await page.getByRole('button', { name: 'Add an item to dest_features' }).click();
    await page.getByLabel('dest_features[0] FeatureBit').selectOption('MPP_OPT');
    await page.getByLabel('use_mission_control bool').check();
    await page.getByRole('button', { name: 'Add an entry to dest_custom_records' }).click();
    await page.getByLabel('dest_custom_records key 1').fill('65536');
    await page.getByLabel('dest_custom_records[65536] bytes').fill('abcd');
    const count = node.received.length;
    await send(page);
    await page.locator('.try-it__doctor').waitFor();
    const sent = node.received.slice(count).find((r) => r.url.startsWith('/v1/graph/routes/'))!;
    const url = new URL(sent.url, node.url);
    assert.equal(
      url.pathname,
      '/v1/graph/routes/02c9064fdbb8bab91d01c1bfbef374d496bb04f3cbdd84200f52c456f2645aee36/10000',
    );
    assert.equal(url.searchParams.get('fee_limit.fixed'), '100');
    assert.equal(url.searchParams.get('ignored_nodes'), 'AQL_', 'bytes typed as hex, sent as padded base64url');
    assert.equal(url.searchParams.get('dest_features'), 'MPP_OPT');
    assert.equal(url.searchParams.get('use_mission_control'), 'true');
    assert.equal(url.searchParams.get('dest_custom_records[65536]'), 'q80=');
    // The stand-in does not serve QueryRoutes: its 404 is named as another daemon's port.
    assert.equal(await page.locator('.try-it__doctor').getAttribute('data-problem'), 'wrong-daemon');
    await close();
  });

  test('a method page with the panel open has no serious axe violations, and the panel works by keyboard', async () => {
    const { page, close } = await directPage(PAGES.addInvoice, world.nodes.good.port);
    await page.locator('.try-it > summary').focus();
    await page.keyboard.press('Enter');
    await page.locator('.try-it__send').waitFor();
    await page.getByLabel('Macaroon (hex)').focus();
    await page.keyboard.type(MACAROONS.invoice);
    await page.getByLabel('I want to send AddInvoice to my node').focus();
    await page.keyboard.press('Space');
    await page.locator('.try-it__send').focus();
    await page.keyboard.press('Enter');
    await page.locator('.try-it__response .try-it__status').waitFor();
    await page.waitForFunction(() => /Status 200/.test(document.querySelector('.try-it__response')?.textContent ?? ''));
    assert.deepEqual(await seriousAxeViolations(page), []);
    await close();
  });
});
