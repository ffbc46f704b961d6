/**
 * Client figures of a real build: first-load JavaScript and CSS (gzip) per page type, read
 * from each page's HTML (entry script, modulepreloads, stylesheet); route chunk sizes of
 * the method pages; and Lighthouse performance and accessibility scores of the home page
 * and the OpenChannel page in light and dark mode, served by `apidocs serve`'s handler.
 *
 * Dark mode is real: a prior visit in the same Chromium profile stores theme=dark,
 * Lighthouse runs without resetting storage, and afterwards the audited page itself is
 * asked for <html data-theme> and its background colour, which are printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serveBuild } from '../server/serve.ts';
import { chunkUrl } from '../site/chunk-url.ts';
import type { SiteData } from '../site/site-data.ts';
import { type BenchContext, type BenchSection, formatBytes } from './bench-context.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../shared/chromium.ts';

const BASE = '/api-docs/';
/** One page of each kind (site paths). */
const PAGE_TYPES: Record<string, string> = {
  home: '',
  markdown: 'markdown-page/',
  search: 'search/',
  'not-found': '404.html',
  category: 'category/lightning-service/',
  'service index': 'api/lnd/',
  'rest endpoints': 'api/lnd/rest-endpoints/',
  method: 'api/lnd/lightning/open-channel/',
  'api changes': 'api/lnd/changes/',
  permissions: 'api/lnd/permissions/',
};

const LIGHTHOUSE_PAGES: Record<string, string> = { home: '', OpenChannel: 'api/lnd/lightning/open-channel/' };

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The output file of a site URL path (/api-docs/x/ -> x/index.html). */
function outputFile(buildDir: string, urlPath: string): string {
  const relative = urlPath.slice(BASE.length);
  return path.join(buildDir, relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative);
}

/** gzip bytes of the JavaScript and CSS a page loads before it is interactive. */
function firstLoad(buildDir: string, sitePath: string): { js: number; css: number } {
  const html = fs.readFileSync(outputFile(buildDir, BASE + sitePath), 'utf8');
  const urls = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];
  const scripts = urls(/<script type="module" src="([^"]+)"/g).concat(
    urls(/<link rel="modulepreload" href="([^"]+)"/g),
  );
  const styles = urls(/<link rel="stylesheet" href="([^"]+)"/g);
  const total = (list: string[]) => [...new Set(list)].reduce((n, url) => n + gzipSize(outputFile(buildDir, url)), 0);
  return { js: total(scripts), css: total(styles) };
}

function siteData(buildDir: string): SiteData {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const url = html.match(/data-site="([^"]+)"/)?.[1];
  if (!url) throw new Error('Internal error: the home page names no site data file');
  return JSON.parse(fs.readFileSync(outputFile(buildDir, url), 'utf8')) as SiteData;
}

function benchSizes(ctx: BenchContext): void {
  ctx.heading('Client: first load per page type (gzip -9; budgets: JS <= 90 KB, CSS <= 20 KB)');
  for (const [kind, sitePath] of Object.entries(PAGE_TYPES)) {
    const { js, css } = firstLoad(ctx.buildDir, sitePath);
    ctx.figure(kind, `JS ${formatBytes(js).padEnd(9)} CSS ${formatBytes(css)}`);
  }
  const site = siteData(ctx.buildDir);
  const methods = Object.keys(site.routes).filter((route) =>
    /^api\/[^/]+\/[^/]+\/[^/]+\/$/.test(route.slice(BASE.length)),
  );
  const sizes = methods.map((route) => ({
    route,
    bytes: gzipSize(outputFile(ctx.buildDir, chunkUrl(site.baseUrl, route, site.routes[route]!))),
  }));
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const average = sizes.reduce((n, s) => n + s.bytes, 0) / sizes.length;
  ctx.figure('method route chunks', `${sizes.length}`);
  ctx.figure('method chunk, largest (gzip)', `${formatBytes(largest.bytes)}   (budget <= 30 KB; ${largest.route})`);
  ctx.figure('method chunk, average (gzip)', formatBytes(average));
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  theme: string;
  background: string;
  failing: string[];
  /** FCP, LCP, TBT, CLS, SI as Lighthouse displays them. */
  metrics: string;
}

/** Runs Lighthouse (mobile defaults) on one URL in a fresh profile, optionally in dark mode. */
async function runLighthouse(origin: string, url: string, mode: 'light' | 'dark'): Promise<LighthouseRun> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}${BASE}`);
    await page.evaluate((value) => localStorage.setItem('theme', value), mode);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      page as never,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const state = await page.evaluate(() => ({
      theme: document.documentElement.getAttribute('data-theme') ?? '',
      background: getComputedStyle(document.body).backgroundColor,
    }));
    await browser.disconnect();
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
    const metric = (id: string, label: string) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`;
    const metrics = [
      metric('first-contentful-paint', 'FCP'),
      metric('largest-contentful-paint', 'LCP'),
      metric('total-blocking-time', 'TBT'),
      metric('cumulative-layout-shift', 'CLS'),
      metric('speed-index', 'SI'),
    ].join(', ');
    return {
      metrics,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      ...state,
      failing,
    };
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function benchLighthouse(ctx: BenchContext): Promise<void> {
  ctx.heading('Client: Lighthouse 12, mobile (budgets: performance >= 95, accessibility = 100)');
  if (!fs.existsSync(CHROMIUM)) {
    ctx.figure('skipped', `no Chromium at ${CHROMIUM} (set APIDOCS_CHROMIUM)`);
    return;
  }
  const server = await serveBuild({ dir: ctx.buildDir, host: '127.0.0.1', port: 0, baseUrl: BASE });
  const origin = new URL(server.url).origin;
  try {
    for (const [name, sitePath] of Object.entries(LIGHTHOUSE_PAGES)) {
      for (const mode of ['light', 'dark'] as const) {
        const run = await runLighthouse(origin, `${origin}${BASE}${sitePath}`, mode);
        const shown =
          run.theme === mode
            ? `${mode} (data-theme=${run.theme}, background ${run.background})`
            : `NOT ${mode}: data-theme=${run.theme}`;
        ctx.figure(`${name}, ${mode}`, `performance ${run.performance}, accessibility ${run.accessibility}   ${shown}`);
        ctx.figure('', run.metrics.replace(/\u00a0/g, ' '));
        if (run.failing.length > 0) ctx.figure('', `audits below 0.9: ${run.failing.join(', ')}`);
      }
    }
  } finally {
    await server.close();
  }
}

export const clientBench: BenchSection = {
  name: 'client',
  async run(ctx) {
    benchSizes(ctx);
    await benchLighthouse(ctx);
  },
};
