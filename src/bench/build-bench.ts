/**
 * Build figures: a cold full build of the real protos in a child process (so module
 * loading counts and peak RSS is the build's own), per-phase times, pages per second,
 * output size, method page HTML size; the same build with only the newest release of each
 * daemon (what the site documented before older releases were), for the ratio the
 * releases budget is stated in; plus the model alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../build/output-dir.ts';
import { type BenchContext, formatBytes } from './bench-context.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** One cold `apidocs build` in a child process: its wall time, stderr and peak RSS. */
function coldBuild(ctx: Omit<BenchContext, 'buildDir'>, outDir: string, contentDir?: string): { wall: number; stderr: string; rss: number } {
  const cache = fs.mkdtempSync(path.join(path.dirname(outDir), 'tsx-cache-'));
  const content = contentDir ? ['--content', contentDir] : [];
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/bench/measured-cli.ts'), 'build', ...content, '--protos', ctx.protosDir, '--offline', '--out', outDir],
    { encoding: 'utf8', env: { ...process.env, TSX_CACHE_DIR: cache, NODE_ENV: 'production' } },
  );
  const wall = performance.now() - started;
  fs.rmSync(cache, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return { wall, stderr: result.stderr, rss: Number(result.stderr.match(/peak-rss-kb=(\d+)/)?.[1] ?? 0) * 1024 };
}

/** The project's content with only the newest release of each daemon in sources.json. */
function newestOnlyContent(work: string): string {
  const content = path.join(work, 'content-newest');
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const file = path.join(content, 'sources.json');
  const sources = JSON.parse(fs.readFileSync(file, 'utf8')) as { services: { versions: unknown[] }[] };
  for (const service of sources.services) service.versions = service.versions.slice(0, 1);
  fs.writeFileSync(file, JSON.stringify(sources, null, 2));
  return content;
}

/** The median of some numbers, and their range. */
function spread(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Runs `apidocs build` cold and prints its figures (the first build's output stays in
 * `outDir` for the other sections). The every-release and newest-only builds run `runs`
 * times each, alternately, and their medians are compared: on a shared machine one pair of
 * builds can differ by a second either way.
 */
export function benchBuild(ctx: Omit<BenchContext, 'buildDir'>, outDir: string, runs = 3): void {
  ctx.heading(`Build (cold, full site from the real protos; ${runs} run${runs === 1 ? '' : 's'} of each build, alternating)`);
  const { wall, stderr, rss } = coldBuild(ctx, outDir);
  for (const line of stderr.split('\n')) {
    const phase = line.match(/^✓ (\S+(?: \S+)?)\s{2,}.*?\s(\d[\d.]* (?:ms|s))$/);
    if (phase) ctx.figure(`phase ${phase[1]}`, phase[2]!);
  }
  const pages = listFiles(outDir).filter((f) => f.endsWith('.html'));
  const methodPages = pages.filter((f) => f.split('/').length === 5 && f.startsWith('api/'));
  const size = (files: string[]) => files.reduce((n, f) => n + fs.statSync(path.join(outDir, f)).size, 0);
  const work = fs.mkdtempSync(path.join(path.dirname(outDir), 'newest-'));
  try {
    const content = newestOnlyContent(work);
    const every = [wall];
    const newest: number[] = [];
    const rssNewest: number[] = [];
    let newestPages = 0;
    for (let run = 0; run < runs; run++) {
      if (run > 0) every.push(coldBuild(ctx, path.join(work, 'every')).wall);
      const single = coldBuild(ctx, path.join(work, 'build'), content);
      newest.push(single.wall);
      rssNewest.push(single.rss);
      newestPages = listFiles(path.join(work, 'build')).filter((f) => f.endsWith('.html')).length;
    }
    const e = spread(every);
    const n = spread(newest);
    ctx.figure('wall time (process start to exit)', `${seconds(e.median)} median, ${seconds(e.min)}–${seconds(e.max)}   (every release of every daemon)`);
    ctx.figure('pages', String(pages.length));
    ctx.figure('pages per second', (pages.length / (e.median / 1000)).toFixed(0));
    ctx.figure('peak RSS', `${formatBytes(rss)}   (budget <= 600 MB)`);
    ctx.figure('output size', formatBytes(size(listFiles(outDir))));
    ctx.figure('method page HTML, average', `${formatBytes(size(methodPages) / Math.max(1, methodPages.length))}   (budget < 100 KB; ${methodPages.length} pages)`);
    ctx.figure('newest releases only, wall time', `${seconds(n.median)} median, ${seconds(n.min)}–${seconds(n.max)}   (${newestPages} pages, peak RSS ${formatBytes(Math.max(...rssNewest))})`);
    ctx.figure('every release / newest only', `${(e.median / n.median).toFixed(2)}x of the medians   (budget <= 1.5x)`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Times the model of all six services in a fresh process (cold): every release, then the newest only. */
export function benchModel(ctx: Omit<BenchContext, 'buildDir'>): void {
  ctx.heading('API model (cold, all six services)');
  const run = (extra: string[]) => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/apidocs'), 'model', '--protos', ctx.protosDir, '--offline', ...extra], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`model failed:\n${result.stderr}`);
    return { ms: result.stderr.match(/model of [^\n]* in (\d+) ms/)?.[1] ?? '?', stdout: result.stdout };
  };
  const every = run([]);
  const newest = run(['--newest']);
  ctx.figure('model, every release', `${every.ms} ms   (Go source of 12 releases parsed; no budget stated)`);
  ctx.figure('model, newest releases only', `${newest.ms} ms   (budget < 2 s)`);
  for (const line of every.stdout.trim().split('\n')) ctx.figure('', line);
}
