/**
 * Where a comment's text is in its .proto file, so a problem found in a description (a
 * broken link) is reported at its own line rather than at the declaration's. Source info
 * gives the declaration's span and the comment's text but not the comment's position. A
 * leading comment ends on the line just before its declaration (protoc and buf attach a
 * comment only when no blank line separates them); its first line follows from its number
 * of lines and its kind: a block comment's text covers every line from its opening to its
 * closing line, a run of line comments' text ends with a newline after its last line. The
 * kind is read from the file: the line before the declaration ends with the block's end.
 * A trailing comment starts on the declaration's last line.
 */

export type CommentKind = 'line' | 'block' | 'trailing';

/** The kind of the leading comment that ends on the line before `declarationLine` (1-based). */
export function leadingCommentKind(fileLines: readonly string[], declarationLine: number): 'line' | 'block' {
  return (fileLines[declarationLine - 2] ?? '').trimEnd().endsWith('*/') ? 'block' : 'line';
}

/** 1-based line of a comment's first line. */
export function commentStartLine(
  raw: string,
  kind: CommentKind,
  declarationStart: number,
  declarationEnd: number,
): number {
  if (kind === 'trailing') return declarationEnd;
  const lines = raw.split('\n').length;
  return Math.max(1, declarationStart - (kind === 'block' ? lines : lines - 1));
}

/**
 * 1-based line of the first line of `description` (a cleaned comment, possibly without its
 * CLI line) inside a comment whose first line is at `startLine`.
 */
export function descriptionLine(raw: string, startLine: number, description: string): number {
  const first = description.split('\n', 1)[0]!.trim();
  if (first === '') return startLine;
  const index = raw.split('\n').findIndex((line) => line.includes(first));
  return startLine + Math.max(0, index);
}
