/**
 * Request rules read from the real daemons' handlers (src/gofacts/rules/), when APIDOCS_PROTOS
 * is set: the RPCs with rules and rules per daemon (printed), each rule's error written at its
 * source line, the known cases, and every minimal request passing its daemon's rules.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { formatPlaceholders } from '../../src/gofacts/errors/error-constructors.ts';
import { goStringValue } from '../../src/gofacts/go-strings.ts';
import type { ApiRelease, MethodModel } from '../../src/proto/model-types.ts';
import { loadModel } from '../../src/release/load-model.ts';
import { breaksRule } from '../../src/shared/request-rules.ts';
import { planRequest } from '../../src/site/code-samples/request-plan.ts';
import { requestObject } from '../../src/site/code-samples/rule-plan.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

describe('request rules of the real releases', { skip: REAL_PROTOS_SKIP }, () => {
  let releases: ApiRelease[];
  const method = (id: string, name: string): MethodModel =>
    releases
      .find((r) => r.daemonId === id)!
      .subServices.flatMap((s) => s.methods)
      .find((m) => m.fullName === name)!;

  before(async () => {
    const sources = loadSources(path.join(ROOT, 'content/sources.json'));
    const { model } = await loadModel({ sources, trees: offlineTrees(REAL_PROTOS!), releases: 'newest' });
    releases = model.daemons.map((d) => d.releases[0]!);
  });

  test('each rule’s error is the Go string at its source line; the figures per daemon', (t) => {
    for (const release of releases) {
      const methods = release.subServices.flatMap((s) => s.methods);
      const rules = methods.flatMap((m) => m.requestRules ?? []);
      t.diagnostic(
        `${release.daemonId}: ${methods.filter((m) => (m.requestRules ?? []).length > 0).length} RPCs with rules, ${rules.length} rules`,
      );
      for (const rule of rules) {
        const lines = fs
          .readFileSync(path.join(REAL_PROTOS!, release.daemonId, release.tag, rule.source.path), 'utf8')
          .split('\n');
        const text = lines.slice(rule.source.line - 1, rule.source.line + 6).join('\n');
        const literals = [...text.matchAll(/"(?:[^"\\\n]|\\.)*"/g)].map((m) => goStringValue(m[0])).join('');
        assert.ok(
          formatPlaceholders(literals).startsWith(rule.message),
          `${release.daemonId}: "${rule.message}" at ${rule.source.path}:${rule.source.line}`,
        );
      }
    }
    assert.ok(
      releases.filter((r) => r.subServices.some((s) => s.methods.some((m) => (m.requestRules ?? []).length > 0)))
        .length === 6,
    );
  });

  test('the known cases: MintAsset, OpenChannel’s minimum, LoopOut, a choose-one group', () => {
    const mint = method('taproot-assets', 'mintrpc.Mint.MintAsset').requestRules!;
    const grouped = mint.find((r) => r.message === 'must set grouped asset to mint into a specific group')!;
    assert.deepEqual(
      [grouped.kind, grouped.fields, grouped.others],
      ['requires', ['asset.group_key', 'asset.group_anchor'], ['asset.grouped_asset']],
    );
    const open = method('lnd', 'lnrpc.Lightning.OpenChannel').requestRules!;
    const min = open.find((r) => r.kind === 'range' && r.fields[0] === 'local_funding_amount')!;
    assert.deepEqual(min.bound, { op: '>=', value: 20000, constant: 'funding.MinChanFundingSize' });
    assert.equal(min.when, '`fund_max` is false');
    const loopOut = method('loop', 'looprpc.SwapClient.LoopOut').requestRules!;
    assert.ok(
      loopOut.some(
        (r) => r.kind === 'excludes' && r.fields[0] === 'loop_out_channel' && r.others[0] === 'outgoing_chan_set',
      ),
    );
    const psbt = method('lnd', 'walletrpc.WalletKit.FundPsbt').requestRules!;
    assert.ok(psbt.some((r) => r.kind === 'one-of' && r.fields.join() === 'target_conf,sat_per_vbyte,sat_per_kw'));
  });

  test('every minimal request of every RPC passes its daemon’s rules', (t) => {
    for (const release of releases) {
      let checked = 0;
      for (const m of release.subServices.flatMap((s) => s.methods)) {
        const rules = m.requestRules ?? [];
        const message = release.messages[m.requestType];
        if (rules.length === 0 || !message) continue;
        const pathFields = m.rest[0] ? [...m.rest[0].path.matchAll(/\{([^}=]+)/g)].map((x) => x[1]!.trim()) : [];
        const request = requestObject(planRequest(message, 'minimal', release, pathFields, rules));
        for (const rule of rules) {
          assert.ok(!breaksRule(rule, request), `${m.fullName}'s minimal request breaks "${rule.message}"`);
          checked++;
        }
      }
      t.diagnostic(`${release.daemonId}: ${checked} rules checked`);
    }
  });
});
