/**
 * What a command sends without a flag (sent-defaults.ts) and a field computed from a flag
 * (`spend: minDepth == 0`, the comparison rule of sources-expressions.ts), read from
 * self-written Go; and the sample's lines saying so (cli-sent-values.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EnumModel, FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import type { CliFlagModel } from '../../src/proto/cli-model-types.ts';
import { sentValueNotes } from '../../src/site/code-samples/cli-sent-values.ts';
import { actionInputs, goAction } from '../helpers/go-fixtures.ts';

// Self-written Go (a fixture of this test, not upstream code).
const SOURCE = `package main

import (
	"github.com/urfave/cli"
	"example.com/shop/shoprpc"
)

var tierMap = map[string]shoprpc.Tier{
	"basic": shoprpc.Tier_BASIC,
	"gold":  shoprpc.Tier_GOLD,
}

func order(ctx *cli.Context) error {
	minDepth := int32(ctx.Uint64("min_depth"))
	var limit uint32
	if ctx.IsSet("limit") {
		limit = uint32(ctx.Uint64("limit"))
	}
	req := &shoprpc.OrderRequest{
		Tier:     tierMap[ctx.String("tier")],
		Wrap:     tierMap[ctx.String("wrap")],
		MinDepth: minDepth,
		Spend:    minDepth == 0,
		Limit:    limit,
		Note:     ctx.String("note"),
	}
	_, err := shoprpc.NewShopClient(nil).Order(nil, req)
	return err
}
`;

const field = (name: string, type: FieldModel['type']) =>
  ({ name, type, oneof: null, label: 'singular' }) as FieldModel;
const TIER = { kind: 'enum', fullName: 'shoprpc.Tier' } as const;
const REQUEST = {
  fullName: 'shoprpc.OrderRequest',
  package: 'shoprpc',
  fields: [
    field('tier', TIER),
    field('wrap', TIER),
    field('min_depth', { kind: 'scalar', name: 'int32' }),
    field('spend', { kind: 'scalar', name: 'bool' }),
    field('limit', { kind: 'scalar', name: 'uint32' }),
    field('note', { kind: 'scalar', name: 'string' }),
  ],
} as MessageModel;
const TIER_ENUM = {
  fullName: 'shoprpc.Tier',
  name: 'Tier',
  values: [
    { name: 'BASIC', number: 0 },
    { name: 'GOLD', number: 1 },
  ],
} as EnumModel;

function read() {
  const { program, action } = goAction(SOURCE, 'order', 'order.go');
  const defaults = new Map([
    ['tier', 'gold'],
    ['wrap', 'basic'],
    ['min_depth', '1'],
    ['limit', '50'],
  ]);
  return actionInputs({ program, action }, 'shoprpc.Shop.Order', REQUEST, {
    enums: [TIER_ENUM],
    flagWords: { words: new Map(), withoutDefault: new Set(['note']), defaults },
  }).requests[0]!.fields;
}

test("a flag read whatever is given sends its default; one the action tests with IsSet, or whose default picks the enum's zero, does not", () => {
  const byField = new Map(read().map((b) => [b.field, b]));
  assert.deepEqual(byField.get('tier')?.sentDefault, { flag: 'tier', value: 'gold' });
  assert.deepEqual(byField.get('min_depth')?.sentDefault, { flag: 'min_depth', value: '1' });
  assert.equal(byField.get('wrap')?.sentDefault, undefined, 'basic is Tier_BASIC, 0: the same as leaving it out');
  assert.equal(byField.get('limit')?.sentDefault, undefined, 'read only under ctx.IsSet("limit")');
  assert.equal(byField.get('note')?.sentDefault, undefined, 'no default');
});

test('a field compared with a constant is bound to the flag with the comparison, and sends no default of its own', () => {
  const spend = read().find((b) => b.field === 'spend')!;
  assert.deepEqual(spend.flags, ['min_depth']);
  assert.deepEqual(spend.compare, { op: '==', value: '0' });
  assert.equal(spend.sentDefault, undefined);
});

const flag = (name: string, kind: string, defaultValue: string | null): CliFlagModel => ({
  name,
  aliases: [],
  usage: '',
  kind,
  defaultValue,
  envVars: [],
  hidden: false,
});

test('the sample says what the command sends: a default where the line leaves the flag out, a comparison from the flag on the line or its default', () => {
  const bindings = read();
  const flags = [flag('tier', 'String', '"gold"'), flag('min_depth', 'Uint64', '1'), flag('limit', 'Uint64', '50')];
  assert.deepEqual(sentValueNotes('shopcli', flags, bindings, new Set(), []), [
    "# tier: shopcli sends gold (--tier's default)",
    "# min_depth: shopcli sends 1 (--min_depth's default)",
  ]);
  // The line gives --min_depth=0: no default for it, and spend is true; planned spend is said either way.
  assert.deepEqual(sentValueNotes('shopcli', flags, bindings, new Set(['spend', 'tier']), ['--min_depth=0']), [
    '# spend: shopcli sends true (--min_depth == 0)',
  ]);
  assert.deepEqual(sentValueNotes('shopcli', flags, bindings, new Set(['spend']), ['--min_depth=3', '--tier=basic']), [
    '# spend: shopcli sends false (--min_depth == 0)',
  ]);
});
