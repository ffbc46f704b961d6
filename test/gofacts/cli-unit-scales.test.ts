/**
 * Unit conversions between a flag and its field (unit-scales.ts), read from self-written Go: a
 * product with a number, a known method of a package outside the trees and the floor a helper
 * raises its result to; and the flag value and line the sample writes for it (cli-scales.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { scaledSent } from '../../src/gofacts/cli/unit-scales.ts';
import { scaledFlagValue, scaledNotes } from '../../src/site/code-samples/cli-scales.ts';
import { actionInputs, goAction } from '../helpers/go-fixtures.ts';
import { UNITS_CLI_GO } from '../helpers/shop-cli-go.ts';

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
    field('max_rate', { kind: 'scalar', name: 'uint64' }),
  ],
} as MessageModel;

function bindings() {
  const { program, action } = goAction(UNITS_CLI_GO, 'order', 'order.go');
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

test('the sample writes the flag value that gives the planned value, and says what is sent where none does', () => {
  const scale = { factor: 250, floor: 253 };
  const scalar = (value: number) => ({ kind: 'scalar', type: 'uint32', value }) as const;
  assert.deepEqual(scaledFlagValue(scale, scalar(500)), scalar(2));
  assert.deepEqual(scaledFlagValue(scale, scalar(100)), scalar(1));
  assert.equal(scaledSent(scale, 1), 253);
  assert.equal(scaledSent(scale, 2), 500);
  const binding = { field: 'rate', flags: ['vbyte_rate'], slots: [], scale };
  assert.deepEqual(scaledNotes('shopcli', [binding], [{ path: 'rate', value: scalar(500) }], ['--vbyte_rate=2']), []);
  assert.deepEqual(scaledNotes('shopcli', [binding], [{ path: 'rate', value: scalar(100) }], ['--vbyte_rate=1']), [
    '# rate: shopcli sends 253 (--vbyte_rate=1 × 250, at least 253; the plan has 100)',
  ]);
});
