import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ProtoError } from '../../src/shared/errors.ts';
import { parseRestRules, pathTemplateFields } from '../../src/proto/rest-rules.ts';
import { restPlacements } from '../../src/proto/rest-placement.ts';
import { restTypeOf } from '../../src/proto/rest-json-type.ts';

const RULES = `type: google.api.Service
config_version: 3
http:
  rules:
    - selector: a.S.Get
      get: "/v1/get/{id}"
    - selector: a.S.Post
      post: "/v1/post"
      body: "*"
      additional_bindings:
        - put: "/v1/put/{x.y}"
          body: "thing"
    - selector: a.S.NoRest
`;

test('parseRestRules reads verbs, bodies, additional bindings and lines', () => {
  const rules = parseRestRules(RULES, 'a.yaml');
  assert.deepEqual(
    rules.map((r) => [r.selector, r.location]),
    [
      ['a.S.Get', 'a.yaml:5'],
      ['a.S.Post', 'a.yaml:7'],
      ['a.S.NoRest', 'a.yaml:13'],
    ],
  );
  assert.deepEqual(rules[1]!.bindings, [
    { method: 'POST', path: '/v1/post', body: '*', primary: true },
    { method: 'PUT', path: '/v1/put/{x.y}', body: 'thing', primary: false },
  ]);
  assert.deepEqual(rules[2]!.bindings, [], 'a selector-only rule switches REST off');
});

test('parseRestRules accepts an empty rules list and rejects bad input with a line', () => {
  assert.deepEqual(parseRestRules('http:\n  rules:\n    # none\n', 'e.yaml'), []);
  assert.throws(
    () => parseRestRules('http:\n  rules:\n    - selector: a.S.X\n      get: "/x"\n      post: "/y"\n', 'two.yaml'),
    (e: unknown) => e instanceof ProtoError && e.format().startsWith('two.yaml:3: a REST binding needs exactly one'),
  );
  assert.throws(
    () => parseRestRules('http:\n  rules: [\n', 'broken.yaml'),
    (e: unknown) => e instanceof ProtoError && /^broken\.yaml:\d+: is not valid YAML/.test(e.format()),
  );
});

test('pathTemplateFields reads plain, nested and patterned variables', () => {
  assert.deepEqual(pathTemplateFields('/v1/a/{x}/{y.z}/{w=things/*}'), ['x', 'y.z', 'w']);
});

test('restPlacements follows grpc-gateway semantics', () => {
  const fields = ['chan_point', 'force', 'amount'];
  assert.deepEqual(restPlacements(fields, '/v1/c/{chan_point.funding_txid_str}', null), {
    chan_point: 'path',
    force: 'query',
    amount: 'query',
  });
  assert.deepEqual(restPlacements(fields, '/v1/c', '*'), { chan_point: 'body', force: 'body', amount: 'body' });
  assert.deepEqual(restPlacements(fields, '/v1/c/{force}', '*'), { chan_point: 'body', force: 'path', amount: 'body' });
  assert.deepEqual(restPlacements(fields, '/v1/c', 'amount'), { chan_point: 'query', force: 'query', amount: 'body' });
});

test('restTypeOf applies the proto3 JSON mapping', () => {
  assert.equal(restTypeOf({ kind: 'scalar', name: 'uint64' }, 'singular', false), 'string');
  assert.equal(restTypeOf({ kind: 'scalar', name: 'int32' }, 'singular', false), 'integer');
  assert.equal(restTypeOf({ kind: 'scalar', name: 'bytes' }, 'repeated', false), 'array<string>');
  assert.equal(restTypeOf({ kind: 'scalar', name: 'double' }, 'optional', false), 'number');
  assert.equal(restTypeOf({ kind: 'enum', fullName: 'a.E' }, 'singular', false), 'string');
  assert.equal(restTypeOf({ kind: 'message', fullName: 'a.M' }, 'repeated', false), 'array<object>');
  assert.equal(restTypeOf({ kind: 'message', fullName: 'a.M' }, 'singular', true), 'object');
  assert.equal(restTypeOf({ kind: 'message', fullName: 'google.protobuf.Timestamp' }, 'singular', false), 'string');
});
