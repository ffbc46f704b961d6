/**
 * The API history of the real releases (APIDOCS_PROTOS): facts that come from the pinned
 * trees, and the committed content/history.json recomputed from them (it must be exactly
 * what `apidocs history --write` writes today, or the build would recompute on every run).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { findElement } from '../../src/history/compute-history.ts';
import { elementBadges } from '../../src/history/element-badges.ts';
import { formatHistoryFile } from '../../src/history/history-file.ts';
import { tagsHaving } from '../../src/history/history-queries.ts';
import type { ApiHistory } from '../../src/history/history-types.ts';
import { type LoadedHistory, loadHistory } from '../../src/history/load-history.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

let loaded: LoadedHistory;
let lnd: ApiHistory;

before(async () => {
  if (!REAL_PROTOS) return;
  loaded = await loadHistory({
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS),
    historyFile: null,
  });
  lnd = loaded.histories.find((h) => h.daemon === 'lnd')!;
});

test('the committed content/history.json is exactly the history computed from the pinned trees', {
  skip: REAL_PROTOS_SKIP,
}, () => {
  const committed = fs.readFileSync(path.join(ROOT, 'content/history.json'), 'utf8');
  assert.ok(
    committed === formatHistoryFile(loaded.file),
    'content/history.json is stale: run `apidocs history --write` (with APIDOCS_PROTOS) and commit it',
  );
});

test('every pinned release of each daemon is in its history, 139 in all', { skip: REAL_PROTOS_SKIP }, () => {
  assert.deepEqual(
    loaded.histories.map((h) => [h.daemon, h.releases.length]),
    [
      ['lnd', 28],
      ['loop', 46],
      ['pool', 5],
      ['faraday', 7],
      ['taproot-assets', 19],
      ['lit', 34],
    ],
  );
});

test('lnd: RPCs and fields added in a minor or a patch release, by membership', { skip: REAL_PROTOS_SKIP }, () => {
  const firstTag = (key: string) => tagsHaving(lnd, key)[0];
  assert.equal(firstTag('lnrpc.Lightning.SendOnionMessage'), 'v0.21.0-beta');
  assert.equal(firstTag('routerrpc.Router.DeleteForwardingHistory'), 'v0.21.0-beta');
  assert.deepEqual(tagsHaving(lnd, 'walletrpc.WalletKit.SubmitPackage'), ['v0.21.2-beta'], 'a patch release');
  assert.equal(firstTag('walletrpc.BumpFeeRequest.immediate'), 'v0.18.0-beta', 'not v0.18.5 as one wallet guessed');
  assert.ok(!tagsHaving(lnd, 'walletrpc.BumpFeeRequest.immediate').includes('v0.17.5-beta'));
});

test('lnd: the backported outgoing_requested_node_id is in v0.20.3-beta and v0.21.2-beta only', {
  skip: REAL_PROTOS_SKIP,
}, () => {
  const key = 'routerrpc.ForwardHtlcInterceptRequest.outgoing_requested_node_id';
  assert.deepEqual(tagsHaving(lnd, key), ['v0.20.3-beta', 'v0.21.2-beta']);
  const element = findElement(lnd, 'field', key);
  assert.deepEqual(elementBadges(lnd, element, 'v0.21.2-beta').added, { tag: 'v0.21.2-beta', also: ['v0.20.3-beta'] });
  assert.deepEqual(elementBadges(lnd, element, 'v0.20.3-beta').added, { tag: 'v0.20.3-beta', also: ['v0.21.2-beta'] });
});

test('lnd: each release follows the previous one of its own line', { skip: REAL_PROTOS_SKIP }, () => {
  const follows = Object.fromEntries(lnd.releases.map((r) => [r.tag, r.follows]));
  assert.equal(follows['v0.20.2-beta'], 'v0.20.1-beta', 'not v0.21.1-beta, dated earlier');
  assert.equal(follows['v0.20.3-beta'], 'v0.20.2-beta');
  assert.equal(follows['v0.21.2-beta'], 'v0.21.1-beta');
  assert.equal(follows['v0.21.0-beta'], 'v0.20.1-beta', 'a new minor follows the newest release of the line before it');
  assert.equal(follows['v0.16.0-beta'], null);
  const order = lnd.releases.map((r) => r.tag);
  assert.ok(order.indexOf('v0.21.1-beta') < order.indexOf('v0.20.2-beta'), 'history order is by date');
});

test('apidocs diff from a history release: lnd v0.20.2-beta to v0.20.3-beta adds only the backported field', {
  skip: REAL_PROTOS_SKIP,
}, async () => {
  const { compareReleases } = await import('../../src/diff/compare-releases.ts');
  const { changes, basis } = await compareReleases({
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS!),
    daemon: 'lnd',
    tags: ['v0.20.2-beta', 'v0.20.3-beta'],
  });
  assert.equal(basis, 'api-facts');
  assert.deepEqual(
    changes.changes.map((c) => c.id),
    ['field-added-routerrpc.forwardhtlcinterceptrequest-outgoing_requested_node_id'],
  );
});
