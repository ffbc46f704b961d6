/**
 * Checks a fetched route chunk before React renders it: an object of a known kind, for the
 * route that asked for it, with every top-level field of its kind present and of the right
 * type. A chunk from another build or a truncated file is reported with what is wrong and
 * how to fix it, instead of crashing somewhere inside a component. Pure; unit-tested.
 */
import type { PageBase, PageData, PageKind } from '../../site/page-data.ts';

type FieldType =
  | 'string'
  | 'number'
  | 'boolean'
  | 'array'
  | 'object'
  | 'object|null'
  | 'string|null'
  | 'array|absent'
  | 'string|absent';

/**
 * Optional links a view renders only when present (the OpenAPI document's): a chunk without
 * them is as valid as one with them, so they are not checked, and this table, which every
 * page's first-load JavaScript carries, does not grow with the exports.
 */
type UncheckedFields = 'openApi' | 'cliFlow' | 'tryIt';

/** Fields of one page kind beyond PageBase. */
type KindFields<K extends PageKind> = Exclude<
  keyof Extract<PageData, { kind: K }>,
  keyof PageBase | 'kind' | UncheckedFields
>;

// The mapped type makes the compiler demand an entry for every field of every kind, so
// this table cannot drift from src/site/page-data.ts.
const KIND_FIELDS: { [K in PageKind]: Record<KindFields<K>, FieldType> } = {
  home: { title: 'string', introHtml: 'string', services: 'array' },
  markdown: { title: 'string', html: 'string' },
  search: { title: 'string' },
  'not-found': { title: 'string' },
  category: { title: 'string', descriptionHtml: 'string', cards: 'array' },
  'service-index': {
    title: 'string',
    introHtml: 'string',
    version: 'object',
    connection: 'object',
    subServices: 'array',
    restEndpoints: 'object',
    changes: 'object|null',
    permissions: 'object|null',
    history: 'object',
    protoFiles: 'array',
    repo: 'object',
    documentationGaps: 'object',
  },
  'rest-endpoints': { title: 'string', service: 'string', rows: 'array' },
  permissions: {
    title: 'string',
    service: 'string',
    daemon: 'string',
    tag: 'string',
    bakeCommand: 'string|null',
    permissions: 'array',
    macaroons: 'array',
    noMacaroon: 'array',
    anyMacaroon: 'array',
    conditionallyPublic: 'array',
    otherBuilds: 'array',
    notServed: 'array',
    noEntry: 'array',
  },
  method: {
    title: 'string',
    fullName: 'string',
    deprecated: 'boolean',
    notes: 'array',
    history: 'object',
    descriptionHtml: 'string',
    source: 'object',
    streaming: 'string',
    signature: 'string',
    rest: 'array',
    samples: 'object',
    request: 'object',
    response: 'object',
    nested: 'array',
    enums: 'array',
    permissions: 'object|null',
    errors: 'array|absent',
    errorsNote: 'string|absent',
    layerErrors: 'array|absent',
    requestRules: 'array|absent',
    unmetRules: 'array|absent',
    badges: 'array|absent',
  },
  'api-changes': {
    title: 'string',
    daemon: 'string',
    from: 'object',
    to: 'object',
    counts: 'array',
    total: 'number',
    breaking: 'number',
    groups: 'array',
    upgrading: 'object|null',
  },
  'documentation-gaps': {
    title: 'string',
    daemon: 'string',
    tag: 'string',
    repo: 'object',
    total: 'number',
    groups: 'array',
  },
  'api-history': { title: 'string', daemon: 'string', first: 'string', json: 'string|null', releases: 'array' },
  'error-catalogue': {
    title: 'string',
    daemon: 'string',
    tag: 'string',
    total: 'number',
    json: 'object',
    schema: 'object',
    groups: 'array',
  },
  'error-entry': {
    title: 'string',
    daemon: 'string',
    tag: 'string',
    originTitle: 'string',
    entry: 'object',
    examples: 'object',
    catalogue: 'object',
  },
  'removed-rpc': {
    title: 'string',
    fullName: 'string',
    daemon: 'string',
    newestTag: 'string',
    removedIn: 'object|null',
    upgrading: 'object|null',
    lastWith: 'object',
    timeline: 'object',
    replacement: 'object|null',
    has: 'string',
    daemonId: 'string',
  },
  upgrading: {
    title: 'string',
    daemon: 'string',
    tag: 'string',
    from: 'object',
    changes: 'object',
    timeline: 'object',
    removed: 'array',
    breaking: 'array',
    deprecated: 'array',
  },
};

const BASE_FIELDS: Record<Exclude<keyof PageBase, 'path' | 'head'>, FieldType> = {
  layout: 'string',
  sidebar: 'string',
  release: 'object|null',
  breadcrumbs: 'array',
  toc: 'array',
  prev: 'object|null',
  next: 'object|null',
  sidebarPath: 'string|absent',
};

/** A route chunk that is not the page data of its route. */
export class MalformedChunkError extends Error {
  constructor(url: string, route: string, problem: string) {
    super(
      `The route chunk ${url} of ${route} is malformed: ${problem}. ` +
        'Rebuild the site with `apidocs build` and deploy every file of one build together.',
    );
    this.name = 'MalformedChunkError';
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** A field type is its accepted types joined by "|"; "absent" accepts a missing field. */
const accepted = (type: FieldType) => type.split('|');

function matches(value: unknown, type: FieldType): boolean {
  const actual = typeOf(value);
  return accepted(type).includes(actual === 'undefined' ? 'absent' : actual);
}

/** "an object or null", "a string", "an array or absent". */
function describeType(type: FieldType): string {
  return accepted(type)
    .map((t) => (t === 'null' || t === 'absent' ? t : `a${t === 'array' || t === 'object' ? 'n' : ''} ${t}`))
    .join(' or ');
}

/** The first problem of a chunk's data, or null when it is the page data of `route`. */
export function chunkProblem(data: unknown, route: string): string | null {
  if (typeOf(data) !== 'object') return `expected a JSON object, got ${typeOf(data)}`;
  const page = data as Record<string, unknown>;
  if (typeof page.kind !== 'string' || !(page.kind in KIND_FIELDS)) {
    return `"kind" is ${JSON.stringify(page.kind)}, not one of ${Object.keys(KIND_FIELDS).join(', ')}`;
  }
  if (page.path !== route) return `"path" is ${JSON.stringify(page.path)}, but the chunk was loaded for ${route}`;
  const head = page.head as Record<string, unknown> | undefined;
  if (typeOf(head) !== 'object' || typeof head!.title !== 'string') return '"head.title" is missing';
  if (page.layout !== 'doc' && page.layout !== 'plain')
    return `"layout" is ${JSON.stringify(page.layout)}, not "doc" or "plain"`;
  const fields: Record<string, FieldType> = { ...BASE_FIELDS, ...KIND_FIELDS[page.kind as PageKind] };
  for (const [name, type] of Object.entries(fields)) {
    if (!matches(page[name], type))
      return `"${name}" of a ${page.kind} page must be ${describeType(type)}, got ${typeOf(page[name])}`;
  }
  return null;
}

/** Returns the chunk's page data, or throws MalformedChunkError saying what is wrong. */
export function validateChunk(data: unknown, url: string, route: string): PageData {
  const problem = chunkProblem(data, route);
  if (problem) throw new MalformedChunkError(url, route, problem);
  return data as PageData;
}
