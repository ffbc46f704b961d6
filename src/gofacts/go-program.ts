/**
 * The Go files of one release read as packages: package-level var, const, type and func
 * declarations by name, import resolution between the packages that were read, and
 * constant string evaluation. A file whose build constraint a release build does not
 * satisfy is kept (its declarations are marked inactive) so callers can tell "served in
 * dev builds only" from "not declared".
 */
import type { SyntaxNode } from '@lezer/common';
import { satisfies } from './build-constraint.ts';
import { type GoExpr, type GoType, fieldOf, toExpr, toType } from './go-expr.ts';
import {
  type GoFile,
  GoSourceError,
  hasSyntaxError,
  lineOf,
  locationOf,
  namedChildren,
  sameNode,
  textOf,
} from './go-file.ts';

/** A package-level declaration. */
export interface GoDecl {
  name: string;
  kind: 'var' | 'const' | 'func' | 'type';
  file: GoFile;
  /** The spec or declaration node (VarSpec, ConstSpec, TypeSpec, FunctionDecl). */
  node: SyntaxNode;
  /** Initial value of a var or const, when written. */
  value: GoExpr | null;
  /** Declared type of a var or const, or the type of a type declaration. */
  type: GoType | null;
  /** True when a build with the release's tags compiles the file. */
  active: boolean;
}

export interface GoPackage {
  /** Folder inside the tree ("." for the root). */
  dir: string;
  name: string;
  files: GoFile[];
  /** Every declaration of a name (several when files for different builds declare it). */
  decls: Map<string, GoDecl[]>;
}

export class GoProgram {
  readonly packages = new Map<string, GoPackage>();

  /** Groups parsed files into packages; `tags` are the release build's tags. */
  constructor(
    files: GoFile[],
    readonly tags: ReadonlySet<string>,
  ) {
    for (const file of files) {
      // package main and package commands may share a folder in theory; key by both.
      const key = packageKey(file.dir, file.packageName);
      let pkg = this.packages.get(key);
      if (!pkg) {
        pkg = { dir: file.dir, name: file.packageName, files: [], decls: new Map() };
        this.packages.set(key, pkg);
      }
      pkg.files.push(file);
      const active = satisfies(file.constraint, tags);
      for (const decl of topLevelDecls(file, active)) {
        const list = pkg.decls.get(decl.name) ?? [];
        list.push(decl);
        pkg.decls.set(decl.name, list);
      }
    }
  }

  /** The package a file belongs to. */
  packageOf(file: GoFile): GoPackage {
    return this.packages.get(packageKey(file.dir, file.packageName))!;
  }

  /** The package an import name of a file refers to, when that package was read. */
  importedPackage(file: GoFile, importName: string): GoPackage | undefined {
    const importPath = file.imports.get(importName);
    if (importPath === undefined) return undefined;
    let best: GoPackage | undefined;
    for (const pkg of this.packages.values()) {
      const matches =
        pkg.dir === '.'
          ? importPath.endsWith(`/${pkg.name}`)
          : importPath.endsWith(`/${pkg.dir}`) || importPath === pkg.dir;
      if (matches && (!best || pkg.dir.length > best.dir.length)) best = pkg;
    }
    return best;
  }

  /** The active declaration of a name in a package (the one a release build compiles). */
  activeDecl(pkg: GoPackage, name: string): GoDecl | undefined {
    const decls = pkg.decls.get(name) ?? [];
    return decls.find((d) => d.active) ?? undefined;
  }

  /** Resolves `name` or `pkg.name` as seen from a file to the active declaration. */
  resolve(file: GoFile, expr: GoExpr): GoDecl | undefined {
    if (expr.kind === 'ident') return this.activeDecl(this.packageOf(file), expr.name);
    if (expr.kind === 'selector' && expr.target.kind === 'ident') {
      const pkg = this.importedPackage(file, expr.target.name);
      return pkg ? this.activeDecl(pkg, expr.field) : undefined;
    }
    return undefined;
  }

  /**
   * The value of a constant string expression: literals, `+`, and names of string
   * constants or variables; null when the value is not known at build time.
   */
  stringValue(expr: GoExpr, locals?: Map<string, GoExpr>, depth = 0): string | null {
    if (depth > 20) return null;
    switch (expr.kind) {
      case 'string':
        return expr.value;
      case 'binary': {
        if (expr.op !== '+') return null;
        const left = this.stringValue(expr.left, locals, depth + 1);
        const right = this.stringValue(expr.right, locals, depth + 1);
        return left === null || right === null ? null : left + right;
      }
      case 'ident':
      case 'selector': {
        if (expr.kind === 'selector' && expr.target.kind === 'ident' && !expr.file.imports.has(expr.target.name)) {
          // `someFlag.Name`: a field of a package-level struct literal.
          const literal = this.literalOf(expr.target, locals);
          const field = literal ? fieldOf(literal, expr.field) : undefined;
          return field ? this.stringValue(field, locals, depth + 1) : null;
        }
        const local = expr.kind === 'ident' ? locals?.get(expr.name) : undefined;
        if (local) return this.stringValue(local, locals, depth + 1);
        const decl = this.resolve(expr.file, expr);
        if (!decl || (decl.kind !== 'const' && decl.kind !== 'var') || !decl.value) return null;
        return this.stringValue(decl.value, undefined, depth + 1);
      }
      default:
        return null;
    }
  }

  /**
   * Assignments to a package-level variable made by the `init()` functions of the active
   * files of its package, in the order Go runs them (files sorted by name).
   */
  initAssignments(decl: GoDecl): GoExpr[] {
    const pkg = this.packageOf(decl.file);
    const files = pkg.files
      .filter((f) => satisfies(f.constraint, this.tags))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const values: GoExpr[] = [];
    for (const file of files) {
      for (const init of (pkg.decls.get('init') ?? []).filter((d) => d.file === file && d.kind === 'func')) {
        const body = init.node.getChild('Block');
        if (!body) continue;
        for (const assignment of descendants(body, 'Assignment')) {
          const target = assignment.firstChild;
          const value = assignment.lastChild;
          if (
            target?.name !== 'VariableName' ||
            !value ||
            textOf(file, target) !== decl.name ||
            !assignment.getChild('=')
          )
            continue;
          values.push(toExpr(file, value));
        }
      }
    }
    return values;
  }

  /** The struct literal a name stands for (`x := &T{...}` or `var x = T{...}`), if any. */
  literalOf(expr: GoExpr, locals?: Map<string, GoExpr>): (GoExpr & { kind: 'composite' }) | null {
    let value: GoExpr | null | undefined = expr.kind === 'ident' ? locals?.get(expr.name) : undefined;
    if (!value) value = this.resolve(expr.file, expr)?.value;
    if (value?.kind === 'unary' && value.op === '&') value = value.operand;
    return value?.kind === 'composite' ? value : null;
  }
}

function packageKey(dir: string, name: string): string {
  return `${dir}\u0000${name}`;
}

function topLevelDecls(file: GoFile, active: boolean): GoDecl[] {
  const decls: GoDecl[] = [];
  for (let node = file.tree.topNode.firstChild; node; node = node.nextSibling) {
    if (node.name === 'VarDecl' || node.name === 'ConstDecl') {
      const kind = node.name === 'VarDecl' ? 'var' : 'const';
      const specName = kind === 'var' ? 'VarSpec' : 'ConstSpec';
      const specs = node.getChild('SpecList')?.getChildren(specName) ?? node.getChildren(specName);
      for (const spec of specs) decls.push(...specDecls(file, spec, kind, active));
    } else if (node.name === 'TypeDecl') {
      const specs = node.getChild('SpecList')?.getChildren('TypeSpec') ?? node.getChildren('TypeSpec');
      for (const spec of specs) {
        const [nameNode, typeNode] = namedChildren(spec).filter((n) => n.name !== 'TypeParams');
        if (!nameNode || !typeNode) continue;
        decls.push({
          name: textOf(file, nameNode),
          kind: 'type',
          file,
          node: spec,
          value: null,
          type: toType(file, typeNode),
          active,
        });
      }
    } else if (node.name === 'FunctionDecl') {
      const nameNode = node.getChild('DefName');
      if (nameNode)
        decls.push({ name: textOf(file, nameNode), kind: 'func', file, node, value: null, type: null, active });
    }
  }
  return decls;
}

/** `a, b T = x, y` pairs names with values by position. */
function specDecls(file: GoFile, spec: SyntaxNode, kind: 'var' | 'const', active: boolean): GoDecl[] {
  const children = namedChildren(spec);
  const names = children.filter((c) => c.name === 'DefName');
  const afterEquals = spec.getChild('=');
  const typeNode = children.find((c) => c.name !== 'DefName' && (!afterEquals || c.to <= afterEquals.from));
  const values = afterEquals ? children.filter((c) => c.from >= afterEquals.to) : [];
  const type = typeNode ? toType(file, typeNode) : null;
  return names.map((nameNode, i) => {
    const valueNode = values[i];
    return {
      name: textOf(file, nameNode),
      kind,
      file,
      node: spec,
      value: valueNode ? toExpr(file, valueNode, type) : null,
      type,
      active,
    };
  });
}

/** A function declaration's parameters, results and body. */
export interface GoFunc {
  decl: GoDecl;
  /** Parameter name -> declared type. */
  params: Map<string, GoType>;
  /** Result types in order. */
  results: GoType[];
  body: SyntaxNode | null;
}

/** Reads a `func` declaration's signature and body. */
export function funcOf(decl: GoDecl): GoFunc {
  const { file, node } = decl;
  const params = new Map<string, GoType>();
  const first = node.getChild('Parameters');
  if (first) {
    for (const param of first.getChildren('Parameter')) {
      const parts = namedChildren(param);
      const typeNode = parts[parts.length - 1];
      if (!typeNode) continue;
      for (const name of parts.filter((p) => p.name === 'DefName' && p !== typeNode))
        params.set(textOf(file, name), toType(file, typeNode));
    }
  }
  // The node after the parameter list, unless it is the body, holds the results.
  const children = namedChildren(node);
  // Lezer hands out a new node object per access: compare positions, not identities.
  const firstIndex = first ? children.findIndex((c) => c.from === first.from && c.name === first.name) : -1;
  const resultNode = firstIndex >= 0 ? children[firstIndex + 1] : undefined;
  const results: GoType[] = [];
  if (resultNode?.name === 'Parameters') {
    for (const param of resultNode.getChildren('Parameter')) {
      const parts = namedChildren(param);
      const typeNode = parts[parts.length - 1];
      if (typeNode) results.push(toType(file, typeNode));
    }
  } else if (resultNode && resultNode.name !== 'Block') {
    results.push(toType(file, resultNode));
  }
  return { decl, params, results, body: node.getChild('Block') };
}

/** Every node of a kind inside `root` (depth first, in source order). */
export function descendants(root: SyntaxNode, name: string): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  const cursor = root.cursor();
  const walk = (): void => {
    do {
      if (cursor.name === name) found.push(cursor.node);
      if (cursor.firstChild()) {
        walk();
        cursor.parent();
      }
    } while (cursor.nextSibling());
  };
  if (cursor.firstChild()) walk();
  return found;
}

/**
 * Local names bound in a function body (`x := expr`, `var x = expr`, `x = expr`), first
 * binding wins: enough to read straight-line code like `argsUsage := "..." + "..."`.
 */
export function localBindings(file: GoFile, body: SyntaxNode): Map<string, GoExpr> {
  const bindings = new Map<string, GoExpr>();
  const bind = (names: SyntaxNode[], values: SyntaxNode[]) => {
    if (names.length !== values.length) return;
    names.forEach((name, i) => {
      const key = textOf(file, name);
      if (!bindings.has(key)) bindings.set(key, toExpr(file, values[i]!));
    });
  };
  for (const spec of [...descendants(body, 'VarDecl'), ...descendants(body, 'VarSpec')]) {
    const separator = spec.getChild(':=') ?? spec.getChild('=');
    if (!separator) continue;
    const children = namedChildren(spec);
    bind(
      children.filter((c) => c.to <= separator.from && c.name === 'DefName'),
      children.filter((c) => c.from >= separator.to),
    );
  }
  for (const assignment of descendants(body, 'Assignment')) {
    const separator = assignment.getChild('=');
    if (!separator) continue;
    const children = namedChildren(assignment);
    bind(
      children.filter((c) => c.to <= separator.from && c.name === 'VariableName'),
      children.filter((c) => c.from >= separator.to),
    );
  }
  return bindings;
}

/** The expressions of a function body's own `return` statements (not those of closures inside). */
export function returnValues(file: GoFile, body: SyntaxNode): GoExpr[][] {
  return descendants(body, 'ReturnStatement')
    .filter((ret) => sameNode(enclosingFunction(ret), body.parent))
    .map((ret) => namedChildren(ret).map((n) => toExpr(file, n)));
}

function enclosingFunction(node: SyntaxNode): SyntaxNode | null {
  for (let p = node.parent; p; p = p.parent)
    if (p.name === 'FunctionLiteral' || p.name === 'FunctionDecl' || p.name === 'MethodDecl') return p;
  return null;
}

/** Fails with the file and line when the parser could not read a node the extraction relies on. */
export function requireReadable(file: GoFile, node: SyntaxNode, what: string): void {
  if (hasSyntaxError(node)) {
    throw new GoSourceError(
      `cannot read ${what}: the Go parser could not read the code at line ${lineOf(file, node.from)}`,
      {
        location: locationOf(file, node),
        hint: 'The file uses Go syntax @lezer/go does not parse; report it with the file and line.',
      },
    );
  }
}
