import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { removeFolder } from '../../src/build/output-dir.ts';
import { tempDir } from '../helpers/fixtures.ts';

test('removeFolder removes a whole tree: files at every depth, empty folders, dotfiles and links (not their targets)', async () => {
  const root = path.join(tempDir('apidocs-remove-'), 'old');
  const outside = path.join(path.dirname(root), 'outside.txt');
  fs.writeFileSync(outside, 'kept');
  for (const file of [
    'index.html',
    'api/lnd/lightning/get-info/index.html',
    'api/lnd/lightning/get-info/index.html.br',
    'assets/x.json',
    '.apidocs-build',
  ]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), file);
  }
  fs.mkdirSync(path.join(root, 'api/empty'), { recursive: true });
  fs.symlinkSync(outside, path.join(root, 'api/link.txt'));
  fs.symlinkSync(path.dirname(root), path.join(root, 'parent-link'));
  await removeFolder(root);
  assert.ok(!fs.existsSync(root));
  assert.equal(fs.readFileSync(outside, 'utf8'), 'kept', 'a link is removed, not followed');
});
