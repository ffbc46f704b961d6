/**
 * A small typed layer over @lezer/go's syntax tree: the expressions and types the
 * permission tables and CLI definitions are written with (composite literals, keys,
 * selectors, calls, strings), as a discriminated union the extractors can switch on.
 * Anything else is kept as `other` with its node, so nothing is silently misread.
 */
import type { SyntaxNode } from '@lezer/common';
import { type GoFile, namedChildren, sameNode, textOf } from './go-file.ts';
import { goStringValue } from './go-strings.ts';

/** A Go type as written. */
export type GoType =
  | { kind: 'named'; pkg: string | null; name: string }
  | { kind: 'pointer'; elem: GoType }
  | { kind: 'slice'; elem: GoType }
  | { kind: 'array'; elem: GoType }
  | { kind: 'map'; key: GoType; value: GoType }
  | { kind: 'interface'; embedded: GoType[] }
  | { kind: 'other'; text: string };

interface At {
  file: GoFile;
  node: SyntaxNode;
}

/** A Go expression as written. */
export type GoExpr = At &
  (
    | { kind: 'string'; value: string }
    | { kind: 'number'; text: string }
    | { kind: 'bool'; value: boolean }
    | { kind: 'nil' }
    | { kind: 'ident'; name: string }
    | { kind: 'selector'; target: GoExpr; field: string }
    /** A composite literal; `type` is the written or (for elided inner literals) implied type. */
    | { kind: 'composite'; type: GoType | null; elements: GoElement[] }
    /** A call or conversion; `spread` when the last argument ends in `...`. */
    | { kind: 'call'; callee: GoExpr; args: GoExpr[]; spread: boolean }
    | { kind: 'unary'; op: string; operand: GoExpr }
    | { kind: 'binary'; op: string; left: GoExpr; right: GoExpr }
    | { kind: 'func' }
    | { kind: 'other' }
  );

/** One element of a composite literal: `key: value` or a bare value. */
export interface GoElement {
  key: GoExpr | null;
  value: GoExpr;
}

/** Converts a type node. */
export function toType(file: GoFile, node: SyntaxNode): GoType {
  switch (node.name) {
    case 'TypeName':
      return { kind: 'named', pkg: null, name: textOf(file, node) };
    case 'QualifiedType': {
      const pkg = node.getChild('VariableName');
      const name = node.getChild('TypeName');
      return {
        kind: 'named',
        pkg: pkg ? textOf(file, pkg) : null,
        name: name ? textOf(file, name) : textOf(file, node),
      };
    }
    case 'PointerType':
      return { kind: 'pointer', elem: toType(file, lastNamed(node)) };
    case 'SliceType':
      return { kind: 'slice', elem: toType(file, lastNamed(node)) };
    case 'ArrayType':
      return { kind: 'array', elem: toType(file, lastNamed(node)) };
    case 'MapType': {
      const [key, value] = namedChildren(node).filter((n) => n.name !== 'map');
      return key && value ? { kind: 'map', key: toType(file, key), value: toType(file, value) } : other(file, node);
    }
    case 'ParenthesizedType':
      return toType(file, lastNamed(node));
    case 'InterfaceType': {
      const body = node.getChild('InterfaceBody');
      const embedded = body
        ? namedChildren(body)
            .filter((n) => n.name !== 'MethodElem')
            .map((n) => toType(file, n))
        : [];
      return { kind: 'interface', embedded };
    }
    default:
      return other(file, node);
  }
}

function other(file: GoFile, node: SyntaxNode): GoType {
  return { kind: 'other', text: textOf(file, node) };
}

function lastNamed(node: SyntaxNode): SyntaxNode {
  const children = namedChildren(node);
  return children[children.length - 1] ?? node;
}

/** The type as Go would print it: `[]bakery.Op`, `map[string][]bakery.Op`, `*cli.Command`. */
export function typeText(type: GoType): string {
  switch (type.kind) {
    case 'named':
      return type.pkg ? `${type.pkg}.${type.name}` : type.name;
    case 'pointer':
      return `*${typeText(type.elem)}`;
    case 'slice':
      return `[]${typeText(type.elem)}`;
    case 'array':
      return `[...]${typeText(type.elem)}`;
    case 'map':
      return `map[${typeText(type.key)}]${typeText(type.value)}`;
    case 'interface':
      return `interface{${type.embedded.map(typeText).join('; ')}}`;
    case 'other':
      return type.text.replace(/\s+/g, ' ');
  }
}

const TYPE_NODES = new Set([
  'SliceType',
  'ArrayType',
  'MapType',
  'QualifiedType',
  'TypeName',
  'StructType',
  'ParameterizedType',
  'PointerType',
]);

/** Converts an expression node; `implied` is the type an elided inner literal takes. */
export function toExpr(file: GoFile, node: SyntaxNode, implied: GoType | null = null): GoExpr {
  const at = { file, node };
  switch (node.name) {
    case 'String':
      return { ...at, kind: 'string', value: goStringValue(textOf(file, node)) };
    case 'Number':
    case 'Rune':
      return { ...at, kind: 'number', text: textOf(file, node) };
    case 'Bool':
      return { ...at, kind: 'bool', value: textOf(file, node) === 'true' };
    case 'Nil':
      return { ...at, kind: 'nil' };
    case 'VariableName': {
      // @lezer/go reads a bare `nil` in some positions as a name; Go code cannot shadow it here.
      const name = textOf(file, node);
      return name === 'nil' ? { ...at, kind: 'nil' } : { ...at, kind: 'ident', name };
    }
    case 'ParenthesizedExpr':
      return toExpr(file, lastNamed(node), implied);
    case 'SelectorExpr': {
      const [target, field] = namedChildren(node);
      if (!target || !field) return { ...at, kind: 'other' };
      return { ...at, kind: 'selector', target: toExpr(file, target), field: textOf(file, field) };
    }
    case 'TypedLiteral': {
      const [typeNode, value] = namedChildren(node);
      if (!typeNode || !value) return { ...at, kind: 'other' };
      return composite(file, value, toType(file, typeNode));
    }
    case 'LiteralValue':
      return composite(file, node, implied);
    case 'CallExpr':
    case 'Conversion':
      return call(file, node);
    case 'UnaryExp': {
      const [op, operand] = namedChildren(node);
      if (!op || !operand) return { ...at, kind: 'other' };
      const impliedElem = implied?.kind === 'pointer' ? implied.elem : null;
      return { ...at, kind: 'unary', op: textOf(file, op), operand: toExpr(file, operand, impliedElem) };
    }
    case 'BinaryExp': {
      const [left, op, right] = namedChildren(node);
      if (!left || !op || !right) return { ...at, kind: 'other' };
      return { ...at, kind: 'binary', op: textOf(file, op), left: toExpr(file, left), right: toExpr(file, right) };
    }
    case 'FunctionLiteral':
      return { ...at, kind: 'func' };
    default:
      // A bare type in expression position (a conversion's callee, `make`'s type argument).
      if (TYPE_NODES.has(node.name)) return { ...at, kind: 'ident', name: typeText(toType(file, node)) };
      return { ...at, kind: 'other' };
  }
}

function call(file: GoFile, node: SyntaxNode): GoExpr {
  const children = namedChildren(node);
  const args = node.getChild('Arguments');
  const calleeNode = children.find((c) => !sameNode(c, args) && c.name !== 'make' && c.name !== 'new');
  const builtin = children.find((c) => c.name === 'make' || c.name === 'new');
  const argNodes = args ? namedChildren(args) : children.slice(1);
  // `f(a, list...)`: the grammar keeps "..." as a token of the argument list.
  const spread = args ? args.getChild('...') !== null : false;
  const callee: GoExpr = builtin
    ? { file, node: builtin, kind: 'ident', name: builtin.name }
    : calleeNode
      ? toExpr(file, calleeNode)
      : { file, node, kind: 'other' };
  return { file, node, kind: 'call', callee, args: argNodes.map((a) => toExpr(file, a)), spread };
}

function composite(file: GoFile, literal: SyntaxNode, type: GoType | null): GoExpr {
  const elementType =
    type?.kind === 'slice' || type?.kind === 'array' ? type.elem : type?.kind === 'map' ? type.value : null;
  const keyType = type?.kind === 'map' ? type.key : null;
  const elements = literal.getChildren('Element').map((element): GoElement => {
    const keyNode = element.getChild('Key');
    const parts = namedChildren(element).filter((n) => !sameNode(n, keyNode));
    const valueNode = parts[parts.length - 1]!;
    const keyInner = keyNode ? namedChildren(keyNode)[0] : undefined;
    return {
      key: keyInner ? toExpr(file, keyInner, keyType) : null,
      value: toExpr(file, valueNode, elementType),
    };
  });
  return { file, node: literal, kind: 'composite', type, elements };
}

/** The `Name: value` element of a struct literal, or undefined. */
export function fieldOf(literal: GoExpr & { kind: 'composite' }, name: string): GoExpr | undefined {
  return literal.elements.find((e) => e.key?.kind === 'ident' && e.key.name === name)?.value;
}

/** `pkg.Name` or `Name` of a selector or identifier, for matching calls like `cli.StringFlag`. */
export function qualifiedName(expr: GoExpr): string | null {
  if (expr.kind === 'ident') return expr.name;
  if (expr.kind === 'selector' && expr.target.kind === 'ident') return `${expr.target.name}.${expr.field}`;
  return null;
}
