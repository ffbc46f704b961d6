/**
 * Deprecations written only in comments in the real releases (APIDOCS_PROTOS): the release
 * the history names for elements upstream deprecates in prose alone. Read from the committed
 * content/history.json, which test/real/history.test.ts recomputes from the trees; the
 * comments themselves are checked in the pinned trees here, so a fact cannot pass for a
 * history that misread them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { findElement } from '../../src/history/compute-history.ts';
import { elementBadges } from '../../src/history/element-badges.ts';
import { readHistoryFile } from '../../src/history/history-file.ts';
import type { ApiHistory, ElementKind } from '../../src/history/history-types.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT } from '../helpers/fixtures.ts';

const historyOf = (daemon: string): ApiHistory =>
  readHistoryFile(path.join(ROOT, 'content/history.json'))!.daemons[daemon]!.history;

/** Where the element's comment deprecation appeared, its option's meanings, and its badge at the newest release. */
function deprecationFacts(daemon: string, kind: ElementKind, key: string) {
  const history = historyOf(daemon);
  const element = findElement(history, kind, key);
  assert.ok(element, `${daemon} ${kind} ${key} is in the history`);
  return {
    comment: element.changes.filter((c) => c.aspect === 'deprecatedInComment').map((c) => [c.tag, c.after]),
    options: [...new Set(element.meanings!.map((m) => m.meaning.deprecated))],
    badge: elementBadges(history, element, element.tags.at(-1)!).deprecated,
  };
}

/** The lines of a pinned tree's file. */
const lines = (daemon: string, tag: string, file: string) =>
  fs.readFileSync(path.join(REAL_PROTOS!, daemon, tag, file), 'utf8').split('\n');

test('loop GetLsatTokens: deprecated by its comment in v0.28.2-beta, never by the option', {
  skip: REAL_PROTOS_SKIP,
}, () => {
  assert.deepEqual(deprecationFacts('loop', 'rpc', 'looprpc.SwapClient.GetLsatTokens'), {
    comment: [['v0.28.2-beta', 'true']],
    options: ['false'],
    badge: { tag: 'v0.28.2-beta', by: 'comment' },
  });
  const history = historyOf('loop');
  const before = history.releases.find((r) => r.tag === 'v0.28.2-beta')!.follows!;
  const comment = (tag: string) => {
    const file = lines('loop', tag, 'looprpc/client.proto');
    const rpc = file.findIndex((l) => /rpc GetLsatTokens\s*\(/.test(l));
    return file.slice(Math.max(0, rpc - 6), rpc).join('\n');
  };
  assert.doesNotMatch(comment(before), /^\s*(\/\/\s*)?Deprecated/im, `${before}: the comment does not say it yet`);
  assert.match(comment('v0.28.2-beta'), /^\s*(\/\/\s*)?Deprecated/im);
});

test('taproot-assets: fields deprecated only by their comments, with the release of each', {
  skip: REAL_PROTOS_SKIP,
}, () => {
  for (const [key, tag] of [
    ['assetwalletrpc.TxTemplate.recipients', 'v0.7.0'],
    ['taprpc.Asset.script_key_declared_known', 'v0.6.0'],
    ['taprpc.Asset.script_key_has_script_path', 'v0.6.0'],
  ] as const) {
    assert.deepEqual(
      deprecationFacts('taproot-assets', 'field', key),
      { comment: [[tag, 'true']], options: ['false'], badge: { tag, by: 'comment' } },
      key,
    );
  }
});

test('lnd: the option speaks where both mark an element; a comment older than the history has no badge', {
  skip: REAL_PROTOS_SKIP,
}, () => {
  assert.deepEqual(deprecationFacts('lnd', 'field', 'walletrpc.BumpFeeRequest.force'), {
    comment: [['v0.18.0-beta', 'true']],
    options: ['false', 'true'],
    badge: { tag: 'v0.18.0-beta', by: 'option' },
  });
  const listUnspent = findElement(historyOf('lnd'), 'rpc', 'lnrpc.Lightning.ListUnspent')!;
  assert.ok(
    listUnspent.meanings!.every((m) => m.meaning.deprecatedInComment === 'true' && m.meaning.deprecated === 'false'),
    'ListUnspent: deprecated by its comment in every tracked release, never by the option',
  );
  assert.deepEqual(deprecationFacts('lnd', 'rpc', 'lnrpc.Lightning.ListUnspent').badge, null);
});
