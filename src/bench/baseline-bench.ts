/**
 * `npm run bench -- --baseline <checkout>`: this checkout's full build against another
 * checkout's (typically a worktree at the commit before an issue, with its own content/ and
 * node_modules), in one run, builds alternating so both see the same machine load. Cold
 * (empty cache of compiled releases, as in CI) and warm (cache filled by a first build of
 * each), wall time, CPU time and peak RSS, with the ratios the issues' budgets are stated in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type BenchContext, formatBytes } from './bench-context.ts';
import { type BuildRun, runBuild, seconds, spread } from './build-bench.ts';

/** Both checkouts' builds, `runs` times each, alternating (this one first). */
function alternate(ctx: Omit<BenchContext, 'buildDir'>, work: string, baseline: string, runs: number, caches?: { ours: string; theirs: string }) {
  const result = { ours: [] as BuildRun[], theirs: [] as BuildRun[] };
  for (let run = 0; run < runs; run++) {
    result.ours.push(runBuild(ctx, path.join(work, 'ours'), caches ? { modelCache: caches.ours } : {}));
    result.theirs.push(runBuild(ctx, path.join(work, 'theirs'), { root: baseline, ...(caches ? { modelCache: caches.theirs } : {}) }));
  }
  return result;
}

/** Prints the comparison of this checkout's full build with the baseline checkout's. */
export function benchBaseline(ctx: Omit<BenchContext, 'buildDir'>, work: string, baselineDir: string, runs: number): void {
  const baseline = path.resolve(baselineDir);
  if (!fs.existsSync(path.join(baseline, 'src/bench/measured-cli.ts'))) throw new Error(`${baseline} is not an apidocs checkout with src/bench/measured-cli.ts`);
  fs.mkdirSync(work, { recursive: true });
  ctx.heading(`Against the baseline ${baseline} (full build, ${runs} run${runs === 1 ? '' : 's'} each, alternating)`);
  const cold = alternate(ctx, work, baseline, runs);
  const caches = { ours: path.join(work, 'cache-ours'), theirs: path.join(work, 'cache-theirs') };
  runBuild(ctx, path.join(work, 'ours'), { modelCache: caches.ours });
  runBuild(ctx, path.join(work, 'theirs'), { root: baseline, modelCache: caches.theirs });
  const warm = alternate(ctx, work, baseline, runs, caches);
  const median = (values: BuildRun[], of: 'wall' | 'cpu') => spread(values.map((v) => v[of])).median;
  for (const [name, pair, budget] of [['cold', cold, '1.25x'], ['warm', warm, '1.05x']] as const) {
    for (const of of ['wall', 'cpu'] as const) {
      const ours = median(pair.ours, of);
      const theirs = median(pair.theirs, of);
      ctx.figure(`${name}: ${of === 'wall' ? 'wall time' : 'CPU time'}, this / baseline`, `${seconds(ours)} / ${seconds(theirs)} = ${(ours / theirs).toFixed(2)}x   (issue 22 budget <= ${budget})`);
    }
  }
  const peak = (values: BuildRun[]) => Math.max(...values.map((r) => r.rss));
  ctx.figure('peak RSS, this / baseline', `${formatBytes(peak([...cold.ours, ...warm.ours]))} / ${formatBytes(peak([...cold.theirs, ...warm.theirs]))}   (budget <= 600 MB)`);
}
