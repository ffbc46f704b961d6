/**
 * `apidocs history`: the API history of each daemon (which releases have each RPC, field,
 * enum value, REST binding and permission). Prints a summary, or the releases having one
 * element; --write recomputes it from the trees and writes the committed file
 * (content/history.json); --check fails when that file does not match the pins.
 */
import path from 'node:path';
import type { Command } from 'commander';
import { EXIT_FAILURE } from './exit.ts';
import { type SourceFlags, withSourceOptions } from './source-options.ts';

interface HistoryFlags extends SourceFlags {
  write?: boolean;
  check?: boolean;
  json?: boolean;
}

/** Registers the history command. */
export function registerHistoryCommand(program: Command): void {
  withSourceOptions(
    program
      .command('history')
      .description(
        'print the API history (which pinned releases have each element); --write refreshes content/history.json',
      )
      .argument('[daemon]', 'daemon id (lnd, loop, pool, faraday, taproot-assets, lit); default: all')
      .argument(
        '[key]',
        'an element key (lnrpc.Lightning.SendOnionMessage, POST /v2/router/send, ...): print the releases that have it',
      )
      .option('--write', 'compute the history from the pinned trees and write it to content/history.json')
      .option('--check', 'exit 1 when content/history.json does not match the pinned trees or the extraction code')
      .option('--json', 'print the history (or the element) as JSON'),
  ).action(async (daemon: string | undefined, key: string | undefined, flags: HistoryFlags, command: Command) => {
    if (flags.write && daemon !== undefined) command.error('error: --write writes every daemon: give no daemon');
    if (flags.write && flags.check) command.error('error: give --write or --check, not both');
    const fs = await import('node:fs');
    const { sourceContext } = await import('./context.ts');
    const { loadHistory } = await import('../history/load-history.ts');
    const { formatHistoryFile } = await import('../history/history-file.ts');
    const context = sourceContext(flags, (m) => process.stderr.write(`${m}\n`));
    const historyFile = path.join(context.contentDir, 'history.json');
    const loaded = await loadHistory({
      sources: context.sources,
      trees: context.trees,
      historyFile: flags.write ? null : historyFile,
      only: daemon === undefined ? undefined : [daemon],
    });
    if (flags.write) {
      fs.writeFileSync(historyFile, formatHistoryFile(loaded.file));
      process.stderr.write(`wrote ${historyFile}\n`);
    } else if (loaded.stale || loaded.fileMissing) {
      const why =
        loaded.stale ??
        `there is no ${historyFile}: the history was computed from the trees. Run \`apidocs history --write\` to write it.`;
      process.stderr.write(`${flags.check ? 'error' : 'note'}: ${why}\n`);
      if (flags.check) process.exitCode = EXIT_FAILURE;
    }
    if (key !== undefined) {
      const element = loaded.histories[0]!.elements.filter((e) => e.key === key);
      if (element.length === 0) {
        process.stderr.write(`error: no release of ${daemon} has "${key}"\n`);
        process.exitCode = EXIT_FAILURE;
        return;
      }
      if (flags.json) process.stdout.write(`${JSON.stringify(element, null, 2)}\n`);
      else
        for (const e of element) {
          process.stdout.write(`${e.kind} ${e.key}\n  in ${e.tags.join(', ')}\n`);
          for (const c of e.changes)
            process.stdout.write(
              `  ${c.tag} (after ${c.follows}): ${c.aspect} ${c.before || '(none)'} -> ${c.after || '(none)'}\n`,
            );
        }
      return;
    }
    if (flags.json) {
      process.stdout.write(`${JSON.stringify(loaded.histories, null, 2)}\n`);
      return;
    }
    for (const history of loaded.histories) {
      const first = history.releases[0]!;
      const last = history.releases.at(-1)!;
      const origin = loaded.fromFile.includes(history.daemon) ? 'from content/history.json' : 'computed from the trees';
      process.stdout.write(
        `${history.daemon.padEnd(15)} ${String(history.releases.length).padStart(3)} releases (${first.tag} ${first.date} .. ${last.tag} ${last.date}), ${history.elements.length} elements, ${origin}\n`,
      );
    }
  });
}
