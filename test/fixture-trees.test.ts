/** The fixture trees' archives (test/fixtures/*.txtar) and how they are written out. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fg from 'fast-glob';
import { fixtureTree, formatTxtar, parseTxtar } from './helpers/fixture-trees.ts';

test('an archive lists each file with its exact content, after an optional comment', () => {
  const files = parseTxtar('A comment.\n-- a/b.proto --\nsyntax = "proto3";\n\n-- c.go --\npackage c\n');
  assert.deepEqual(
    [...files],
    [
      ['a/b.proto', 'syntax = "proto3";\n\n'],
      ['c.go', 'package c\n'],
    ],
  );
  assert.deepEqual(parseTxtar(formatTxtar('Comment.\n', files)), files);
});

test('names leaving the tree, repeated names and unarchivable contents are refused', () => {
  assert.throws(() => parseTxtar('-- ../x.go --\n'), /unsafe file name/);
  assert.throws(() => parseTxtar('-- /x.go --\n'), /unsafe file name/);
  assert.throws(() => parseTxtar('-- x.go --\na\n-- x.go --\nb\n'), /listed twice/);
  assert.throws(() => formatTxtar('', new Map([['x.go', 'no newline']])), /cannot be archived/);
  assert.throws(() => formatTxtar('', new Map([['x.go', '-- y --\n']])), /cannot be archived/);
});

test('every fixture tree is written out file for file, once, and read again from the same folder', () => {
  for (const name of ['protos', 'go', 'releases', 'samples']) {
    const archive = parseTxtar(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.txtar`), 'utf8'));
    const dir = fixtureTree(name);
    assert.equal(fixtureTree(name), dir);
    const written = fg.sync('**/*', { cwd: dir, dot: true }).sort();
    assert.deepEqual(written, [...archive.keys()].sort(), name);
    for (const [file, content] of archive)
      assert.equal(fs.readFileSync(path.join(dir, file), 'utf8'), content, `${name}: ${file}`);
  }
});
