/**
 * Where a command's action stops before its call, in the second reading (go-cli-reading.ts):
 * the action's top-level `if` chains and tagless `switch`es are walked in order against the
 * command line, each condition turned into a plain expression over the flags given and the
 * number of positional arguments (`ctx.NArg() != 1`, `!ctx.IsSet("dest")`, `args.Present()`
 * after `args = args.Tail()`). The branch taken stops the action when it shows the help or
 * returns something other than nil; a condition this reading cannot evaluate is passed over.
 */
import type { GoCliPackage, GoFunction } from './go-cli-reading.ts';
import { findAtDepth, lineEnd } from './go-cli-reading.ts';
import { type Token, stringValue } from './go-tokens.ts';

/** The command line as the action sees it: every name of each flag given (with its value) and the positional arguments. */
export interface GivenInputs {
  flags: Map<string, string | undefined>;
  /** How many flags the command line gives. */
  count: number;
  positional: number;
}

/** Why the action stops on this command line ("no destination given", "shows the help"), or null. */
export function earlyStop(pkg: GoCliPackage, action: GoFunction, rpc: string, given: GivenInputs): string | null {
  const stop = walkStops(pkg, action, rpc, given, { offset: 0 }, action.open + 1, action.close);
  return stop === ENDS ? null : stop;
}

/** The statements in [from, to) walked in order: the first stop, ENDS where the action reaches its call, or null. */
function walkStops(
  pkg: GoCliPackage,
  action: GoFunction,
  rpc: string,
  given: GivenInputs,
  walk: Walk,
  from: number,
  to: number,
): string | typeof ENDS | null {
  const t = action.file.tokens;
  for (let i = from; i < to; i++) {
    if (t[i]!.kind === 'newline') continue;
    const end = statementEnd(t, i);
    // What the action does once it has called the RPC does not stop the call.
    if (t.slice(i, end).some((x, k) => x.text === rpc && t[i + k - 1]?.text === '.')) return ENDS;
    const text = t[i]!.text;
    if (text === 'if' || (text === 'switch' && t[i + 1]?.text === '{')) {
      const branch =
        text === 'if' ? ifBranch(pkg, action, t, i, end, given, walk) : switchBranch(pkg, action, t, i, given, walk);
      if (branch === undefined) {
        // Not evaluable: whether the arguments move on there is unknown from here on.
        if (movesArgs(t, i, end)) walk.offset = null;
      } else if (branch) {
        const stop = stopOf(t, branch.open, branch.close);
        // A branch that returns what it hands on to (`return SendPaymentRequest(...)`) ends the action there.
        if (stop) return stop;
        // The statements of the branch taken, walked the same way (they move the arguments on): lncli sendpayment's
        // "payment hash argument missing" is in a switch under `case !ctx.Bool(ampFlag.Name):`, which --keysend skips.
        const inner = walkStops(pkg, action, rpc, given, walk, branch.open + 1, branch.close);
        if (inner) return inner;
      }
    } else if (movesArgs(t, i, end)) walk.offset = walk.offset === null ? null : walk.offset + 1;
    i = end;
  }
  return null;
}

interface Walk {
  /** How many arguments `args = args.Tail()` has moved past; null when unknown. */
  offset: number | null;
}

/** The body [open, close] of the branch an if-else chain takes; null when none; undefined when a condition cannot be evaluated. */
function ifBranch(
  pkg: GoCliPackage,
  fn: GoFunction,
  t: Token[],
  start: number,
  end: number,
  given: GivenInputs,
  walk: Walk,
): { open: number; close: number } | null | undefined {
  let at = start;
  while (at < end) {
    if (t[at]!.text === '{') return { open: at, close: t[at]!.pair! };
    // `if cond {` (or `else if cond {`): the header up to the block.
    const open = findAtDepth(t, at + 1, end, '{');
    if (open < 0) return undefined;
    const holds = evaluate(pkg, fn, t, at + 1, open, given, walk);
    if (holds === undefined) return undefined;
    if (holds) return { open, close: t[open]!.pair! };
    at = t[open]!.pair! + 1;
    if (t[at]?.text !== 'else') return null;
    at++;
    if (t[at]!.text === 'if') continue;
  }
  return null;
}

/** The clause a tagless switch takes, as for ifBranch (its body from the label's colon to the next label). */
function switchBranch(
  pkg: GoCliPackage,
  fn: GoFunction,
  t: Token[],
  start: number,
  given: GivenInputs,
  walk: Walk,
): { open: number; close: number } | null | undefined {
  const open = start + 1;
  const close = t[open]!.pair!;
  const labels: number[] = [];
  for (let c = open + 1; c < close; c++) {
    if (t[c]!.pair !== undefined && t[c]!.pair! > c) c = t[c]!.pair!;
    else if (t[c]!.text === 'case' || t[c]!.text === 'default') labels.push(c);
  }
  const bodyOf = (k: number) => ({ open: findAtDepth(t, labels[k]!, close, ':'), close: labels[k + 1] ?? close });
  for (const [k, label] of labels.entries()) {
    if (t[label]!.text === 'default') continue;
    const colon = findAtDepth(t, label, close, ':');
    const holds = evaluate(pkg, fn, t, label + 1, colon, given, walk);
    if (holds === undefined) return undefined;
    if (holds) return bodyOf(k);
  }
  const fallback = labels.findIndex((l) => t[l]!.text === 'default');
  return fallback < 0 ? null : bodyOf(fallback);
}

/** A branch that returns without an error of its own: the action ends there, having made its call. */
const ENDS = Symbol('ends');

/** How a branch [open, close] stops the action: the help shown, the error returned (its first string), ENDS, or null. */
function stopOf(t: Token[], open: number, close: number): string | typeof ENDS | null {
  for (let i = open + 1; i < close; i++) {
    if (t[i]!.pair !== undefined && t[i]!.pair! > i && t[i]!.text === '{') i = t[i]!.pair!;
    else if (/^Show(?:Command|Subcommand|App)Help$/.test(t[i]!.text)) return 'shows the help';
    else if (t[i]!.text === 'return' && t[i + 1]?.text !== 'nil' && t[i + 1]?.kind !== 'newline') {
      const words = t.slice(i, lineEnd(t, i));
      if (words.some((x) => /^Show(?:Command|Subcommand|App)Help$/.test(x.text))) return 'shows the help';
      const message = words.find((x) => x.kind === 'string');
      // A return handing on to another function (`return streamPay(...)`) is the way to the call, not a stop.
      return message ? stringValue(message) : ENDS;
    }
  }
  return null;
}

/** Whether [s, e) holds `args = args.Tail()`. */
function movesArgs(t: Token[], s: number, e: number): boolean {
  for (let i = s; i + 2 < e; i++)
    if (t[i]!.text === 'Tail' && t[i - 1]?.text === '.' && t[i - 3]?.text === '=') return true;
  return false;
}

/** The end of the top-level statement starting at i: past its blocks and its else branches. */
function statementEnd(t: Token[], i: number): number {
  let j = i;
  while (j < t.length && t[j]!.kind !== 'newline') {
    if (t[j]!.pair !== undefined && t[j]!.pair! > j) j = t[j]!.pair!;
    j++;
  }
  return j;
}

const GETTER_VALUES = /^(?:String|Int|Int64|Int32|Uint|Uint64|Uint32|Float64|Bool|BoolT|IsSet)$/;
const CONTEXT_CALLS = /^(?:String|Int|Int64|Int32|Uint|Uint64|Uint32|Float64|Bool|BoolT|IsSet|NArg|NumFlags|Args)$/;

/**
 * A condition [s, e) as a JavaScript expression over the command line, evaluated; undefined
 * when it holds anything else (an error variable, a call this reading does not know).
 */
function evaluate(
  pkg: GoCliPackage,
  fn: GoFunction,
  t: Token[],
  s: number,
  e: number,
  given: GivenInputs,
  walk: Walk,
): boolean | undefined {
  const out: string[] = [];
  const left = () => (walk.offset === null ? null : Math.max(0, given.positional - walk.offset));
  for (let i = s; i < e; i++) {
    const x = t[i]!;
    const call = (name: string) => x.text === name && t[i + 1]?.text === '(';
    if (/^(?:!|&&|\|\||==|!=|<|>|<=|>=|\(|\))$/.test(x.text) || x.kind === 'number') out.push(x.text);
    else if (x.kind === 'string') out.push(JSON.stringify(stringValue(x)));
    else if (x.text === 'true' || x.text === 'false') out.push(x.text);
    else if (x.text === '.' || x.kind === 'newline') continue;
    else if (call('NumFlags')) {
      out.push(String(given.count));
      i = t[i + 1]!.pair!;
    } else if (call('NArg')) {
      out.push(String(given.positional));
      i = t[i + 1]!.pair!;
    } else if (call('Args') && /^(?:Present|Len)$/.test(t[i + 4]?.text ?? '') && t[i + 5]?.text === '(') {
      out.push(t[i + 4]!.text === 'Present' ? String(given.positional > 0) : String(given.positional));
      i = t[i + 5]!.pair!;
    } else if (x.text === 'len' && t[i + 2]?.text !== 'args' && t[i + 4]?.text === 'Args') {
      // len(ctx.Args())
      out.push(String(given.positional));
      i = t[i + 1]!.pair!;
    } else if (x.text === 'args' && t[i + 1]?.text === '.' && /^(?:Present|Len)$/.test(t[i + 2]?.text ?? '')) {
      if (left() === null) return undefined;
      out.push(t[i + 2]!.text === 'Present' ? String(left()! > 0) : String(left()));
      i = t[i + 3]!.pair!;
    } else if (x.text === 'len' && t[i + 2]?.text === 'args' && t[i + 3]?.text === ')') {
      if (left() === null) return undefined;
      out.push(String(left()));
      i += 3;
    } else if (GETTER_VALUES.test(x.text) && t[i - 1]?.text === '.' && t[i + 1]?.text === '(') {
      const flag = pkg.stringOf(fn.file, i + 2, t[i + 1]!.pair!);
      if (!flag) return undefined;
      out.push(getterValue(x.text, given.flags.has(flag), given.flags.get(flag)));
      i = t[i + 1]!.pair!;
    } else if (x.kind === 'ident' && t[i + 1]?.text === '.' && CONTEXT_CALLS.test(t[i + 2]?.text ?? '')) {
      // The context a getter is called on (`ctx.`): the getter stands for the value.
    } else return undefined;
  }
  const expression = out.join(' ');
  try {
    return Boolean(Function(`return (${expression});`)());
  } catch {
    return undefined;
  }
}

/** What a getter returns for a flag given (with its value) or not; a flag not given is Go's zero value. */
function getterValue(getter: string, given: boolean, value: string | undefined): string {
  if (getter === 'IsSet') return String(given);
  if (getter === 'Bool') return String(given && value !== 'false');
  if (getter === 'BoolT') return String(!given || value !== 'false');
  if (getter === 'String') return JSON.stringify(given ? (value ?? '') : '');
  return given && value !== undefined && /^-?\d+(?:\.\d+)?$/.test(value) ? value : '0';
}
