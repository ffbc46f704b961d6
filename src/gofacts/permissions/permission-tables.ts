/**
 * Reads a daemon's macaroon permission tables from its Go source: every
 * `map[string][]bakery.Op` literal keyed by a gRPC method URI (a string or a constant
 * such as lnd's `lnrpc.RegisterRPCMiddlewareURI`), whose values are op literals,
 * package-level `[]bakery.Op` variables (`readPermissions`) or empty (any macaroon of the
 * daemon: its interceptor still validates one, with no permission to check); and the
 * whitelists, the RPCs answered without a macaroon: `map[string]struct{}` literals (lnd's
 * `macaroonWhitelist`), a `map[string][]bakery.Op` variable named as one (LiT's
 * `whiteListedLitMethods`), and functions returning a whitelist that add URIs under
 * conditions (tapd's `MacaroonWhitelist(...)`).
 */
import type { SyntaxNode } from '@lezer/common';
import { requiredTags, satisfies } from '../build-constraint.ts';
import { type GoExpr, fieldOf, toExpr, typeText } from '../go-expr.ts';
import { type GoFile, GoSourceError, lineOf, locationOf, sameNode, textOf } from '../go-file.ts';
import { type GoDecl, type GoProgram, descendants, funcOf } from '../go-program.ts';

/** One permission: `entity:action`. */
export interface Op {
  entity: string;
  action: string;
}

/** A table entry: the ops an RPC needs ([] = no macaroon needed). */
export interface PermissionEntry {
  uri: string;
  ops: Op[];
  file: GoFile;
  line: number;
  /** Build tags the declaring file needs beyond the release build's ([] when a release build has it). */
  buildTags: string[];
}

/** An RPC that needs no macaroon, always (condition null) or when the daemon is configured so. */
export interface WhitelistEntry {
  uri: string;
  /** Go name of the whitelist: the variable (`macaroonWhitelist`) or function (`MacaroonWhitelist`) holding it. */
  name: string;
  /** The Go condition that enables it (`allowUniPublicAccessRead`), or null for always. */
  condition: string | null;
  file: GoFile;
  line: number;
  buildTags: string[];
}

export interface PermissionTables {
  entries: PermissionEntry[];
  whitelist: WhitelistEntry[];
}

const OPS_TYPE = '[]bakery.Op';
const TABLE_TYPE = `map[string]${OPS_TYPE}`;
const WHITELIST_TYPE = 'map[string]struct{}';
/** gRPC method URIs: /package.Service/Method. */
const URI = /^\/[A-Za-z_][\w.]*\/[A-Za-z_]\w*$/;
/**
 * A permission-table variable named as a whitelist (LiT's `whiteListedLitMethods`): its
 * daemon answers those RPCs without a macaroon (LiT's permission manager treats them as
 * whitelisted, whatever the ops written).
 */
const WHITELIST_NAME = /white_?list/i;

/** Reads every permission table and whitelist in the given files. */
export function readPermissionTables(program: GoProgram, files: GoFile[]): PermissionTables {
  const tables: PermissionTables = { entries: [], whitelist: [] };
  for (const file of files) {
    const buildTags = satisfies(file.constraint, program.tags) ? [] : requiredTags(file.constraint);
    for (const node of descendants(file.tree.topNode, 'TypedLiteral')) {
      const literal = toExpr(file, node);
      if (literal.kind !== 'composite' || !literal.type) continue;
      const type = typeText(literal.type);
      const owner = declarationName(file, node);
      if (type === TABLE_TYPE && !WHITELIST_NAME.test(owner))
        tables.entries.push(...tableEntries(program, literal, buildTags));
      else if (type === TABLE_TYPE || type === WHITELIST_TYPE)
        tables.whitelist.push(...whitelistEntries(program, literal, owner, buildTags));
    }
    for (const decl of [...program.packageOf(file).decls.values()].flat()) {
      if (decl.file !== file || decl.kind !== 'func') continue;
      const results = funcOf(decl).results;
      if (results.length === 1 && typeText(results[0]!) === WHITELIST_TYPE)
        tables.whitelist.push(...conditionalWhitelist(decl, buildTags));
    }
  }
  return tables;
}

function tableEntries(
  program: GoProgram,
  literal: GoExpr & { kind: 'composite' },
  buildTags: string[],
): PermissionEntry[] {
  return literal.elements.map((element) => {
    if (!element.key) throw malformed(element.value, 'an entry without a key');
    return {
      uri: uriOf(program, element.key),
      ops: readOps(program, element.value, 0),
      file: element.key.file,
      line: lineOf(element.key.file, element.key.node.from),
      buildTags,
    };
  });
}

function whitelistEntries(
  program: GoProgram,
  literal: GoExpr & { kind: 'composite' },
  name: string,
  buildTags: string[],
): WhitelistEntry[] {
  const keys = literal.elements.map((e) => (e.key ? program.stringValue(e.key) : null));
  // Other string sets (lnd sub-server names) are not whitelists: every key must be a URI.
  if (keys.length === 0 || !keys.every((k) => k !== null && URI.test(k))) return [];
  return literal.elements.map((element, i) => ({
    uri: keys[i]!,
    name,
    condition: null,
    file: element.key!.file,
    line: lineOf(element.key!.file, element.key!.node.from),
    buildTags,
  }));
}

/** URIs a whitelist function adds, each under the `if` conditions around it. */
function conditionalWhitelist(decl: GoDecl, buildTags: string[]): WhitelistEntry[] {
  const { file } = decl;
  const body = funcOf(decl).body;
  if (!body) return [];
  return descendants(body, 'String')
    .map((node) => ({ node, value: toExpr(file, node) }))
    .filter(
      (s): s is { node: SyntaxNode; value: GoExpr & { kind: 'string' } } =>
        s.value.kind === 'string' && URI.test(s.value.value),
    )
    .map(({ node, value }) => ({
      uri: value.value,
      name: decl.name,
      condition: conditionsAround(file, node, body),
      file,
      line: lineOf(file, node.from),
      buildTags,
    }));
}

/** The name of the variable or function whose declaration holds a node ("" when none does). */
function declarationName(file: GoFile, node: SyntaxNode): string {
  for (let p = node.parent; p; p = p.parent) {
    if (p.name === 'VarSpec' || p.name === 'ConstSpec' || p.name === 'FunctionDecl') {
      const name = p.getChild('DefName');
      return name ? textOf(file, name) : '';
    }
  }
  return '';
}

/** The conditions of the `if` statements enclosing a node, joined with &&; null when none. */
function conditionsAround(file: GoFile, node: SyntaxNode, body: SyntaxNode): string | null {
  const conditions: string[] = [];
  for (let p = node.parent; p && !sameNode(p, body); p = p.parent) {
    if (p.name !== 'IfStatement') continue;
    const block = p.getChild('Block');
    const condition = block?.prevSibling;
    if (condition && block && node.from >= block.from) conditions.unshift(textOf(file, condition));
  }
  return conditions.length > 0 ? conditions.join(' && ') : null;
}

function uriOf(program: GoProgram, key: GoExpr): string {
  const value = program.stringValue(key);
  if (value === null || !URI.test(value)) {
    throw new GoSourceError(`cannot read the permission table key ${textOf(key.file, key.node)} as a gRPC method URI`, {
      location: locationOf(key.file, key.node),
      hint:
        value === null
          ? 'Add the Go file that declares this constant to the permission files of this release in content/sources.json.'
          : `The key evaluates to "${value}", which is not /package.Service/Method.`,
    });
  }
  return value;
}

/** Reads a `[]bakery.Op` value: a literal, a package-level variable, or `{}`. */
export function readOps(program: GoProgram, expr: GoExpr, depth: number): Op[] {
  if (depth > 10) throw malformed(expr, 'a variable that refers to itself');
  if (expr.kind === 'composite') {
    return expr.elements.flatMap((element) => {
      const op = element.value;
      if (op.kind !== 'composite') throw malformed(op, 'an op that is not a bakery.Op literal');
      // A field left out is Go's zero value, "".
      const entity = fieldOf(op, 'Entity');
      const action = fieldOf(op, 'Action');
      const entityValue = entity ? program.stringValue(entity) : '';
      const actionValue = action ? program.stringValue(action) : '';
      if (entityValue === null || actionValue === null)
        throw malformed(op, 'an op whose Entity or Action is not a constant string');
      // A zero bakery.Op ({{}}, tapd v0.7.2's MailboxInfo) names no permission.
      return entityValue === '' && actionValue === '' ? [] : [{ entity: entityValue, action: actionValue }];
    });
  }
  if (expr.kind === 'ident' || expr.kind === 'selector') {
    const decl = program.resolve(expr.file, expr);
    if (!decl || decl.kind !== 'var' || !decl.value) {
      throw new GoSourceError(`cannot resolve the permission list "${textOf(expr.file, expr.node)}"`, {
        location: locationOf(expr.file, expr.node),
        hint: 'Add the Go file that declares this variable to the permission files of this release in content/sources.json.',
      });
    }
    return readOps(program, decl.value, depth + 1);
  }
  throw malformed(expr, 'a permission list apidocs cannot evaluate');
}

function malformed(expr: GoExpr, what: string): GoSourceError {
  return new GoSourceError(`found ${what} in a permission table`, {
    location: locationOf(expr.file, expr.node),
    hint: 'The permission tables changed shape upstream; extend src/gofacts/permissions/permission-tables.ts to read it.',
  });
}

/** Every `[]bakery.Op` a function's body names (adminPermissions() copies readPermissions and writePermissions). */
export function opsOfFunction(program: GoProgram, decl: GoDecl): Op[] {
  const body = funcOf(decl).body;
  if (!body) return [];
  const ops: Op[] = [];
  const seen = new Set<GoDecl>();
  for (const node of descendants(body, 'VariableName')) {
    const ref = program.resolve(decl.file, toExpr(decl.file, node));
    if (!ref || seen.has(ref) || !isOpsVar(ref) || !ref.value) continue;
    seen.add(ref);
    ops.push(...readOps(program, ref.value, 0));
  }
  return ops;
}

/** True when a package-level declaration holds a `[]bakery.Op` list. */
export function isOpsVar(decl: GoDecl): boolean {
  if (decl.kind !== 'var') return false;
  if (decl.type && typeText(decl.type) === OPS_TYPE) return true;
  return decl.value?.kind === 'composite' && decl.value.type !== null && typeText(decl.value.type) === OPS_TYPE;
}
