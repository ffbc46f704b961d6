/**
 * What the shared source options (see source-options.ts) mean: the content folder, its
 * sources.json and the proto tree options. Commands import this lazily, in their action:
 * it loads zod and the source modules, which `--help` and check-links never need.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type TreeOptions, treeOptionsFrom } from '../sources/proto-trees.ts';
import { type Sources, loadSources } from '../sources/sources-config.ts';
import { PACKAGE_ROOT, type SourceFlags } from './source-options.ts';

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
