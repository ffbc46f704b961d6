/**
 * REST sample for Python: requests with the daemon's certificate as the CA bundle, the hex
 * macaroon header, query `params=` and a `json=` body. Server streams read the response
 * line by line; client and bidirectional streams go over a WebSocket (websocket-client),
 * the only way the daemons' REST proxy takes a stream of requests, with a receive loop
 * that ends cleanly when the daemon ends the stream.
 */
import { slot } from '../../shared/code-template.ts';
import { pyFStringText, pyString, pyVariable } from './literals.ts';
import type { PlannedValue } from './request-plan.ts';
import { type PathParamPlan, type RestPlan, isWholeBody, restPlan } from './rest-plan.ts';
import { entryLines, typeLabel, valueLiteral } from './value-literals.ts';
import type { WriterInput } from './types.ts';
import { flagLines } from './flag-flow.ts';
import { byteModules } from './flow-bytes.ts';
import { restFlowPossible, restPyFlowLines, writerFlow } from './flow-samples.ts';
import { codePlan } from './method-plan.ts';

/** The REST Python sample of a method (its primary binding); null without REST. */
export function restPython(input: WriterInput): string | null {
  const { sub, method, macaroon, macaroonNote } = input;
  const rest = restPlan(input, input.variant);
  // A flag flow's values are members of the JSON body: no such sample where the request is not the whole body.
  if (!rest || (input.flag && !isWholeBody(rest))) return null;
  const pkg = sub.package;
  const websocket = method.streaming === 'client' || method.streaming === 'bidi';
  const hasBody = rest.body.kind !== 'none';
  const hasQuery = rest.query.some((q) => q.state === 'set');
  const quotes = rest.params.some((p) => p.value.kind === 'scalar' && p.value.type === 'string');
  const usesBase64 = /base64\./.test(
    JSON.stringify([
      rest.params.map((p) => urlValue(p.value, pkg)),
      rest.query.map((q) => urlValue(q.value, pkg)),
      bodyLines(rest, pkg),
    ]),
  );
  // In alphabetical order, each once (a keysend sample's own modules, flow-bytes.ts, among them).
  const modules = [
    ...new Set([
      ...(usesBase64 ? ['base64'] : []),
      ...(input.flag ? byteModules('py-json') : []),
      ...(websocket || method.streaming === 'server' ? ['json'] : []),
      'os',
      websocket ? 'websocket' : 'requests',
    ]),
  ].sort();
  const macaroonLines = macaroon
    ? [
        `# ${macaroon}: ${macaroonNote}.`,
        `with open(${slot('macaroonPath', 'py-path')}, 'rb') as f:`,
        '    macaroon = f.read().hex()',
      ]
    : [`# ${method.name} needs no macaroon.`];
  const lines = [
    websocket ? '# pip install websocket-client' : '# pip install requests',
    `import ${modules.join(', ')}`,
    ...(quotes ? ['from urllib.parse import quote'] : []),
    '',
    `TLS_PATH = ${slot('tlsCertPath', 'py-path')}`,
    ...macaroonLines,
    '',
    ...rest.params.map(
      (p) => `${pathVariable(p.name)} = ${urlValue(p.value, pkg)}  # ${typeLabel(p.field, pkg)} ${p.name}`,
    ),
    `url = ${url(websocket ? 'wss' : 'https', rest, websocket)}`,
    ...queryLines(rest, pkg, hasQuery),
    ...bodyLines(rest, pkg),
    ...flagLines(input.flag, 'py-json', 'data'),
  ];
  if (websocket) {
    return [
      ...lines,
      'ws = websocket.create_connection(',
      '    url,',
      ...(macaroon ? ["    header={'Grpc-Metadata-Macaroon': macaroon},"] : []),
      "    # Trust the daemon's self-signed TLS certificate.",
      "    sslopt={'ca_certs': TLS_PATH},",
      ')',
      '# Each message you send is one request of the stream.',
      'ws.send(json.dumps(data))',
      '# Each message received is {"result": ...} or {"error": ...}; the daemon closes the socket when the stream ends.',
      'while True:',
      '    try:',
      '        message = ws.recv()',
      '    except websocket.WebSocketConnectionClosedException:',
      '        break',
      '    if not message:',
      '        break',
      '    message = json.loads(message)',
      "    if 'error' in message:",
      "        raise SystemExit(message['error'])",
      "    print(message['result'])",
      ...(method.streaming === 'bidi' ? ['    # Answer with ws.send(json.dumps({...})).'] : []),
      '# ws.close() ends the stream from your side.',
      'ws.close()',
    ].join('\n');
  }
  const headers = macaroon ? "headers={'Grpc-Metadata-macaroon': macaroon}" : '';
  const args = [
    'url',
    headers,
    hasQuery ? 'params=params' : '',
    hasBody ? 'json=data' : '',
    method.streaming === 'server' ? 'stream=True' : '',
    'verify=TLS_PATH',
  ].filter(Boolean);
  const call = `r = requests.${rest.method.toLowerCase()}(${args.join(', ')})`;
  const read =
    method.streaming === 'server'
      ? [
          'if not r.ok:',
          "    raise SystemExit(f'{r.status_code}: {r.text}')",
          '# Each line is {"result": ...} or {"error": ...}; the loop ends when the stream does (r.close() stops it early).',
          'for line in r.iter_lines():',
          '    if not line:',
          '        continue',
          '    message = json.loads(line)',
          "    if 'error' in message:",
          "        raise SystemExit(message['error'])",
          "    print(message['result'])",
        ]
      : [
          'response = r.json()',
          'if not r.ok:',
          "    raise SystemExit(f'{r.status_code}: {response}')",
          'print(response)',
        ];
  const flow = flowLines(input, rest, headers);
  return [...lines, ...flow.before, call, ...read, ...flow.after].join('\n');
}

// Names the sample declares or imports itself; a path parameter never takes one of them.
const TAKEN = new Set([
  'base64',
  'json',
  'os',
  'requests',
  'websocket',
  'quote',
  'macaroon',
  'url',
  'params',
  'data',
  'r',
  'ws',
  'line',
  'message',
  'f',
  'response',
  'TLS_PATH',
]);

/** The variable holding a path parameter: outpoint.txid_str -> outpoint_txid_str. */
function pathVariable(name: string): string {
  const variable = pyVariable(name);
  return TAKEN.has(variable) ? `${variable}_param` : variable;
}

/** A single URL value as a Python expression: bytes as padded base64url (urlsafe_b64encode keeps the padding). */
function urlValue(value: PlannedValue, pkg: string): string {
  if (value.kind === 'scalar' && value.type === 'bytes')
    return `base64.urlsafe_b64encode(bytes.fromhex(${pyString(String(value.value))})).decode()`;
  // grpc-gateway parses bools like Go: "true", not Python's "True".
  if (value.kind === 'scalar' && typeof value.value !== 'string') return pyString(String(value.value));
  return valueLiteral(value, 'py-json', pkg, '');
}

/** The CLI's flow around the call, when it runs one on a whole-body request (loop out: the quote first). */
function flowLines(input: WriterInput, rest: RestPlan, headers: string): { before: string[]; after: string[] } {
  const plan = codePlan(input, input.variant);
  const flow = writerFlow(input, plan);
  const wholeBody = rest.body.kind === 'object' && rest.body.field === null;
  if (!flow || !wholeBody || !restFlowPossible(flow)) return { before: [], after: [] };
  return restPyFlowLines(flow, plan.entries, input.sub.package, headers);
}

/** The URL as a Python expression: an f-string when path parameters fill it in. */
function url(scheme: 'https' | 'wss', rest: RestPlan, websocket: boolean): string {
  const search = websocket ? `?method=${rest.method}` : '';
  const path = rest.parts
    .map((p) => (p.kind === 'literal' ? pyFStringText(p.text) : `{${pathExpression(p.param)}}`))
    .join('');
  return `f'${scheme}://${slot('restHost', 'py-fstring-text')}${path}${search}'`;
}

/** A path parameter in the URL: text percent-encoded; base64url and numbers need no escaping. */
function pathExpression(param: PathParamPlan): string {
  const variable = pathVariable(param.name);
  return param.value.kind === 'scalar' && param.value.type === 'string' ? `quote(${variable}, safe="")` : variable;
}

/** `params = {...}`: plain values as entries (a repeated field's values as a list), commented ones as notes. */
function queryLines(rest: RestPlan, pkg: string, hasQuery: boolean): string[] {
  const grouped = new Map<string, typeof rest.query>();
  for (const q of rest.query) grouped.set(q.key, [...(grouped.get(q.key) ?? []), q]);
  const lines = [...grouped.values()].map((pairs) => {
    const q = pairs[0]!;
    const values = pairs.map((p) => urlValue(p.value, pkg));
    const value = q.field.label === 'repeated' ? `[${values.join(', ')}]` : values[0]!;
    const entry = `${pyString(q.key)}: ${value},  # ${typeLabel(q.field, pkg)}${q.note ? ` ${q.note}` : ''}`;
    return q.state === 'set' ? `    ${entry}` : `    # ${entry}`;
  });
  const notes = rest.unsendable.map(
    (e) => `# ${e.field.name} ${typeLabel(e.field, pkg)} has no query form; use gRPC to set it.`,
  );
  if (!hasQuery) return [...lines.map((l) => l.replace(/^ {4}(?:# )?/, '# ')), ...notes];
  return ['params = {', ...lines, '}', ...notes];
}

/** `data = ...`: the JSON body (proto3 JSON mapping). */
function bodyLines(rest: RestPlan, pkg: string): string[] {
  const body = rest.body;
  if (body.kind === 'none') return [];
  if (body.kind === 'value') {
    const e = body.entry;
    return [
      `# The body is the ${e.field.name} field.`,
      `data = ${valueLiteral(e.value, 'py-json', pkg, '')}  # ${typeLabel(e.field, pkg)}`,
    ];
  }
  const lines = entryLines(body.entries, 'py-json', pkg, '    ', (field, value) => `${pyString(field.name)}: ${value}`);
  return [
    ...(body.field ? [`# The body is the ${body.field} field.`] : []),
    ...(lines.length === 0 ? ['data = {}'] : ['data = {', ...lines, '}']),
  ];
}
