import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { changedSince, snapshotFiles } from '../../src/server/dev/missed-changes.ts';
import { tempDir } from '../helpers/fixtures.ts';

test('changedSince lists files rewritten, resized or deleted after the snapshot, and no others', () => {
  const dir = tempDir('apidocs-missed-');
  const [same, rewritten, deleted] = ['same.md', 'rewritten.md', 'deleted.md'].map((name) => path.join(dir, name));
  for (const file of [same!, rewritten!, deleted!]) fs.writeFileSync(file, 'one');
  const snapshot = snapshotFiles([same!, rewritten!, deleted!]);
  assert.deepEqual(changedSince(snapshot), []);

  fs.writeFileSync(rewritten!, 'two'); // same size: the modification time tells
  fs.rmSync(deleted!);
  assert.deepEqual(changedSince(snapshot).sort(), [deleted!, rewritten!].sort());
});
