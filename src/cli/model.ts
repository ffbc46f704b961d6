/** `apidocs model`: prints the API model as a summary table or as JSON. */
import type { Command } from 'commander';
import { type SourceFlags, VERBOSE_HELP, withSourceOptions } from './source-options.ts';

interface ModelFlags extends SourceFlags {
  service?: string[];
  json?: boolean;
  newest?: boolean;
  verbose?: boolean;
}

/** Registers the model command. */
export function registerModelCommand(program: Command): void {
  withSourceOptions(
    program
      .command('model')
      .description('compute the API model from the protos and print a summary (or --json)')
      .option('-s, --service <id...>', 'only these services (lnd, loop, pool, faraday, taproot-assets, lit)')
      .option(
        '--newest',
        'only the newest pinned release of each daemon (default: every full release; history releases are `apidocs history`)',
      )
      .option('--json', 'print the full model as JSON')
      .option('--verbose', VERBOSE_HELP),
  ).action(async (flags: ModelFlags) => {
    // Loaded on use so that `apidocs --help` does not pay for the compiler front-end.
    const { sourceContext, warn } = await import('./context.ts');
    const { loadModel } = await import('../release/load-model.ts');
    const { formatSummaryTable, summarizeModel } = await import('../proto/model-summary.ts');
    const { newestReleaseGaps } = await import('../proto/documentation-gaps.ts');
    const { gapReportLines } = await import('../build/gap-report.ts');
    const context = sourceContext(flags, (m) => process.stderr.write(`${m}\n`));
    const started = performance.now();
    const { model, warnings } = await loadModel({
      sources: context.sources,
      trees: context.trees,
      only: flags.service,
      releases: flags.newest ? 'newest' : 'all',
    });
    // Documentation gaps (upstream's to fix) get a line per kind; the rest is the user's to fix.
    for (const w of warnings) if (!w.gap) warn(w.location, w.message);
    const places = { verbose: flags.verbose ?? false, reportFile: null, pages: null };
    for (const line of gapReportLines(newestReleaseGaps(model), places)) process.stderr.write(`${line}\n`);
    if (flags.json) {
      process.stdout.write(`${JSON.stringify(model, null, 2)}\n`);
      return;
    }
    process.stdout.write(`${formatSummaryTable(summarizeModel(model))}\n`);
    const daemons = model.daemons.length;
    const releases = model.daemons.reduce((n, d) => n + d.releases.length, 0);
    process.stderr.write(
      `model of ${daemons} daemon${daemons === 1 ? '' : 's'}, ${releases} release${releases === 1 ? '' : 's'} in ${Math.round(performance.now() - started)} ms\n`,
    );
  });
}
