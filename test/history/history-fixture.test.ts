/**
 * The API history of the fixture daemon "depot" (test/fixtures/history.txtar): five
 * releases in two lines with every kind of history fact, computed from the trees by the
 * same code as the real build (compile without source info, permissions from Go).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { findElement } from '../../src/history/compute-history.ts';
import { elementBadges } from '../../src/history/element-badges.ts';
import { tagsHaving } from '../../src/history/history-queries.ts';
import type { ApiHistory, ElementKind } from '../../src/history/history-types.ts';
import { type LoadedHistory, loadHistory } from '../../src/history/load-history.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { offlineTrees } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';

const TREES = fixtureTree('history');
let loaded: LoadedHistory;
let history: ApiHistory;

before(async () => {
  loaded = await loadHistory({
    sources: loadSources(path.join(TREES, 'sources.json')),
    trees: offlineTrees(TREES),
    historyFile: null,
  });
  history = loaded.histories[0]!;
});

const element = (kind: ElementKind, key: string) => {
  const found = findElement(history, kind, key);
  assert.ok(found, `${kind} ${key} is in the history`);
  return found;
};
const changes = (kind: ElementKind, key: string) =>
  element(kind, key).changes.map((c) => [c.tag, c.follows, c.aspect, c.before, c.after]);

test('releases in date order, each following the previous release of its own line', () => {
  assert.deepEqual(
    history.releases.map((r) => [r.tag, r.date, r.kind, r.follows]),
    [
      ['v1.0.0', '2023-01-10', 'history', null],
      ['v1.1.0', '2023-03-01', 'history', 'v1.0.0'],
      ['v1.0.1', '2023-04-01', 'history', 'v1.0.0'],
      ['v1.1.1', '2023-04-01', 'full', 'v1.1.0'],
      ['v1.2.0', '2023-06-01', 'full', 'v1.1.1'],
    ],
  );
});

test('membership: added, removed, re-added and backported elements have exactly their releases', () => {
  assert.deepEqual(tagsHaving(history, 'depotrpc.Depot.Watch'), ['v1.1.0', 'v1.1.1', 'v1.2.0'], 'added in v1.1.0');
  assert.deepEqual(
    tagsHaving(history, 'depotrpc.Depot.Legacy'),
    ['v1.0.0', 'v1.0.1', 'v1.2.0'],
    'removed in v1.1.0, back in v1.2.0',
  );
  assert.deepEqual(
    tagsHaving(history, 'depotrpc.StoreRequest.priority'),
    ['v1.0.1', 'v1.1.1', 'v1.2.0'],
    'backported: not in v1.1.0',
  );
  assert.deepEqual(tagsHaving(history, 'depotrpc.Kind.KIND_CRATE'), ['v1.1.0', 'v1.1.1', 'v1.2.0']);
  assert.deepEqual(tagsHaving(history, 'depotrpc.Kind.KIND_BOX'), ['v1.0.0', 'v1.1.0', 'v1.0.1', 'v1.1.1', 'v1.2.0']);
  assert.deepEqual(tagsHaving(history, 'GET /v1/fetch/{name}'), ['v1.0.0', 'v1.1.0', 'v1.0.1', 'v1.1.1', 'v1.2.0']);
  assert.deepEqual(tagsHaving(history, 'depotrpc.Nothing'), []);
});

test('a renamed type: the old message leaves, the new one arrives and the RPC response changes meaning', () => {
  assert.deepEqual(tagsHaving(history, 'depotrpc.FetchResponse', 'message'), ['v1.0.0', 'v1.0.1']);
  assert.deepEqual(tagsHaving(history, 'depotrpc.FetchReply', 'message'), ['v1.1.0', 'v1.1.1', 'v1.2.0']);
  assert.deepEqual(
    changes('rpc', 'depotrpc.Depot.Fetch').filter((c) => c[2] === 'response'),
    [['v1.1.0', 'v1.0.0', 'response', 'depotrpc.FetchResponse', 'depotrpc.FetchReply']],
  );
});

test('changes of meaning: a field type, deprecation, a permission added, a REST body, streaming kinds', () => {
  assert.deepEqual(changes('field', 'depotrpc.StoreRequest.size'), [['v1.1.0', 'v1.0.0', 'type', 'int64', 'uint64']]);
  const fetch = changes('rpc', 'depotrpc.Depot.Fetch');
  assert.deepEqual(
    fetch.filter((c) => c[2] !== 'response'),
    [
      ['v1.1.0', 'v1.0.0', 'deprecated', 'false', 'true'],
      ['v1.1.0', 'v1.0.0', 'permissions', 'depot:read', 'audit:read depot:read'],
    ],
  );
  assert.deepEqual(
    tagsHaving(history, '/depotrpc.Depot/Fetch audit:read'),
    ['v1.1.0', 'v1.1.1', 'v1.2.0'],
    'the permission entry itself',
  );
  assert.deepEqual(tagsHaving(history, '/depotrpc.Depot/Fetch depot:read'), [
    'v1.0.0',
    'v1.1.0',
    'v1.0.1',
    'v1.1.1',
    'v1.2.0',
  ]);
  assert.deepEqual(changes('rest', 'POST /v1/store'), [['v1.2.0', 'v1.1.1', 'body', '*', 'item']]);
  assert.deepEqual(changes('rpc', 'depotrpc.Depot.Watch'), [['v1.2.0', 'v1.1.1', 'streaming', 'server', 'bidi']]);
  assert.equal(changes('rpc', 'depotrpc.Depot.Legacy').length, 0, 'a re-added element is an addition, not a change');
});

test('badges relative to the page release: added with its backport line, deprecated, removed', () => {
  const badges = (kind: ElementKind, key: string, tag: string) =>
    elementBadges(history, findElement(history, kind, key), tag);
  assert.deepEqual(badges('field', 'depotrpc.StoreRequest.priority', 'v1.2.0').added, {
    tag: 'v1.1.1',
    also: ['v1.0.1'],
  });
  assert.deepEqual(badges('field', 'depotrpc.StoreRequest.priority', 'v1.0.1').added, {
    tag: 'v1.0.1',
    also: ['v1.1.1'],
  });
  assert.deepEqual(badges('rpc', 'depotrpc.Depot.Watch', 'v1.2.0').added, { tag: 'v1.1.0', also: [] });
  assert.deepEqual(
    badges('rpc', 'depotrpc.Depot.Legacy', 'v1.2.0').added,
    { tag: 'v1.2.0', also: [] },
    're-added: v1.1.0 lacks it; v1.0.1 only kept it (v1.0.0 had it), no new introduction',
  );
  assert.equal(
    badges('rpc', 'depotrpc.Depot.Store', 'v1.2.0').added,
    null,
    'present since the first release: no badge',
  );
  assert.deepEqual(badges('rpc', 'depotrpc.Depot.Fetch', 'v1.2.0').deprecated, { tag: 'v1.1.0', by: 'option' });
  assert.equal(badges('rpc', 'depotrpc.Depot.Fetch', 'v1.0.1').deprecated, null, 'not deprecated in the old line');
  assert.deepEqual(badges('message', 'depotrpc.FetchResponse', 'v1.0.1').removed, { tag: 'v1.1.0' });
  assert.equal(badges('rpc', 'depotrpc.Depot.Legacy', 'v1.0.1').removed, null, 'the newest release has it again');
  assert.deepEqual(
    badges('rpc', 'depotrpc.Depot.Watch', 'v1.0.1'),
    { added: null, deprecated: null, removed: null },
    'a release that lacks it shows none',
  );
});

test('a key naming two kinds asks for the kind', () => {
  const doubled: ApiHistory = {
    ...history,
    elements: [...history.elements, { ...element('rpc', 'depotrpc.Depot.Watch'), kind: 'message' }],
  };
  assert.throws(() => tagsHaving(doubled, 'depotrpc.Depot.Watch'), /names a rpc and a message .*pass the kind/);
  assert.deepEqual(tagsHaving(doubled, 'depotrpc.Depot.Watch', 'rpc'), ['v1.1.0', 'v1.1.1', 'v1.2.0']);
});

test('element sets are cached per release and its trees: a second computation reads them back', async () => {
  const trees = offlineTrees(TREES);
  const sources = loadSources(path.join(TREES, 'sources.json'));
  await loadHistory({ sources, trees, historyFile: null });
  const entries = fs.readdirSync(path.join(trees.cacheDir, 'history')).filter((f) => f.endsWith('.json'));
  assert.equal(entries.length, 5, 'one entry per release');
  // A planted entry is served: proof the second computation reads the cache, not the trees.
  const v110 = entries.find((f) => f.startsWith('depot@v1.1.0.'))!;
  const planted = JSON.parse(fs.readFileSync(path.join(trees.cacheDir, 'history', v110), 'utf8'));
  planted.elements.rpc['depotrpc.Depot.Planted'] = {};
  fs.writeFileSync(path.join(trees.cacheDir, 'history', v110), JSON.stringify(planted));
  const again = await loadHistory({ sources, trees, historyFile: null });
  assert.deepEqual(tagsHaving(again.histories[0]!, 'depotrpc.Depot.Planted'), ['v1.1.0']);
  fs.writeFileSync(path.join(trees.cacheDir, 'history', v110), '{ truncated');
  const repaired = await loadHistory({ sources, trees, historyFile: null });
  assert.deepEqual(repaired.histories[0], history, 'a corrupt entry is a miss');
});
