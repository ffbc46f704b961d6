/**
 * The HTTP call a "Try it" request becomes, split the way grpc-gateway reads it (the same
 * rules as the code samples, src/site/code-samples/rest-plan.ts, applied to the reader's
 * values at run time): path parameters from the template (bytes as base64url with padding),
 * the body (the rest of the request for body "*", one field's value for body "<field>"),
 * everything else as query parameters (nested fields as `parent.child`, repeated fields once
 * per value, map entries as `name[key]`). Streams go over lnd's WebSocket proxy: the HTTP
 * method in `?method=`, the request as the first message. Pure: the panel and the tests use it.
 */

/**
 * What a value at a dotted path of the request is, as far as its encoding goes; a path ending
 * in `[]` asks for the values of a map (`dest_custom_records[]` is bytes).
 */
export type ValueKind = 'bytes' | 'map' | 'message' | 'scalar';

export interface CallInput {
  request: Record<string, unknown>;
  method: string;
  /** Path template: /v1/invoice/{r_hash_str}. */
  path: string;
  /** The binding's body rule: "*", a field name, or null. */
  body: string | null;
  streaming: 'unary' | 'server' | 'client' | 'bidi';
  kindAt: (dottedPath: string) => ValueKind;
}

export interface RestCall {
  /** HTTP method of a plain call (GET for a WebSocket, whose method travels in the query). */
  method: string;
  /** Path and query, from the site's point of view of the node: /v1/invoices?pending_only=true. */
  pathAndQuery: string;
  /** The JSON body (a plain call) or first WebSocket message; null when there is none. */
  body: string | null;
  websocket: boolean;
}

/** The call for a request. */
export function restCall(input: CallInput): RestCall {
  const websocket = input.streaming !== 'unary';
  if (input.streaming === 'client' || input.streaming === 'bidi') {
    // grpc-gateway reads every request of a client stream from the body: nothing in the URL.
    return {
      method: 'GET',
      pathAndQuery: `${input.path.replace(/\{[^}]*\}/g, '')}?method=${input.method}`,
      body: JSON.stringify(input.request),
      websocket,
    };
  }
  const rest = structuredClone(input.request);
  const path = input.path.replace(/\{([^}=]+)(=[^}]*)?\}/g, (_, name: string, pattern?: string) =>
    pathValue(takeAt(rest, name.trim()), input.kindAt(name.trim()), pattern === '=**'),
  );
  let body: string | null = null;
  if (input.body === '*') body = JSON.stringify(rest);
  else if (input.body) {
    const value = rest[input.body];
    delete rest[input.body];
    body = JSON.stringify(value ?? {});
  }
  const pairs = input.body === '*' ? [] : queryPairs(rest, '', input.kindAt);
  if (websocket) pairs.unshift(['method', input.method]);
  const query = pairs.map(([k, v]) => `${encodeKey(k)}=${encodeURIComponent(v)}`).join('&');
  return {
    method: websocket ? 'GET' : input.method,
    pathAndQuery: `${path}${query ? `?${query}` : ''}`,
    body,
    websocket,
  };
}

/** Removes and returns the value at a dotted path ("" when unset: the daemon then sees the zero value). */
function takeAt(object: Record<string, unknown>, dotted: string): unknown {
  const names = dotted.split('.');
  let holder: Record<string, unknown> | undefined = object;
  for (const name of names.slice(0, -1)) {
    const next: unknown = holder?.[name];
    holder = next && typeof next === 'object' ? (next as Record<string, unknown>) : undefined;
  }
  const last = names[names.length - 1]!;
  const value = holder?.[last];
  if (holder) delete holder[last];
  return value ?? '';
}

/** A path segment: bytes as base64url with padding (Go's padded decoder), text percent-encoded. */
function pathValue(value: unknown, kind: ValueKind, multiSegment: boolean): string {
  const text = String(value);
  if (kind === 'bytes') return text.replace(/\+/g, '-').replace(/\//g, '_');
  const encoded = encodeURIComponent(text);
  return multiSegment ? encoded.replace(/%2F/g, '/') : encoded;
}

/** Query pairs of what is left of the request, in field order. */
function queryPairs(value: Record<string, unknown>, prefix: string, kindAt: CallInput['kindAt']): [string, string][] {
  return Object.entries(value).flatMap(([name, v]): [string, string][] => {
    const key = `${prefix}${name}`;
    const kind = kindAt(key);
    if (Array.isArray(v)) return v.map((item) => [key, scalarText(item, kind)]);
    if (kind === 'map' && v && typeof v === 'object')
      return Object.entries(v).map(([k, item]) => [`${key}[${k}]`, scalarText(item, kindAt(`${key}[]`))]);
    if (v && typeof v === 'object') return queryPairs(v as Record<string, unknown>, `${key}.`, kindAt);
    return [[key, scalarText(v, kind)]];
  });
}

function scalarText(value: unknown, kind: ValueKind): string {
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return kind === 'bytes' ? text.replace(/\+/g, '-').replace(/\//g, '_') : text;
}

/** Query keys keep their dots and map brackets readable. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

/** The curl command of a plain call (a stream's as the same call over HTTP, which grpc-gateway streams as JSON lines). */
export function curlCommand(options: {
  url: string;
  method: string;
  body: string | null;
  /** The header carries $MACAROON: the clipboard is not the place for the reader's secret. */
  macaroon: boolean;
  /** The --cacert path (null: the proxy or plain http). */
  cacert: string | null;
  streaming: boolean;
}): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const parts = [
    `curl${options.streaming ? ' -N' : ''} -X ${options.method}`,
    ...(options.cacert ? [`--cacert ${quote(options.cacert)}`] : []),
    ...(options.macaroon ? ['-H "Grpc-Metadata-Macaroon: $MACAROON"'] : []),
    quote(options.url),
    ...(options.body !== null ? [`-d ${quote(options.body)}`] : []),
  ];
  return parts.join(' \\\n  ');
}
