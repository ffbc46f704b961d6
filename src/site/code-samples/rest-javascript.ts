/**
 * REST sample for Node.js. Unary RPCs use fetch from undici with an Agent trusting the
 * daemon's self-signed certificate; streaming RPCs use a WebSocket (package ws), because
 * the REST proxy of the daemons streams over WebSockets and takes the HTTP method from the
 * `method` query parameter there.
 */
import type { FieldModel } from '../../proto/model-types.ts';
import { block, entryLines } from './lines.ts';
import { jsKey, jsString, jsTemplateText, jsVariable } from './literals.ts';
import { type TypeContext, isAlternative, jsLiteral, jsonNote, jsonValue, pathValue, queryValue, typeComment, typeName } from './placeholders.ts';
import { type RestRequest, queryShape } from './rest-request.ts';
import { restSampleInput } from './rest-sample-input.ts';
import type { CodeSampleInput } from './types.ts';

/** The REST JavaScript sample of a method (its primary binding); null without REST. */
export function restJavaScript(sampleInput: CodeSampleInput): string | null {
  const { method, connection } = sampleInput;
  const input = restSampleInput(sampleInput);
  if (!input) return null;
  const { message, rest, ctx } = input;
  const streaming = method.streaming !== 'unary';
  const macaroon = `const macaroon = fs.readFileSync(${jsString(connection.macaroonPath)}).toString('hex');`;
  const ca = `fs.readFileSync(${jsString(connection.tlsCertPath)})`;
  // Without a single plain value there is no query string, only notes on the fields.
  const hasQuery = rest.query.some((f) => queryShape(f) === 'value' && !isAlternative(f, message.fields));
  const inputs = [...pathLines(rest, ctx), ...queryLines(rest, message.fields, ctx, hasQuery), ...bodyLines(rest, ctx)];
  if (!streaming) {
    return [
      '// Node.js 18+: npm install undici',
      "const fs = require('fs');",
      "const { Agent, fetch } = require('undici');",
      '',
      macaroon,
      "// Trust the daemon's self-signed TLS certificate.",
      `const dispatcher = new Agent({ connect: { ca: ${ca} } });`,
      '',
      ...inputs,
      `fetch(${url('https', connection.restHost, rest, false, hasQuery)}, {`,
      `  method: ${jsString(rest.method)},`,
      "  headers: { 'Grpc-Metadata-macaroon': macaroon },",
      ...(rest.body.kind === 'none' ? [] : ['  body: JSON.stringify(request),']),
      '  dispatcher,',
      '})',
      '  .then((res) => res.json())',
      '  .then((response) => console.log(response));',
    ].join('\n');
  }
  const send =
    rest.body.kind === 'none'
      ? ['// The request travels in the URL; there is no message to send.']
      : [
          ...(method.streaming === 'server' ? [] : ['// Each message sent is one request of the stream.']),
          "ws.on('open', () => ws.send(JSON.stringify(request)));",
        ];
  return [
    '// npm install ws',
    "const fs = require('fs');",
    "const WebSocket = require('ws');",
    '',
    macaroon,
    ...inputs,
    `const ws = new WebSocket(${url('wss', connection.restHost, rest, true, hasQuery)}, {`,
    "  // Trust the daemon's self-signed TLS certificate.",
    `  ca: ${ca},`,
    "  headers: { 'Grpc-Metadata-Macaroon': macaroon },",
    '});',
    ...send,
    '// Each message received is {"result": ...} or {"error": ...}.',
    "ws.on('message', (data) => console.log(JSON.parse(data.toString())));",
    "ws.on('error', (err) => console.error(err));",
  ].join('\n');
}

// Names the sample declares itself; a path parameter never takes one of them.
const TAKEN = new Set(['fs', 'Agent', 'fetch', 'WebSocket', 'macaroon', 'dispatcher', 'query', 'request', 'ws', 'require']);

/** The variable holding a path parameter: outpoint.txid_str -> outpointTxidStr. */
function pathVariable(name: string): string {
  const variable = jsVariable(name);
  return TAKEN.has(variable) ? `${variable}Param` : variable;
}

/** One variable per path parameter (path values must not be empty, see pathValue). */
function pathLines(rest: RestRequest, ctx: TypeContext): string[] {
  return rest.params.map((p) => {
    const value = pathValue(p.leaf, p.name, ctx);
    const type = p.leaf ? typeName(p.leaf.type, ctx.package) : 'string';
    const note = p.leaf ? jsonNote(p.leaf, true) : '';
    return `const ${pathVariable(p.name)} = ${typeof value === 'string' ? jsString(value) : String(value)}; // <${type}>${note} ${p.name}`;
  });
}

/** `const query = new URLSearchParams([...])`: plain values as pairs, other shapes as notes. */
function queryLines(rest: RestRequest, requestFields: FieldModel[], ctx: TypeContext, hasQuery: boolean): string[] {
  const lines = rest.query.map((f) => {
    const comment = typeComment(f, ctx.package) + jsonNote(f, true);
    switch (queryShape(f)) {
      case 'value': {
        const pair = `[${jsString(f.name)}, ${jsString(queryValue(f, ctx))}], // ${comment}`;
        return isAlternative(f, requestFields) ? `  // ${pair}` : `  ${pair}`;
      }
      case 'repeated':
        return `  // [${jsString(f.name)}, ${jsString(queryValue(f, ctx))}], // ${comment}: one pair per value`;
      case 'map':
        return `  // [${jsString(`${f.name}[KEY]`)}, ${jsString(queryValue(f, ctx))}], // ${comment}: one pair per entry`;
      case 'message':
        return `  // [${jsString(`${f.name}.FIELD`)}, ''], // ${comment}: one pair per field to set`;
      case 'none':
        return `  // ${f.name} ${comment}: has no query form; use gRPC to set it`;
    }
  });
  if (!hasQuery) return lines.map((line) => line.slice(2));
  return ['const query = new URLSearchParams([', ...lines, ']);'];
}

/** `const request = ...;`: the JSON body with proto3 JSON placeholders. */
function bodyLines(rest: RestRequest, ctx: TypeContext): string[] {
  const body = rest.body;
  if (body.kind === 'none') return [];
  if (body.kind === 'value') {
    const f = body.field;
    return [`// The body is the ${f.name} field.`, `const request = ${jsLiteral(jsonValue(f, ctx))}; // ${typeComment(f, ctx.package)}${jsonNote(f, false)}`];
  }
  const lines = entryLines(body.fields, {
    indent: '  ',
    entry: (f) => `${jsKey(f.name)}: ${jsLiteral(jsonValue(f, ctx))}`,
    comment: (f) => typeComment(f, ctx.package) + jsonNote(f, false),
    marker: '//',
    gap: ' ',
  });
  return [...(body.field ? [`// The body is the ${body.field} field.`] : []), ...block('const request = {', lines, '};', 'const request = {};')];
}

/** The request URL as a JavaScript expression, path parameters encoded. */
function url(scheme: 'https' | 'wss', host: string, rest: RestRequest, websocket: boolean, hasQuery: boolean): string {
  const search = [websocket ? `method=${rest.method}` : '', hasQuery ? '${query}' : ''].filter(Boolean).join('&');
  if (rest.params.length === 0 && !hasQuery) {
    const path = rest.parts.map((p) => (p.kind === 'literal' ? p.text : '')).join('');
    return jsString(`${scheme}://${host}${path}${search ? `?${search}` : ''}`);
  }
  const path = rest.parts
    .map((p) => (p.kind === 'literal' ? jsTemplateText(p.text) : `\${encodeURIComponent(${pathVariable(p.param.name)})}`))
    .join('');
  return `\`${scheme}://${jsTemplateText(host)}${path}${search ? `?${search}` : ''}\``;
}
