/**
 * Build comparisons, in one run with the builds alternating so both see the same machine
 * load, cold (empty cache of compiled releases, as in CI) and warm (cache filled by a first
 * build of each): wall time, CPU time and peak RSS, with the ratios issue budgets are stated in.
 * - `--baseline <checkout>`: this checkout's full build against another checkout's (a
 *   worktree at the commit before an issue, with its own content/ and node_modules);
 * - section `history`: the full build against the same code and content without the history
 *   releases (sources.json's `history` lists and content/history.json), what the API history
 *   alone costs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type BenchContext, formatBytes } from './bench-context.ts';
import { type BuildRun, ROOT, alternateBuilds, seconds, spread } from './build-bench.ts';

/** The build compared with this checkout's full build. */
interface OtherBuild {
  /** Its checkout (default: this one). */
  root?: string;
  /** Its content folder (default: its checkout's content/). */
  contentDir?: string;
}

/** This build and the other, each with its own model cache when `caches` are given. */
function bothBuilds(work: string, other: OtherBuild, caches?: { ours: string; theirs: string }) {
  return {
    ours: { outDir: path.join(work, 'ours'), ...(caches ? { modelCache: caches.ours } : {}) },
    theirs: { outDir: path.join(work, 'theirs'), ...other, ...(caches ? { modelCache: caches.theirs } : {}) },
  };
}

/** Prints this checkout's full build against another build, cold and warm. */
function compareBuilds(
  ctx: Omit<BenchContext, 'buildDir'>,
  work: string,
  other: OtherBuild,
  runs: number,
  budgets: { cold: string; warm: string },
): void {
  fs.mkdirSync(work, { recursive: true });
  const cold = alternateBuilds(ctx, runs, bothBuilds(work, other));
  const warmBuilds = bothBuilds(work, other, {
    ours: path.join(work, 'cache-ours'),
    theirs: path.join(work, 'cache-theirs'),
  });
  alternateBuilds(ctx, 1, warmBuilds); // fills the caches
  const warm = alternateBuilds(ctx, runs, warmBuilds);
  const median = (values: BuildRun[], of: 'wall' | 'cpu') => spread(values.map((v) => v[of])).median;
  for (const [name, pair] of [
    ['cold', cold],
    ['warm', warm],
  ] as const) {
    for (const of of ['wall', 'cpu'] as const) {
      const ours = median(pair.ours, of);
      const theirs = median(pair.theirs, of);
      ctx.figure(
        `${name}: ${of === 'wall' ? 'wall time' : 'CPU time'}, this / other`,
        `${seconds(ours)} / ${seconds(theirs)} = ${(ours / theirs).toFixed(2)}x   (budget <= ${budgets[name]})`,
      );
    }
  }
  const peak = (values: BuildRun[]) => Math.max(...values.map((r) => r.rss));
  ctx.figure(
    'peak RSS, this / other',
    `${formatBytes(peak([...cold.ours, ...warm.ours]))} / ${formatBytes(peak([...cold.theirs, ...warm.theirs]))}   (budget <= 600 MB)`,
  );
}

/** `--baseline <checkout>`: this checkout's full build against another checkout's. */
export function benchBaseline(
  ctx: Omit<BenchContext, 'buildDir'>,
  work: string,
  baselineDir: string,
  runs: number,
): void {
  const baseline = path.resolve(baselineDir);
  if (!fs.existsSync(path.join(baseline, 'src/bench/measured-cli.ts')))
    throw new Error(`${baseline} is not an apidocs checkout with src/bench/measured-cli.ts`);
  ctx.heading(`Against the baseline ${baseline} (full build, ${runs} run${runs === 1 ? '' : 's'} each, alternating)`);
  compareBuilds(ctx, work, { root: baseline }, runs, { cold: '1.25x', warm: '1.05x' });
}

/** The project's content without the history releases: the full releases only, no history.json. */
function contentWithoutHistory(work: string): string {
  const content = path.join(work, 'content-without-history');
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const file = path.join(content, 'sources.json');
  const sources = JSON.parse(fs.readFileSync(file, 'utf8')) as { services: { history?: unknown }[] };
  for (const service of sources.services) delete service.history;
  fs.writeFileSync(file, JSON.stringify(sources, null, 2));
  fs.rmSync(path.join(content, 'history.json'), { force: true });
  return content;
}

/** Section `history`: the full build against the same build without the history releases (issue 22's budgets). */
export function benchHistoryCost(ctx: Omit<BenchContext, 'buildDir'>, work: string, runs: number): void {
  ctx.heading(
    `API history: the full build against the same without history releases (${runs} run${runs === 1 ? '' : 's'} each, alternating)`,
  );
  fs.mkdirSync(work, { recursive: true });
  compareBuilds(ctx, work, { contentDir: contentWithoutHistory(work) }, runs, { cold: '1.25x', warm: '1.05x' });
}
