import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldLayout, fieldsInReadingOrder } from '../../src/shared/field-layout.ts';

const f = (name: string, oneof: string | null = null, deprecated = false) => ({ name, oneof, deprecated });

test('oneof members gather at their first member, deprecated fields go last, nothing is lost', () => {
  const fields = [
    f('a'),
    f('x', 'choice'),
    f('old', null, true),
    f('b'),
    f('y', 'choice'),
    f('gone', 'choice', true),
    f('c'),
  ];
  const layout = fieldLayout(fields);
  assert.deepEqual(
    layout.groups.map((g) => [g.oneof, g.fields.map((x) => x.name)]),
    [
      [null, ['a']],
      ['choice', ['x', 'y']],
      [null, ['b']],
      [null, ['c']],
    ],
  );
  assert.deepEqual(
    layout.deprecated.map((x) => x.name),
    ['old', 'gone'],
  );
  assert.deepEqual(
    fieldsInReadingOrder(fields).map((x) => x.name),
    ['a', 'x', 'y', 'b', 'c', 'old', 'gone'],
  );
});
