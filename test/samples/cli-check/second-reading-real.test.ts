/**
 * The second reading on lnd's real CLI source: `lncli sendpayment --payment_hash=<h> 100` fails
 * as lncli fails (100 is read as the destination, "encoding/hex: odd length hex string"), a flag
 * sendpayment does not define is refused, and the form the samples use passes. Skipped without APIDOCS_PROTOS.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { locateTree } from '../../../src/sources/proto-trees.ts';
import { findService, loadSources } from '../../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../../helpers/fixtures.ts';
import { readCliPackage } from './cli-sources.ts';
import { secondReadingRefusal } from './second-reading.ts';

test("lncli sendpayment refuses a payment hash flag with the amount as first argument, with lncli's message", {
  skip: REAL_PROTOS_SKIP,
}, async () => {
  const sources = loadSources(path.join(ROOT, 'content/sources.json'));
  const lnd = findService(sources, 'lnd');
  const version = lnd.versions.find((v) => v.tag === 'v0.21.2-beta')!;
  const pkg = readCliPackage((await locateTree(lnd, version, offlineTrees(REAL_PROTOS!))).dir, lnd, version);
  const hash = '04'.repeat(32);
  const refuse = (words: string[]) => secondReadingRefusal(pkg, 'lncli sendpayment', words);
  assert.match(refuse([`--payment_hash=${hash}`, '100']) ?? '', /^encoding\/hex: odd length hex string/);
  assert.equal(refuse(['--pay_req=lnbcrt1', '--fee_limit=100']), null);
  assert.equal(refuse([`--dest=02${hash}`, '--amt=100', `--payment_hash=${hash}`, '--final_cltv_delta=40']), null);
  assert.equal(refuse([`02${hash}`, '100', hash]), null, 'dest amt payment_hash, in the order the action reads them');
  assert.equal(refuse(['--fee_limit_sat=100']), 'flag provided but not defined: -fee_limit_sat');
  assert.match(secondReadingRefusal(pkg, 'lncli wallet bumpfee', ['--immediate', 'x:0']) ?? 'none', /^none$/);
});
