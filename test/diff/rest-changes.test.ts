/** Pairing an RPC's REST bindings between two releases. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DiffRestBinding } from '../../src/diff/api-changes.ts';
import { restDeltas, restSeverity } from '../../src/diff/rest-changes.ts';
import type { HttpMethod } from '../../src/proto/model-types.ts';

const binding = (method: HttpMethod, path: string, body: string | null = null, primary = true): DiffRestBinding => ({
  method,
  path,
  body,
  primary,
});

test('identical bindings pair up in any order: no change', () => {
  const a = [binding('GET', '/v1/a'), binding('GET', '/v1/b', null, false), binding('GET', '/v1/c', null, false)];
  assert.deepEqual(restDeltas(a, [a[0]!, a[2]!, a[1]!]), []);
});

test('a changed method or body keeps its path; a moved primary path pairs the primaries', () => {
  assert.deepEqual(
    restDeltas([binding('POST', '/v1/a', '*')], [binding('PUT', '/v1/a', 'x')]).map(
      (d) => d.kind === 'rest-changed' && d.aspects,
    ),
    [['method', 'body']],
  );
  const moved = restDeltas(
    [binding('GET', '/v1/a'), binding('GET', '/v1/extra', null, false)],
    [binding('GET', '/v2/a'), binding('GET', '/v1/extra', null, false)],
  );
  assert.deepEqual(
    moved.map((d) => d.kind),
    ['rest-changed'],
  );
});

test('an additional binding with a new path is removed and added, not changed', () => {
  const deltas = restDeltas(
    [binding('GET', '/v1/a'), binding('GET', '/v1/old', null, false)],
    [binding('GET', '/v1/a'), binding('GET', '/v1/new', null, false)],
  );
  assert.deepEqual(
    deltas.map((d) => [d.kind, d.kind === 'rest-changed' ? d.to.path : d.route.path]),
    [
      ['rest-removed', '/v1/old'],
      ['rest-added', '/v1/new'],
    ],
  );
});

test('a path whose variables alone changed is the same URL: listed, not breaking', () => {
  const [delta] = restDeltas(
    [binding('GET', '/v1/leaves/{asset_id_str}')],
    [binding('GET', '/v1/leaves/{id.asset_id_str}')],
  );
  assert.equal(delta!.kind, 'rest-changed');
  assert.equal(restSeverity(delta!), 'non-breaking');
  const [other] = restDeltas([binding('GET', '/v1/leaves/{id}')], [binding('GET', '/v2/leaves/{id}')]);
  assert.equal(restSeverity(other!), 'json-breaking');
  const [method] = restDeltas([binding('GET', '/v1/x')], [binding('POST', '/v1/x')]);
  assert.equal(restSeverity(method!), 'json-breaking');
});

test('added routes break nobody, removed ones break REST clients', () => {
  const [added] = restDeltas([], [binding('GET', '/v1/a')]);
  const [removed] = restDeltas([binding('GET', '/v1/a')], []);
  assert.deepEqual([restSeverity(added!), restSeverity(removed!)], ['non-breaking', 'json-breaking']);
});
