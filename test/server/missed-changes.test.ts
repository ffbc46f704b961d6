import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { changedSince, snapshotFiles } from '../../src/server/dev/missed-changes.ts';
import { tempDir } from '../helpers/fixtures.ts';

test('changedSince lists files rewritten (same size, same modification time), resized or deleted after the snapshot, and no others', () => {
  const dir = tempDir('apidocs-missed-');
  const [same, rewritten, deleted] = ['same.md', 'rewritten.md', 'deleted.md'].map((name) => path.join(dir, name));
  // A whole second, as a filesystem with coarse timestamps records it.
  const second = new Date('2026-01-01T00:00:00Z');
  for (const file of [same!, rewritten!, deleted!]) {
    fs.writeFileSync(file, 'one');
    fs.utimesSync(file, second, second);
  }
  const snapshot = snapshotFiles([same!, rewritten!, deleted!]);
  assert.deepEqual(changedSince(snapshot), []);

  fs.writeFileSync(rewritten!, 'two');
  fs.utimesSync(rewritten!, second, second); // same size, saved within the same second
  fs.rmSync(deleted!);
  assert.deepEqual(changedSince(snapshot).sort(), [deleted!, rewritten!].sort());
});
