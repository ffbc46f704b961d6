/**
 * Go build constraints (`//go:build dev && !windows`): which files a build with a given
 * set of tags compiles. Release binaries are built with a known tag list (sources.json
 * `buildTags`); files for other builds (lnd's devrpc, loop's `dev` debug server) are
 * still read, and what they declare is marked as needing those tags.
 */

/** A parsed `//go:build` expression. */
export type BuildConstraint =
  | { kind: 'tag'; tag: string }
  | { kind: 'not'; operand: BuildConstraint }
  | { kind: 'and' | 'or'; left: BuildConstraint; right: BuildConstraint };

/** Parses the expression after `//go:build` (operators `!`, `&&`, `||` and parentheses). */
export function parseBuildConstraint(expression: string): BuildConstraint {
  const tokens = expression.match(/&&|\|\||[()!]|[A-Za-z0-9_.]+|\S/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];
  const parseOr = (): BuildConstraint => {
    let left = parseAnd();
    while (peek() === '||') {
      next();
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): BuildConstraint => {
    let left = parseUnary();
    while (peek() === '&&') {
      next();
      left = { kind: 'and', left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): BuildConstraint => {
    const token = next();
    if (token === '!') return { kind: 'not', operand: parseUnary() };
    if (token === '(') {
      const inner = parseOr();
      if (next() !== ')') throw new Error('missing ")"');
      return inner;
    }
    if (token === undefined || !/^[A-Za-z0-9_.]+$/.test(token))
      throw new Error(`unexpected "${token ?? 'end of line'}"`);
    return { kind: 'tag', tag: token };
  };
  const result = parseOr();
  if (pos !== tokens.length) throw new Error(`unexpected "${tokens[pos]}"`);
  return result;
}

/** True when a build with these tags compiles a file with this constraint. */
export function satisfies(constraint: BuildConstraint | null, tags: ReadonlySet<string>): boolean {
  if (constraint === null) return true;
  switch (constraint.kind) {
    case 'tag':
      return tags.has(constraint.tag);
    case 'not':
      return !satisfies(constraint.operand, tags);
    case 'and':
      return satisfies(constraint.left, tags) && satisfies(constraint.right, tags);
    case 'or':
      return satisfies(constraint.left, tags) || satisfies(constraint.right, tags);
  }
}

/** The tags a constraint asks for positively (`dev` in `dev && !windows`), to name them to readers. */
export function requiredTags(constraint: BuildConstraint | null): string[] {
  if (constraint === null) return [];
  switch (constraint.kind) {
    case 'tag':
      return [constraint.tag];
    case 'not':
      return [];
    case 'and':
    case 'or':
      return [...new Set([...requiredTags(constraint.left), ...requiredTags(constraint.right)])];
  }
}
