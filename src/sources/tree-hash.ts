/**
 * The recorded sha256 of a release is a hash of the files the build reads, not of the
 * archive bytes: GitHub regenerates archives (their bytes changed in 2023) while the files
 * inside stay the same, and a local copy such as ../shared/protos can be checked the same way.
 *
 * Definition: sha256 over the lines `<sha256 of file> <tree-relative path>\n` of every
 * selected file (see tree-files.ts), sorted by path, like a `sha256sum` manifest.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseKind, SourceService, SourceVersion } from './sources-config.ts';
import { selectTreeFiles } from './tree-files.ts';

/** Hashes the given tree-relative files of a tree. */
export function hashFiles(treeDir: string, files: string[]): string {
  const manifest = [...files]
    .sort()
    .map((file) => {
      const digest = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(treeDir, file)))
        .digest('hex');
      return `${digest} ${file}\n`;
    })
    .join('');
  return crypto.createHash('sha256').update(manifest).digest('hex');
}

/** The tree hash of a release's tree: what sources.json records as the version's sha256. */
export function treeHash(
  treeDir: string,
  service: SourceService,
  version?: SourceVersion,
  kind: ReleaseKind = 'full',
): string {
  return hashFiles(treeDir, selectTreeFiles(treeDir, service, version, kind));
}
