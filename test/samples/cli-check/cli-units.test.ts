/**
 * The check of a flag in another unit than its field (go-unit-reading.ts), on a self-written
 * urfave/cli program: lnd's fee rate conversion with its floor in a helper, and a product with a number. The value the command sends, not the
 * flag's text, must be the plan's, or a line must say what it sends; a default is sent converted.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CommandLine, checkCliFields } from './cli-fields.ts';
import { GoCliPackage } from './go-cli-reading.ts';
import { UNITS_CLI_GO } from '../../helpers/shop-cli-go.ts';

const pkg = new GoCliPackage([{ path: 'main.go', source: UNITS_CLI_GO }]);
const FULL = { rate: 500, price_msat: 7000, max_rate: 750 };
const check = (flags: Record<string, string>, notes: string[], expected: Record<string, unknown>) => {
  const line: CommandLine = { flags: Object.entries(flags).map(([name, value]) => ({ name, value })), positional: [] };
  return checkCliFields(pkg, pkg.command('shopcli order')!, 'shopcli order', line, {
    rpc: 'Order',
    expected,
    fullExpected: FULL,
    code: [...notes, 'shopcli order'].join('\n'),
  });
};
const MAX_NOTE = "# max_rate: shopcli sends 2500 (--max_vbyte_rate's default)";

test('the flag value that gives the planned value passes; the planned number as the flag value fails', () => {
  assert.equal(check({ vbyte_rate: '2', price: '7' }, [MAX_NOTE], { rate: 500, price_msat: 7000 }), null);
  assert.match(
    check({ vbyte_rate: '500', price: '7' }, [MAX_NOTE], { rate: 500, price_msat: 7000 }) ?? '',
    /sets rate to 125000, the plan has 500/,
  );
  assert.match(
    check({ vbyte_rate: '2', price: '7000' }, [MAX_NOTE], { rate: 500, price_msat: 7000 }) ?? '',
    /sets price_msat to 7000000, the plan has 7000/,
  );
});

test('below the floor the command sends the floor: a line must say so, with that value', () => {
  const planned = { rate: 100, price_msat: 7000 };
  assert.match(check({ vbyte_rate: '1', price: '7' }, [MAX_NOTE], planned) ?? '', /sets rate to 253, the plan has 100/);
  const said = (value: number) =>
    `# rate: shopcli sends ${value} (--vbyte_rate=1 × 250, at least 253; the plan has 100)`;
  assert.equal(check({ vbyte_rate: '1', price: '7' }, [MAX_NOTE, said(253)], planned), null);
  assert.match(
    check({ vbyte_rate: '1', price: '7' }, [MAX_NOTE, said(250)], planned) ?? '',
    /rate: the sample says it sends 250, the command sends 253/,
  );
});

test("a flag's default is sent converted", () => {
  const planned = { rate: 500, price_msat: 7000 };
  assert.match(
    check({ vbyte_rate: '2', price: '7' }, ["# max_rate: shopcli sends 10 (--max_vbyte_rate's default)"], planned) ??
      '',
    /max_rate: the sample says it sends 10, the command sends 2500/,
  );
});
