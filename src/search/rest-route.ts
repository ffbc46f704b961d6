/**
 * REST paths in queries (no Node imports). A developer pastes a call with real values —
 * `/v1/channels/6e6b...2f/1`, `DELETE /v1/peers/03f1...`, a whole
 * `curl https://localhost:8080/v1/invoice/3f5a...` line — and wants the RPC whose route
 * template it matches (`DELETE /v1/channels/{channel_point.funding_txid_str}/{channel_point.output_index}`).
 * The path is read from the query, matched segment by segment against the routes RPC
 * documents carry (`r`), and its values are kept out of the words searched.
 */

/** A REST path found in a query. */
export interface RouteQuery {
  /** HTTP method typed before the path, upper case, or null. */
  method: string | null;
  /** Path segments, without query string or fragment. */
  segments: string[];
  /** The text of the query the path (with method and origin) was read from. */
  text: string;
}

// A versioned API path starting a word, possibly after an HTTP method and an origin:
// /v1/..., DELETE /v1/..., GET https://host:8080/v2/... (query string and fragment dropped).
const PATH = /(?:^|\s)((?:(GET|POST|PUT|PATCH|DELETE)\s+)?(?:https?:\/\/[^/\s]+)?(\/v\d+(?:\/[^\s?#]*)?)(?:[?#]\S*)?)/i;

/** The REST path of a query, or null when it has none. */
export function routeQuery(query: string): RouteQuery | null {
  const match = PATH.exec(query);
  if (!match) return null;
  return {
    method: match[2]?.toUpperCase() ?? null,
    segments: match[3]!.split('/').filter((s) => s !== ''),
    text: match[1]!,
  };
}

const templates = new Map<string, { method: string; segments: string[] }>();

/** A route template's parts: its method and segments ("{...}" stands for any one value). */
function templateParts(route: string): { method: string; segments: string[] } {
  let parts = templates.get(route);
  if (!parts) {
    const [method = '', path = ''] = route.split(' ');
    parts = { method, segments: path.split('/').filter((s) => s !== '') };
    templates.set(route, parts);
  }
  return parts;
}

const isPlaceholder = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/**
 * How well a query's path matches a route ("GET /v1/invoice/{r_hash_str}"): 0 when it does
 * not (another segment count, or a literal segment differs), else 1 + its literal segments,
 * + 0.5 when the typed method is the route's. More literals is a more specific route.
 */
export function routeMatch(query: RouteQuery, route: string): number {
  const template = templateParts(route);
  if (template.segments.length !== query.segments.length) return 0;
  let literals = 0;
  for (let i = 0; i < template.segments.length; i++) {
    const expected = template.segments[i]!;
    if (isPlaceholder(expected)) {
      if (query.segments[i] === '') return 0;
      continue;
    }
    if (expected.toLowerCase() !== query.segments[i]!.toLowerCase()) return 0;
    literals += 1;
  }
  return 1 + literals + (query.method && query.method === template.method ? 0.5 : 0);
}

/** The segments of a query's path that are literals of a matching route (its values dropped). */
export function routeLiterals(query: RouteQuery, route: string): string[] {
  const template = templateParts(route).segments;
  return query.segments.filter((_, i) => !isPlaceholder(template[i] ?? '{}'));
}

/** True for a path segment that looks like a value rather than a name: a hash, key, number or encoded blob. */
export function looksLikeValue(segment: string): boolean {
  if (/^\d+$/.test(segment)) return true;
  if (/^[0-9a-f]{16,}$/i.test(segment)) return true;
  if (/^ln(bc|tb|bcrt|sb)[0-9a-z]{20,}$/i.test(segment)) return true;
  // base64 / base64url blobs: long, with digits or mixed case and no vowel-shaped words.
  return (
    segment.length >= 20 &&
    /^[A-Za-z0-9_=+-]+$/.test(segment) &&
    /\d/.test(segment) &&
    /[A-Z]/.test(segment) &&
    /[a-z]/.test(segment)
  );
}
