/**
 * Replacements on the real trees (APIDOCS_PROTOS): every RPC, field, enum value and REST
 * route the history shows removed or deprecated has its successor or "no successor" stated
 * (reviewed, covered by a reviewed entry, or named or not named by its deprecation comment);
 * lnd v0.21.0's removals have the successors lnd#9456 announced; every element a reviewed
 * fact of content/replacements.yaml names exists in the releases it names, and an RPC's or
 * message's mapping lists every old field; the releases with breaking or deprecating changes
 * have "Upgrading to" pages.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import {
  type FieldMappingFact,
  type ReplacementFact,
  loadContentReplacementFacts,
} from '../../src/content/replacement-facts.ts';
import { parseHistoryFile } from '../../src/history/history-file.ts';
import { indexHistory, lookupElement } from '../../src/history/history-queries.ts';
import type { ApiHistory, ElementKind } from '../../src/history/history-types.ts';
import { loadModel } from '../../src/release/load-model.ts';
import { meaningAt } from '../../src/site/history/history-release-api.ts';
import { type Replacement, daemonReplacements, refId } from '../../src/site/history/replacements.ts';
import { daemonHistory } from '../../src/site/history/site-histories.ts';
import { upgradingReleases } from '../../src/site/plan-routes.ts';
import { buildSiteApi } from '../../src/site/site-api.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

describe('replacements of the real releases', { skip: REAL_PROTOS_SKIP }, () => {
  const facts: ReplacementFact[] = loadContentReplacementFacts(path.join(ROOT, 'content'));
  let histories: Map<string, ApiHistory>;
  const replacements = new Map<string, Map<string, Replacement>>();

  before(async () => {
    const file = parseHistoryFile(fs.readFileSync(path.join(ROOT, 'content/history.json'), 'utf8'));
    histories = new Map(Object.entries(file.daemons).map(([id, d]) => [id, d.history]));
    const loaded = await loadModel({
      sources: loadSources(path.join(ROOT, 'content/sources.json')),
      trees: offlineTrees(REAL_PROTOS!),
    });
    for (const daemon of buildSiteApi(loaded.model).daemons)
      replacements.set(daemon.id, daemonReplacements(daemon, histories.get(daemon.id)!, facts));
  });

  test('every removed or deprecated element has its successor or "no successor" stated', () => {
    const unknown = [...replacements].flatMap(([daemon, map]) =>
      [...map.values()].filter((r) => r.source === 'unknown').map((r) => `${daemon} ${refId(r.element)}`),
    );
    assert.deepEqual(unknown, [], 'add an entry to content/replacements.yaml for each');
    const counted = [...replacements.values()].reduce((n, map) => n + map.size, 0);
    // 253: with the fields and enum values deprecated only by their comments (lnd's and loop's
    // CommitmentType.SIMPLE_TAPROOT_FINAL, three taproot-assets fields).
    assert.equal(counted, 253, 'removed or deprecated elements in the tracked releases');
  });

  test("lnd v0.21.0's removals: the successors lnd#9456 announced, with mappings and the errors old clients get", () => {
    const lnd = replacements.get('lnd')!;
    const successor = (kind: string, key: string) => {
      const r = lnd.get(`${kind} ${key}`);
      assert.ok(r, `${kind} ${key} is replaced`);
      assert.equal(r.status, 'removed');
      return r.successor ? refId(r.successor) : null;
    };
    assert.equal(successor('rpc', 'lnrpc.Lightning.SendPayment'), 'rpc routerrpc.Router.SendPaymentV2');
    assert.equal(successor('rpc', 'lnrpc.Lightning.SendPaymentSync'), 'rpc routerrpc.Router.SendPaymentV2');
    assert.equal(successor('rpc', 'lnrpc.Lightning.SendToRoute'), 'rpc routerrpc.Router.SendToRouteV2');
    assert.equal(successor('rpc', 'lnrpc.Lightning.SendToRouteSync'), 'rpc routerrpc.Router.SendToRouteV2');
    assert.equal(successor('rpc', 'routerrpc.Router.SendPayment'), 'rpc routerrpc.Router.SendPaymentV2');
    assert.equal(successor('rpc', 'routerrpc.Router.SendToRoute'), 'rpc routerrpc.Router.SendToRouteV2');
    assert.equal(successor('rpc', 'routerrpc.Router.TrackPayment'), 'rpc routerrpc.Router.TrackPaymentV2');
    assert.equal(
      successor('field', 'routerrpc.SendPaymentRequest.outgoing_chan_id'),
      'field routerrpc.SendPaymentRequest.outgoing_chan_ids',
    );
    assert.equal(
      successor('field', 'lnrpc.QueryRoutesRequest.outgoing_chan_id'),
      'field lnrpc.QueryRoutesRequest.outgoing_chan_ids',
    );
    assert.equal(successor('rest', 'POST /v1/channels/transactions'), 'rpc routerrpc.Router.SendPaymentV2');
    const sync = lnd.get('rpc lnrpc.Lightning.SendPaymentSync')!;
    assert.match(sync.breaks.join(' '), /zero-fee routes only/);
    assert.match(sync.breaks.join(' '), /timeout_seconds/);
    assert.deepEqual(
      sync.request.find((m) => m.old === 'outgoing_chan_id'),
      {
        old: 'outgoing_chan_id',
        how: 'renamed',
        new: 'outgoing_chan_ids',
        note: 'a list: put the one channel id in it',
      },
    );
    const fieldOfRemovedMessage = lnd.get('field lnrpc.SendRequest.fee_limit')!;
    assert.deepEqual(
      [fieldOfRemovedMessage.source, fieldOfRemovedMessage.via?.key],
      ['covered', 'lnrpc.Lightning.SendPaymentSync'],
    );
  });

  test("taproot-assets' alpha removals: the event streams, their moved messages, and routes that follow their RPC", () => {
    const tap = replacements.get('taproot-assets')!;
    const answer = (id: string) => {
      const r = tap.get(id);
      assert.ok(r, `${id} is replaced`);
      return [r.source, r.successor ? refId(r.successor) : null, r.via ? refId(r.via) : null];
    };
    assert.deepEqual(answer('rpc taprpc.TaprootAssets.SubscribeSendAssetEventNtfns'), [
      'reviewed',
      'rpc taprpc.TaprootAssets.SubscribeSendEvents',
      null,
    ]);
    assert.deepEqual(answer('rest POST /v1/taproot-assets/send/ntfs'), [
      'covered',
      'rpc taprpc.TaprootAssets.SubscribeSendEvents',
      'rpc taprpc.TaprootAssets.SubscribeSendAssetEventNtfns',
    ]);
    assert.deepEqual(answer('field taprpc.ExecuteSendStateEvent.send_state'), [
      'covered',
      'message tapdevrpc.ExecuteSendStateEvent',
      'message taprpc.ExecuteSendStateEvent',
    ]);
    // Renamed in v0.3.1, before its message moved: its own entry, not the move's.
    assert.deepEqual(answer('field taprpc.SendAssetEvent.receiver_proof_backoff_wait_event'), [
      'reviewed',
      'field taprpc.SendAssetEvent.proof_transfer_backoff_wait_event',
      null,
    ]);
    assert.deepEqual(answer('enumValue taprpc.OutputType.OUTPUT_TYPE_PASSIVE_ASSETS_ONLY'), ['reviewed', null, null]);
  });

  test('every element a reviewed fact names exists in the releases it names; mappings list every old field', () => {
    const problems: string[] = [];
    for (const fact of facts)
      for (const daemon of fact.daemons) {
        const history = histories.get(daemon);
        if (!history) {
          problems.push(`${fact.location}: no daemon ${daemon}`);
          continue;
        }
        problems.push(...factProblems(history, fact, daemon).map((p) => `${fact.location} (${daemon}): ${p}`));
      }
    assert.deepEqual(problems, []);
  });

  test('the comments name successors that exist; deprecated elements whose comment names none say so', () => {
    for (const [daemon, map] of replacements) {
      const index = indexHistory(histories.get(daemon)!);
      for (const r of map.values()) {
        if (r.source !== 'comment') continue;
        const found = lookupElement(index, r.successor!.kind as ElementKind, r.successor!.key);
        assert.ok(found, `${daemon} ${refId(r.element)}: ${refId(r.successor!)} is in the history`);
      }
    }
    const lnd = replacements.get('lnd')!;
    assert.equal(refId(lnd.get('rpc lnrpc.Lightning.ListUnspent')!.successor!), 'rpc walletrpc.WalletKit.ListUnspent');
    assert.equal(lnd.get('field lnrpc.Channel.csv_delay')!.source, 'unnamed');
  });

  test('"Upgrading to" pages for every tracked release with breaking changes', () => {
    for (const [id, apiHistory] of histories) {
      const history = daemonHistory(apiHistory);
      const pages = new Set(upgradingReleases(history));
      for (const release of apiHistory.releases) {
        const changes = release.follows ? history.changesInto(release.tag) : null;
        if (changes && changes.counts.breaking > 0)
          assert.ok(pages.has(release.tag), `${id} ${release.tag}: ${changes.counts.breaking} breaking changes`);
      }
    }
    assert.ok(upgradingReleases(daemonHistory(histories.get('lnd')!)).includes('v0.21.0-beta'));
  });
});

/** What a reviewed fact names that the history does not have where the fact says. */
function factProblems(history: ApiHistory, fact: ReplacementFact, daemon: string): string[] {
  const index = indexHistory(history);
  const problems: string[] = [];
  const at = (kind: string, key: string, tag: string) => {
    const element = lookupElement(index, kind as ElementKind, key);
    if (!element?.tags.includes(tag)) problems.push(`${kind} ${key} is not in ${tag}`);
    return element?.tags.includes(tag) ? element : undefined;
  };
  const { old: oldTag, new: newTag } = fact.checked[daemon]!;
  const element = at(fact.element.kind, fact.element.key, oldTag);
  const successor = fact.successor ? at(fact.successor.kind, fact.successor.key, newTag) : undefined;
  for (const covered of fact.covers) at(covered.kind, covered.key, oldTag);
  const fieldsOf = (message: string, tag: string) =>
    history.elements
      .filter(
        (e) =>
          e.kind === 'field' &&
          e.key.startsWith(`${message}.`) &&
          e.key.slice(message.length + 1).indexOf('.') < 0 &&
          e.tags.includes(tag),
      )
      .map((e) => e.key.slice(message.length + 1));
  const checkMapping = (
    rows: FieldMappingFact[],
    oldMessage: string | null,
    newMessage: string | null,
    what: string,
    complete: boolean,
  ) => {
    if (!oldMessage) return;
    const oldFields = fieldsOf(oldMessage, oldTag);
    for (const row of rows) {
      if (!oldFields.includes(row.old)) problems.push(`${what}: ${oldMessage} has no field ${row.old} in ${oldTag}`);
      if (row.new && newMessage && !fieldPathExists(history, newMessage, row.new, newTag))
        problems.push(`${what}: ${newMessage} has no ${row.new} in ${newTag}`);
    }
    // A message that changed is mapped field by field, every one of them; the same message needs no rows.
    const missing = oldFields.filter((f) => !rows.some((r) => r.old === f));
    if (complete && oldMessage !== newMessage && missing.length > 0)
      problems.push(`${what}: ${missing.join(', ')} of ${oldMessage} not mapped`);
  };
  if (fact.element.kind === 'rpc' && element) {
    const before = meaningAt(element, oldTag);
    const after = successor && fact.successor?.kind === 'rpc' ? meaningAt(successor, newTag) : null;
    checkMapping(fact.request, before.request!, after?.request ?? null, 'request', after !== null);
    checkMapping(fact.response, before.response!, after?.response ?? null, 'response', after !== null);
  } else if (fact.element.kind === 'message') {
    checkMapping(fact.fields, fact.element.key, fact.successor?.key ?? null, 'fields', fact.successor !== null);
  } else if (fact.element.kind === 'field') {
    const message = fact.element.key.slice(0, fact.element.key.lastIndexOf('.'));
    const newMessage = fact.successor ? fact.successor.key.slice(0, fact.successor.key.lastIndexOf('.')) : null;
    checkMapping([...fact.request, ...fact.response], message, newMessage, 'field', false);
  }
  return problems;
}

/** True when `path` (a.b.c) walks fields from `message` at `tag`. */
function fieldPathExists(history: ApiHistory, message: string, fieldPath: string, tag: string): boolean {
  const index = indexHistory(history);
  let type = message;
  for (const name of fieldPath.split('.')) {
    const field = lookupElement(index, 'field', `${type}.${name}`);
    if (!field?.tags.includes(tag)) return false;
    type = meaningAt(field, tag).type!.replace(/^map<[^,]+, (.+)>$/, '$1');
  }
  return true;
}
