/**
 * Options shared by several commands (content folder, proto trees, offline) and the
 * objects derived from them, so each command file only parses its own flags.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { type TreeOptions, treeOptionsFrom } from '../sources/proto-trees.ts';
import { type Sources, loadSources } from '../sources/sources-config.ts';

/** The folder apidocs is installed in (holds the default content/). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SourceFlags {
  content?: string;
  protos?: string;
  offline?: boolean;
}

/** Adds --content, --protos and --offline to a command. */
export function withSourceOptions(command: Command): Command {
  return command
    .option('--content <dir>', 'content folder (default: ./content if present, else the bundled one)')
    .option('--protos <dir>', 'proto trees laid out as <service>/<tag>/... (default: $APIDOCS_PROTOS, then the cache, then a download)')
    .option('--offline', 'never download proto trees (also APIDOCS_OFFLINE=1)');
}

/** The content folder: --content, else ./content, else the one shipped with apidocs. */
export function resolveContentDir(flag: string | undefined): string {
  if (flag) return path.resolve(flag);
  const local = path.resolve('content');
  return fs.existsSync(path.join(local, 'sources.json')) ? local : path.join(PACKAGE_ROOT, 'content');
}

export interface SourceContext {
  contentDir: string;
  sources: Sources;
  trees: TreeOptions;
}

/** Loads sources.json and the proto tree options for a command. */
export function sourceContext(flags: SourceFlags, log: (message: string) => void): SourceContext {
  const contentDir = resolveContentDir(flags.content);
  const sources = loadSources(path.join(contentDir, 'sources.json'));
  return { contentDir, sources, trees: treeOptionsFrom(sources, flags, log) };
}

/** Writes a warning line to stderr. */
export function warn(location: string | undefined, message: string): void {
  process.stderr.write(`warning: ${location ? `${location}: ` : ''}${message}\n`);
}
