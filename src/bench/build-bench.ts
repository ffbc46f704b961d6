/**
 * Build figures: a full build of the real protos in a child process (so module loading
 * counts and peak RSS is the build's own), per-phase times, pages per second, output size,
 * method page HTML size; the same build with only the newest release of each daemon (what
 * the site documented before older releases were), for the ratio the releases budget is
 * stated in, cold (empty cache of compiled releases) and warm; plus the model alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from '../build/output-dir.ts';
import { type BenchContext, formatBytes } from './bench-context.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * One `apidocs build` in a fresh process: its wall time, CPU time, peak RSS and stderr. With no
 * `modelCache` folder the build is cold (an empty cache of compiled releases, removed
 * after); with one, it reads and fills that cache (warm once a build has filled it).
 */
export function runBuild(
  ctx: Omit<BenchContext, 'buildDir'>,
  outDir: string,
  options: { contentDir?: string; modelCache?: string; root?: string } = {},
): BuildRun & { stderr: string } {
  const root = options.root ?? ROOT;
  // The code caches (tsx's, and the CLI's bundle, made in TMPDIR) are as cold or warm as the
  // build's: a cold build starts without them, a warm one finds them beside its model cache.
  const cache = options.modelCache
    ? `${options.modelCache}-code`
    : fs.mkdtempSync(path.join(path.dirname(outDir), 'code-cache-'));
  fs.mkdirSync(cache, { recursive: true });
  const models = options.modelCache ?? fs.mkdtempSync(path.join(path.dirname(outDir), 'model-cache-'));
  const content = ['--content', options.contentDir ?? path.join(root, 'content')];
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'src/bench/measured-cli.ts'),
      'build',
      ...content,
      '--protos',
      ctx.protosDir,
      '--offline',
      '--out',
      outDir,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: cache, TSX_CACHE_DIR: cache, APIDOCS_CACHE_DIR: models, NODE_ENV: 'production' },
    },
  );
  const wall = performance.now() - started;
  if (!options.modelCache) {
    fs.rmSync(cache, { recursive: true, force: true });
    fs.rmSync(models, { recursive: true, force: true });
  }
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return {
    wall,
    removal: waitForRemoval(outDir),
    stderr: result.stderr,
    rss: Number(result.stderr.match(/peak-rss-kb=(\d+)/)?.[1] ?? 0) * 1024,
    cpu: Number(result.stderr.match(/cpu-ms=(\d+)/)?.[1] ?? 0),
  };
}

/**
 * Waits until the previous output that the build left to a detached `rm` (OUT.trash-*:
 * src/build/background-removal.ts) is gone, so the next build does not share the machine
 * with it; returns the milliseconds waited after the build's exit (at most a minute).
 */
function waitForRemoval(outDir: string): number {
  const started = performance.now();
  const parent = path.dirname(outDir);
  const trash = `${path.basename(outDir)}.trash-`;
  const pending = () => fs.readdirSync(parent).some((name) => name.startsWith(trash));
  while (pending() && performance.now() - started < 60_000)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  return performance.now() - started;
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
export function spread(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** What one build measured. */
export interface BuildRun {
  /** Process start to exit. */
  wall: number;
  /** How long the previous output's removal went on after the exit (detached; waited for before the next build). */
  removal: number;
  rss: number;
  cpu: number;
}

/** One build of an alternating comparison: its output folder and what runBuild is given. */
export type BuildSpec = { outDir: string } & Parameters<typeof runBuild>[2];

/**
 * Each build `runs` times, alternating in the order given, so every build sees the same
 * machine load; their runs by name.
 */
export function alternateBuilds<K extends string>(
  ctx: Omit<BenchContext, 'buildDir'>,
  runs: number,
  builds: Record<K, BuildSpec>,
): Record<K, BuildRun[]> {
  const entries = Object.entries(builds) as [K, BuildSpec][];
  const result = Object.fromEntries(entries.map(([name]) => [name, [] as BuildRun[]])) as Record<K, BuildRun[]>;
  for (let run = 0; run < runs; run++) {
    for (const [name, { outDir, ...options }] of entries) result[name].push(runBuild(ctx, outDir, options));
  }
  return result;
}

/**
 * Runs `apidocs build` and prints its figures (the first, cold build's output stays in
 * `outDir` for the other sections). The every-release and newest-only builds run `runs`
 * times each, alternately, and their medians are compared: on a shared machine one pair of
 * builds can differ by a second either way (`runs` 0: the first build's figures only, when
 * it is there for the other sections). Cold builds start with an empty cache of compiled
 * releases (what CI on a fresh machine does); warm builds find every release in it (any
 * later build of the same sources, and what `apidocs dev` starts with).
 */
export function benchBuild(ctx: Omit<BenchContext, 'buildDir'>, outDir: string, runs = 3): void {
  ctx.heading(
    `Build (full site from the real protos, cold; then ${runs} run${runs === 1 ? '' : 's'} of each build, alternating)`,
  );
  const first = runBuild(ctx, outDir);
  for (const line of first.stderr.split('\n')) {
    const phase = line.match(/^✓ (\S+(?: \S+)?)\s{2,}.*?\s(\d[\d.]* (?:ms|s))$/);
    if (phase) ctx.figure(`phase ${phase[1]}`, phase[2]!);
  }
  const pages = listFiles(outDir).filter((f) => f.endsWith('.html'));
  const methodPages = pages.filter((f) => f.split('/').length === 5 && f.startsWith('api/'));
  const size = (files: string[]) => files.reduce((n, f) => n + fs.statSync(path.join(outDir, f)).size, 0);
  ctx.figure('pages', String(pages.length));
  ctx.figure('output size', formatBytes(size(listFiles(outDir))));
  ctx.figure(
    'method page HTML, average',
    `${formatBytes(size(methodPages) / Math.max(1, methodPages.length))}   (budget < 100 KB; ${methodPages.length} pages)`,
  );
  if (runs === 0) return;
  const work = fs.mkdtempSync(path.join(path.dirname(outDir), 'newest-'));
  try {
    const content = newestOnlyContent(work);
    const builds = (modelCache?: string) => ({
      every: { outDir: path.join(work, 'every'), ...(modelCache ? { modelCache } : {}) },
      newest: { outDir: path.join(work, 'build'), contentDir: content, ...(modelCache ? { modelCache } : {}) },
    });
    const cold = alternateBuilds(ctx, runs, builds());
    // Fill the cache for both: the whole sources.json is part of an entry's key.
    const warmBuilds = builds(path.join(work, 'model-cache'));
    alternateBuilds(ctx, 1, warmBuilds);
    const warm = alternateBuilds(ctx, runs, warmBuilds);
    const newestPages = listFiles(path.join(work, 'build')).filter((f) => f.endsWith('.html')).length;
    const median = (values: BuildRun[], of: keyof BuildRun) => spread(values.map((v) => v[of])).median;
    ctx.figure('pages per second (cold)', (pages.length / (median(cold.every, 'wall') / 1000)).toFixed(0));
    ctx.figure(
      'peak RSS',
      `${formatBytes(Math.max(first.rss, ...[...cold.every, ...warm.every].map((r) => r.rss)))}   (budget <= 600 MB)`,
    );
    for (const [name, runsOf] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      const every = spread(runsOf.every.map((r) => r.wall));
      const newest = spread(runsOf.newest.map((r) => r.wall));
      const rssNewest = Math.max(...runsOf.newest.map((r) => r.rss));
      ctx.figure(
        `${name}: every release, wall time`,
        `${seconds(every.median)} median, ${seconds(every.min)}–${seconds(every.max)}   (process start to exit)`,
      );
      ctx.figure(
        `${name}: newest releases only`,
        `${seconds(newest.median)} median, ${seconds(newest.min)}–${seconds(newest.max)}   (${newestPages} pages, peak RSS ${formatBytes(rssNewest)})`,
      );
      ctx.figure(
        `${name}: every release / newest only`,
        `${(every.median / newest.median).toFixed(2)}x of the medians   (budget <= 1.5x)`,
      );
      ctx.figure(
        `${name}: previous output removed`,
        `${seconds(median(runsOf.every, 'removal'))} median after the exit   (by a detached rm; waited for before the next build)`,
      );
      const cpuEvery = median(runsOf.every, 'cpu');
      const cpuNewest = median(runsOf.newest, 'cpu');
      ctx.figure(
        `${name}: CPU time, every / newest`,
        `${seconds(cpuEvery)} / ${seconds(cpuNewest)} = ${(cpuEvery / cpuNewest).toFixed(2)}x   (the build's threads, medians; steadier than wall time on a shared host)`,
      );
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Times the model of all six services in a fresh process (cold): every release, then the newest only. */
export function benchModel(ctx: Omit<BenchContext, 'buildDir'>): void {
  ctx.heading('API model (all six services, cold: empty cache of compiled releases)');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-model-cache-'));
  const run = (extra: string[], cache: 'cold' | 'warm') => {
    if (cache === 'cold') fs.rmSync(cacheDir, { recursive: true, force: true });
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'bin/apidocs'), 'model', '--protos', ctx.protosDir, '--offline', ...extra],
      {
        encoding: 'utf8',
        env: { ...process.env, APIDOCS_CACHE_DIR: cacheDir },
      },
    );
    if (result.status !== 0) throw new Error(`model failed:\n${result.stderr}`);
    return { ms: result.stderr.match(/model of [^\n]* in (\d+) ms/)?.[1] ?? '?', stdout: result.stdout };
  };
  const newest = run(['--newest'], 'cold');
  const every = run([], 'cold');
  const warm = run([], 'warm');
  fs.rmSync(cacheDir, { recursive: true, force: true });
  ctx.figure('model, every release', `${every.ms} ms   (Go source of 12 releases parsed; no budget stated)`);
  ctx.figure('model, newest releases only', `${newest.ms} ms   (budget < 2 s)`);
  ctx.figure('model, every release, warm', `${warm.ms} ms   (every release read from the cache)`);
  for (const line of every.stdout.trim().split('\n')) ctx.figure('', line);
}
