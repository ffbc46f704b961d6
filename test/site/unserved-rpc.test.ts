/** The note an RPC the reader's daemon refuses gets in place of samples (src/site/unserved-rpc.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MethodModel } from '../../src/proto/model-types.ts';
import type { SiteRelease } from '../../src/site/site-api.ts';
import { unservedView } from '../../src/site/unserved-rpc.ts';

const release = { daemon: 'tapd' } as SiteRelease;
const oracle = { fullName: 'priceoraclerpc.PriceOracle', name: 'PriceOracle' };
const method = (status: string) => ({ name: 'QueryAssetRates', permissions: { status } }) as unknown as MethodModel;
const content = {
  servedElsewhere: { 'priceoraclerpc.PriceOracle': 'an external price oracle' },
  readerServes: ['priceoraclerpc.PriceOracle'],
};

test('a sub-service served elsewhere names its server; readerServes marks one the reader may run', () => {
  const view = unservedView(release, oracle, method('not-served'), content);
  assert.equal(view?.servedBy, 'an external price oracle');
  assert.equal(view?.readerServes, true);
  assert.match(view!.text, /^Served by an external price oracle, not by tapd/);
  const auctioneer = unservedView(release, oracle, method('not-served'), { ...content, readerServes: [] });
  assert.equal(auctioneer?.readerServes, undefined, 'the server side of the API: the reader cannot run it');
  assert.equal(unservedView(release, oracle, method('served'), content), null, 'a served RPC has samples');
});
