/** How bad a field's type or label change is, and how a field's shape reads. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DiffField } from '../../src/diff/api-changes.ts';
import {
  declaration,
  labelChangeSeverity,
  shapeOf,
  typeChangeSeverity,
  typeChanged,
} from '../../src/diff/field-shape.ts';
import type { ScalarType } from '../../src/proto/model-types.ts';

const field = (over: Partial<DiffField> = {}): DiffField => ({
  name: 'f',
  number: 1,
  jsonName: 'f',
  deprecated: false,
  deprecatedInComment: false,
  label: 'singular',
  mapKey: null,
  oneof: null,
  type: { kind: 'scalar', name: 'uint64' },
  ...over,
});
const scalar = (name: ScalarType): Partial<DiffField> => ({ type: { kind: 'scalar', name } });

test('types protobuf decodes from the same bytes break JSON/REST only; others break the wire', () => {
  const severity = (a: Partial<DiffField>, b: Partial<DiffField>) => typeChangeSeverity(field(a), field(b));
  for (const [a, b] of [
    ['uint64', 'int64'],
    ['int32', 'bool'],
    ['sint32', 'sint64'],
    ['fixed32', 'sfixed32'],
    ['fixed64', 'sfixed64'],
    ['string', 'bytes'],
  ] as const) {
    assert.equal(severity(scalar(a), scalar(b)), 'json-breaking', `${a} -> ${b}`);
  }
  for (const [a, b] of [
    ['uint64', 'fixed64'],
    ['int32', 'sint32'],
    ['string', 'uint32'],
    ['float', 'double'],
    ['fixed32', 'fixed64'],
  ] as const) {
    assert.equal(severity(scalar(a), scalar(b)), 'wire-breaking', `${a} -> ${b}`);
  }
  assert.equal(
    severity(scalar('int32'), { type: { kind: 'enum', fullName: 'x.E' } }),
    'json-breaking',
    'an enum is a varint on the wire, a name in JSON',
  );
  assert.equal(
    severity({ type: { kind: 'message', fullName: 'x.A' } }, { type: { kind: 'message', fullName: 'x.B' } }),
    'wire-breaking',
  );
  assert.equal(severity({ type: { kind: 'message', fullName: 'x.A' } }, scalar('bytes')), 'wire-breaking');
});

test('map keys count as part of the type', () => {
  const map = (key: string, value: Partial<DiffField>) => field({ ...value, mapKey: key as ScalarType });
  assert.ok(typeChanged(map('string', scalar('uint64')), map('uint64', scalar('uint64'))));
  assert.equal(typeChangeSeverity(map('string', scalar('uint64')), map('uint64', scalar('uint64'))), 'wire-breaking');
  assert.equal(
    typeChangeSeverity(
      map('int32', { type: { kind: 'message', fullName: 'x.A' } }),
      map('int64', { type: { kind: 'message', fullName: 'x.A' } }),
    ),
    'json-breaking',
  );
  assert.ok(
    !typeChanged(field(), map('string', {})),
    'a repeated field becoming a map is a label change, not a type change',
  );
});

test('a label change breaks the wire unless only explicit presence changed', () => {
  const shape = (over: Partial<DiffField>) => shapeOf(field(over));
  assert.equal(labelChangeSeverity(shape({}), shape({ label: 'repeated' })), 'wire-breaking');
  assert.equal(labelChangeSeverity(shape({ label: 'repeated' }), shape({ mapKey: 'string' })), 'wire-breaking');
  assert.equal(labelChangeSeverity(shape({}), shape({ oneof: 'kind' })), 'wire-breaking');
  assert.equal(labelChangeSeverity(shape({ oneof: 'a' }), shape({ oneof: 'b' })), 'wire-breaking');
  assert.equal(labelChangeSeverity(shape({ label: 'optional' }), shape({})), 'non-breaking');
});

test('a shape reads as the .proto file declares it', () => {
  assert.equal(
    declaration(shapeOf(field({ label: 'repeated', type: { kind: 'message', fullName: 'lnrpc.Peer' } }))),
    'repeated lnrpc.Peer',
  );
  assert.equal(declaration(shapeOf(field({ mapKey: 'string', label: 'singular' }))), 'map<string, uint64>');
  assert.equal(declaration(shapeOf(field({ label: 'optional' }))), 'optional uint64');
  assert.equal(declaration(shapeOf(field({ oneof: 'offer' }))), 'uint64 (in oneof offer)');
});
