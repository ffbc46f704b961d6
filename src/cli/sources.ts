/**
 * `apidocs sources`: lists the pinned upstream releases and where their trees are; with
 * --verify, hashes every local tree and compares it with sources.json (the way to pin a
 * new release: add the version, run --verify, copy the printed hash).
 */
import type { Command } from 'commander';
import { type SourceFlags, withSourceOptions } from './source-options.ts';

interface SourcesFlags extends SourceFlags {
  verify?: boolean;
}

/** Registers the sources command. */
export function registerSourcesCommand(program: Command): void {
  withSourceOptions(
    program
      .command('sources')
      .description(
        'list the pinned upstream releases; --verify checks local trees (full and history releases) against the recorded sha256',
      )
      .option('--verify', 'hash every local tree (all pinned versions) and compare; exit 1 on a mismatch'),
  ).action(async (flags: SourcesFlags) => {
    const { sourceContext } = await import('./context.ts');
    const { verifySources } = await import('../sources/verify-sources.ts');
    const context = sourceContext(flags, () => {});
    const rows = verifySources(context.sources, context.trees, flags.verify === true);
    for (const row of rows) {
      const where =
        row.dir ??
        (row.kind === 'full'
          ? 'not available locally (downloaded on first build)'
          : 'not available locally (downloaded only when content/history.json is stale)');
      const check =
        row.status === 'unchecked'
          ? ''
          : `  ${row.status}${row.status === 'mismatch' ? ` (tree hashes to ${row.actual})` : ''}`;
      process.stdout.write(
        `${row.service.padEnd(15)} ${row.tag.padEnd(15)} ${row.kind.padEnd(8)} ${row.commit.slice(0, 12)}  ${where}${check}\n`,
      );
    }
    if (rows.some((r) => r.status === 'mismatch')) process.exitCode = 1;
  });
}
