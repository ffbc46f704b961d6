/** Placeholder values of request fields: a fee rate its comment gives in sat/kw is 1250 (5 sat/vB), whatever its name. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel, ScalarType } from '../../src/proto/model-types.ts';
import { scalarPlaceholder } from '../../src/site/code-samples/sample-values.ts';

function field(name: string, type: ScalarType, description: string): FieldModel {
  return {
    name,
    number: 1,
    jsonName: name,
    description,
    deprecated: false,
    deprecatedInComment: false,
    label: 'singular',
    mapKey: null,
    oneof: null,
    type: { kind: 'scalar', name: type },
    restType: 'integer',
  };
}

test('a rate its comment gives in sat/kw is 1250 sat/kw: a whole number of sat/vB, above the 253 floor', () => {
  const value = (name: string, type: ScalarType, description: string) =>
    scalarPlaceholder(field(name, type, description), type, `x.${name}`);
  assert.equal(
    value('fee_rate', 'uint32', 'The optional fee rate to use for the minting transaction, in sat/kw.'),
    1250,
  );
  assert.equal(value('fee_rate', 'uint64', 'The fee rate in sat/kw.'), '1250', 'a 64-bit integer is a string');
  assert.equal(value('max_batch_fee_rate_sat_per_kw', 'uint64', ''), '1250', 'by its name as before');
  assert.equal(value('fee_rate', 'uint32', 'The fee rate in sat/vbyte.'), 100, 'another unit: by its name');
});
