/**
 * Reads and parses a release's Go files, once per file content: two releases of a daemon share
 * many files unchanged (lnd: 37 of 55), and watch mode recompiles a release on every proto edit
 * while its Go files rarely change, so a file seen before is not parsed again (lnd's Go takes
 * about half a second to parse). One entry per file on disk: an edited file replaces its entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { selectGoFiles, type GoFileKind } from '../sources/go-source-files.ts';
import type { SourceService, SourceVersion } from '../sources/sources-config.ts';
import { type GoFile, parseGoFile } from './go-file.ts';

const parsed = new Map<string, GoFile>();
const keyOfPath = new Map<string, string>();

/** The parsed Go files of one kind (sources.json `permissionFiles`, `cliFiles`, ...) of a release's tree. */
export function readGoFiles(
  treeDir: string,
  service: SourceService,
  version: SourceVersion,
  kind: GoFileKind,
): GoFile[] {
  return selectGoFiles(treeDir, service, version, kind).map((file) => readGoFile(treeDir, file));
}

function readGoFile(treeDir: string, file: string): GoFile {
  const absPath = path.join(treeDir, file);
  const source = fs.readFileSync(absPath, 'utf8');
  const key = `${file}\0${source}`;
  const cached = parsed.get(key);
  // The same text at the same tree path parses the same; only the path for messages differs.
  if (cached) return cached.absPath === absPath ? cached : { ...cached, absPath };
  const goFile = parseGoFile({ path: file, absPath, source });
  const previous = keyOfPath.get(absPath);
  if (previous !== undefined) parsed.delete(previous);
  keyOfPath.set(absPath, key);
  parsed.set(key, goFile);
  return goFile;
}

/**
 * Drops every parsed file (about 30 MB for the real site's 12 releases). A one-shot build calls
 * it once the model is read: nothing reads Go after that, and the render's peak memory is the
 * build's. Watch mode keeps them for the next recompile.
 */
export function forgetParsedGoFiles(): void {
  parsed.clear();
  keyOfPath.clear();
}
