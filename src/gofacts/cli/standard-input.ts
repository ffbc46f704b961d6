/**
 * Values an action reads at a prompt, from standard input: `os.Stdin` or `syscall.Stdin`
 * (`bufio.NewReader(os.Stdin)`, `term.ReadPassword(int(syscall.Stdin))`), directly or in a
 * package function it calls (lncli create's `capturePassword(...)`, `askRecoveryWindow()`),
 * a few calls deep. A request field set from such a value is one the command asks for
 * interactively: no flag or argument carries it, and its sample says so.
 */
import type { SyntaxNode } from '@lezer/common';
import { type GoFile, textOf } from '../go-file.ts';
import { type GoProgram, descendants } from '../go-program.ts';

const STDIN_PACKAGES = new Set(['os', 'syscall']);
const MAX_DEPTH = 3;

/** Whether `pkg.field` names standard input (`os.Stdin`), with `pkg` an import of the file. */
export function isStandardInput(file: GoFile, target: string, field: string): boolean {
  return field === 'Stdin' && STDIN_PACKAGES.has(file.imports.get(target) ?? '');
}

/** Whether a body reads standard input itself or through a package function it calls (up to three calls deep). */
export function readsStandardInput(
  program: GoProgram,
  file: GoFile,
  body: SyntaxNode,
  depth = 0,
  seen = new Set<string>(),
): boolean {
  const key = `${file.path}:${body.from}`;
  if (seen.has(key)) return false;
  seen.add(key);
  for (const node of descendants(body, 'SelectorExpr')) {
    const [target, field, ...rest] = textOf(file, node).split('.');
    if (rest.length === 0 && target && field && isStandardInput(file, target, field)) return true;
  }
  if (depth >= MAX_DEPTH) return false;
  for (const call of descendants(body, 'CallExpr')) {
    const callee = call.firstChild;
    if (callee?.name !== 'VariableName') continue;
    const decl = program.activeDecl(program.packageOf(file), textOf(file, callee));
    const inner = decl?.kind === 'func' ? decl.node.getChild('Block') : null;
    if (decl && inner && readsStandardInput(program, decl.file, inner, depth + 1, seen)) return true;
  }
  return false;
}
