/**
 * Source-text building blocks shared by the sample writers: string literals, identifiers
 * and object keys for JavaScript, Python and the shell. Everything that goes into a sample
 * passes through these, so a quote in a configured path can never break the code.
 */

// Words that cannot name a variable (JavaScript) or a keyword argument (Python).
const JS_RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof let new null return static super switch this throw true try typeof var void ' +
    'while with yield await implements interface package private protected public arguments eval undefined'
  ).split(' '),
);
const PY_KEYWORDS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield'
  ).split(' '),
);

export { jsString, jsTemplateText, pyFStringText, pyString, shellWord } from '../../shared/code-literals.ts';
import { jsString } from '../../shared/code-literals.ts';

/** A JavaScript object key: bare when it is an identifier name (reserved words are fine as keys). */
export function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

/** Whether a proto field name cannot be a Python keyword argument. */
export function isPythonKeyword(name: string): boolean {
  return PY_KEYWORDS.has(name);
}

/** A JavaScript variable name from snake_case words: outpoint.txid_str -> outpointTxidStr. */
export function jsVariable(path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('') || 'value';
  const safe = /^\d/.test(name) ? `_${name}` : name;
  return JS_RESERVED.has(safe) ? `${safe}Value` : safe;
}

/** A Python variable name from a field path: outpoint.txid_str -> outpoint_txid_str. */
export function pyVariable(path: string): string {
  const name =
    path
      .split(/[^A-Za-z0-9_]+/)
      .filter(Boolean)
      .join('_') || 'value';
  const safe = /^\d/.test(name) ? `_${name}` : name;
  return PY_KEYWORDS.has(safe) ? `${safe}_value` : safe;
}

/** A Python identifier from a proto package or module name (dots and dashes become _). */
export function pyIdentifier(name: string): string {
  return pyVariable(name.replace(/[.-]/g, '_'));
}
