/**
 * The version of the code that extracts a history: a committed history file written by other
 * extraction code is never served. GENERATOR is the file format, bumped by hand; the code
 * digest is the digest of that code as it runs: the modules the extraction reaches from its
 * entry points, bundled by esbuild with comments and whitespace dropped and types erased.
 * So the set of files is derived from the imports (never a hand-kept list), and an edit of a
 * comment, a type or an unrelated module (the CLI reading, the handler reading) leaves the
 * committed file fresh, while any change to code the extraction runs makes it stale until
 * `apidocs history --write` refreshes it, whether or not the change altered the output.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** The history file format (and extraction) version. */
export const GENERATOR = 3;

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the extraction starts: computing a history, and compiling a release for its API facts. */
const EXTRACTION_ENTRIES = [
  'src/history/compute-history.ts',
  'src/history/history-file.ts',
  'src/history/release-elements.ts',
  'src/history/release-order.ts',
  'src/release/api-facts.ts',
];

/** Dependencies whose version can change what the protos compile to. */
const EXTRACTION_DEPENDENCIES = ['@bufbuild/buf', '@bufbuild/protobuf'];

let digest: string | undefined;

/** The digest of the extraction code (computed once per process). */
export function extractionCode(): string {
  if (digest !== undefined) return digest;
  const hash = crypto.createHash('sha256').update(`generator ${GENERATOR}\n`);
  for (const text of codeAsRun(ROOT, EXTRACTION_ENTRIES)) hash.update(text).update('\0');
  for (const name of EXTRACTION_DEPENDENCIES) hash.update(`\n${name}@${installedVersion(name)}`);
  digest = hash.digest('hex').slice(0, 32);
  return digest;
}

/**
 * Code as it runs, one text per entry point (relative to `root`): bundled with the modules it
 * imports (packages left out: their versions are hashed instead), comments, whitespace and
 * types gone. Line endings do not matter: minified output has none of the source's.
 */
export function codeAsRun(root: string, entries: string[]): string[] {
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir: 'extraction',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles.map((f) => `${path.basename(f.path)}\n${f.text}`);
}

/** A dependency's version as Node finds it (in apidocs' node_modules or a folder above). */
function installedVersion(name: string): string {
  for (let dir = ROOT; ; dir = path.dirname(dir)) {
    try {
      return (
        JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
      ).version;
    } catch {
      if (path.dirname(dir) === dir) return 'none';
    }
  }
}
