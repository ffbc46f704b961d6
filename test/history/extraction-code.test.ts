/**
 * The history's code digest is the extraction code as it runs: comments, types and modules
 * the extraction does not import leave it unchanged; a change to code it runs changes it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { codeAsRun } from '../../src/history/extraction-code.ts';

const ENTRY = `import { double } from './helper.ts';
// Counts the elements.
export function count(items: string[]): number {
  return double(items.length);
}
`;
const HELPER = `export type Count = number;
/** Twice n. */
export function double(n: Count): Count {
  return n * 2;
}
`;

function digestAfter(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-extraction-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.ts'), ENTRY);
    fs.writeFileSync(path.join(dir, 'helper.ts'), HELPER);
    fs.writeFileSync(path.join(dir, 'unrelated.ts'), 'export const x = 1;\n');
    edit(dir);
    return codeAsRun(dir, ['entry.ts']).join('\0');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const replaceIn = (file: string, from: string, to: string) => (dir: string) => {
  const p = path.join(dir, file);
  const text = fs.readFileSync(p, 'utf8');
  assert.ok(text.includes(from), `${file} has ${from}`);
  fs.writeFileSync(p, text.replace(from, to));
};

test('comments, types, line endings and modules the extraction does not import leave the code digest as it was', () => {
  const base = digestAfter(() => {});
  assert.equal(digestAfter(replaceIn('helper.ts', '/** Twice n. */', '/** Two times n, for the count. */')), base);
  assert.equal(digestAfter(replaceIn('entry.ts', '// Counts the elements.', '')), base);
  assert.equal(
    digestAfter(replaceIn('helper.ts', 'export type Count = number;', 'export type Count = number & {};')),
    base,
  );
  assert.equal(digestAfter(replaceIn('unrelated.ts', '1', '2')), base);
  assert.equal(
    digestAfter((dir) => fs.writeFileSync(path.join(dir, 'helper.ts'), HELPER.replace(/\n/g, '\r\n'))),
    base,
  );
});

test('a change to code the extraction runs, in the entry or a module it imports, changes the code digest', () => {
  const base = digestAfter(() => {});
  assert.notEqual(digestAfter(replaceIn('helper.ts', 'n * 2', 'n * 3')), base);
  assert.notEqual(digestAfter(replaceIn('entry.ts', 'items.length', 'items.length + 1')), base);
});
