/** Line-break opportunities inside identifiers, as the server renders them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  breakAfter,
  breakCamelCase,
  breakIdentifier,
  keepVersions,
} from '../../src/theme/components/identifier-breaks.tsx';

const html = (nodes: ReturnType<typeof breakAfter>) => renderToStaticMarkup(createElement(Fragment, null, ...nodes));

test('breakAfter puts a <wbr> after each separator and nowhere else', () => {
  assert.equal(html(breakAfter('local_funding_amount', '_')), 'local_<wbr/>funding_<wbr/>amount');
  assert.equal(html(breakAfter('lnrpc.CommitmentType', '.')), 'lnrpc.<wbr/>CommitmentType');
  assert.equal(html(breakAfter('amount', '_')), 'amount');
  assert.equal(
    html(breakAfter('/v1/macaroon/checkpermissions', '/')),
    '/v1/<wbr/>macaroon/<wbr/>checkpermissions',
    'no break after the leading slash',
  );
});

test('breakCamelCase breaks an RPC name between its words, and after an acronym, never inside one', () => {
  assert.equal(html(breakCamelCase('CheckMacaroonPermissions')), 'Check<wbr/>Macaroon<wbr/>Permissions');
  assert.equal(html(breakCamelCase('SendPaymentV2')), 'Send<wbr/>Payment<wbr/>V2');
  assert.equal(html(breakCamelCase('RegisterRPCMiddleware')), 'Register<wbr/>RPC<wbr/>Middleware');
  assert.equal(html(breakCamelCase('LND')), 'LND');
  assert.equal(html(breakCamelCase('DeleteMacaroonID')), 'Delete<wbr/>Macaroon<wbr/>ID');
  assert.equal(html(breakCamelCase('Taproot Assets Protocol')), 'Taproot Assets Protocol');
});

test('breakIdentifier breaks a name at its boundaries (dots, underscores, slashes, camelCase words), never inside a word', () => {
  assert.equal(html(breakIdentifier('lnrpc.OpenChannelRequest')), 'lnrpc.<wbr/>Open<wbr/>Channel<wbr/>Request');
  assert.equal(
    html(breakIdentifier('routerrpc.SendPaymentRequest.dest_custom_records')),
    'routerrpc.<wbr/>Send<wbr/>Payment<wbr/>Request.<wbr/>dest_<wbr/>custom_<wbr/>records',
  );
  assert.equal(html(breakIdentifier('Code samples')), 'Code samples', 'words with spaces as they are');
  assert.equal(html(breakIdentifier('lnrpc.RPCMiddlewareRequest')), 'lnrpc.<wbr/>RPC<wbr/>Middleware<wbr/>Request');
});

test('keepVersions keeps each release tag on one line, the text around it as it is', () => {
  assert.equal(
    html(keepVersions('Added in v0.20.1-beta; also v0.19.3-beta')),
    'Added in <span class="version-tag">v0.20.1-beta</span>; also <span class="version-tag">v0.19.3-beta</span>',
  );
  assert.equal(
    html(keepVersions('LND v0.21.0-beta API changes')),
    'LND <span class="version-tag">v0.21.0-beta</span> API changes',
  );
  assert.equal(html(keepVersions('v1.0.0')), '<span class="version-tag">v1.0.0</span>');
  assert.equal(html(keepVersions('no tag in here')), 'no tag in here');
});
