/**
 * Set-up of the "Try it" browser tests: the real site served statically (direct calls) and by
 * `apidocs serve --node` (the proxy), lnd stand-ins with the faults under test, and Chromium
 * trusting the certificates of every stand-in but one (`--ignore-certificate-errors-spki-list`
 * with their SPKI hashes: how a reader's browser trusts a node it was told to trust).
 */
import crypto from 'node:crypto';
import { type Browser, type Page, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../src/shared/chromium.ts';
import { serveBuild, type RunningSite } from '../../src/server/serve.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { startStandin, type Standin, type StandinOptions } from '../helpers/lnd-standin.ts';

/** Macaroons of the stand-ins (hex) and the permissions each holds. */
export const MACAROONS = {
  admin: 'aa0001',
  readonly: 'bb0002',
  invoice: 'cc0003',
};
const PERMISSIONS: Record<string, string[]> = {
  [MACAROONS.admin]: ['info:read', 'offchain:read', 'invoices:read', 'invoices:write'],
  [MACAROONS.readonly]: ['info:read', 'offchain:read', 'invoices:read'],
  [MACAROONS.invoice]: ['invoices:read', 'invoices:write'],
};

export type NodeName = 'good' | 'noCors' | 'trailingSlash' | 'untrusted' | 'locked' | 'litd';

export interface TryItWorld {
  browser: Browser;
  /** The site as `apidocs serve` serves it (its CSP header included): direct calls. */
  site: RunningSite;
  proxied: RunningSite;
  nodes: Record<NodeName, Standin>;
  close(): Promise<void>;
}

export async function openWorld(buildDir: string): Promise<TryItWorld> {
  const site = await serveBuild({ dir: buildDir, host: '127.0.0.1', port: 0, baseUrl: '/api-docs/' });
  const origin = site.origin;
  const start = (options: Partial<StandinOptions>) =>
    startStandin({ restcors: [origin], dir: tempDir(), macaroons: PERMISSIONS, ...options });
  const nodes: Record<NodeName, Standin> = {
    good: await start({}),
    noCors: await start({ restcors: [] }),
    trailingSlash: await start({ restcors: [`${origin}/`] }),
    untrusted: await start({}),
    locked: await start({ walletLocked: true }),
    litd: await start({ mode: 'litd' }),
  };
  const proxied = await serveBuild({
    dir: buildDir,
    host: '127.0.0.1',
    port: 0,
    baseUrl: '/api-docs/',
    node: { node: nodes.good.url, tlsCert: nodes.good.cert, macaroon: null },
  });
  const trusted = Object.entries(nodes)
    .filter(([name]) => name !== 'untrusted')
    .map(([, node]) => spkiHash(node.cert));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${trusted.join(',')}`],
  });
  return {
    browser,
    site,
    proxied,
    nodes,
    close: async () => {
      await browser.close();
      await proxied.close();
      await site.close();
      for (const node of Object.values(nodes)) await node.close();
    },
  };
}

/** base64 of the SHA-256 of the certificate's SubjectPublicKeyInfo, as Chromium's flag takes it. */
function spkiHash(cert: Buffer): string {
  const der = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(der).digest('base64');
}

/** "Your node" settings pointing lnd's REST port (or litd's) at a stand-in, stored before the page loads. */
export async function pointAt(page: Page, port: number, options: { network?: string; throughLitd?: boolean } = {}) {
  const settings = {
    host: 'localhost',
    network: options.network ?? 'regtest',
    litDir: '',
    litPort: options.throughLitd ? String(port) : '',
    daemons: { lnd: { dir: '', grpcPort: '', restPort: String(port), inLitd: options.throughLitd === true } },
    versions: {},
  };
  await page.addInitScript((json) => localStorage.setItem('apidocs.node', json), JSON.stringify(settings));
}

/** Opens the Try it fold of the page shown and waits for the panel. */
export async function openPanel(page: Page): Promise<void> {
  await page.locator('.try-it > summary').click();
  await page.locator('.try-it__send').waitFor();
  await page.waitForFunction(() => !document.querySelector('.try-it__target')?.textContent?.includes('Looking for'));
}

/** Pastes a macaroon into the panel. */
export async function pasteMacaroon(page: Page, hex: string): Promise<void> {
  await page.getByLabel('Macaroon (hex)').fill(hex);
}

/** Sends and waits for a status (or the doctor) to show. */
export async function send(page: Page): Promise<void> {
  await page.locator('.try-it__send').click();
  await page.waitForFunction(
    () =>
      document.querySelector('.try-it__doctor') !== null ||
      /Status \d+|\d+ messages?/.test(document.querySelector('.try-it__response .try-it__status')?.textContent ?? ''),
    undefined,
    { timeout: 20_000 },
  );
}

/** Where the macaroon can be found in the browser's storage, cookies and history, one line each. */
export async function macaroonTraces(page: Page, hex: string): Promise<string[]> {
  // No functions declared inside: the test loader names them with a helper the page lacks.
  const inPage = await page.evaluate(async (secret) => {
    const found: string[] = [];
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        if (`${key}${storage.getItem(key)}`.toLowerCase().includes(secret)) found.push(`${name} ${key}`);
      }
    }
    if (document.cookie.toLowerCase().includes(secret)) found.push('document.cookie');
    if (location.href.toLowerCase().includes(secret)) found.push('URL');
    if (
      JSON.stringify(history.state ?? null)
        .toLowerCase()
        .includes(secret)
    )
      found.push('history.state');
    const databases = (await indexedDB.databases?.()) ?? [];
    if (databases.length > 0) found.push(`IndexedDB: ${databases.map((d) => d.name).join(', ')}`);
    return found;
  }, hex.toLowerCase());
  const cookies = await page.context().cookies();
  return [
    ...inPage,
    ...cookies.filter((c) => `${c.name}${c.value}`.toLowerCase().includes(hex)).map((c) => `cookie ${c.name}`),
  ];
}
