/**
 * Unit conversions between a flag and its field (unit-scales.ts), read from self-written Go: a
 * product with a number, a known method of a package outside the trees and the floor a helper
 * raises its result to.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { actionInputs, goAction } from '../helpers/go-fixtures.ts';

// Self-written Go (a fixture of this test, not upstream code).
const SOURCE = `package main

import (
	"github.com/urfave/cli"
	"github.com/lightningnetwork/lnd/lnwallet/chainfee"
	"example.com/shop/shoprpc"
)

func rateOf(c *cli.Context) uint32 {
	perVByte := c.Uint64("vbyte_rate")
	rate := chainfee.SatPerKVByte(perVByte * 1000).FeePerKWeight()
	if rate < chainfee.FeePerKwFloor {
		rate = chainfee.FeePerKwFloor
	}
	return uint32(rate)
}

func order(ctx *cli.Context) error {
	req := &shoprpc.OrderRequest{
		Rate:     rateOf(ctx),
		PriceMsat: ctx.Int64("price") * 1000,
		Halves:   ctx.Int64("whole") / 2,
		Note:     ctx.String("note"),
	}
	_, err := shoprpc.NewShopClient(nil).Order(nil, req)
	return err
}
`;

const field = (name: string, type: FieldModel['type']) =>
  ({ name, type, oneof: null, label: 'singular' }) as FieldModel;
const REQUEST = {
  fullName: 'shoprpc.OrderRequest',
  package: 'shoprpc',
  fields: [
    field('rate', { kind: 'scalar', name: 'uint32' }),
    field('price_msat', { kind: 'scalar', name: 'int64' }),
    field('halves', { kind: 'scalar', name: 'int64' }),
    field('note', { kind: 'scalar', name: 'string' }),
  ],
} as MessageModel;

function bindings() {
  const { program, action } = goAction(SOURCE, 'order', 'order.go');
  return actionInputs({ program, action }, 'shoprpc.Shop.Order', REQUEST).requests[0]!.fields;
}

test('a known unit method and the floor after it give the factor and the floor', () => {
  const rate = bindings().find((b) => b.field === 'rate');
  assert.deepEqual(rate?.flags, ['vbyte_rate']);
  assert.deepEqual(rate?.scale, { factor: 250, floor: 253 });
});

test('a product or quotient with a number scales the flag; a plain read does not', () => {
  const all = bindings();
  assert.deepEqual(all.find((b) => b.field === 'price_msat')?.scale, { factor: 1000 });
  assert.deepEqual(all.find((b) => b.field === 'halves')?.scale, { factor: 0.5 });
  assert.equal(all.find((b) => b.field === 'note')?.scale, undefined);
});
