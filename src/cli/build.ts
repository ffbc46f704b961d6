/** `apidocs build`: builds the whole site into the output folder (default build/). */
import type { Command } from 'commander';
import { type SourceFlags, VERBOSE_HELP, withSourceOptions } from './source-options.ts';

interface BuildFlags extends SourceFlags {
  out: string;
  verbose?: boolean;
}

/** Registers the build command. */
export function registerBuildCommand(program: Command): void {
  withSourceOptions(
    program
      .command('build')
      .description('build the static site (every route rendered on the server) into the output folder')
      .option('-o, --out <dir>', 'output folder, served at the base URL (/api-docs/)', 'build')
      .option('--verbose', VERBOSE_HELP),
  ).action(async (flags: BuildFlags) => {
    // React renders faster in production mode; set before React is first imported.
    process.env.NODE_ENV = 'production';
    const { sourceContext } = await import('./context.ts');
    const { buildSite } = await import('../build/build-site.ts');
    const { formatMs } = await import('../build/phase.ts');
    const { cleanUpOnInterrupt } = await import('../shared/interrupt-cleanup.ts');
    const { BUILD_HEAP_GROWING_PERCENT } = await import('../shared/heap-growth.ts');
    const started = performance.now();
    const write = (line: string) => process.stderr.write(`${line}\n`);
    // Ctrl-C or SIGTERM remove the temporary folders instead of leaving them behind.
    cleanUpOnInterrupt(write);
    const context = sourceContext(flags, write);
    const result = await buildSite({
      contentDir: context.contentDir,
      outDir: flags.out,
      sources: context.sources,
      trees: context.trees,
      write,
      verbose: flags.verbose ?? false,
      // A one-shot build keeps its heap near its live data (peak memory; src/shared/heap-growth.ts).
      heapGrowthPercent: BUILD_HEAP_GROWING_PERCENT,
      // The previous output (some 30,000 files) is removed after the command returns.
      removePreviousInBackground: true,
    });
    write(`built ${result.pages} pages into ${result.outDir} in ${formatMs(performance.now() - started)}`);
  });
}
