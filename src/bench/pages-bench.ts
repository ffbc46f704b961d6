/**
 * How fast method pages read: the HTML size of the heaviest pages a reader opens first
 * (OpenChannel, SendPaymentV2) and their height in Chromium at 1280 and 390 px with every
 * section laid out (message sections skip layout off screen: the scroll-restoring switch
 * lays them all out), as served (folded parts closed) and with every folded part opened.
 * Before the field lists (tables), OpenChannel was 128 KB and 15,800 / 22,400 px tall.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveBuild } from '../server/serve.ts';
import { type BenchContext, type BenchSection, formatBytes } from './bench-context.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../shared/chromium.ts';

const BASE = '/api-docs/';
const PAGES: Record<string, string> = {
  OpenChannel: 'api/lnd/lightning/open-channel/',
  SendPaymentV2: 'api/lnd/router/send-payment-v2/',
};

function htmlSizes(ctx: BenchContext): void {
  ctx.heading('Method pages: HTML (budget: OpenChannel <= 100 KB raw)');
  for (const [name, sitePath] of Object.entries(PAGES)) {
    const html = fs.readFileSync(path.join(ctx.buildDir, sitePath, 'index.html'));
    ctx.figure(name, `${formatBytes(html.length)} raw, ${formatBytes(zlib.gzipSync(html, { level: 9 }).length)} gzip`);
  }
}

async function heights(ctx: BenchContext): Promise<void> {
  ctx.heading('Method pages: height with every section laid out (OpenChannel before: 15,800 / 22,400 px; aim <= half)');
  if (!fs.existsSync(CHROMIUM)) {
    ctx.figure('skipped', `no Chromium at ${CHROMIUM} (set APIDOCS_CHROMIUM)`);
    return;
  }
  const server = await serveBuild({ dir: ctx.buildDir, host: '127.0.0.1', port: 0, baseUrl: BASE });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const [name, sitePath] of Object.entries(PAGES)) {
      for (const width of [1280, 390]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${new URL(server.url).origin}${BASE}${sitePath}`);
        const measure = () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(document.documentElement.scrollHeight)),
                ),
              ),
          );
        await page.evaluate(() => document.documentElement.setAttribute('data-scroll-restoring', ''));
        const folded = await measure();
        await page.evaluate(() => {
          for (const details of document.querySelectorAll<HTMLDetailsElement>('article details')) details.open = true;
        });
        const opened = await measure();
        ctx.figure(
          `${name}, ${width} px`,
          `${folded.toLocaleString('en')} px as served, ${opened.toLocaleString('en')} px with every folded part open`,
        );
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

export const pagesBench: BenchSection = {
  name: 'pages',
  async run(ctx) {
    htmlSizes(ctx);
    await heights(ctx);
  },
};
