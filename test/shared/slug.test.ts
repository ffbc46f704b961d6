import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anchorId, kebabCase } from '../../src/shared/slug.ts';

test('kebabCase turns RPC and service names into route segments', () => {
  const cases: [string, string][] = [
    ['GetInfo', 'get-info'],
    ['SendPaymentV2', 'send-payment-v2'],
    ['RegisterRPCMiddleware', 'register-rpc-middleware'],
    ['ListMacaroonIDs', 'list-macaroon-ids'],
    ['MuSig2CombineKeys', 'mu-sig2-combine-keys'],
    ['GetL402Tokens', 'get-l402-tokens'],
    ['RemoveUTXOLease', 'remove-utxo-lease'],
    ['XAddLocalChanAliases', 'x-add-local-chan-aliases'],
    ['WatchtowerClient', 'watchtower-client'],
    ['TaprootAssetChannels', 'taproot-asset-channels'],
    ['FaradayServer', 'faraday-server'],
    ['SwapClient', 'swap-client'],
    ['Rfq', 'rfq'],
  ];
  for (const [input, expected] of cases) assert.equal(kebabCase(input), expected, input);
});

test('anchorId keeps dots so full type names stay readable', () => {
  assert.equal(anchorId('lnrpc.GetInfoRequest'), 'lnrpc.getinforequest');
  assert.equal(anchorId('Nested Messages'), 'nested-messages');
  assert.equal(anchorId('  <b>Odd</b> & text!  '), 'b-odd-b-text');
});
