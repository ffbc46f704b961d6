/**
 * Every CLI sample of the real APIs (newest releases, both variants): each field it says the
 * command "has no flag or argument for" is checked against the second reading of the CLI's Go
 * source (go-cli-reading.ts: the command's action and the package functions it calls), which
 * must find no request field of that name set from a flag or argument; each flag a note says
 * sets a field must be one the command defines. Skipped without APIDOCS_PROTOS.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadServicePages } from '../../../src/content/load-content.ts';
import { loadModel } from '../../../src/release/load-model.ts';
import { nodeFacts } from '../../../src/site/connection.ts';
import { codeSamples } from '../../../src/site/code-samples/index.ts';
import { rpcMacaroon } from '../../../src/site/code-samples/rpc-macaroon.ts';
import { buildSiteApi, latestReleases } from '../../../src/site/site-api.ts';
import { locateTree } from '../../../src/sources/proto-trees.ts';
import { findService, loadSources } from '../../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../../helpers/fixtures.ts';
import { readCliPackage } from './cli-sources.ts';
import { fieldKey, readAction } from './go-action-reading.ts';
import type { GoCliPackage } from './go-cli-reading.ts';

/** The claims of one sample text: `# field: <cli> has no flag or argument for it` and `# field: <cli> sets it from --flag ...`. */
export function sampleClaims(code: string): { field: string; noFlag: boolean; flags: string[] }[] {
  return code.split('\n').flatMap((line): { field: string; noFlag: boolean; flags: string[] }[] => {
    const none = /^# ([\w.[\]]+): \S+ has no flag or argument for it$/.exec(line);
    if (none) return [{ field: none[1]!, noFlag: true, flags: [] }];
    const from = /^# ([\w.[\]]+): \S+ sets it from (.+); this sample does not write it there$/.exec(line);
    if (from)
      return [{ field: from[1]!, noFlag: false, flags: [...from[2]!.matchAll(/--([\w-]+)/g)].map((m) => m[1]!) }];
    return [];
  });
}

test('no "no flag" claim of a real CLI sample contradicts the CLI source; every flag a note names is defined', {
  skip: REAL_PROTOS_SKIP,
  timeout: 10 * 60_000,
}, async (t) => {
  const sources = loadSources(path.join(ROOT, 'content/sources.json'));
  const trees = offlineTrees(REAL_PROTOS!);
  const { model: apiModel } = await loadModel({ sources, trees, releases: 'newest' });
  const services = latestReleases(buildSiteApi(apiModel));
  const pages = loadServicePages(
    path.join(ROOT, 'content'),
    services.map((s) => s.id),
  );
  const problems: string[] = [];
  const counts = new Map<string, { claims: number; named: number }>();
  for (const service of services) {
    const source = findService(sources, service.id);
    const version = source.versions.find((v) => v.tag === service.version.tag);
    if (!version?.cliFiles) continue;
    const pkg: GoCliPackage = readCliPackage((await locateTree(source, version, trees)).dir, source, version);
    const facts = nodeFacts(service, pages, services);
    const count = { claims: 0, named: 0 };
    counts.set(service.id, count);
    for (const sub of service.subServices)
      for (const method of sub.methods) {
        const { file: macaroon, note: macaroonNote } = rpcMacaroon(method, facts.daemon);
        const cli = codeSamples({ service, sub, method, macaroon, macaroonNote }).find((s) => s.language === 'cli');
        const commandPath = method.cliCommand?.path;
        if (!cli || !commandPath) continue;
        const command = pkg.command(commandPath);
        const action = command?.action
          ? readAction(pkg, command.action, command.flags ? new Set(command.flags.keys()) : undefined)
          : null;
        for (const code of [cli.variants.minimal, cli.variants.full ?? '']) {
          for (const claim of sampleClaims(code)) {
            const where = `${method.fullName} (${commandPath}) ${claim.field}`;
            if (claim.noFlag) {
              count.claims++;
              if (!action) problems.push(`${where}: the second reading cannot read ${commandPath}`);
              else if (action.fieldsFromInput.has(fieldKey(claim.field.split('.').at(-1)!.replace(/\[\]$/, ''))))
                problems.push(`${where}: says "no flag or argument", but ${commandPath} sets it from its input`);
            } else {
              count.named++;
              for (const flag of claim.flags)
                if (command?.flags && !command.flags.has(flag))
                  problems.push(`${where}: ${commandPath} has no --${flag}`);
            }
          }
        }
      }
  }
  t.diagnostic(
    [...counts].map(([id, c]) => `${id}: ${c.claims} "no flag" claims, ${c.named} "sets it from" notes`).join('\n'),
  );
  t.diagnostic(`${problems.length} contradictions:\n${problems.join('\n')}`);
  // Contradictions still open, each a field the generator's Go reading does not follow: they must
  // stay exactly these (one fixed is taken off the list; any other fails).
  assert.deepEqual(
    problems.filter((p) => !KNOWN_GAPS.some((k) => p.startsWith(k))),
    [],
  );
  for (const gap of KNOWN_GAPS)
    assert.ok(
      problems.some((p) => p.startsWith(gap)),
      `fixed, take it off: ${gap}`,
    );
});

/** Claims the generator's reading still makes wrongly (its Go reading misses how the action fills them). */
const KNOWN_GAPS = [
  'litrpc.Autopilot.AddAutopilotSession (litcli autopilot add) session_rules.rules:',
  'mintrpc.Mint.MintAsset (tapcli assets mint) asset.script_key.type:',
  'poolrpc.Trader.WithdrawAccount (pool accounts withdraw) outputs:',
  'rfqrpc.Rfq.ForwardingHistory (tapcli rfq forwardinghistory) asset_specifier.asset_id:',
  'taprpc.TaprootAssets.ListAssets (tapcli assets list) script_key.type:',
  'universerpc.Universe.InsertProof (tapcli universe proofs insert) asset_leaf.asset.asset_genesis.asset_id:',
  'universerpc.Universe.InsertProof (tapcli universe proofs insert) asset_leaf.asset.script_key:',
];
