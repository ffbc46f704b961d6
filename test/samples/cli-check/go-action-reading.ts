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
import { flagUnits } from './go-unit-reading.ts';

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
  readingAction = action;
  const tainted = new Map<GoFunction, Locals>(reached.map((f) => [f, new Map()]));
  const facts: ActionFacts = {
    flagsRead: new Set(),
    positional: [],
    spread: false,
    fieldsFromInput: new Set(),
    fieldInputs: new Map(),
    comparisons: new Map(),
    testedFlags: new Set(),
    units: new Map(),
  };
  const size = () =>
    [...tainted.values(), facts.fieldInputs].reduce((n, m) => n + [...m.values()].reduce((k, s) => k + s.size, 0), 0);
  for (let pass = 0; pass < 6; pass++) {
    const before = size();
    for (const fn of reached) taintPass(pkg, fn, tainted, facts);
    if (size() === before) break;
  }
  for (const field of facts.fieldInputs.keys()) facts.fieldsFromInput.add(field);
  for (const fn of reached) {
    for (const flag of flagReads(pkg, fn)) {
      facts.flagsRead.add(flag.name);
      if (fn.file.tokens[flag.at + 1]!.text === 'IsSet') facts.testedFlags.add(flag.name);
    }
    for (const [field, compared] of comparedFields(fn)) facts.comparisons.set(field, compared);
    if (/\brange\s+(?:args|\w+\.Args\(\))/.test(tokensText(fn.file.tokens, fn.open, fn.close))) facts.spread = true;
  }
  facts.positional = positionalReads(pkg, action);
  facts.units = flagUnits(pkg, reached, definedFlags);
  return facts;
}

/** The action and the package functions it calls, three calls deep. */
export function reach(pkg: GoCliPackage, action: GoFunction): GoFunction[] {
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
export function calls(pkg: GoCliPackage, fn: GoFunction): { fn: GoFunction; at: number; args: [number, number][] }[] {
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
export function flagReads(pkg: GoCliPackage, fn: GoFunction): { name: string; at: number }[] {
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

/** A flag's or the arguments' label in the fields' inputs: the flag's name, or ARGS for the positional arguments. */
export const ARGS = '#args';

/** The label of one positional argument the action reads, followed by the line of the read (PositionalRead.line). */
export const ARG_AT = '#arg@';

/** The action being read (readAction sets it): only its own reads of single arguments are told apart. */
let readingAction: GoFunction | null = null;

/**
 * A read of one positional argument starting at token i: `args.First()` / `args.Get(n)` on a
 * local holding the arguments, `ctx.Args().First()`, `args[n]`; the token the read is known by
 * (as positionalReads records it) and the last token of the read.
 */
function positionalReadAt(t: Token[], i: number, locals: Locals): { token: number; end: number } | null {
  const x = t[i]!;
  const holdsArgs = (locals.get(x.text)?.has(ARGS) ?? false) || x.text === 'args';
  if (holdsArgs && t[i - 1]?.text !== '.') {
    if (t[i + 1]?.text === '.' && /^(?:First|Get)$/.test(t[i + 2]?.text ?? '') && t[i + 3]?.text === '(')
      return { token: i + 2, end: t[i + 3]!.pair! };
    if (t[i + 1]?.text === '[' && t[i + 2]?.kind === 'number') return { token: i + 1, end: t[i + 1]!.pair! };
  }
  if (x.text === 'Args' && t[i - 1]?.text === '.' && t[i + 1]?.text === '(' && t[i + 3]?.text === '.') {
    if (/^(?:First|Get)$/.test(t[i + 4]?.text ?? '') && t[i + 5]?.text === '(')
      return { token: i + 4, end: t[i + 5]!.pair! };
  }
  return null;
}

/** The inputs (flags read, ARGS) a package function reads itself or through the package functions it calls (three deep). */
function inputsRead(pkg: GoCliPackage, fn: GoFunction): Set<string> {
  const out = new Set<string>();
  for (const reached of reach(pkg, fn)) {
    for (const read of flagReads(pkg, reached)) out.add(read.name);
    if (/\.Args\(\)/.test(tokensText(reached.file.tokens, reached.open, reached.close))) out.add(ARGS);
  }
  return out;
}

/**
 * The flags a call names by a string argument (pool's `parseHexStr(ctx, 0, "trader_key", cmd)`):
 * a helper handed a flag's name reads that flag, when the command defines one so named.
 */
function flagsNamed(pkg: GoCliPackage, fn: GoFunction, open: number): string[] {
  const t = fn.file.tokens;
  return listItems(t, open).flatMap(([s, e]) => {
    const name = e - s === 1 && t[s]!.kind === 'string' ? pkg.stringOf(fn.file, s, e) : null;
    return name && definedFlags?.has(name) ? [name] : [];
  });
}

/** The inputs the tokens [s, e) of a function compute a value from (empty when none). */
function inputsIn(pkg: GoCliPackage, fn: GoFunction, s: number, e: number, locals: Locals): Set<string> {
  const t = fn.file.tokens;
  const out = new Set<string>();
  for (let i = s; i < e; i++) {
    const x = t[i]!;
    if (x.kind !== 'ident') continue;
    // One positional argument the action reads (`args.First()`, `ctx.Args().Get(1)`, `args[0]`): known by where it is read.
    const read = fn === readingAction ? positionalReadAt(t, i, locals) : null;
    if (read) {
      out.add(`${ARG_AT}${t[read.token]!.line}`);
      i = read.end;
      continue;
    }
    if (x.text === 'Args' && t[i - 1]?.text === '.' && t[i + 1]?.text === '(') out.add(ARGS);
    if (GETTERS.has(x.text) && t[i - 1]?.text === '.' && t[i + 1]?.text === '(') {
      const flag = pkg.stringOf(fn.file, i + 2, t[i + 1]!.pair!);
      if (flag && (!definedFlags || definedFlags.has(flag))) out.add(flag);
    }
    if (t[i - 1]?.text !== '.') for (const input of locals.get(x.text) ?? []) out.add(input);
    const callee = pkg.functions.get(x.text);
    if (callee && t[i + 1]?.text === '(' && t[i - 1]?.text !== '.') {
      for (const input of inputsRead(pkg, callee))
        if (input === ARGS || !definedFlags || definedFlags.has(input)) out.add(input);
      for (const flag of flagsNamed(pkg, fn, i + 1)) out.add(flag);
    }
  }
  return out;
}

/** Locals and parameters holding a value from input, with the inputs it comes from. */
type Locals = Map<string, Set<string>>;

function addAll(into: Map<string, Set<string>>, key: string, inputs: Iterable<string>): void {
  const set = into.get(key) ?? new Set<string>();
  for (const input of inputs) set.add(input);
  into.set(key, set);
}

/** One pass over a function: locals and fields set from input, parameters of callees handed input. */
function taintPass(pkg: GoCliPackage, fn: GoFunction, tainted: Map<GoFunction, Locals>, facts: ActionFacts): void {
  const t = fn.file.tokens;
  const locals = tainted.get(fn)!;
  for (let k = fn.open + 1; k < fn.close; k++) {
    if (ASSIGN.has(t[k]!.text)) {
      const start = statementStart(t, k);
      const end = statementEnd(t, start, k);
      let inputs = inputsIn(pkg, fn, k + 1, end, locals);
      if (inputs.size === 0) inputs = underInput(pkg, fn, k, locals);
      if (inputs.size === 0) continue;
      const lhs = t.slice(start, k);
      for (const [i, x] of lhs.entries()) {
        if (x.kind !== 'ident' || /^(?:for|if|switch|range|_)$/.test(x.text)) continue;
        if (lhs[i - 1]?.text === '.') addAll(facts.fieldInputs, fieldKey(x.text), inputs);
        else if (lhs[i + 1]?.text !== '.' || i === 0) addAll(locals, x.text, inputs);
      }
    } else if (t[k]!.text === '{' && isKeyedLiteral(t, k)) {
      for (const [s, e] of listItems(t, k)) {
        if (t[s]!.kind !== 'ident' || t[s + 1]?.text !== ':') continue;
        const inputs = inputsIn(pkg, fn, s + 2, e, locals);
        if (inputs.size > 0) addAll(facts.fieldInputs, fieldKey(t[s]!.text), inputs);
      }
    }
  }
  outParameters(pkg, fn, locals);
  for (const call of calls(pkg, fn)) {
    const target = tainted.get(call.fn);
    if (!target) continue;
    for (const [i, [s, e]] of call.args.entries()) {
      const inputs = call.fn.params[i] ? inputsIn(pkg, fn, s, e, locals) : new Set<string>();
      if (inputs.size > 0) addAll(target, call.fn.params[i]!.name, inputs);
    }
  }
}

/** Fields written as `Field: x == 0` in a keyed literal or `req.Field = x != 1`: the comparison of a value with a number. */
function comparedFields(fn: GoFunction): Map<string, { op: '==' | '!='; value: number }> {
  const t = fn.file.tokens;
  const out = new Map<string, { op: '==' | '!='; value: number }>();
  for (let k = fn.open + 1; k < fn.close; k++) {
    const written = t[k]!.text === ':' || (t[k]!.text === '=' && t[k - 2]?.text === '.');
    const op = t[k + 2]?.text;
    if (!written || t[k - 1]?.kind !== 'ident' || (op !== '==' && op !== '!=')) continue;
    const ends = t[k + 4] === undefined || t[k + 4]!.kind === 'newline' || t[k + 4]!.text === ',';
    if (t[k + 1]?.kind === 'ident' && t[k + 3]?.kind === 'number' && ends)
      out.set(fieldKey(t[k - 1]!.text), { op, value: Number(t[k + 3]!.text) });
  }
  return out;
}

/** Whether the `{` at k opens a composite literal: after its type (`T{`), or with its type left out inside a list (`{{Host: h}}`). */
function isKeyedLiteral(t: Token[], k: number): boolean {
  if (t[k - 1]?.kind === 'ident') return !/(?:Flag|Command)$/.test(t[k - 1]!.text);
  let j = k - 1;
  while (t[j]?.kind === 'newline') j--;
  return t[j]?.text === ',' || (t[j]?.text === '{' && j < k - 1) || (t[j]?.text === '{' && t[j - 1]?.text !== ')');
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
function outParameters(pkg: GoCliPackage, fn: GoFunction, locals: Locals): void {
  const t = fn.file.tokens;
  for (let i = fn.open; i < fn.close; i++) {
    if (t[i]!.text !== '(' || t[i - 1]?.kind !== 'ident') continue;
    const args = listItems(t, i);
    const addressed = args.filter(([s, e]) => e - s === 2 && t[s]!.text === '&').map(([s]) => t[s + 1]!.text);
    if (addressed.length === 0) continue;
    const inputs = args.flatMap(([s, e]) => (t[s]!.text !== '&' ? [...inputsIn(pkg, fn, s, e, locals)] : []));
    if (inputs.length > 0) for (const name of addressed) addAll(locals, name, inputs);
  }
}

/** The keyword a block's header starts with (`if`, `else`, `switch`, `for`, `case`, or the statement's first token). */
export function blockHeader(t: Token[], open: number): number {
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

/** The inputs of the nearest condition a statement runs under: an `if`, `for` or `case` around it that reads some (empty when none). */
function underInput(pkg: GoCliPackage, fn: GoFunction, k: number, locals: Locals): Set<string> {
  const t = fn.file.tokens;
  const none = new Set<string>();
  for (let open = k; open > fn.open; open--) {
    if (t[open]!.text !== '{' || t[open]!.pair! < k) continue;
    const header = blockHeader(t, open);
    const of = (s: number, e: number) => inputsIn(pkg, fn, s, e, locals);
    if (/^(?:if|for)$/.test(t[header]!.text) && of(header + 1, open).size > 0) return of(header + 1, open);
    if (t[header]!.text === 'switch') {
      let label = -1;
      for (let c = open + 1; c < k; c++) {
        if (t[c]!.pair !== undefined && t[c]!.pair! > c) c = t[c]!.pair!;
        else if (t[c]!.text === 'case') label = c;
      }
      const labelInputs = label >= 0 ? of(label + 1, findAtDepth(t, label, k, ':')) : none;
      if (labelInputs.size > 0) return labelInputs;
      if (of(header + 1, open).size > 0) return of(header + 1, open);
    }
  }
  return none;
}
