import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cliUsageLine } from '../../src/search/cli-usage-line.ts';

describe("the usage line of an RPC's CLI command, for its page document", () => {
  test('the text after the command path on the NAME line; nothing from USAGE, DESCRIPTION or OPTIONS', () => {
    const help =
      'NAME:\n   lncli sendpayment - Send a payment over lightning.\n\nUSAGE:\n   lncli sendpayment [command options] dest amt\n\n' +
      'DESCRIPTION:\n\n  Send a payment over Lightning. One can either specify the full\n\nOPTIONS:\n   --dest value  the destination\n';
    assert.equal(cliUsageLine(help), 'Send a payment over lightning.');
  });

  test('a command in a group (`tapcli assets mint - ...`) and a usage with a hyphen in it', () => {
    assert.equal(
      cliUsageLine(
        'NAME:\n   tapcli assets mint - mint a new asset - or a batch of them\n\nUSAGE:\n   tapcli assets mint\n',
      ),
      'mint a new asset - or a batch of them',
    );
  });

  test('no help, or a NAME line without a usage, gives no words', () => {
    assert.equal(cliUsageLine(undefined), '');
    assert.equal(cliUsageLine('NAME:\n   lncli getinfo\n\nUSAGE:\n   lncli getinfo\n'), '');
  });
});
