/**
 * Upstream protos, REST rules and Go files are data the build reads from ../shared/protos
 * or a download, never part of this repository: the only .proto, .go and REST rule files
 * tracked are the self-written fixtures under test/fixtures/.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { ROOT } from './helpers/fixtures.ts';

const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
const NOT_A_CHECKOUT = tracked.status !== 0 ? 'not a git checkout: nothing to check' : false;

test('no upstream proto, REST rule or Go file is tracked outside the test fixtures', { skip: NOT_A_CHECKOUT }, () => {
  const files = tracked.stdout.split('\0').filter(Boolean);
  const upstreamKinds = files.filter((file) => /\.(proto|go)$/.test(file) || /(^|\/)[^/]*rpc\/[^/]+\.ya?ml$/.test(file) || /\.swagger\.json$/.test(file));
  assert.ok(upstreamKinds.length > 0, 'the fixtures hold some');
  assert.deepEqual(upstreamKinds.filter((file) => !file.startsWith('test/fixtures/')), []);
});
