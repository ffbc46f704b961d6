/** Page data of method pages built from small hand-written models: REST placements, JSON forms. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel, MessageModel, MethodModel } from '../../src/proto/model-types.ts';
import { restPlacements } from '../../src/proto/rest-placement.ts';
import { jsonEncoding } from '../../src/site/pages/json-encoding.ts';
import { fieldPlacements, restRouteViews } from '../../src/site/pages/rest-placement-views.ts';

function field(name: string, type: FieldModel['type'], extra: Partial<FieldModel> = {}): FieldModel {
  const restType =
    type.kind === 'scalar' && ['int64', 'uint64', 'bytes', 'string'].includes(type.name)
      ? 'string'
      : type.kind === 'message'
        ? 'object'
        : 'boolean';
  return {
    name,
    number: 1,
    jsonName: name,
    description: '',
    deprecated: false,
    deprecatedInComment: false,
    label: 'singular',
    mapKey: null,
    oneof: null,
    type,
    restType,
    ...extra,
  };
}

const CHANNEL_POINT: MessageModel = {
  fullName: 't.ChannelPoint',
  name: 'ChannelPoint',
  package: 't',
  importPath: 't.proto',
  source: { path: 't.proto', line: 1, url: '' },
  description: '',
  nested: [],
  fields: [
    field('funding_txid_bytes', { kind: 'scalar', name: 'bytes' }, { oneof: 'funding_txid' }),
    field('funding_txid_str', { kind: 'scalar', name: 'string' }, { oneof: 'funding_txid' }),
    field('output_index', { kind: 'scalar', name: 'uint32' }),
  ],
};

/** A method like lnd's CloseChannel (DELETE, channel point in the path) with a made-up POST route. */
function closeChannel(): MethodModel {
  const names = ['channel_point', 'force', 'sat_per_vbyte'];
  const binding = (method: 'DELETE' | 'POST', path: string, body: string | null, primary: boolean) => ({
    method,
    path,
    body,
    primary,
    placements: restPlacements(names, path, body),
  });
  return {
    name: 'CloseChannel',
    fullName: 't.L.CloseChannel',
    description: '',
    cli: null,
    deprecated: false,
    deprecatedOption: false,
    deprecatedInComment: false,
    streaming: 'server',
    requestType: 't.CloseChannelRequest',
    responseType: 't.CloseStatusUpdate',
    source: { path: 't.proto', line: 1, url: '' },
    types: [],
    permissions: null,
    cliCommand: null,
    rest: [
      binding('DELETE', '/v1/channels/{channel_point.funding_txid_str}/{channel_point.output_index}', null, true),
      binding('POST', '/v1/channels/close/{force}', '*', false),
    ],
  };
}

test('a field only partly in the path says which sub-fields are there and where the rest goes', () => {
  const method = closeChannel();
  const channelPoint = field('channel_point', { kind: 'message', fullName: 't.ChannelPoint' });
  assert.deepEqual(
    fieldPlacements(method, channelPoint, CHANNEL_POINT),
    [{ route: 0, where: 'query', pathParts: ['channel_point.funding_txid_str', 'channel_point.output_index'] }],
    'funding_txid_bytes is a query parameter on DELETE; POST sends it in the body, as the other fields',
  );
  assert.deepEqual(fieldPlacements(method, field('force', { kind: 'scalar', name: 'bool' }), undefined), [
    { route: 1, where: 'path', pathParts: null },
  ]);
  assert.deepEqual(
    fieldPlacements(method, field('sat_per_vbyte', { kind: 'scalar', name: 'uint64' }), undefined),
    [],
    'where its routes send the other fields',
  );
  assert.deepEqual(
    restRouteViews(method, true, () => ({})).map((r) => r.others),
    ['query', 'body'],
  );
  assert.deepEqual(
    restRouteViews(method, false, () => ({})).map((r) => r.others),
    [null, null],
    'nothing to say about an empty request',
  );
  const asked: string[] = [];
  const marked = restRouteViews(method, true, (kind, key) => {
    asked.push(`${kind} ${key}`);
    return key.startsWith('POST') ? { mark: { has: '1', added: 'v2' } } : {};
  });
  assert.deepEqual(
    asked,
    method.rest.map((r) => `rest ${r.method} ${r.path}`),
    'each route row is built with its own history',
  );
  assert.deepEqual(
    marked.map((r) => r.mark ?? null),
    [null, { has: '1', added: 'v2' }],
  );
});

test('a message whose every field is in the path is in the path; a body field is the body', () => {
  const method = closeChannel();
  const whole: MessageModel = {
    ...CHANNEL_POINT,
    fields: CHANNEL_POINT.fields.filter((f) => f.name !== 'funding_txid_bytes'),
  };
  const channelPoint = field('channel_point', { kind: 'message', fullName: 't.ChannelPoint' });
  assert.deepEqual(fieldPlacements(method, channelPoint, whole), [{ route: 0, where: 'path', pathParts: null }]);
  const bodyField: MethodModel = {
    ...method,
    rest: [
      {
        ...method.rest[0]!,
        path: '/v1/x',
        body: 'channel_point',
        placements: restPlacements(['channel_point'], '/v1/x', 'channel_point'),
      },
    ],
  };
  assert.deepEqual(fieldPlacements(bodyField, channelPoint, CHANNEL_POINT), [
    { route: 0, where: 'body', pathParts: null },
  ]);
});

test('the JSON form is shown only where the gRPC type does not imply it', () => {
  assert.deepEqual(jsonEncoding(field('amt', { kind: 'scalar', name: 'int64' })), { type: 'string', note: 'decimal' });
  assert.deepEqual(
    jsonEncoding(field('ids', { kind: 'scalar', name: 'uint64' }, { label: 'repeated', restType: 'array<string>' })),
    { type: 'array<string>', note: 'decimal' },
  );
  assert.deepEqual(jsonEncoding(field('key', { kind: 'scalar', name: 'bytes' })), {
    type: 'string',
    note: 'base64; base64url in a URL',
  });
  assert.deepEqual(jsonEncoding(field('chain', { kind: 'enum', fullName: 't.Chain' }, { restType: 'string' })), {
    type: 'string',
    note: 'value name',
  });
  assert.deepEqual(
    jsonEncoding(field('m', { kind: 'scalar', name: 'int64' }, { mapKey: 'uint32', restType: 'object' })),
    { type: 'object', note: 'uint32 keys as strings; values: decimal' },
  );
  assert.deepEqual(
    jsonEncoding(field('tags', { kind: 'scalar', name: 'string' }, { mapKey: 'string', restType: 'object' })),
    { type: 'object', note: 'one property per key' },
  );
  assert.deepEqual(
    jsonEncoding(field('at', { kind: 'message', fullName: 'google.protobuf.Timestamp' }, { restType: 'string' })),
    { type: 'string', note: 'RFC 3339 date-time' },
  );
  for (const plain of [
    field('s', { kind: 'scalar', name: 'string' }),
    field('b', { kind: 'scalar', name: 'bool' }),
    field('n', { kind: 'scalar', name: 'int32' }),
    field('m', { kind: 'message', fullName: 't.M' }),
  ]) {
    assert.equal(jsonEncoding(plain), null, plain.name);
  }
});
