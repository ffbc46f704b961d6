/**
 * Build figures: a cold full build of the real protos in a child process (so module
 * loading counts and peak RSS is the build's own), per-phase times, pages per second,
 * output size, method page HTML size; plus the model alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../build/output-dir.ts';
import { type BenchContext, formatBytes } from './bench-context.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs `apidocs build` cold and prints its figures; returns the output folder. */
export function benchBuild(ctx: Omit<BenchContext, 'buildDir'>, outDir: string): void {
  ctx.heading('Build (cold, full site from the real protos)');
  const cache = fs.mkdtempSync(path.join(path.dirname(outDir), 'tsx-cache-'));
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/bench/measured-cli.ts'), 'build', '--protos', ctx.protosDir, '--offline', '--out', outDir],
    { encoding: 'utf8', env: { ...process.env, TSX_CACHE_DIR: cache, NODE_ENV: 'production' } },
  );
  const wall = performance.now() - started;
  fs.rmSync(cache, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  for (const line of result.stderr.split('\n')) {
    const phase = line.match(/^✓ (\S+(?: \S+)?)\s{2,}.*?\s(\d[\d.]* (?:ms|s))$/);
    if (phase) ctx.figure(`phase ${phase[1]}`, phase[2]!);
  }
  const pages = listFiles(outDir).filter((f) => f.endsWith('.html'));
  const methodPages = pages.filter((f) => f.split('/').length === 5 && f.startsWith('api/'));
  const size = (files: string[]) => files.reduce((n, f) => n + fs.statSync(path.join(outDir, f)).size, 0);
  const rss = Number(result.stderr.match(/peak-rss-kb=(\d+)/)?.[1] ?? 0) * 1024;
  ctx.figure('wall time (process start to exit)', `${(wall / 1000).toFixed(2)} s   (budget < 10 s)`);
  ctx.figure('pages', String(pages.length));
  ctx.figure('pages per second', (pages.length / (wall / 1000)).toFixed(0));
  ctx.figure('peak RSS', `${formatBytes(rss)}   (budget < 1 GB)`);
  ctx.figure('output size', formatBytes(size(listFiles(outDir))));
  ctx.figure('method page HTML, average', `${formatBytes(size(methodPages) / Math.max(1, methodPages.length))}   (budget < 100 KB; ${methodPages.length} pages)`);
}

/** Times the model of all six services in a fresh process (cold). */
export function benchModel(ctx: Omit<BenchContext, 'buildDir'>): void {
  ctx.heading('API model (cold, all six services)');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/apidocs'), 'model', '--protos', ctx.protosDir, '--offline'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`model failed:\n${result.stderr}`);
  const ms = result.stderr.match(/model of \d+ services? in (\d+) ms/)?.[1];
  ctx.figure('model of all services', `${ms} ms   (budget < 2 s)`);
  for (const line of result.stdout.trim().split('\n')) ctx.figure('', line);
}
