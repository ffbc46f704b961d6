/**
 * What a command's action reads, in the second reading (go-cli-reading.ts): the action and the
 * package functions it calls (three deep) are scanned token by token. A value is "from input"
 * when its expression reads a flag (`ctx.String("x")`, `ctx.Bool(xFlag.Name)`), the arguments
 * (`ctx.Args()`), a local or parameter holding such a value, or calls a package function that
 * reads flags or arguments itself. Request fields written from such a value, in a keyed literal
 * (`&T{Field: v}`) or an assignment (`req.Field = v`, `req.Field[k] = v`), are set from input.
 */
import {
  type ActionFacts,
  GETTERS,
  type GoCliPackage,
  type GoFunction,
  type PositionalRead,
  findAtDepth,
  lineEnd,
} from './go-cli-reading.ts';
import { type Token, listItems } from './go-tokens.ts';

/** The flags of the command being read (readAction sets it; null when not known): only these are input. */
let definedFlags: ReadonlySet<string> | null = null;

const ASSIGN = new Set([':=', '=', '+=', '-=', '|=', '*=']);
const DECODERS = /^(?:hex\.DecodeString|strconv\.Parse(?:Int|Uint|Float|Bool)|strconv\.Atoi)$/;

/** A Go field name as a proto field name compares with it: lower case, no underscores. */
export function fieldKey(name: string): string {
  return name.toLowerCase().replace(/_/g, '');
}

export function readAction(pkg: GoCliPackage, action: GoFunction, defined?: ReadonlySet<string>): ActionFacts {
  const reached = reach(pkg, action);
  // A flag the command does not define reads as its zero value: no input (tapcli universe stats events' end_time).
  definedFlags = defined ?? null;
  const tainted = new Map<GoFunction, Set<string>>(reached.map((f) => [f, new Set<string>()]));
  const facts: ActionFacts = { flagsRead: new Set(), positional: [], spread: false, fieldsFromInput: new Set() };
  for (let pass = 0; pass < 6; pass++) {
    const before = [...tainted.values()].reduce((n, s) => n + s.size, 0) + facts.fieldsFromInput.size;
    for (const fn of reached) taintPass(pkg, fn, tainted, facts);
    if ([...tainted.values()].reduce((n, s) => n + s.size, 0) + facts.fieldsFromInput.size === before) break;
  }
  for (const fn of reached) {
    for (const flag of flagReads(pkg, fn)) facts.flagsRead.add(flag.name);
    if (/\brange\s+(?:args|\w+\.Args\(\))/.test(tokensText(fn.file.tokens, fn.open, fn.close))) facts.spread = true;
  }
  facts.positional = positionalReads(pkg, action);
  return facts;
}

/** The action and the package functions it calls, three calls deep. */
function reach(pkg: GoCliPackage, action: GoFunction): GoFunction[] {
  const out = [action];
  for (let depth = 0, from = 0; depth < 3; depth++) {
    const to = out.length;
    for (const fn of out.slice(from, to))
      for (const call of calls(pkg, fn)) if (!out.includes(call.fn)) out.push(call.fn);
    from = to;
  }
  return out;
}

/** Calls of package functions in a function's body: the callee and its argument ranges. */
function calls(pkg: GoCliPackage, fn: GoFunction): { fn: GoFunction; at: number; args: [number, number][] }[] {
  const t = fn.file.tokens;
  const out: { fn: GoFunction; at: number; args: [number, number][] }[] = [];
  for (let i = fn.open; i < fn.close; i++) {
    const callee = pkg.functions.get(t[i]!.text);
    if (t[i]!.kind !== 'ident' || t[i + 1]?.text !== '(' || !callee || callee === fn) continue;
    if (t[i - 1]?.text === '.' && t[i - 2]?.text !== 'commands') continue;
    out.push({ fn: callee, at: i, args: listItems(t, i + 1) });
  }
  return out;
}

/** Every `x.Getter("flag")` (or `x.Getter(flagVar.Name)`) in a function's body. */
function flagReads(pkg: GoCliPackage, fn: GoFunction): { name: string; at: number }[] {
  const t = fn.file.tokens;
  const out: { name: string; at: number }[] = [];
  for (let i = fn.open; i < fn.close; i++) {
    if (t[i]!.text !== '.' || !GETTERS.has(t[i + 1]?.text ?? '') || t[i + 2]?.text !== '(') continue;
    if (/^Global/.test(t[i + 1]!.text)) continue;
    const close = t[i + 2]!.pair!;
    const name = pkg.stringOf(fn.file, i + 3, close);
    if (name) out.push({ name, at: i });
  }
  return out;
}

function readsInput(pkg: GoCliPackage, fn: GoFunction): boolean {
  return flagReads(pkg, fn).length > 0 || /\.Args\(\)/.test(tokensText(fn.file.tokens, fn.open, fn.close));
}

/** Whether the tokens [s, e) of a function compute a value from the command's input. */
function fromInput(pkg: GoCliPackage, fn: GoFunction, s: number, e: number, locals: Set<string>): boolean {
  const t = fn.file.tokens;
  for (let i = s; i < e; i++) {
    const x = t[i]!;
    if (x.kind !== 'ident') continue;
    if (x.text === 'Args' && t[i - 1]?.text === '.' && t[i + 1]?.text === '(') return true;
    if (GETTERS.has(x.text) && t[i - 1]?.text === '.' && t[i + 1]?.text === '(') {
      const flag = pkg.stringOf(fn.file, i + 2, t[i + 1]!.pair!);
      if (flag && (!definedFlags || definedFlags.has(flag))) return true;
    }
    if (t[i - 1]?.text !== '.' && locals.has(x.text)) return true;
    const callee = pkg.functions.get(x.text);
    if (callee && t[i + 1]?.text === '(' && t[i - 1]?.text !== '.' && readsInput(pkg, callee)) return true;
  }
  return false;
}

/** One pass over a function: locals and fields set from input, parameters of callees handed input. */
function taintPass(pkg: GoCliPackage, fn: GoFunction, tainted: Map<GoFunction, Set<string>>, facts: ActionFacts): void {
  const t = fn.file.tokens;
  const locals = tainted.get(fn)!;
  for (let k = fn.open + 1; k < fn.close; k++) {
    if (ASSIGN.has(t[k]!.text)) {
      const start = statementStart(t, k);
      const end = statementEnd(t, start, k);
      if (!fromInput(pkg, fn, k + 1, end, locals) && !underInput(pkg, fn, k, locals)) continue;
      const lhs = t.slice(start, k);
      for (const [i, x] of lhs.entries()) {
        if (x.kind !== 'ident' || /^(?:for|if|switch|range|_)$/.test(x.text)) continue;
        if (lhs[i - 1]?.text === '.') facts.fieldsFromInput.add(fieldKey(x.text));
        else if (lhs[i + 1]?.text !== '.' || i === 0) locals.add(x.text);
      }
    } else if (t[k]!.text === '{' && t[k - 1]?.kind === 'ident' && !/(?:Flag|Command)$/.test(t[k - 1]!.text)) {
      for (const [s, e] of listItems(t, k)) {
        if (t[s]!.kind !== 'ident' || t[s + 1]?.text !== ':') continue;
        if (fromInput(pkg, fn, s + 2, e, locals)) facts.fieldsFromInput.add(fieldKey(t[s]!.text));
      }
    }
  }
  outParameters(pkg, fn, locals);
  for (const call of calls(pkg, fn)) {
    const target = tainted.get(call.fn);
    if (!target) continue;
    for (const [i, [s, e]] of call.args.entries())
      if (call.fn.params[i] && fromInput(pkg, fn, s, e, locals)) target.add(call.fn.params[i]!.name);
  }
}

/** Where the statement holding token k starts: after the line break, `;` or opening bracket before it. */
function statementStart(t: Token[], k: number): number {
  let j = k - 1;
  while (j > 0) {
    const x = t[j]!;
    if (x.pair !== undefined && x.pair < j) j = x.pair - 1;
    else if (x.kind === 'newline' || x.text === ';' || x.pair !== undefined) return j + 1;
    else j--;
  }
  return 0;
}

/** Where the value of an assignment ends: the line's end, or the block of an `if`/`for`/`switch` header. */
function statementEnd(t: Token[], start: number, k: number): number {
  if (!/^(?:if|for|switch)$/.test(t[start]!.text)) return lineEnd(t, k);
  for (let j = k + 1; j < t.length; j++) {
    if (t[j]!.text === ';') return j;
    if (t[j]!.text === '{' && t[t[j]!.pair! - 1]?.kind === 'newline') return j;
    if (t[j]!.pair !== undefined && t[j]!.pair! > j) j = t[j]!.pair!;
  }
  return t.length;
}

function tokensText(t: Token[], s: number, e: number): string {
  return t
    .slice(s, e)
    .map((x) => x.text)
    .join(' ')
    .replace(/ ?([.()]) ?/g, '$1');
}

/**
 * The positional arguments the action itself reads, in the order of its text: `args.First()`
 * (the next argument; `args = args.Tail()` moves on), `ctx.Args().First()`, `.Get(n)`, `args[n]`;
 * each with the function it is decoded by (`hex.DecodeString(args.First())`) and the flags whose
 * branch (an earlier `case`/`if` testing them, or an earlier `if` that returns) skips it.
 */
function positionalReads(pkg: GoCliPackage, fn: GoFunction): PositionalRead[] {
  const t = fn.file.tokens;
  const out: PositionalRead[] = [];
  for (let i = fn.open; i < fn.close; i++) {
    let at: PositionalRead['at'] | null = null;
    if (t[i]!.text === 'First' && t[i - 1]?.text === '.' && t[i + 1]?.text === '(') at = 'next';
    if (t[i]!.text === 'Get' && t[i - 1]?.text === '.' && t[i + 2]?.kind === 'number' && isArgs(t, i - 2))
      at = Number(t[i + 2]!.text);
    if (t[i]!.text === '[' && t[i + 1]?.kind === 'number' && t[i - 1]?.text === 'args') at = Number(t[i + 1]!.text);
    if (at === null) continue;
    out.push({ at, decoder: decoderOf(t, i), unlessFlags: skippingFlags(pkg, fn, i), line: t[i]!.line });
  }
  return out;
}

function isArgs(t: Token[], i: number): boolean {
  return t[i]!.text === 'args' || (t[i]!.text === ')' && t[t[i]!.pair! - 1]?.text === 'Args');
}

/** `hex.DecodeString(` or `strconv.ParseInt(` right around a read. */
function decoderOf(t: Token[], i: number): string | null {
  let j = i;
  while (j > 0 && t[j]!.text !== '(' && t[j]!.kind !== 'newline' && t[j]!.text !== ',') j--;
  if (t[j]!.text !== '(') return null;
  const name = `${t[j - 3]?.text}.${t[j - 1]?.text}`;
  return t[j - 2]?.text === '.' && DECODERS.test(name) ? name : null;
}

/** The flags tested by earlier branches of the `switch`/`if` chains around a read, and by earlier `if`s that return. */
function skippingFlags(pkg: GoCliPackage, fn: GoFunction, at: number): string[] {
  const t = fn.file.tokens;
  const flags = new Set<string>();
  const flagsIn = (s: number, e: number) => {
    for (const read of flagReads(pkg, { ...fn, open: s, close: e }))
      if (/^(?:IsSet|Bool|String)$/.test(t[read.at + 1]!.text) && t[read.at - 3]?.text !== '!') flags.add(read.name);
  };
  for (let open = at; open > fn.open; open--) {
    const x = t[open]!;
    if (x.text !== '{' || x.pair! < at) continue;
    const header = blockHeader(t, open);
    if (t[header]!.text === 'switch') {
      // Earlier case labels of this switch (the case holding the read is not a skip).
      for (let c = open + 1; c < at; c++) {
        if (t[c]!.pair !== undefined && t[c]!.pair! > c) c = t[c]!.pair!;
        else if (t[c]!.text === 'case') flagsIn(c, findAtDepth(t, c, at, ':'));
      }
    }
    // An if-else chain: the conditions of the branches before this one.
    let branch = header;
    while (/^(?:if|else)$/.test(t[branch]!.text) && t[branch]!.text !== (t[branch - 1]?.text === 'else' ? '' : 'if')) {
      const close = t[branch]!.text === 'else' ? branch - 1 : branch - 2;
      if (t[close]?.text !== '}') break;
      const prevOpen = t[close]!.pair!;
      branch = blockHeader(t, prevOpen);
      flagsIn(branch, prevOpen);
    }
  }
  // Earlier `if <flag> { ... return ... }` at the function's top level.
  for (let i = fn.open + 1; i < at; i++) {
    if (t[i]!.text !== 'if' || t[i - 1]?.kind !== 'newline') continue;
    const open = findAtDepth(t, i, fn.close, '{');
    if (open < 0 || t[open]!.pair! > at) continue;
    const single = t.slice(i, open).every((x) => !/^(?:!|&&|\|\|)$/.test(x.text));
    if (single && endsInReturn(t, open)) flagsIn(i, open);
    i = t[open]!.pair!;
  }
  return [...flags];
}

/** Whether the block opened at `open` ends with a `return` statement. */
function endsInReturn(t: Token[], open: number): boolean {
  let j = t[open]!.pair! - 1;
  while (j > open && t[j]!.kind === 'newline') j--;
  return j > open && t[statementStart(t, j + 1)]!.text === 'return';
}

/** `json.Unmarshal([]byte(text), &v)`, `fmt.Sscanf(text, ..., &v)`: a call handed input fills the variables whose address it gets. */
function outParameters(pkg: GoCliPackage, fn: GoFunction, locals: Set<string>): void {
  const t = fn.file.tokens;
  for (let i = fn.open; i < fn.close; i++) {
    if (t[i]!.text !== '(' || t[i - 1]?.kind !== 'ident') continue;
    const args = listItems(t, i);
    const addressed = args.filter(([s, e]) => e - s === 2 && t[s]!.text === '&').map(([s]) => t[s + 1]!.text);
    if (addressed.length > 0 && args.some(([s, e]) => t[s]!.text !== '&' && fromInput(pkg, fn, s, e, locals)))
      for (const name of addressed) locals.add(name);
  }
}

/** The keyword a block's header starts with (`if`, `else`, `switch`, `for`, `case`, or the statement's first token). */
function blockHeader(t: Token[], open: number): number {
  let j = open - 1;
  while (j > 0) {
    const x = t[j]!;
    if (x.text === '}' || x.kind === 'newline' || x.text === '{') return j + 1;
    if (x.pair !== undefined && x.pair < j) j = x.pair - 1;
    else if (/^(?:if|else|switch|for|case)$/.test(x.text)) return j;
    else j--;
  }
  return 0;
}

/** Whether a statement runs only under a condition on the input: an `if`, `for` or `case` around it that reads some. */
function underInput(pkg: GoCliPackage, fn: GoFunction, k: number, locals: Set<string>): boolean {
  const t = fn.file.tokens;
  for (let open = k; open > fn.open; open--) {
    if (t[open]!.text !== '{' || t[open]!.pair! < k) continue;
    const header = blockHeader(t, open);
    if (/^(?:if|for)$/.test(t[header]!.text) && fromInput(pkg, fn, header + 1, open, locals)) return true;
    if (t[header]!.text === 'switch') {
      let label = -1;
      for (let c = open + 1; c < k; c++) {
        if (t[c]!.pair !== undefined && t[c]!.pair! > c) c = t[c]!.pair!;
        else if (t[c]!.text === 'case') label = c;
      }
      if (label >= 0 && fromInput(pkg, fn, label + 1, findAtDepth(t, label, k, ':'), locals)) return true;
      if (fromInput(pkg, fn, header + 1, open, locals)) return true;
    }
  }
  return false;
}
