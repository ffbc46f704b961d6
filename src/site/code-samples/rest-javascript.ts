/**
 * REST sample for Node.js. Unary calls use fetch from undici with an Agent trusting the
 * daemon's self-signed certificate; streams use a WebSocket (package ws) the way the
 * daemons' REST proxy expects: the HTTP method in the `method` query parameter, each
 * request of the stream one JSON message, each response one message (`{"result": ...}`
 * or `{"error": ...}`), the socket closed when the stream ends.
 */
import { slot } from '../../shared/code-template.ts';
import { jsString, jsTemplateText, jsVariable } from './literals.ts';
import type { PlannedValue } from './request-plan.ts';
import { type PathParamPlan, type QueryPair, type RestPlan, isWholeBody, restPlan } from './rest-plan.ts';
import { entryLines, typeLabel, valueLiteral } from './value-literals.ts';
import type { WriterInput } from './types.ts';
import { flagLines } from './flag-flow.ts';
import { restFlowPossible, restJsFlowLines, writerFlow } from './flow-samples.ts';
import { codePlan } from './method-plan.ts';

/** The REST JavaScript sample of a method (its primary binding); null without REST. */
export function restJavaScript(input: WriterInput): string | null {
  const { sub, method, macaroon, macaroonNote } = input;
  const rest = restPlan(input, input.variant);
  // A flag flow's values are members of the JSON body: no such sample where the request is not the whole body.
  if (!rest || (input.flag && !isWholeBody(rest))) return null;
  const pkg = sub.package;
  const websocket = method.streaming !== 'unary';
  const usesBase64url = rest.params.some((p) => isBytesValue(p.value)) || rest.query.some((q) => isBytesValue(q.value));
  const macaroonLines = macaroon
    ? [
        `// ${macaroon}: ${macaroonNote}.`,
        `const macaroon = fs.readFileSync(${slot('macaroonPath', 'js-path')}).toString('hex');`,
      ]
    : [`// ${method.name} needs no macaroon.`];
  const headers = macaroon ? `{ 'Grpc-Metadata-macaroon': macaroon }` : '{}';
  const inputs = [
    ...(usesBase64url
      ? [
          "// Bytes in a URL are base64url with padding (Node's 'base64url' encoding drops the padding).",
          "const base64url = (hex) => Buffer.from(hex, 'hex').toString('base64').replace(/\\+/g, '-').replace(/\\//g, '_');",
        ]
      : []),
    ...rest.params.map(
      (p) => `const ${pathVariable(p.name)} = ${urlValue(p.value, pkg)}; // ${typeLabel(p.field, pkg)} ${p.name}`,
    ),
    ...queryLines(rest, pkg),
    ...bodyLines(rest, pkg),
    ...flagLines(input.flag, 'js-json', 'request'),
  ];
  const hasQuery = rest.query.some((q) => q.state === 'set');
  if (!websocket) {
    return [
      '// Node.js 18 or newer; npm install undici',
      "const fs = require('fs');",
      "const { Agent, fetch } = require('undici');",
      '',
      ...macaroonLines,
      "// Trust the daemon's self-signed TLS certificate.",
      `const dispatcher = new Agent({ connect: { ca: fs.readFileSync(${slot('tlsCertPath', 'js-path')}) } });`,
      '',
      ...inputs,
      ...fetchOrFlow(input, rest, headers, [
        `fetch(${url('https', rest, hasQuery, false)}, {`,
        `  method: ${jsString(rest.method)},`,
        `  headers: ${headers},`,
        ...(rest.body.kind === 'none' ? [] : ['  body: JSON.stringify(request),']),
        '  dispatcher,',
        '}).then(async (res) => {',
        '  const response = await res.json();',
        '  if (!res.ok) {',
        '    console.error(res.status, response);',
        '    process.exitCode = 1;',
        '    return;',
        '  }',
        '  console.log(response);',
        '});',
      ]),
    ].join('\n');
  }
  const send =
    rest.body.kind === 'none'
      ? ['// The request travels in the URL: there is nothing to send.']
      : rest.streamsRequests
        ? [
            '// Each message you send is one request of the stream.',
            "ws.on('open', () => ws.send(JSON.stringify(request)));",
          ]
        : ['// The first message is the request.', "ws.on('open', () => ws.send(JSON.stringify(request)));"];
  return [
    '// npm install ws',
    "const fs = require('fs');",
    "const WebSocket = require('ws');",
    '',
    ...macaroonLines,
    ...inputs,
    `const ws = new WebSocket(${url('wss', rest, hasQuery, true)}, {`,
    "  // Trust the daemon's self-signed TLS certificate.",
    `  ca: fs.readFileSync(${slot('tlsCertPath', 'js-path')}),`,
    ...(macaroon ? ["  headers: { 'Grpc-Metadata-Macaroon': macaroon },"] : []),
    '});',
    ...send,
    "ws.on('message', (data) => {",
    '  const message = JSON.parse(data.toString());',
    '  if (message.error) {',
    '    console.error(message.error);',
    '    process.exitCode = 1;',
    '  } else {',
    '    console.log(message.result);',
    ...(method.streaming === 'bidi' ? ['    // Answer with ws.send(JSON.stringify({ ... })).'] : []),
    '  }',
    '});',
    '// The daemon closes the socket when the stream ends; ws.close() ends it from your side.',
    "ws.on('close', () => console.log('The stream ended.'));",
    "ws.on('error', (err) => {",
    '  console.error(err);',
    '  process.exitCode = 1;',
    '});',
  ].join('\n');
}

/** The fetch, inside the CLI's flow when it runs one on a whole-body request (loop out: the quote first). */
function fetchOrFlow(input: WriterInput, rest: RestPlan, headers: string, call: string[]): string[] {
  const plan = codePlan(input, input.variant);
  const flow = writerFlow(input, plan);
  const wholeBody = rest.body.kind === 'object' && rest.body.field === null;
  return flow && wholeBody && restFlowPossible(flow)
    ? restJsFlowLines(flow, plan.entries, input.sub.package, headers, call)
    : call;
}

// Names the sample declares itself; a path parameter never takes one of them.
const TAKEN = new Set([
  'fs',
  'Agent',
  'fetch',
  'WebSocket',
  'macaroon',
  'dispatcher',
  'query',
  'request',
  'ws',
  'require',
  'base64url',
]);

/** The variable holding a path parameter: outpoint.txid_str -> outpointTxidStr. */
function pathVariable(name: string): string {
  const variable = jsVariable(name);
  return TAKEN.has(variable) ? `${variable}Param` : variable;
}

function isBytesValue(value: PlannedValue): boolean {
  return value.kind === 'scalar' && value.type === 'bytes';
}

/** A single URL value as a JavaScript expression: bytes through base64url(), the rest as text. */
function urlValue(value: PlannedValue, pkg: string): string {
  if (value.kind === 'scalar' && value.type === 'bytes') return `base64url(${jsString(String(value.value))})`;
  if (value.kind === 'scalar' && typeof value.value !== 'string') return jsString(String(value.value));
  return valueLiteral(value, 'js-json', pkg, '');
}

/** `const query = new URLSearchParams([...])` with one pair a line. */
function queryLines(rest: RestPlan, pkg: string): string[] {
  const lines = rest.query.map((q: QueryPair) => {
    const pair = `[${jsString(q.key)}, ${urlValue(q.value, pkg)}], // ${typeLabel(q.field, pkg)}${q.note ? ` ${q.note}` : ''}`;
    return q.state === 'set' ? `  ${pair}` : `  // ${pair}`;
  });
  const notes = rest.unsendable.map(
    (e) => `// ${e.field.name} ${typeLabel(e.field, pkg)} has no query form; use gRPC to set it.`,
  );
  if (!rest.query.some((q) => q.state === 'set'))
    return [...lines.map((l) => l.replace(/^ {2}(?:\/\/ )?/, '// ')), ...notes];
  return ['const query = new URLSearchParams([', ...lines, ']);', ...notes];
}

/** `const request = ...;`: the JSON body (proto3 JSON mapping). */
function bodyLines(rest: RestPlan, pkg: string): string[] {
  const body = rest.body;
  if (body.kind === 'none') return [];
  if (body.kind === 'value') {
    const e = body.entry;
    return [
      `// The body is the ${e.field.name} field.`,
      `const request = ${valueLiteral(e.value, 'js-json', pkg, '')}; // ${typeLabel(e.field, pkg)}`,
    ];
  }
  const lines = entryLines(
    body.entries,
    'js-json',
    pkg,
    '  ',
    (field, value) => `${/^[A-Za-z_$][\w$]*$/.test(field.name) ? field.name : jsString(field.name)}: ${value}`,
  );
  return [
    ...(body.field ? [`// The body is the ${body.field} field.`] : []),
    ...(lines.length === 0 ? ['const request = {};'] : ['const request = {', ...lines, '};']),
  ];
}

/** The request URL as a JavaScript expression, path parameters in place. */
function url(scheme: 'https' | 'wss', rest: RestPlan, hasQuery: boolean, websocket: boolean): string {
  const search = [websocket ? `method=${rest.method}` : '', hasQuery ? '${query}' : ''].filter(Boolean).join('&');
  const path = rest.parts
    .map((p) => (p.kind === 'literal' ? jsTemplateText(p.text) : `\${${pathExpression(p.param)}}`))
    .join('');
  return `\`${scheme}://${slot('restHost', 'js-template-text')}${path}${search ? `?${search}` : ''}\``;
}

/** A path parameter in the URL: text percent-encoded; base64url and numbers need no escaping. */
function pathExpression(param: PathParamPlan): string {
  const variable = pathVariable(param.name);
  return param.value.kind === 'scalar' && param.value.type === 'string' ? `encodeURIComponent(${variable})` : variable;
}
