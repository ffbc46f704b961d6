/**
 * `apidocs diff` between any two pinned releases, history ones included: a history release
 * has no CLI or comments in the history's compile, and the diff still compares what it has.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { compareReleases } from '../../src/diff/compare-releases.ts';
import { ConfigError } from '../../src/shared/errors.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { offlineTrees } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';

const TREES = fixtureTree('history');
const compare = (tags: [string, string] | undefined) =>
  compareReleases({
    sources: loadSources(path.join(TREES, 'sources.json')),
    trees: offlineTrees(TREES),
    daemon: 'depot',
    tags,
  });

test('two history releases are diffed from their API facts', async () => {
  const { changes, basis } = await compare(['v1.0.0', 'v1.1.0']);
  assert.equal(basis, 'api-facts');
  assert.deepEqual(changes.changes.map((c) => c.kind).sort(), [
    'enum-value-added',
    'field-type-changed',
    'rpc-added',
    'rpc-deprecated',
    'rpc-permissions-added',
    'rpc-removed',
    'rpc-response-changed',
  ]);
});

test('a history release against a full one, in either direction', async () => {
  const { changes, basis } = await compare(['v1.0.1', 'v1.2.0']);
  assert.equal(basis, 'api-facts');
  assert.equal(changes.from, 'v1.0.1');
  assert.ok(changes.changes.some((c) => c.id === 'rpc-added-depotrpc.depot.watch'));
  assert.ok(!changes.changes.some((c) => c.id.includes('priority')), 'both have the backported field');
  const back = await compare(['v1.2.0', 'v1.0.1']);
  assert.ok(back.changes.changes.some((c) => c.id === 'rpc-removed-depotrpc.depot.watch'));
});

test('two full releases are compared as documented; a tag pinned nowhere names the pinned ones', async () => {
  const { changes, basis } = await compare(undefined);
  assert.equal(basis, 'pages');
  assert.deepEqual([changes.from, changes.to], ['v1.1.1', 'v1.2.0']);
  assert.ok(changes.changes.some((c) => c.kind === 'rpc-streaming-changed'));
  await assert.rejects(compare(['v0.9.0', 'v1.2.0']), (e: unknown) => {
    assert.ok(e instanceof ConfigError);
    assert.match(
      e.format(),
      /depot has no pinned release "v0\.9\.0"[\s\S]*Use one of: v1\.2\.0, v1\.1\.1, v1\.1\.0, v1\.0\.1, v1\.0\.0/,
    );
    return true;
  });
});
