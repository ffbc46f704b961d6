/**
 * The fixture trees: self-written daemons (protos, REST rules, Go files) laid out like the
 * upstream trees the build reads. The repository tracks no file of those kinds (upstream
 * ones are data read from ../shared/protos or a download, never committed, and fixtures
 * must not pass for them), so each tree is kept as one txtar archive,
 * test/fixtures/<name>.txtar, and written out as real files when a test process first asks
 * for it.
 *
 * txtar (the format of Go's own test data): an optional comment, then each file as a line
 * `-- <path> --` followed by its content. Every fixture file ends with a newline, so a
 * file's content is exactly the text up to the next marker.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ARCHIVES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const MARKER = /^-- (.+) --$/;

/** The files of a txtar archive: relative path -> content (the text up to the next marker). */
export function parseTxtar(text: string): Map<string, string> {
  const files = new Map<string, string>();
  const markers = [...text.matchAll(/^-- (.+) --$/gm)];
  for (const [i, marker] of markers.entries()) {
    const name = marker[1]!;
    if (path.isAbsolute(name) || name.split('/').includes('..')) throw new Error(`txtar: unsafe file name "${name}"`);
    if (files.has(name)) throw new Error(`txtar: "${name}" is listed twice`);
    const start = marker.index! + marker[0].length + 1;
    files.set(name, text.slice(start, markers[i + 1]?.index ?? text.length));
  }
  return files;
}

/** A txtar archive of the given files (each must end with a newline and hold no marker line). */
export function formatTxtar(comment: string, files: Map<string, string>): string {
  let text = comment;
  for (const [name, content] of files) {
    if (!content.endsWith('\n') || content.split('\n').some((line) => MARKER.test(line)))
      throw new Error(`txtar: ${name} cannot be archived as is`);
    text += `-- ${name} --\n${content}`;
  }
  return text;
}

/**
 * The folder of fixture tree `name` (protos, go, releases, samples), written from its
 * archive on first use. The folder is named by the archive's hash, so test processes
 * running at once share it and an edited archive never meets an old copy. Tests treat it
 * as read-only (copyFixtureProtos makes a copy to edit).
 */
export function fixtureTree(name: string): string {
  const text = fs.readFileSync(path.join(ARCHIVES, `${name}.txtar`), 'utf8');
  const digest = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), 'apidocs-fixture-trees', `${name}-${digest}`);
  if (fs.existsSync(dir)) return dir;
  const partial = `${dir}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  for (const [file, content] of parseTxtar(text)) {
    fs.mkdirSync(path.dirname(path.join(partial, file)), { recursive: true });
    fs.writeFileSync(path.join(partial, file), content);
  }
  try {
    fs.renameSync(partial, dir); // complete or absent: another process may have won the race
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
  return dir;
}
