/**
 * Serve figures: `apidocs serve` on the real build under wrk (loopback, bounded runs) for a
 * method page and a hashed asset, with and without brotli; `apidocs check-links` on the
 * real build; and `apidocs dev` latencies seen in Chromium: from saving a markdown page,
 * or one proto file (in a copy of the protos), to the open tab showing the change.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { spawnCli } from '../../test/server/spawn-cli.ts';
import type { BenchContext, BenchSection } from './bench-context.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../shared/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APIDOCS = path.join(ROOT, 'bin/apidocs');
/** Bounded load: 2 threads (one per core), 50 connections, 5 seconds per run. */
const WRK_ARGS = ['-t2', '-c50', '-d5s', '--latency'];
const MARKDOWN_EDITS = 5;
const PROTO_EDITS = 3;

/** The `serve` section of `npm run bench`. */
export const serveBench: BenchSection = {
  name: 'serve',
  async run(ctx) {
    await benchServe(ctx);
    benchCheckLinks(ctx);
    await benchDev(ctx);
  },
};

/** wrk against `apidocs serve` for a method page and a hashed asset. */
async function benchServe(ctx: BenchContext): Promise<void> {
  ctx.heading(`Serve (apidocs serve on loopback, wrk ${WRK_ARGS.join(' ')})`);
  if (!fs.existsSync('/usr/bin/wrk')) return ctx.figure('skipped', 'wrk is not installed (apt-get install wrk)');
  const server = await spawnCli(['serve', '--dir', ctx.buildDir, '--port', '0']);
  try {
    const method = 'api/lnd/lightning/get-info/';
    const script = fs.readdirSync(path.join(ctx.buildDir, 'assets')).find((f) => /^main\.[A-Z2-7]{8}\.js$/.test(f));
    const targets: [string, string, string[]][] = [
      ['method page', method, []],
      ['method page, brotli', method, ['-H', 'Accept-Encoding: br']],
      [`hashed asset (${script})`, `assets/${script}`, []],
      ['hashed asset, brotli', `assets/${script}`, ['-H', 'Accept-Encoding: br']],
    ];
    for (const [name, sitePath, headers] of targets) {
      const url = `${server.url}${sitePath}`;
      await warmUp(url); // the first request reads the file into the server's memory
      const result = runWrk(url, headers);
      const budget = name.startsWith('method page') ? '   (budget ≥ 5,000 req/s, no errors)' : '';
      ctx.figure(
        name,
        `${Math.round(result.requestsPerSecond).toLocaleString('en')} req/s, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors${budget}`,
      );
    }
  } finally {
    await server.stop();
  }
}

/** One GET on a fresh connection (a pooled one may meet the server's keep-alive timeout after a wrk run). */
function warmUp(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (res) => res.resume().on('end', () => resolve())).on('error', reject);
  });
}

interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Non-2xx/3xx responses plus socket errors. */
  errors: number;
}

function runWrk(url: string, headers: string[]): WrkResult {
  const run = spawnSync('wrk', [...WRK_ARGS, ...headers, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed:\n${run.stderr}`);
  const out = run.stdout;
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p99Ms: toMs(out.match(/^\s+99%\s+([\d.]+\w+)/m)?.[1] ?? '0ms'),
    errors:
      Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
      (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0),
  };
}

/** wrk prints 850.00us, 3.21ms, 1.02s. */
function toMs(value: string): number {
  const number = Number.parseFloat(value);
  if (value.endsWith('us')) return number / 1000;
  if (value.endsWith('ms')) return number;
  if (value.endsWith('s')) return number * 1000;
  return number;
}

/** Times `apidocs check-links` on the real build. */
function benchCheckLinks(ctx: BenchContext): void {
  ctx.heading('check-links (real build)');
  const started = performance.now();
  const run = spawnSync(process.execPath, [APIDOCS, 'check-links', ctx.buildDir], { encoding: 'utf8' });
  const wall = performance.now() - started;
  const summary = run.stdout.trim().split('\n').at(-1) ?? '';
  const checkMs = summary.match(/\((\d+) ms\)$/)?.[1];
  ctx.figure('result', `exit ${run.status}: ${summary}`);
  ctx.figure('check (parse every page, check links)', `${checkMs} ms   (budget < 2 s for the whole site)`);
  ctx.figure('command wall time (with start-up)', `${(wall / 1000).toFixed(2)} s`);
}

/** Save-to-visible latencies of apidocs dev on copies of the real content and protos. */
async function benchDev(ctx: BenchContext): Promise<void> {
  ctx.heading('Dev mode (apidocs dev + Chromium: save -> first paint of the updated page)');
  if (!fs.existsSync(CHROMIUM)) return ctx.figure('skipped', `Chromium is not installed at ${CHROMIUM}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-dev-bench-'));
  const content = path.join(work, 'content');
  const protos = path.join(work, 'protos');
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  fs.cpSync(ctx.protosDir, protos, { recursive: true });
  const started = performance.now();
  const dev = await spawnCli(['dev', '--content', content, '--protos', protos, '--offline', '--port', '0']);
  ctx.figure('start (first full build, then serving)', `${((performance.now() - started) / 1000).toFixed(2)} s`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();

    const markdown = path.join(content, 'pages/markdown-page.md');
    const markdownMs = await measureEdits(
      page,
      `${dev.url}markdown-page/`,
      MARKDOWN_EDITS,
      (i) => `Benchmark edit number ${i} of the markdown page.`,
      (marker) => {
        fs.appendFileSync(markdown, `\n${marker}\n`);
      },
    );
    ctx.figure('markdown page edit', `${summarize(markdownMs)}   (budget < 300 ms)`);

    const lightning = lndLightningProto(content, protos);
    const protoMs = await measureEdits(
      page,
      `${dev.url}api/lnd/lightning/get-info/`,
      PROTO_EDITS,
      (i) => `GetInfo benchmark edit ${i} returns general information`,
      (marker) => {
        const text = fs
          .readFileSync(lightning, 'utf8')
          .replace(/GetInfo (benchmark edit \d+ )?returns general information/, marker);
        fs.writeFileSync(lightning, text);
      },
    );
    ctx.figure('proto file edit (lnd lightning.proto)', `${summarize(protoMs)}   (budget < 2 s)`);
  } finally {
    await browser.close();
    await dev.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Opens `url`, then `edits` times: saves the edit that adds marker(i) and measures until the
 * tab paints it: the first contentful paint of a reloaded page, or the first frame after
 * the text appeared for an update in place (the page's own MutationObserver notes it).
 */
async function measureEdits(
  page: Page,
  url: string,
  edits: number,
  marker: (i: number) => string,
  edit: (marker: string) => void,
): Promise<number[]> {
  await page.goto(url);
  const latencies: number[] = [];
  for (let i = 1; i <= edits; i++) {
    await page.locator('html[data-apidocs-dev="connected"]').waitFor({ state: 'attached' });
    const text = marker(i);
    await page.evaluate((wanted) => {
      const state = window as unknown as { shownAt?: number; watcher?: MutationObserver };
      state.shownAt = undefined;
      state.watcher = new MutationObserver(() => {
        if (!document.body.textContent?.includes(wanted)) return;
        state.watcher!.disconnect();
        requestAnimationFrame(() => void (state.shownAt = performance.timeOrigin + performance.now()));
      });
      state.watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, text);
    const saved = Date.now();
    edit(text);
    await page.getByText(text).first().waitFor({ state: 'visible', timeout: 30_000 });
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    const painted = await page.evaluate(async () => {
      const state = window as unknown as { shownAt?: number };
      for (
        let tries = 0;
        !state.shownAt && tries < 10 && performance.getEntriesByName('first-contentful-paint').length === 0;
        tries++
      ) {
        await new Promise(requestAnimationFrame);
      }
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      // A reload starts a new document (no shownAt); an update in place keeps the old one, whose FCP is older than the save.
      return state.shownAt ?? (paint ? performance.timeOrigin + paint.startTime : Date.now());
    });
    latencies.push(painted - saved);
  }
  return latencies;
}

function summarize(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `median ${Math.round(median)} ms, max ${Math.round(sorted.at(-1)!)} ms over ${ms.length} saves`;
}

/** The documented lnd release's lightning.proto in the protos copy. */
function lndLightningProto(content: string, protos: string): string {
  const sources = JSON.parse(fs.readFileSync(path.join(content, 'sources.json'), 'utf8')) as {
    services: { id: string; versions: { tag: string }[] }[];
  };
  const tag = sources.services.find((s) => s.id === 'lnd')!.versions[0]!.tag;
  return path.join(protos, 'lnd', tag, 'lnrpc/lightning.proto');
}
