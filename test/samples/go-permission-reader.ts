/**
 * A second, deliberately simple reading of a daemon's Go permission tables, for the stand-in
 * daemons of the samples tests. It shares no code with src/gofacts (which the samples' macaroon
 * choice comes from), so a misreading there cannot agree with itself here. It scans every
 * non-test `.go` file of the daemon's tree with regular expressions and brace counting:
 *
 * - every `map[string][]bakery.Op{...}` literal gives the permission entries (`"/pkg.Service/Method":
 *   {{Entity: "x", Action: "y"}, ...}` or the name of an op list), except one assigned to a
 *   variable named like a whitelist (LiT's `whiteListedLitMethods`);
 * - `map[string]struct{}{...}` and `map[string][]bakery.Op{...}` literals assigned to a variable
 *   named like a whitelist (`macaroonWhitelist`) give the RPCs answered without a macaroon. Entries
 *   added in code (tapd's `MacaroonWhitelist(allowUniPublicAccessRead, ...)` under `if`) are not
 *   read: they apply only when the daemon is configured so, and the stand-ins run as by default;
 * - `name = []bakery.Op{...}` literals are op lists, and `func name() []bakery.Op` joins the op
 *   lists its body names (lnd's adminPermissions: readPermissions and writePermissions);
 * - a file declaring `Default...MacFilename = "x.macaroon"` and `macaroonOps = []bakery.Op{...}`
 *   bakes that macaroon with those ops (lnd's sub-servers: router.macaroon, ...).
 *
 * Build constraints are not read: an RPC only a `dev` build serves keeps its entry (its page
 * says which build serves it, and its samples are for that build).
 */
import fs from 'node:fs';
import path from 'node:path';

/** What the stand-in knows of a daemon's macaroon rules. */
export interface GoPermissionReading {
  /** Permission entries: gRPC URI (`/lnrpc.Lightning/GetInfo`) to `entity:action` ops, as declared. */
  entries: Map<string, string[]>;
  /** URIs answered without any macaroon (unconditional whitelists). */
  whitelist: Set<string>;
  /** Op lists by Go name (variables and functions joining them). */
  opLists: Map<string, string[]>;
  /** Macaroon files the daemon's sub-servers bake, with their ops. */
  subServerMacaroons: Map<string, string[]>;
}

/** Reads every non-test Go file under a tree. */
export function readGoPermissions(treeDir: string): GoPermissionReading {
  const reading: GoPermissionReading = {
    entries: new Map(),
    whitelist: new Set(),
    opLists: new Map(),
    subServerMacaroons: new Map(),
  };
  const files = goFiles(treeDir).map((file) => stripComments(fs.readFileSync(file, 'utf8')));
  // URI constants a table may use as a key (lnd's lnrpc.RegisterRPCMiddlewareURI).
  const uris = new Map<string, string>();
  for (const text of files) for (const m of text.matchAll(/\b(\w+)\s*=\s*"(\/[\w.]+\/\w+)"/g)) uris.set(m[1]!, m[2]!);
  for (const text of files) readOpLists(text, reading.opLists);
  for (const text of files) readOpListFunctions(text, reading.opLists);
  for (const text of files) {
    readTables(text, reading, uris);
    const macaroon = /\bDefault\w*MacFilename\s*=\s*"([\w.-]+\.macaroon)"/.exec(text)?.[1];
    const ops = fileOps(text);
    if (macaroon && ops) reading.subServerMacaroons.set(macaroon, ops);
  }
  return reading;
}

/** The `macaroonOps` list a sub-server file declares, if any. */
function fileOps(text: string): string[] | undefined {
  const at = /\bmacaroonOps\s*=\s*\[\]bakery\.Op\s*\{/.exec(text);
  return at ? opsOf(balanced(text, at.index + at[0].length - 1)) : undefined;
}

function goFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...goFiles(full));
    else if (entry.name.endsWith('.go') && !entry.name.endsWith('_test.go')) out.push(full);
  }
  return out;
}

/** Go source without `//` and `/* *\/` comments (strings and raw strings kept). */
export function stripComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === '`') {
      const end = stringEnd(text, i);
      out += text.slice(i, end + 1);
      i = end;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
      out += ' ';
    } else out += c;
  }
  return out;
}

/** Index of the quote closing the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote || (quote === '"' && text[i] === '\n')) return i;
  }
  return text.length - 1;
}

/** The text between the brace at `open` and its match (strings skipped). */
function balanced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === '`') i = stringEnd(text, i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** `entity:action` of every `{Entity: "x", Action: "y"}` in a text, in order. */
function opsOf(text: string): string[] {
  const ops: string[] = [];
  for (const op of text.matchAll(/\{([^{}]*)\}/g)) {
    const entity = /\bEntity:\s*"([^"]*)"/.exec(op[1]!)?.[1];
    const action = /\bAction:\s*"([^"]*)"/.exec(op[1]!)?.[1];
    if (entity !== undefined && action !== undefined) ops.push(`${entity}:${action}`);
  }
  return ops;
}

function readOpLists(text: string, lists: Map<string, string[]>): void {
  for (const m of text.matchAll(/\b(\w+)\s*:?=\s*\[\]bakery\.Op\s*\{/g))
    lists.set(m[1]!, opsOf(balanced(text, m.index + m[0].length - 1)));
}

function readOpListFunctions(text: string, lists: Map<string, string[]>): void {
  for (const m of text.matchAll(/\bfunc\s+(\w+)\(\)\s*\[\]bakery\.Op\s*\{/g)) {
    const body = balanced(text, m.index + m[0].length - 1);
    const named = [...body.matchAll(/\b(\w+)\b/g)].map((w) => w[1]!).filter((w) => lists.has(w) && w !== m[1]);
    lists.set(m[1]!, [...new Set(named.flatMap((w) => lists.get(w)!))]);
  }
}

const WHITELIST_NAME = /white_?list/i;

function readTables(text: string, reading: GoPermissionReading, uris: Map<string, string>): void {
  const tables = /(?:\b(\w+)\s*:?=\s*|\breturn\s+)map\[string\](\[\]bakery\.Op|struct\{\})\s*\{/g;
  for (const m of text.matchAll(tables)) {
    const body = balanced(text, m.index + m[0].length - 1);
    const whitelist = WHITELIST_NAME.test(m[1] ?? '');
    if (!whitelist && m[2] !== '[]bakery.Op') continue;
    for (const [uri, value] of tableEntries(body, uris)) {
      if (whitelist) reading.whitelist.add(uri);
      else reading.entries.set(uri, value.startsWith('{') ? opsOf(value) : (reading.opLists.get(value) ?? []));
    }
  }
}

/**
 * The `"/pkg.Service/Method": value` pairs of a map literal's body (value: `{...}` or a name);
 * a key may be a URI constant (`lnrpc.RegisterRPCMiddlewareURI`).
 */
function tableEntries(body: string, uris: Map<string, string>): [string, string][] {
  const out: [string, string][] = [];
  const key = /(?:"(\/[\w.]+\/\w+)"|\b([\w.]+))\s*:\s*/g;
  for (let m = key.exec(body); m; m = key.exec(body)) {
    const uri = m[1] ?? uris.get(m[2]!.split('.').at(-1)!);
    if (!uri) continue;
    const at = m.index + m[0].length;
    if (body[at] === '{') {
      const value = balanced(body, at);
      out.push([uri, `{${value}}`]);
      key.lastIndex = at + value.length + 2;
    } else out.push([uri, /^[\w.]+/.exec(body.slice(at))?.[0] ?? '']);
  }
  return out;
}
