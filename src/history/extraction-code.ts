/**
 * The version of the code that extracts a history: a committed history file written by other
 * extraction code is never served. GENERATOR is the file format, bumped by hand; the code
 * digest covers every source file the element sets depend on (the proto model, the
 * permission reader, tree selection and the history's own extraction), so an edit there
 * makes the committed file stale until `apidocs history --write` refreshes it, whether or not
 * the edit changed the output.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** The history file format (and extraction) version. */
export const GENERATOR = 2;

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Source files the element sets depend on (relative to the repository). */
const EXTRACTION_SOURCES = [
  'src/proto/**/*.ts',
  'src/gofacts/*.ts',
  'src/gofacts/permissions/**/*.ts',
  'src/sources/tree-files.ts',
  'src/sources/go-source-files.ts',
  'src/release/api-facts.ts',
  'src/history/release-elements.ts',
  'src/history/release-order.ts',
  'src/history/compute-history.ts',
  'src/history/history-file.ts',
  'src/history/extraction-code.ts',
];

/** Dependencies whose version can change what the protos compile to. */
const EXTRACTION_DEPENDENCIES = ['@bufbuild/buf', '@bufbuild/protobuf'];

let digest: string | undefined;

/** The digest of the extraction code (computed once per process). */
export function extractionCode(): string {
  if (digest !== undefined) return digest;
  const hash = crypto.createHash('sha256').update(`generator ${GENERATOR}\n`);
  for (const file of fg.sync(EXTRACTION_SOURCES, { cwd: ROOT, onlyFiles: true }).sort()) {
    // Line endings normalised: a checkout with CRLF is the same code.
    hash.update(`${file}\n`).update(fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\r\n/g, '\n'));
  }
  for (const name of EXTRACTION_DEPENDENCIES) hash.update(`\n${name}@${installedVersion(name)}`);
  digest = hash.digest('hex').slice(0, 32);
  return digest;
}

/** A dependency's version as Node finds it (in apidocs' node_modules or a folder above). */
function installedVersion(name: string): string {
  for (let dir = ROOT; ; dir = path.dirname(dir)) {
    try {
      return (JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      if (path.dirname(dir) === dir) return 'none';
    }
  }
}
