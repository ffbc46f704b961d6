/**
 * The options shared by the commands that read protos and content, and where apidocs is
 * installed. Kept free of heavy imports: main.ts loads it for every command, even --help.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';

/** The folder apidocs is installed in (holds the default content/). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SourceFlags {
  content?: string;
  protos?: string;
  offline?: boolean;
}

/** Help of --verbose (build, dev, model). */
export const VERBOSE_HELP =
  'list every documentation gap of the upstream sources (RPCs without a comment, ...), not only a line per kind';

/** Adds --content, --protos and --offline to a command. */
export function withSourceOptions(command: Command): Command {
  return command
    .option('--content <dir>', 'content folder (default: ./content if present, else the bundled one)')
    .option(
      '--protos <dir>',
      'proto trees laid out as <service>/<tag>/... (default: $APIDOCS_PROTOS, then the cache, then a download)',
    )
    .option('--offline', 'never download proto trees (also APIDOCS_OFFLINE=1)');
}
