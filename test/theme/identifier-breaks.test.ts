/** Line-break opportunities inside identifiers, as the server renders them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { breakAfter, breakCamelCase } from '../../src/theme/components/identifier-breaks.tsx';

const html = (nodes: ReturnType<typeof breakAfter>) => renderToStaticMarkup(createElement(Fragment, null, ...nodes));

test('breakAfter puts a <wbr> after each separator and nowhere else', () => {
  assert.equal(html(breakAfter('local_funding_amount', '_')), 'local_<wbr/>funding_<wbr/>amount');
  assert.equal(html(breakAfter('lnrpc.CommitmentType', '.')), 'lnrpc.<wbr/>CommitmentType');
  assert.equal(html(breakAfter('amount', '_')), 'amount');
  assert.equal(html(breakAfter('/v1/macaroon/checkpermissions', '/')), '/v1/<wbr/>macaroon/<wbr/>checkpermissions', 'no break after the leading slash');
});

test('breakCamelCase breaks an RPC name between its words, and after an acronym, never inside one', () => {
  assert.equal(html(breakCamelCase('CheckMacaroonPermissions')), 'Check<wbr/>Macaroon<wbr/>Permissions');
  assert.equal(html(breakCamelCase('SendPaymentV2')), 'Send<wbr/>Payment<wbr/>V2');
  assert.equal(html(breakCamelCase('RegisterRPCMiddleware')), 'Register<wbr/>RPC<wbr/>Middleware');
  assert.equal(html(breakCamelCase('LND')), 'LND');
  assert.equal(html(breakCamelCase('DeleteMacaroonID')), 'Delete<wbr/>Macaroon<wbr/>ID');
  assert.equal(html(breakCamelCase('Taproot Assets Protocol')), 'Taproot Assets Protocol');
});
