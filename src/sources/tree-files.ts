/**
 * Which files of a service's own proto tree the build reads: the documented and import-only
 * .proto files of its roots, plus the REST rules (.yaml) and OpenAPI (.swagger.json) files
 * beside them. The tree hash and the compile step both use this one selection.
 */
import path from 'node:path';
import fg from 'fast-glob';
import { selectAllGoFiles } from './go-source-files.ts';
import type { ProtoRoot, ReleaseKind, SourceService, SourceVersion } from './sources-config.ts';

/**
 * Extensions kept from an upstream archive: everything else is dropped on extraction.
 * Go files are kept only until the release's selection is known (see download.ts).
 */
export const KEPT_EXTENSIONS = ['.proto', '.yaml', '.swagger.json', '.go'] as const;

/** True when an archive member with this path is worth keeping. */
export function isKeptFile(file: string): boolean {
  return KEPT_EXTENSIONS.some((ext) => file.endsWith(ext));
}

/** A .proto file chosen by a root, with its path inside the tree and inside the import root. */
export interface SelectedProto {
  root: ProtoRoot;
  /** Path relative to the import root: the name `import` statements use. */
  importPath: string;
  /** Path relative to the tree (what upstream links point at). */
  treePath: string;
  documented: boolean;
}

/** Lists the .proto files a root selects in a tree, sorted, documented ones flagged. */
export function selectRootProtos(treeDir: string, root: ProtoRoot): SelectedProto[] {
  const cwd = path.join(treeDir, root.dir);
  const glob = (patterns: string[]) =>
    patterns.length === 0 ? [] : fg.sync(patterns, { cwd, onlyFiles: true, dot: false });
  const documented = new Set(glob(root.documented).filter((f) => f.endsWith('.proto')));
  const importOnly = glob(root.importOnly).filter((f) => f.endsWith('.proto') && !documented.has(f));
  const toSelected = (importPath: string, isDocumented: boolean): SelectedProto => ({
    root,
    importPath,
    treePath: path.posix.join(root.dir, importPath),
    documented: isDocumented,
  });
  return [...[...documented].map((f) => toSelected(f, true)), ...importOnly.map((f) => toSelected(f, false))].sort(
    (a, b) => a.treePath.localeCompare(b.treePath),
  );
}

/** The roots of a service that live in its own tree (not borrowed from another service). */
export function ownRoots(service: SourceService): ProtoRoot[] {
  return service.protoRoots.filter((root) => root.from === undefined);
}

/**
 * Every file of the service's own tree the build reads (tree-relative, sorted): selected
 * .proto files and, where present, their sibling .yaml and .swagger.json files, plus the
 * release's Go files (permissions, CLI) when `version` is given. A history release reads no
 * OpenAPI file (only its API facts are used), so its selection and tree hash leave them out.
 */
export function selectTreeFiles(
  treeDir: string,
  service: SourceService,
  version?: SourceVersion,
  kind: ReleaseKind = 'full',
): string[] {
  const files = new Set<string>();
  const siblings = kind === 'full' ? ['.yaml', '.swagger.json'] : ['.yaml'];
  for (const root of ownRoots(service)) {
    for (const proto of selectRootProtos(treeDir, root)) {
      files.add(proto.treePath);
      const stem = proto.treePath.slice(0, -'.proto'.length);
      for (const sibling of siblings.map((ext) => `${stem}${ext}`)) {
        if (fg.sync(sibling, { cwd: treeDir }).length > 0) files.add(sibling);
      }
    }
  }
  if (version) for (const file of selectAllGoFiles(treeDir, service, version)) files.add(file);
  return [...files].sort();
}
