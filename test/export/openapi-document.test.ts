/**
 * The OpenAPI documents of the sample fixture (test/fixtures/samples.txtar): valid against the
 * official OAS 3.1 schema, 0 errors from `redocly lint` (recommended), and the facts each
 * operation must state: placement, protojson types, oneof groups, deprecation, security per
 * macaroon need, streaming, WebSocket routes, links. A document broken on purpose fails both
 * validators, so they are not validating nothing.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { registerSchema, validate as validateJson } from '@hyperjump/json-schema/draft-2020-12';
import type { OpenApiDocument } from '../../src/export/openapi/document.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';
import { type ExportedDocument, exportedDocuments, oasErrors, redoclyLint } from './openapi-tools.ts';

const FIXTURE = fixtureTree('samples');
let documents: ExportedDocument[] = [];

before(async () => {
  ({ documents } = await exportedDocuments({
    sources: loadSources(path.join(FIXTURE, 'content/sources.json')),
    trees: offlineTrees(path.join(FIXTURE, 'protos')),
    contentDir: path.join(FIXTURE, 'content'),
  }));
});

function documentOf(id: string): OpenApiDocument {
  const found = documents.find((d) => d.release.id === id);
  assert.ok(found, `a document for ${id}`);
  return structuredClone(found.document);
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function operation(document: OpenApiDocument, verb: string, key: string): Json {
  const found = document.paths[key]?.[verb];
  assert.ok(found, `${verb.toUpperCase()} ${key} is an operation`);
  return found as Json;
}

test('every document is valid OpenAPI 3.1 and redocly lint (recommended) finds no error', async () => {
  assert.equal(documents.length, 3);
  for (const { release, document } of documents) {
    assert.deepEqual(await oasErrors(document), [], `${release.id} is valid`);
    const lint = redoclyLint(document);
    assert.deepEqual(lint.errors, [], `${release.id} lints without errors`);
    assert.deepEqual(
      [...lint.warnings.keys()].filter((rule) => rule !== 'info-license'),
      [],
      `${release.id}: no warning but the missing license`,
    );
  }
});

test('a document broken on purpose fails the OAS schema and redocly', async () => {
  const badSchema = documentOf('ledger');
  (badSchema.components as Json).schemas['ledgerrpc.TransferRequest'].properties.amt = { type: 'int64' };
  assert.ok((await oasErrors(badSchema)).length > 0, 'an unknown JSON type is invalid');
  const noPlace = documentOf('ledger');
  delete operation(noPlace, 'get', '/v1/payments').parameters[0].in;
  assert.ok((await oasErrors(noPlace)).length > 0, 'a parameter without `in` is invalid');
  const twice = documentOf('ledger');
  operation(twice, 'get', '/v1/stop').operationId = operation(twice, 'post', '/v1/stop').operationId;
  assert.ok(
    redoclyLint(twice).errors.some((e) => e.startsWith('operation-operationId-unique')),
    'a repeated operationId is a lint error',
  );
  const undeclared = documentOf('ledger');
  operation(undeclared, 'get', '/v1/payments/{payment_hash}').parameters = [];
  assert.ok(
    redoclyLint(undeclared).errors.some((e) => e.startsWith('path-parameters-defined')),
    'an undeclared path parameter is a lint error',
  );
});

test('each binding is an operation with a unique, stable id, tagged by sub-service, with the method page as externalDocs', () => {
  const ledger = documentOf('ledger');
  const ids = Object.values(ledger.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  assert.deepEqual(ids.length, new Set(ids).size);
  assert.equal(operation(ledger, 'post', '/v1/stop').operationId, 'Ledger_Stop');
  assert.equal(operation(ledger, 'get', '/v1/stop').operationId, 'Ledger_Stop_2');
  assert.equal(
    operation(ledger, 'get', '/v1/payments').operationId,
    'Ledger_LookupPayment_2',
    'a later rule with the same selector',
  );
  assert.deepEqual(operation(ledger, 'get', '/v1/stop')['x-rpc'], {
    name: 'ledgerrpc.Ledger.Stop',
    grpcPath: '/ledgerrpc.Ledger/Stop',
    primaryBinding: false,
  });
  assert.deepEqual(operation(ledger, 'post', '/v2/keys/derive').tags, ['Keys']);
  assert.deepEqual(
    (ledger.tags as Json[]).map((t) => t.name),
    ['Keys', 'Ledger', 'Market'],
    "in the release's order",
  );
  assert.equal(
    operation(ledger, 'get', '/v1/summary').externalDocs.url,
    'https://docs.example/api-docs/api/ledger/ledger/get-summary/',
  );
  assert.match(operation(ledger, 'get', '/v1/summary').description, /^GetSummary returns the ledger's totals\./);
});

test('path, query and body placement as the gateway applies it, with protojson types', () => {
  const ledger = documentOf('ledger');
  const byName = (op: Json) => Object.fromEntries((op.parameters as Json[]).map((p) => [p.name, p]));
  const close = byName(operation(ledger, 'delete', '/v1/entries/{entry.txid_str}/{entry.output_index}'));
  assert.deepEqual(Object.keys(close), ['entry.txid_str', 'entry.output_index', 'force', 'sat_per_vbyte']);
  assert.equal(close['entry.txid_str'].in, 'path');
  assert.equal(close['entry.output_index'].schema.type, 'integer');
  assert.deepEqual(
    close.sat_per_vbyte.schema,
    { type: 'string', format: 'uint64', pattern: '^[0-9]+$' },
    'uint64 is a decimal string',
  );
  const closeByBody = operation(ledger, 'post', '/v1/entries/close');
  assert.deepEqual(
    closeByBody.requestBody.content['application/json'].schema.$ref,
    '#/components/schemas/ledgerrpc.Outpoint',
    'body "entry": the field is the body',
  );
  assert.deepEqual(Object.keys(byName(closeByBody)), ['force', 'sat_per_vbyte']);
  const lookup = byName(operation(ledger, 'get', '/v1/payments'));
  assert.deepEqual(
    Object.keys(lookup),
    ['payment_hash', 'include_details', 'tags', 'filter.min_amount', 'filter.kind', 'route_keys'],
    'nested fields as parent.child',
  );
  assert.equal(lookup.payment_hash.schema.contentEncoding, 'base64url', 'bytes in a query are base64url');
  assert.deepEqual([lookup.tags.style, lookup.tags.explode, lookup.tags.schema.type], ['form', true, 'array']);
  assert.deepEqual(lookup['filter.kind'].schema, { $ref: '#/components/schemas/ledgerrpc.TransferKind' });
  const transfer = operation(ledger, 'post', '/v1/transfers');
  assert.deepEqual(transfer.parameters, []);
  assert.equal(
    transfer.requestBody.content['application/json'].schema.$ref,
    '#/components/schemas/ledgerrpc.TransferRequest',
  );
  assert.equal(operation(ledger, 'get', '/v1/stop').requestBody, undefined);
});

test('message schemas follow the proto3 JSON mapping: strings for 64-bit integers, base64 bytes, enum names, maps, oneofs, deprecation', () => {
  const schemas = (documentOf('ledger').components as Json).schemas;
  const transfer = schemas['ledgerrpc.TransferRequest'];
  assert.deepEqual(transfer.properties.amt.type, 'string');
  assert.equal(transfer.properties.amt.format, 'int64');
  assert.deepEqual([transfer.properties.dest.type, transfer.properties.dest.contentEncoding], ['string', 'base64']);
  assert.equal(transfer.properties.dest_string.deprecated, true);
  assert.deepEqual(
    transfer.properties.records.propertyNames,
    { type: 'string', pattern: '^[0-9]+$' },
    'uint64 map keys are decimal property names',
  );
  assert.equal(transfer.properties.records.additionalProperties.contentEncoding, 'base64');
  assert.deepEqual(transfer.properties.route.items, { $ref: '#/components/schemas/ledgerrpc.Hop' });
  assert.deepEqual(transfer['x-oneof'], { target: ['invoice', 'payment_hash'] });
  assert.deepEqual(transfer.not, {
    properties: { invoice: {}, payment_hash: {} },
    required: ['invoice', 'payment_hash'],
  });
  const kind = schemas['ledgerrpc.TransferKind'];
  assert.equal(kind.type, 'string');
  assert.ok(kind.enum.includes('NORMAL'));
  assert.equal(schemas['ledgerrpc.EntryUpdate'].properties.progress.format, 'float');
});

test('security: the macaroon header scheme, scopes per operation, none where none is needed', () => {
  const ledger = documentOf('ledger');
  assert.deepEqual((ledger.components as Json).securitySchemes.macaroon, {
    type: 'apiKey',
    in: 'header',
    name: 'Grpc-Metadata-macaroon',
    description: (ledger.components as Json).securitySchemes.macaroon.description,
  });
  const summary = operation(ledger, 'get', '/v1/summary');
  assert.deepEqual(summary.security, [{ macaroon: ['info:read'] }]);
  assert.deepEqual(summary['x-macaroon'], {
    need: 'listed',
    permissions: ['info:read'],
    smallestMacaroon: 'readonly.macaroon',
    macaroons: ['readonly.macaroon', 'admin.macaroon'],
    uriPermission: 'uri:/ledgerrpc.Ledger/GetSummary',
    publicWhen: [],
  });
  // The three cases: whitelisted (none), an entry without permissions (any macaroon), listed permissions (above).
  const hub = operation(documentOf('hub'), 'get', '/v1/hub/status');
  assert.deepEqual(hub.security, []);
  assert.equal(hub['x-macaroon'].need, 'none');
  assert.equal(hub['x-macaroon'].whitelist.name, 'whiteListedHubMethods');
  assert.match(hub.description, /Needs no macaroon \(hubd whitelists it/);
  for (const [verb, key] of [
    ['post', '/v1/stop'],
    ['get', '/v1/stop'],
  ] as const) {
    const stop = operation(ledger, verb, key);
    assert.deepEqual(stop.security, [{ macaroon: [] }], `${verb} ${key}: any macaroon, no scope`);
    assert.deepEqual(
      [stop['x-macaroon'].need, stop['x-macaroon'].permissions, stop['x-macaroon'].smallestMacaroon],
      ['any', [], 'readonly.macaroon'],
    );
  }
  // Public only when the ledger is started so: the macaroon, or (with the option) nothing.
  const lookup = operation(ledger, 'get', '/v1/payments/{payment_hash}');
  assert.deepEqual(lookup.security, [{ macaroon: ['entries:read'] }, {}]);
  assert.deepEqual(lookup['x-macaroon'].publicWhen, ['publicLookups']);
  assert.match(lookup.description, /No macaroon is needed when `publicLookups`/);
  assert.deepEqual((documentOf('ledger').servers as Json[])[0], {
    url: 'https://{host}:{port}',
    description: (documentOf('ledger').servers as Json[])[0].description,
    variables: { host: { default: 'localhost' }, port: { default: '8180' } },
  });
  assert.equal((documentOf('ledger').servers as Json[]).length, 2, 'the ledger also runs inside the hub (litd-like)');
});

test('streams: the kind, chunks of result or error, the WebSocket route of client and bidirectional streams', () => {
  const ledger = documentOf('ledger');
  const watch = operation(ledger, 'get', '/v1/entries/subscribe');
  assert.deepEqual(watch['x-streaming'], { kind: 'server', responses: 'newline-delimited-chunks' });
  assert.deepEqual(
    Object.keys(watch.responses['200'].content),
    ['application/x-ndjson'],
    'the stream is declared as newline-delimited JSON',
  );
  const chunk = watch.responses['200'].content['application/x-ndjson'].schema;
  assert.deepEqual(Object.keys(chunk.properties), ['result', 'error']);
  assert.deepEqual([chunk.minProperties, chunk.maxProperties], [1, 1]);
  assert.equal(watch['x-websocket'], undefined);
  const register = operation(ledger, 'post', '/v1/plugins');
  assert.deepEqual(register['x-streaming'], {
    kind: 'bidi',
    requests: 'json-sequence',
    responses: 'newline-delimited-chunks',
  });
  assert.deepEqual(register['x-websocket'].query, { method: 'POST' });
  assert.equal(
    register.requestBody.content['application/json'].schema.$ref,
    '#/components/schemas/ledgerrpc.PluginMessage',
  );
  assert.equal(operation(ledger, 'get', '/v1/summary')['x-streaming'].kind, 'unary');
});

test('raw HTML in proto comments is inert in descriptions', async () => {
  const { inertMarkdown } = await import('../../src/export/inert-markdown.ts');
  assert.equal(
    inertMarkdown('a <script>x</script> `<b>` <https://x.test/>'),
    'a \\<script>x\\</script> `<b>` <https://x.test/>',
  );
  assert.equal(inertMarkdown('```\n<b>\n```\n<i>'), '```\n<b>\n```\n\\<i>');
});

test('the documents of every release of the six real daemons are valid, lint without errors and state the upstream facts', {
  skip: REAL_PROTOS_SKIP || false,
  timeout: 20 * 60_000,
}, async () => {
  const real = await exportedDocuments({
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS!),
    contentDir: path.join(ROOT, 'content'),
  });
  assert.equal(real.documents.length, 12, 'two releases of six daemons');
  for (const { release, document } of real.documents) {
    assert.deepEqual(await oasErrors(document), [], `${release.id} ${release.version.tag} is valid`);
    assert.deepEqual(redoclyLint(document).errors, [], `${release.id} ${release.version.tag} lints without errors`);
    const bindings = release.subServices.reduce(
      (n, sub) => n + sub.methods.reduce((m, method) => m + method.rest.length, 0),
      0,
    );
    const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    assert.equal(operations, bindings, `${release.id} ${release.version.tag}: every REST binding is an operation`);
  }
  const newest = (id: string) => real.documents.find((d) => d.release.id === id && d.release.latest)!.document;
  const lnd = newest('lnd');
  assert.deepEqual(operation(lnd, 'get', '/v1/getinfo').security, [{ macaroon: ['info:read'] }]);
  assert.equal(operation(lnd, 'get', '/v1/getinfo')['x-macaroon'].smallestMacaroon, 'readonly.macaroon');
  assert.equal(
    operation(lnd, 'get', '/v1/getinfo').responses['200'].content['application/json'].schema.$ref,
    '#/components/schemas/lnrpc.GetInfoResponse',
  );
  const noMacaroon = Object.values(lnd.paths)
    .flatMap((item) => Object.values(item) as Json[])
    .filter((op) => op['x-macaroon'].need === 'none');
  assert.ok(
    noMacaroon.length > 0 && noMacaroon.every((op) => op.security.length === 0),
    "lnd's whitelisted RPCs have security: []",
  );
  const tapd = newest('taproot-assets');
  // QueryProof and InsertProof share a path shape with different field names: one path key.
  const proofs = Object.keys(tapd.paths).filter((k) => k.startsWith('/v1/taproot-assets/universe/proofs/asset-id/'));
  assert.equal(proofs.length, 1, proofs.join(', '));
  const insert = operation(tapd, 'post', proofs[0]!);
  assert.ok(
    (insert.parameters as Json[]).some((p) => p.in === 'path' && p['x-proto-field']?.startsWith('key.')),
    'the later operation keeps its own fields',
  );
  const publicOps = Object.values(tapd.paths)
    .flatMap((item) => Object.values(item) as Json[])
    .filter((op) => op['x-macaroon'].publicWhen?.length > 0);
  assert.ok(publicOps.length > 0);
  for (const op of publicOps)
    assert.deepEqual(op.security.at(-1), {}, `${op.operationId}: no macaroon when the option is set`);
  // tapd's price oracle and portfolio pilot are services tapd calls, not serves.
  const notServed = Object.values(tapd.paths)
    .flatMap((item) => Object.values(item) as Json[])
    .filter((op) => op['x-not-served']);
  assert.deepEqual(notServed.map((op) => op['x-rpc'].name).sort(), [
    'portfoliopilotrpc.PortfolioPilot.QueryAssetRates',
    'portfoliopilotrpc.PortfolioPilot.ResolveRequest',
    'portfoliopilotrpc.PortfolioPilot.VerifyAcceptQuote',
    'priceoraclerpc.PriceOracle.QueryAssetRates',
  ]);
  assert.ok(notServed.every((op) => /Not served by tapd/.test(op.description)));
  const alias = Object.values(lnd.paths['/v2/router/x/findbasealias'] ?? {})[0] as Json | undefined;
  assert.equal(alias?.['x-macaroon'].need, 'no-entry', "missing from lnd's permission tables");
});

test('inert markdown handles pathological comments quickly and keeps escapes and code', async () => {
  const { inertMarkdown } = await import('../../src/export/inert-markdown.ts');
  assert.equal(inertMarkdown('\\<b> and `a<b` and ``x ` <y>``'), '\\<b> and `a<b` and ``x ` <y>``');
  assert.equal(inertMarkdown('    <indented code>\n~~~\n<x>\n~~~'), '    <indented code>\n~~~\n<x>\n~~~');
  const huge = `${'<'.repeat(50_000)}${'`'.repeat(3)}${'<a '.repeat(50_000)}`;
  const out = inertMarkdown(huge);
  assert.equal(out.split('\\<').length - 1, 100_000, 'every < outside code is escaped');
});

test('every operation carries the minimal request of the code samples as its example: int64 as strings, bytes as base64 (base64url in the URL)', () => {
  const ledger = documentOf('ledger');
  const bodyExample = (op: Json) => op.requestBody.content['application/json'].example;
  const transfer = bodyExample(operation(ledger, 'post', '/v1/transfers'));
  assert.equal(transfer.amt, '10000', 'int64 as a decimal string');
  assert.match(transfer.dest, /^[A-Za-z0-9+/]+=*$/, 'bytes as base64 in the body');
  assert.equal(transfer.dest.length, 44, '33 bytes');
  const paramExample = (op: Json, name: string) => (op.parameters as Json[]).find((p) => p.name === name)!.example;
  assert.match(
    paramExample(operation(ledger, 'get', '/v1/payments/{payment_hash}'), 'payment_hash'),
    /^[A-Za-z0-9_-]+=*$/,
    'bytes as padded base64url in the path',
  );
  const close = operation(ledger, 'delete', '/v1/entries/{entry.txid_str}/{entry.output_index}');
  assert.equal(paramExample(close, 'entry.output_index'), 1, 'a uint32 path value as a number');
  assert.equal(paramExample(close, 'sat_per_vbyte'), '5', 'a uint64 query value as a string');
  assert.equal(paramExample(close, 'force'), undefined, 'the minimal request leaves it out');
  // The additional binding of CloseEntry takes the entry from the body.
  assert.deepEqual(bodyExample(operation(ledger, 'post', '/v1/entries/close')), {
    txid_str: 'f40c3dac252afba003b9ed73f669d611e99e40558f6fe4d6a2382b292c0b6c71',
    output_index: 1,
  });
  assert.deepEqual(
    bodyExample(operation(ledger, 'post', '/v1/plugins')),
    { plugin_name: 'example-name' },
    'a stream: one request',
  );
  assert.equal(operation(ledger, 'get', '/v1/summary').requestBody, undefined);
});

test('an example that does not match its schema is a redocly lint warning', () => {
  const ledger = documentOf('ledger');
  operation(ledger, 'post', '/v1/transfers').requestBody.content['application/json'].example.amt = 10000;
  assert.ok(redoclyLint(ledger).warnings.has('no-invalid-media-type-examples'));
});

test('the primary binding carries the REST and shell code samples as x-codeSamples (lang, label, source), filled with the default node settings', () => {
  const ledger = documentOf('ledger');
  const samples = operation(ledger, 'post', '/v1/transfers')['x-codeSamples'] as Json[];
  assert.deepEqual(
    samples.map((s) => s.label),
    ['REST JavaScript', 'REST Python', 'CLI', 'curl'],
    'the REST and shell samples of the page',
  );
  assert.deepEqual([...new Set(samples.map((s) => s.lang))], ['JavaScript', 'Python', 'Shell']);
  const curl = samples.find((s) => s.label === 'curl')!.source as string;
  assert.match(curl, /https:\/\/localhost:8180\/v1\/transfers/);
  assert.match(curl, /"amt": ?"10000"/);
  for (const sample of samples)
    assert.doesNotMatch(sample.source, /[\u0001\u0002]/, `${sample.label}: every slot is filled`);
  assert.equal(
    operation(ledger, 'get', '/v1/stop')['x-codeSamples'],
    undefined,
    'an additional binding: the samples are on the primary one',
  );
  assert.ok(operation(ledger, 'post', '/v1/stop')['x-codeSamples'].length > 0);
});

/**
 * The Server Variable Object as the OAS 3.1 schema of 2021-03-02 has it, which swagger-cli,
 * @apidevtools/swagger-parser and Spectral's oas3-schema still bundle: `descriptions` (sic,
 * fixed in OAI/OpenAPI-Specification#2793), so a variable's `description` is an unevaluated
 * property and the whole document is rejected. The documents must pass it.
 */
const SERVER_VARIABLE_2021 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://apidocs.test/oas-3.1-2021-03-02/server-variable',
  type: 'object',
  properties: {
    enum: { type: 'array', items: { type: 'string' }, minItems: 1 },
    default: { type: 'string' },
    descriptions: { type: 'string' },
  },
  required: ['default'],
  patternProperties: { '^x-': true },
  unevaluatedProperties: false,
};

test('server variables pass the 2021 OAS 3.1 schema that widely used validators bundle (no variable `description`), and the server says what they are', async () => {
  registerSchema(SERVER_VARIABLE_2021 as never);
  const valid = async (variable: unknown) => (await validateJson(SERVER_VARIABLE_2021.$id, variable as never)).valid;
  assert.equal(
    await valid({ default: 'localhost', description: 'The host.' }),
    false,
    'the rule rejects a description',
  );
  for (const { release, document } of documents) {
    for (const server of document.servers as Json[]) {
      for (const [name, variable] of Object.entries(server.variables as Json))
        assert.ok(await valid(variable), `${release.id}: ${server.url} {${name}}`);
      assert.match(server.description, /`\{host\}`: the node's host name or address; `\{port\}`: its REST port\./);
    }
  }
});
