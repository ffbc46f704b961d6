/** `apidocs diff`: prints what changed in a daemon's API between two pinned releases. */
import type { Command } from 'commander';
import { EXIT_FAILURE } from './exit.ts';
import { type SourceFlags, withSourceOptions } from './source-options.ts';

interface DiffFlags extends SourceFlags {
  json?: boolean;
  failOnBreaking?: boolean;
}

/** Registers the diff command. */
export function registerDiffCommand(program: Command): void {
  withSourceOptions(
    program
      .command('diff')
      .description('print the API changes of a daemon between two pinned releases (default: its two newest)')
      .argument('<daemon>', 'daemon id (lnd, loop, pool, faraday, taproot-assets, lit)')
      .argument('[old]', 'older release tag (any pinned release, full or history)')
      .argument('[new]', 'newer release tag (any pinned release, full or history)')
      .option('--json', 'print the changes as JSON')
      .option('--fail-on-breaking', 'exit 1 when a change is wire- or JSON/REST-breaking'),
  ).action(
    async (
      daemon: string,
      older: string | undefined,
      newer: string | undefined,
      flags: DiffFlags,
      command: Command,
    ) => {
      if ((older === undefined) !== (newer === undefined))
        command.error('error: give both the old and the new release tag, or neither');
      // Loaded on use so that `apidocs --help` does not pay for the compiler front-end.
      const { sourceContext } = await import('./context.ts');
      const { compareReleases } = await import('../diff/compare-releases.ts');
      const { formatChanges } = await import('../diff/format-changes.ts');
      const context = sourceContext(flags, (m) => process.stderr.write(`${m}\n`));
      const tags: [string, string] | undefined =
        older !== undefined && newer !== undefined ? [older, newer] : undefined;
      const { title, changes, basis } = await compareReleases({
        sources: context.sources,
        trees: context.trees,
        daemon,
        tags,
      });
      if (basis === 'api-facts')
        process.stderr.write(
          'note: a history release is compared by its API facts (descriptors, REST rules, permissions); deprecations written only in comments are not seen\n',
        );
      process.stdout.write(flags.json ? `${JSON.stringify(changes, null, 2)}\n` : formatChanges(daemon, changes));
      if (flags.failOnBreaking && changes.counts.breaking > 0) {
        process.stderr.write(
          `error: ${changes.counts.breaking} breaking change${changes.counts.breaking === 1 ? '' : 's'} in ${title} from ${changes.from} to ${changes.to}\n`,
        );
        process.exitCode = EXIT_FAILURE;
      }
    },
  );
}
