/**
 * Shell samples: the method's CLI command as the daemon's docs name it, and a curl call of
 * the primary REST binding with the certificate, the hex macaroon header, path and query
 * values filled in and a JSON body.
 */
import type { FieldModel, MethodModel } from '../../proto/model-types.ts';
import type { Connection } from '../connection.ts';
import { shellWord } from './literals.ts';
import { type JsonValue, type TypeContext, isAlternative, jsonValue, pathValue, queryValue } from './placeholders.ts';
import { type RestRequest, queryShape } from './rest-request.ts';
import { restSampleInput } from './rest-sample-input.ts';
import type { CodeSampleInput } from './types.ts';

/** The CLI sample: the command and where to find its flags; null when the method names no command. */
export function cliSample(method: Pick<MethodModel, 'cli'>): string | null {
  if (!method.cli) return null;
  return `$ ${method.cli}\n# See ${method.cli} --help for its flags.`;
}

/** The curl sample of a method's primary REST binding; null without REST. */
export function curlSample(sampleInput: CodeSampleInput): string | null {
  const { method, connection } = sampleInput;
  const input = restSampleInput(sampleInput);
  if (!input) return null;
  const { message, rest, ctx } = input;
  const body = bodyJson(rest, ctx);
  const lines = [
    // -N shows each message of a stream as it arrives instead of buffering the output.
    `curl${method.streaming === 'unary' ? '' : ' -N'} -X ${rest.method} --cacert ${shellWord(connection.tlsCertPath)}`,
    `  -H "Grpc-Metadata-macaroon: $(xxd -ps -u -c 1000 ${shellWord(connection.macaroonPath)})"`,
    `  ${urlWord(connection, rest, message.fields, ctx)}`,
    ...(body === null ? [] : [`  -d '${body.replace(/'/g, `'\\''`).replace(/\n/g, '\n  ')}'`]),
  ];
  const note = mentionsBytes(rest) ? ['# Bytes are base64 in JSON and base64url in the URL.'] : [];
  return [...note, lines.join(' \\\n')].join('\n');
}

/** The URL with path values and plain query values filled in, quoted for the shell. */
function urlWord(connection: Connection, rest: RestRequest, requestFields: FieldModel[], ctx: TypeContext): string {
  const path = rest.parts
    .map((p) => (p.kind === 'literal' ? p.text : encodeURIComponent(String(pathValue(p.param.leaf, p.param.name, ctx)))))
    .join('');
  // Repeated, map and message fields have no single query value; the other samples note them.
  const query = rest.query
    .filter((f) => queryShape(f) === 'value' && !isAlternative(f, requestFields))
    .map((f) => `${encodeURIComponent(f.name)}=${encodeURIComponent(queryValue(f, ctx))}`)
    .join('&');
  const url = `https://${connection.restHost}${path}${query ? `?${query}` : ''}`;
  return /^[\w@%+=:,./-]+$/.test(url) ? url : `"${url.replace(/["\\$`]/g, (c) => `\\${c}`)}"`;
}

/** The JSON body text, one line when short; null when the binding has no body. */
function bodyJson(rest: RestRequest, ctx: TypeContext): string | null {
  const body = rest.body;
  if (body.kind === 'none') return null;
  let value: JsonValue;
  if (body.kind === 'value') {
    value = jsonValue(body.field, ctx);
  } else {
    const object: Record<string, JsonValue> = {};
    for (const f of body.fields) if (!isAlternative(f, body.fields)) object[f.name] = jsonValue(f, ctx);
    value = object;
  }
  const short = JSON.stringify(value);
  return short.length <= 60 ? short : JSON.stringify(value, undefined, 2);
}

/** Whether any value of the request is bytes (worth a note on its encoding). */
function mentionsBytes(rest: RestRequest): boolean {
  const isBytes = (f: FieldModel | undefined) => f?.type.kind === 'scalar' && f.type.name === 'bytes';
  const bodyFields = rest.body.kind === 'object' ? rest.body.fields : rest.body.kind === 'value' ? [rest.body.field] : [];
  return rest.params.some((p) => isBytes(p.leaf)) || rest.query.some(isBytes) || bodyFields.some(isBytes);
}
