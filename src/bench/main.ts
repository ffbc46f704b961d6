/**
 * `npm run bench`: prints the project's performance and size figures. Never asserts:
 * machines are noisy; compare the figures with the budgets printed beside them.
 * Sections: model, build, history (the API history's cost), then every registered section
 * (client, pages, search, serve, mcp).
 * `npm run bench -- --only build,search` runs a subset; `--runs N` builds N times each way
 * for the build figures (default 3); `--baseline <checkout>` adds this build against another
 * checkout's (the commit before an issue), alternating. Needs APIDOCS_PROTOS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext, BenchSection } from './bench-context.ts';
import { benchBaseline, benchHistoryCost } from './baseline-bench.ts';
import { benchBuild, benchModel } from './build-bench.ts';
import { SECTIONS } from './sections.ts';

async function main(): Promise<void> {
  const protosDir = process.env.APIDOCS_PROTOS ? path.resolve(process.env.APIDOCS_PROTOS) : undefined;
  if (!protosDir) {
    console.error('error: set APIDOCS_PROTOS to the real protos (e.g. APIDOCS_PROTOS=../shared/protos npm run bench)');
    process.exit(2);
  }
  const flag = process.argv.indexOf('--only');
  const onlyArg =
    process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ??
    (flag >= 0 ? process.argv[flag + 1] : undefined);
  const only = onlyArg ? new Set(onlyArg.split(',')) : null;
  const wanted = (name: string) => !only || only.has(name);
  const runsFlag = process.argv.indexOf('--runs');
  const runs = Number(
    process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ??
      (runsFlag >= 0 ? process.argv[runsFlag + 1] : 3),
  );
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('error: --runs takes a whole number of at least 1');
    process.exit(2);
  }
  const baselineFlag = process.argv.indexOf('--baseline');
  const baseline =
    process.argv.find((a) => a.startsWith('--baseline='))?.slice('--baseline='.length) ??
    (baselineFlag >= 0 ? process.argv[baselineFlag + 1] : undefined);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-bench-'));
  const ctx: BenchContext = {
    buildDir: path.join(work, 'build'),
    protosDir,
    figure: (name, value) => console.log(`  ${name.padEnd(36)} ${value}`),
    heading: (title) => console.log(`\n${title}`),
  };
  console.log(`apidocs benchmark — ${os.cpus().length} cores, Node ${process.version}`);
  try {
    if (wanted('model')) benchModel(ctx);
    // Every section but the model and the baseline comparison reads this build.
    const needsBuild = !only || [...only].some((name) => !['model', 'baseline', 'history'].includes(name));
    if (needsBuild) benchBuild(ctx, ctx.buildDir, wanted('build') ? runs : 0);
    if (wanted('history')) benchHistoryCost(ctx, path.join(work, 'history'), runs);
    if (baseline) benchBaseline(ctx, path.join(work, 'baseline'), baseline, runs);
    for (const section of SECTIONS as BenchSection[]) {
      if (wanted(section.name)) await section.run(ctx);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
