/**
 * Turns raw proto comments into markdown descriptions and finds the CLI command line
 * that most RPC comments start with (`lncli: \`getinfo\``, `tapcli \`assets mint\``,
 * `\`tapcli: assets removelease\``, `/** frcli: ...`).
 */

/** Removes comment decoration and common indentation; keeps markdown structure. */
export function cleanComment(raw: string): string {
  const lines = raw.replace(/\r\n?/g, '\n').split('\n');
  // `/** text` leaves a "*" at the start of the first line; `/* * text` javadoc style too.
  if (lines[0] !== undefined) lines[0] = lines[0].replace(/^\s*\*+(?!\*)/, '');
  const starred = lines.slice(1).filter((l) => l.trim() !== '');
  if (starred.length > 0 && starred.every((l) => /^\s*\*(\s|$)/.test(l))) {
    for (let i = 1; i < lines.length; i++) lines[i] = lines[i]!.replace(/^\s*\*/, '');
  }
  lines[0] = (lines[0] ?? '').trimStart();
  // A loop, not Math.min(...lines): spreading 200,000 lines as arguments overflows the stack.
  let indent = Infinity;
  for (const line of lines.slice(1))
    if (line.trim() !== '') indent = Math.min(indent, line.match(/^[ \t]*/)![0].length);
  const body = lines.map((l, i) => (i === 0 || !Number.isFinite(indent) ? l : l.slice(indent)).trimEnd());
  // Slice once (shift() per blank line would be quadratic in a comment of blank lines).
  let first = 0;
  while (first < body.length && body[first] === '') first++;
  let last = body.length;
  while (last > first && body[last - 1] === '') last--;
  return body.slice(first, last).join('\n');
}

export interface CliSplit {
  /** "lncli getinfo", or null. */
  cli: string | null;
  description: string;
}

/**
 * Splits a leading CLI line off a cleaned comment. `cliNames` are the command names to
 * recognise (the service's own CLI first); the line must use backticks, so prose such as
 * "loop: the swap loop" is never taken for a command.
 */
export function splitCliLine(comment: string, cliNames: readonly string[]): CliSplit {
  const newline = comment.indexOf('\n');
  const first = (newline === -1 ? comment : comment.slice(0, newline)).trim();
  const rest = newline === -1 ? '' : comment.slice(newline + 1);
  if (!first.includes('`')) return { cli: null, description: comment };
  const names = cliNames.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const match = first.match(new RegExp(`^\`?\\s*(${names})\\s*:?\\s*\`?\\s*([^\`]+?)\\s*\`?\\s*\\.?$`));
  if (!match) return { cli: null, description: comment };
  const description = rest.replace(/^\s*\n/, '').trim() === '' ? '' : cleanComment(rest);
  return { cli: `${match[1]} ${match[2]!.trim()}`, description };
}
