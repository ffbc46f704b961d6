/**
 * Of a command's action, in the second reading (go-cli-reading.ts): whether it reaches a call
 * of an RPC (`client.Transfer(`), the flags it calls it only under (`if ctx.Bool("psbt") {
 * return openChannelPsbt(...) }`), and the words a `switch` on an input picks a Go constant
 * for (`case "urgent", "now": req.Kind = ledgerrpc.TransferKind_URGENT`).
 */
import { blockHeader, calls, reach } from './go-action-reading.ts';
import { type GoCliPackage, type GoFunction, findAtDepth } from './go-cli-reading.ts';
import { type Token, stringValue } from './go-tokens.ts';

/** Where a function calls the RPC by its Go method name (`.Transfer(`), token indexes. */
function rpcCalls(fn: GoFunction, rpc: string): number[] {
  const t = fn.file.tokens;
  const out: number[] = [];
  for (let i = fn.open; i < fn.close; i++)
    if (t[i]!.text === rpc && t[i - 1]?.text === '.' && t[i + 1]?.text === '(') out.push(i);
  return out;
}

/**
 * Whether the action calls the RPC: itself, a package function it calls, or one it hands on as
 * a value (lncli sendpayment passes `routerRPCSendPayment` to the function that sends), four deep.
 */
export function callsRpc(pkg: GoCliPackage, action: GoFunction, rpc: string): boolean {
  const seen = new Set<GoFunction>([action]);
  let layer = [action];
  for (let depth = 0; depth <= 4 && layer.length > 0; depth++) {
    if (layer.some((fn) => rpcCalls(fn, rpc).length > 0)) return true;
    const next: GoFunction[] = [];
    for (const fn of layer)
      for (const x of fn.file.tokens.slice(fn.open, fn.close)) {
        const named = x.kind === 'ident' ? pkg.functions.get(x.text) : undefined;
        if (named && !seen.has(named)) {
          seen.add(named);
          next.push(named);
        }
      }
    layer = next;
  }
  return false;
}

/**
 * The bool flags the action reaches the RPC's call only under: each `if` around the call (or
 * around the call of the function that makes it) whose condition is one flag tested as given.
 * Empty when some way to the call needs none.
 */
export function callSwitches(pkg: GoCliPackage, action: GoFunction, rpc: string): string[] {
  const ways = waysTo(pkg, action, rpc, 0);
  if (ways.length === 0) return [];
  const sets = ways.map((way) => new Set(way));
  return [...sets[0]!].filter((flag) => sets.every((s) => s.has(flag)));
}

/** Per way to the call from a function: the flags the `if`s around it test. */
function waysTo(pkg: GoCliPackage, fn: GoFunction, rpc: string, depth: number): string[][] {
  const out = rpcCalls(fn, rpc).map((at) => switchesAround(pkg, fn, at));
  if (depth >= 3) return out;
  for (const call of calls(pkg, fn)) {
    if (call.fn === fn) continue;
    for (const way of waysTo(pkg, call.fn, rpc, depth + 1)) out.push([...switchesAround(pkg, fn, call.at), ...way]);
  }
  return out;
}

/** The flags of the `if ctx.Bool("x") {` / `if ctx.IsSet("x") {` blocks around a token. */
function switchesAround(pkg: GoCliPackage, fn: GoFunction, at: number): string[] {
  const t = fn.file.tokens;
  const out: string[] = [];
  for (let open = at; open > fn.open; open--) {
    if (t[open]!.text !== '{' || t[open]!.pair! < at) continue;
    const header = blockHeader(t, open);
    if (t[header]!.text !== 'if' || t[header - 1]?.text === 'else') continue;
    const words = t.slice(header + 1, open).filter((x) => x.kind !== 'newline');
    // `ctx . Bool ( "psbt" )`: exactly one getter on the context.
    if (words.length >= 5 && words[1]!.text === '.' && /^(?:Bool|IsSet)$/.test(words[2]!.text)) {
      const close = t.indexOf(words.at(-1)!, header);
      if (words.at(-1)!.text !== ')' || t[close]!.pair !== t.indexOf(words[3]!, header)) continue;
      const flag = pkg.stringOf(fn.file, t.indexOf(words[3]!, header) + 1, close);
      if (flag) out.push(flag);
    }
  }
  return out;
}

/** The words each `switch` of the action on a text picks a constant for: word → the Go constants assigned under its case. */
export function stringChoices(pkg: GoCliPackage, action: GoFunction): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const fn of reach(pkg, action)) {
    const t = fn.file.tokens;
    for (let i = fn.open; i < fn.close; i++) {
      if (t[i]!.text !== 'switch') continue;
      const open = findAtDepth(t, i, fn.close, '{');
      if (open < 0) continue;
      for (const [words, body] of caseClauses(pkg, fn, open)) {
        const constant = assignedConstant(t, body[0], body[1]);
        if (!constant) continue;
        for (const word of words) out.set(word, [...(out.get(word) ?? []), constant]);
      }
      i = open;
    }
  }
  return out;
}

/**
 * The labels of each `case` of a switch block, and the range of its body: its strings, or for a
 * case testing one flag (`case ctx.IsSet("uptime"):`, faraday's metric) the flag as `--uptime`.
 */
function caseClauses(pkg: GoCliPackage, fn: GoFunction, open: number): [string[], [number, number]][] {
  const t = fn.file.tokens;
  const close = t[open]!.pair!;
  const labels: number[] = [];
  for (let c = open + 1; c < close; c++) {
    if (t[c]!.pair !== undefined && t[c]!.pair! > c) c = t[c]!.pair!;
    else if (t[c]!.text === 'case' || t[c]!.text === 'default') labels.push(c);
  }
  return labels.flatMap((label, k): [string[], [number, number]][] => {
    if (t[label]!.text !== 'case') return [];
    const colon = findAtDepth(t, label, close, ':');
    const label_ = t.slice(label + 1, colon).filter((x) => x.kind !== 'newline');
    const body: [number, number] = [colon + 1, labels[k + 1] ?? close];
    if (label_.length >= 5 && label_[1]!.text === '.' && /^(?:Bool|IsSet)$/.test(label_[2]!.text)) {
      const flag = pkg.stringOf(fn.file, t.indexOf(label_[3]!, label) + 1, t.indexOf(label_.at(-1)!, label));
      return flag ? [[[`--${flag}`], body]] : [];
    }
    const words = label_.filter((x) => x.kind === 'string');
    return words.length > 0 ? [[words.map(stringValue), body]] : [];
  });
}

/** The first `x = pkg.Type_CONSTANT` (or `Field: pkg.Type_CONSTANT`, `return pkg.Type_CONSTANT, nil`) in a case body: its constant's name. */
function assignedConstant(t: Token[], s: number, e: number): string | null {
  for (let i = s; i < e; i++) {
    if (!/^(?:=|:=|:|return)$/.test(t[i]!.text)) continue;
    const value = t.slice(i + 1, e).filter((x) => x.kind !== 'newline');
    const name = value[0]?.text === '.' ? null : value.length >= 3 && value[1]!.text === '.' ? value[2]! : value[0];
    if (name?.kind === 'ident' && /_[A-Z0-9]/.test(name.text)) return name.text;
  }
  return null;
}
