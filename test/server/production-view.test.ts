import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPLACED_CHECK_MS, productionView } from '../../src/server/production-view.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';

test('apidocs serve follows a new build swapped into its folder, within a second', async () => {
  const { outDir } = await fixtureBuild();
  const parent = tempDir('apidocs-view-');
  const root = path.join(parent, 'build');
  fs.cpSync(outDir, root, { recursive: true });
  let clock = 0;
  const view = productionView(root, () => clock);
  assert.equal(view.hasFile('index.html'), true);
  assert.equal(view.hasFile('assets/new.ABCDEFGH.css'), false);

  // What apidocs build does at its end: the finished folder takes the served folder's name.
  const next = path.join(parent, 'build.tmp-1');
  fs.cpSync(outDir, next, { recursive: true });
  fs.writeFileSync(path.join(next, 'assets/new.ABCDEFGH.css'), 'p{}');
  fs.renameSync(root, path.join(parent, 'build.old-1'));
  fs.renameSync(next, root);

  assert.equal(view.hasFile('assets/new.ABCDEFGH.css'), false, 'the snapshot answers until the next check');
  clock += REPLACED_CHECK_MS;
  assert.equal(view.hasFile('assets/new.ABCDEFGH.css'), true, 'the new build is served');
  assert.match(view.csp, /script-src/);
});
