/**
 * REST sample for Python: requests with the daemon's certificate as the CA bundle, the hex
 * macaroon header, query `params=` and a `json=` body. Server streams read the response
 * line by line; client and bidi streams go over a WebSocket (websocket-client), as the REST
 * proxy only streams requests that way.
 */
import type { FieldModel } from '../../proto/model-types.ts';
import { entryLines } from './lines.ts';
import { pyFStringText, pyString, pyVariable } from './literals.ts';
import { type TypeContext, isAlternative, jsonNote, jsonValue, pathValue, pyLiteral, typeComment, typeName } from './placeholders.ts';
import { type RestRequest, queryShape } from './rest-request.ts';
import { restSampleInput } from './rest-sample-input.ts';
import type { CodeSampleInput } from './types.ts';

/** The REST Python sample of a method (its primary binding); null without REST. */
export function restPython(sampleInput: CodeSampleInput): string | null {
  const { method, connection } = sampleInput;
  const input = restSampleInput(sampleInput);
  if (!input) return null;
  const { message, rest, ctx } = input;
  const websocket = method.streaming === 'client' || method.streaming === 'bidi';
  const hasBody = rest.body.kind !== 'none';
  // Without a single value to send there are no params, only notes on the fields.
  const hasQuery = rest.query.some((f) => ['value', 'repeated'].includes(queryShape(f)) && !isAlternative(f, message.fields));
  const quotes = rest.params.some((p) => needsQuote(p.leaf));
  const urlImports = [quotes ? 'quote' : '', websocket && hasQuery ? 'urlencode' : ''].filter(Boolean);
  const modules = ['codecs', ...(websocket || method.streaming === 'server' ? ['json'] : []), websocket ? 'websocket' : 'requests'];
  const lines = [
    websocket ? '# pip install websocket-client' : '# pip install requests',
    `import ${modules.join(', ')}`,
    ...(urlImports.length > 0 ? [`from urllib.parse import ${urlImports.join(', ')}`] : []),
    '',
    `TLS_PATH = ${pyString(connection.tlsCertPath)}`,
    `MACAROON_PATH = ${pyString(connection.macaroonPath)}`,
    "macaroon = codecs.encode(open(MACAROON_PATH, 'rb').read(), 'hex').decode()",
    '',
    ...pathLines(rest, ctx),
    `url = ${url(websocket ? 'wss' : 'https', connection.restHost, rest, websocket)}`,
    ...queryLines(rest, message.fields, ctx, hasQuery),
    ...bodyLines(rest, ctx),
  ];
  if (websocket) {
    return [
      ...lines,
      'ws = websocket.create_connection(',
      `    url${hasQuery ? " + '&' + urlencode(params, doseq=True)" : ''},`,
      "    header={'Grpc-Metadata-Macaroon': macaroon},",
      "    # Trust the daemon's self-signed TLS certificate.",
      "    sslopt={'ca_certs': TLS_PATH},",
      ')',
      ...(hasBody ? ['# Each message sent is one request of the stream.', 'ws.send(json.dumps(data))'] : []),
      '# Each message received is {"result": ...} or {"error": ...}.',
      'while True:',
      '    print(json.loads(ws.recv()))',
    ].join('\n');
  }
  const args = ['url', "headers={'Grpc-Metadata-macaroon': macaroon}", hasQuery ? 'params=params' : '', hasBody ? 'json=data' : ''];
  const call = `r = requests.${rest.method.toLowerCase()}(${[...args, method.streaming === 'server' ? 'stream=True' : '', 'verify=TLS_PATH'].filter(Boolean).join(', ')})`;
  const read =
    method.streaming === 'server'
      ? ['# Each line is {"result": ...} or {"error": ...}.', 'for line in r.iter_lines():', '    if line:', '        print(json.loads(line))']
      : ['print(r.json())'];
  return [...lines, call, ...read].join('\n');
}

/** Whether a path value is text that must be percent-encoded (strings, bytes, unknown). */
function needsQuote(leaf: FieldModel | undefined): boolean {
  return !leaf || leaf.type.kind !== 'scalar' || leaf.type.name === 'string' || leaf.type.name === 'bytes';
}

// Names the sample declares or imports itself; a path parameter never takes one of them.
const TAKEN = new Set(['codecs', 'json', 'requests', 'websocket', 'quote', 'urlencode', 'macaroon', 'url', 'params', 'data', 'r', 'ws', 'line']);

/** The variable holding a path parameter: outpoint.txid_str -> outpoint_txid_str. */
function pathVariable(name: string): string {
  const variable = pyVariable(name);
  return TAKEN.has(variable) ? `${variable}_param` : variable;
}

/** One variable per path parameter (path values must not be empty, see pathValue). */
function pathLines(rest: RestRequest, ctx: TypeContext): string[] {
  return rest.params.map((p) => {
    const value = pathValue(p.leaf, p.name, ctx);
    const type = p.leaf ? typeName(p.leaf.type, ctx.package) : 'string';
    const note = p.leaf ? jsonNote(p.leaf, true) : '';
    const literal = typeof value === 'string' ? pyString(value) : typeof value === 'boolean' ? 'False' : String(value);
    return `${pathVariable(p.name)} = ${literal}  # <${type}>${note} ${p.name}`;
  });
}

/** The URL as a Python expression: an f-string when path parameters fill it in. */
function url(scheme: 'https' | 'wss', host: string, rest: RestRequest, websocket: boolean): string {
  const search = websocket ? `?method=${rest.method}` : '';
  if (rest.params.length === 0) {
    return pyString(`${scheme}://${host}${rest.parts.map((p) => (p.kind === 'literal' ? p.text : '')).join('')}${search}`);
  }
  const path = rest.parts
    .map((p) => {
      if (p.kind === 'literal') return pyFStringText(p.text);
      const name = pathVariable(p.param.name);
      if (needsQuote(p.param.leaf)) return `{quote(${name}, safe="")}`;
      // grpc-gateway parses bools like Go's strconv: "false", not Python's "False".
      return p.param.leaf?.type.kind === 'scalar' && p.param.leaf.type.name === 'bool' ? `{str(${name}).lower()}` : `{${name}}`;
    })
    .join('');
  return `f'${scheme}://${pyFStringText(host)}${path}${search}'`;
}

/** `params = {...}`: plain values as entries, other shapes as notes. */
function queryLines(rest: RestRequest, requestFields: FieldModel[], ctx: TypeContext, hasQuery: boolean): string[] {
  const lines = rest.query.map((f) => {
    const comment = typeComment(f, ctx.package) + jsonNote(f, true);
    switch (queryShape(f)) {
      case 'value':
      case 'repeated': {
        // requests sends a list as one parameter per value; an empty one sends nothing.
        const entry = `${pyString(f.name)}: ${pyLiteral(jsonValue(f, ctx))},  # ${comment}`;
        return isAlternative(f, requestFields) ? `    # ${entry}` : `    ${entry}`;
      }
      case 'map':
        return `    # ${pyString(`${f.name}[KEY]`)}: '',  # ${comment}: one entry per key`;
      case 'message':
        return `    # ${pyString(`${f.name}.FIELD`)}: '',  # ${comment}: one entry per field to set`;
      case 'none':
        return `    # ${f.name} ${comment}: has no query form; use gRPC to set it`;
    }
  });
  return hasQuery ? ['params = {', ...lines, '}'] : lines.map((line) => line.slice(4));
}

/** `data = ...`: the JSON body with proto3 JSON placeholders. */
function bodyLines(rest: RestRequest, ctx: TypeContext): string[] {
  const body = rest.body;
  if (body.kind === 'none') return [];
  if (body.kind === 'value') {
    const f = body.field;
    return [`# The body is the ${f.name} field.`, `data = ${pyLiteral(jsonValue(f, ctx))}  # ${typeComment(f, ctx.package)}${jsonNote(f, false)}`];
  }
  const lines = entryLines(body.fields, {
    indent: '    ',
    entry: (f) => `${pyString(f.name)}: ${pyLiteral(jsonValue(f, ctx))}`,
    comment: (f) => typeComment(f, ctx.package) + jsonNote(f, false),
    marker: '#',
    gap: '  ',
  });
  const open = body.field ? [`# The body is the ${body.field} field.`] : [];
  return lines.length === 0 ? [...open, 'data = {}'] : [...open, 'data = {', ...lines, '}'];
}
