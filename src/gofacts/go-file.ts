/**
 * One parsed Go source file: the lezer syntax tree plus what every reader of it needs
 * (package name, imports, build constraint, line numbers). Upstream Go files are data
 * here, read with a real Go grammar (@lezer/go), never matched line by line.
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import { parser } from '@lezer/go';
import { ApidocsError } from '../shared/errors.ts';
import { type BuildConstraint, parseBuildConstraint } from './build-constraint.ts';
import { goStringValue } from './go-strings.ts';

/** A Go source the build cannot read the way it needs to. */
export class GoSourceError extends ApidocsError {}

export interface GoFile {
  /** Tree-relative path (cmd/commands/main.go). */
  path: string;
  /** Absolute path, for messages. */
  absPath: string;
  source: string;
  tree: Tree;
  /** `package` name. */
  packageName: string;
  /** Folder of the file inside the tree ("." for the root): Go's package identity. */
  dir: string;
  /** Import name (alias or last path element) -> import path. */
  imports: Map<string, string>;
  /** The `//go:build` line, or null when the file builds everywhere. */
  constraint: BuildConstraint | null;
  /** Start offset of every line, for line numbers. */
  lineStarts: number[];
}

/** Parses one Go file. */
export function parseGoFile(params: { path: string; absPath: string; source: string }): GoFile {
  const { source } = params;
  const tree = parser.parse(source);
  const top = tree.topNode;
  const pkg = top.getChild('PackageClause')?.getChild('DefName');
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const file: GoFile = {
    path: params.path,
    absPath: params.absPath,
    source,
    tree,
    packageName: pkg ? source.slice(pkg.from, pkg.to) : '',
    dir: params.path.includes('/') ? params.path.slice(0, params.path.lastIndexOf('/')) : '.',
    imports: new Map(),
    constraint: null,
    lineStarts,
  };
  if (!pkg) {
    throw new GoSourceError('has no package clause', {
      location: params.absPath,
      hint: 'The file named in content/sources.json is not a Go source file; check the path.',
    });
  }
  file.imports = readImports(file);
  file.constraint = readConstraint(file);
  return file;
}

/** 1-based line of an offset. */
export function lineOf(file: GoFile, offset: number): number {
  let lo = 0;
  let hi = file.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (file.lineStarts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** `absPath:line` of a node, for messages. */
export function locationOf(file: GoFile, node: SyntaxNode): string {
  return `${file.absPath}:${lineOf(file, node.from)}`;
}

/** The source text of a node. */
export function textOf(file: GoFile, node: SyntaxNode): string {
  return file.source.slice(node.from, node.to);
}

/** True when two node objects stand for the same node (lezer creates a new object per access). */
export function sameNode(a: SyntaxNode | null | undefined, b: SyntaxNode | null | undefined): boolean {
  return !!a && !!b && a.from === b.from && a.to === b.to && a.type === b.type;
}

/** The named (non-punctuation) children of a node. */
export function namedChildren(node: SyntaxNode): SyntaxNode[] {
  const children: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (isPunctuation(child) || child.name === 'LineComment' || child.name === 'BlockComment') continue;
    children.push(child);
  }
  return children;
}

const KEYWORDS = new Set([
  'var',
  'const',
  'func',
  'type',
  'map',
  'return',
  'if',
  'else',
  'for',
  'range',
  'package',
  'import',
  'struct',
  'interface',
  'chan',
  'go',
  'defer',
  'switch',
  'case',
  'default',
  'select',
]);

function isPunctuation(node: SyntaxNode): boolean {
  return /^[^A-Za-z⚠]/.test(node.name) || KEYWORDS.has(node.name);
}

/** True when the parser had to recover from a syntax error inside the node. */
export function hasSyntaxError(node: SyntaxNode): boolean {
  let found = false;
  node.toTree().iterate({
    enter(n) {
      if (n.type.isError) found = true;
      return !found;
    },
  });
  return found;
}

function readImports(file: GoFile): Map<string, string> {
  const imports = new Map<string, string>();
  for (const decl of file.tree.topNode.getChildren('ImportDecl')) {
    const specs = decl.getChild('SpecList')?.getChildren('ImportSpec') ?? decl.getChildren('ImportSpec');
    for (const spec of specs) {
      const str = spec.getChild('String');
      if (!str) continue;
      const importPath = goStringValue(textOf(file, str));
      const alias = spec.getChild('DefName');
      imports.set(alias ? textOf(file, alias) : defaultImportName(importPath), importPath);
    }
  }
  return imports;
}

/** Go's default import name: the last path element, without a `/vN` major version suffix. */
function defaultImportName(importPath: string): string {
  const parts = importPath.split('/');
  let last = parts.at(-1)!;
  if (/^v\d+$/.test(last) && parts.length > 1) last = parts.at(-2)!;
  // gopkg.in/macaroon-bakery.v2/bakery style: a ".vN" suffix is not part of the name.
  return last.replace(/\.v\d+$/, '');
}

/** The `//go:build` line is a line comment before the package clause. */
function readConstraint(file: GoFile): BuildConstraint | null {
  for (let node = file.tree.topNode.firstChild; node && node.name !== 'PackageClause'; node = node.nextSibling) {
    if (node.name !== 'LineComment') continue;
    const text = textOf(file, node);
    if (!text.startsWith('//go:build ')) continue;
    const expression = text.slice('//go:build '.length).trim();
    try {
      return parseBuildConstraint(expression);
    } catch (error) {
      throw new GoSourceError(`cannot read the build constraint "${expression}": ${(error as Error).message}`, {
        location: `${file.absPath}:${lineOf(file, node.from)}`,
        hint: 'The //go:build line uses syntax apidocs does not know; report it.',
      });
    }
  }
  return null;
}
