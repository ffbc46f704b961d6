/**
 * The Go files of a release the build reads (sources.json `permissionFiles`, `cliFiles` and
 * `handlerFiles`):
 * globs relative to the tree, "!" patterns exclude (upstream `_test.go` files). A pattern
 * that matches nothing is an error naming it, so a moved file (pool's perms.go moved
 * between v0.6.5-beta and v0.6.6-beta) never silently drops a daemon's permissions.
 */
import fg from 'fast-glob';
import { SourceError } from '../shared/errors.ts';
import type { SourceService, SourceVersion } from './sources-config.ts';

export type GoFileKind = 'permissionFiles' | 'cliFiles' | 'handlerFiles';

/** Tree-relative paths of the Go files of one kind, sorted; throws when a pattern matches nothing. */
export function selectGoFiles(
  treeDir: string,
  service: SourceService,
  version: SourceVersion,
  kind: GoFileKind,
): string[] {
  const patterns = version[kind] ?? [];
  const include = patterns.filter((p) => !p.startsWith('!'));
  const ignore = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const files = new Set<string>();
  for (const pattern of include) {
    const matched = fg.sync(pattern, { cwd: treeDir, onlyFiles: true, dot: false, ignore });
    if (matched.length === 0) {
      const what = fg.isDynamicPattern(pattern)
        ? `the pattern "${pattern}" matches no file`
        : `the file ${pattern} is missing`;
      throw new SourceError(`${service.id} ${version.tag}: ${what} (${kind} in content/sources.json)`, {
        location: treeDir,
        hint: 'Correct the path for this release in content/sources.json (files move between releases), or restore the file in the tree.',
      });
    }
    for (const file of matched) files.add(file);
  }
  return [...files].sort();
}

const KINDS: GoFileKind[] = ['permissionFiles', 'cliFiles', 'handlerFiles'];

/** Every Go file a release reads: permission, CLI and handler files together. */
export function selectAllGoFiles(treeDir: string, service: SourceService, version: SourceVersion): string[] {
  return [...new Set(KINDS.flatMap((kind) => selectGoFiles(treeDir, service, version, kind)))].sort();
}
