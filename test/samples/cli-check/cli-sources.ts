/** The CLI's Go files of a release, read for the second reading (the files sources.json names, their build constraints evaluated). */
import fs from 'node:fs';
import path from 'node:path';
import { selectGoFiles } from '../../../src/sources/go-source-files.ts';
import type { SourceService, SourceVersion } from '../../../src/sources/sources-config.ts';
import { GoCliPackage } from './go-cli-reading.ts';
import { buildConstraintHolds } from './go-tokens.ts';

export function readCliPackage(treeDir: string, service: SourceService, version: SourceVersion): GoCliPackage {
  const tags = new Set(version.buildTags ?? []);
  const files = selectGoFiles(treeDir, service, version, 'cliFiles')
    .map((file) => ({ path: file, source: fs.readFileSync(path.join(treeDir, file), 'utf8') }))
    .filter((f) => buildConstraintHolds(f.source, tags));
  return new GoCliPackage(files);
}
