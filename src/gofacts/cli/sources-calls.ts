/**
 * Where a call's result comes from: the value-source rules for calls (an enum parser, a prompt,
 * a text read as a bool, a conversion or method, a helper given the context), and the forms a
 * call gives its arguments' values (added to the clock, parsed by another module).
 */
import { type CondExpr, parseCondExpr } from '../go-cond.ts';
import { textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import { type GoRule, firstAnswer } from '../go-rules.ts';
import { childrenOf } from '../go-statements.ts';
import { helperScope, isPackage, returnValues, valueHelperScope } from './action-scope.ts';
import type { Choice, CliReader, Scope, Source, SourceForm } from './input-types.ts';
import { readsStandardInput } from './standard-input.ts';
import { boolWords, switchPick } from './switch-picks.ts';
import { UNIT_METHOD_RULE } from './unit-scales.ts';

type Call = CondExpr & { kind: 'call' };

/** A question to the call rules: the call, which of its results, and what the rules share (read once, on demand). */
export interface CallQuery {
  call: Call;
  scope: Scope;
  at: number;
  seen: Set<string>;
  /** Which result of the call (`id, label, args, err := parseIDOrLabel(ctx)`: 1 for label). */
  index: number;
  reader: CliReader;
  /** The scope of the helper the call hands the context to, or null. */
  helper: () => Scope | null;
  /** The sources of the call's arguments. */
  fromArgs: () => Source[];
}

/** A question to the form rules: a call and where it is made. */
interface FormQuery {
  call: Call;
  scope: Scope;
  at: number;
}

/** How a call changes its arguments' values (the first rule that answers). */
export const FORM_RULES: readonly GoRule<FormQuery, SourceForm>[] = [
  {
    name: 'added to the clock',
    example: 'expiry := time.Now().Add(time.Duration(ctx.Uint64("expiry")) * time.Second).Unix()',
    apply: ({ call, scope }) => {
      let target: CondExpr = call.callee;
      while (target.kind === 'selector' || target.kind === 'call') {
        if (
          target.kind === 'call' &&
          target.callee.kind === 'selector' &&
          target.callee.field === 'Now' &&
          target.callee.target.kind === 'ident' &&
          scope.file.imports.get(target.callee.target.name) === 'time'
        )
          return { fromNow: true };
        target = target.kind === 'selector' ? target.target : target.callee;
      }
      return null;
    },
  },
  {
    name: "another module's parser",
    // Its first path element is a host name (github.com/...): the text form it reads is not in the files read.
    example: 'flags, err := session.Parse(ctx.String("privacy-flags"))',
    apply: ({ call, scope, at }) => {
      if (
        call.callee.kind !== 'selector' ||
        call.callee.target.kind !== 'ident' ||
        !isPackage(call.callee.target, scope, at)
      )
        return null;
      const path = scope.file.imports.get(call.callee.target.name) ?? '';
      return path.split('/')[0]!.includes('.') ? { via: `${call.callee.target.name}.${call.callee.field}` } : null;
    },
  },
];

/** How a call changes its arguments' values (`time.Now().Add(d)`, `session.Parse(s)`), or null for anything else. */
export function callForm(call: Call, scope: Scope, at: number): SourceForm | null {
  return firstAnswer(FORM_RULES, { call, scope, at });
}

/**
 * A package function turning a text argument into an enum constant with a `switch` on its
 * parameter (lncli's `parseAddrType(ctx.Args().Get(1))`): per parameter index, the texts it accepts.
 */
function parserChoices({ call, scope, reader }: CallQuery): Map<number, Choice[]> {
  const byParam = new Map<number, Choice[]>();
  if (call.callee.kind !== 'ident') return byParam;
  const decl = reader.program.activeDecl(reader.program.packageOf(scope.file), call.callee.name);
  const body = decl?.kind === 'func' ? decl.node.getChild('Block') : null;
  if (!decl || !body) return byParam;
  const params = (decl.node.getChild('Parameters')?.getChildren('Parameter') ?? []).flatMap((p) =>
    p.getChildren('DefName').map((n) => textOf(decl.file, n)),
  );
  for (const ret of descendants(body, 'ReturnStatement')) {
    const first = childrenOf(ret).find((n) => n.name !== 'return');
    if (!first) continue;
    const picked = switchPick(decl.file, body, ret.from, parseCondExpr(textOf(decl.file, first)));
    const index = picked?.tag.kind === 'ident' ? params.indexOf(picked.tag.name) : -1;
    if (picked && index >= 0) byParam.set(index, [...(byParam.get(index) ?? []), ...picked.choices]);
  }
  return byParam;
}

/** A call of a package function that reads standard input (lncli's `capturePassword(...)`). */
function readsPrompt({ call, scope, reader }: CallQuery): boolean {
  if (call.callee.kind !== 'ident') return false;
  const decl = reader.program.activeDecl(reader.program.packageOf(scope.file), call.callee.name);
  const body = decl?.kind === 'func' ? decl.node.getChild('Block') : null;
  return !!decl && !!body && readsStandardInput(reader.program, decl.file, body);
}

/** The value-source rules for a call's result, in the order they are tried (the last answers for any call). */
export const CALL_RULES: readonly GoRule<CallQuery, Source[]>[] = [
  {
    name: 'enum parser',
    example:
      'func parseAddrType(s string) (lnrpc.AddressType, error) {\n\tswitch s {\n\tcase "p2tr":\n\t\treturn lnrpc.AddressType_TAPROOT_PUBKEY, nil\n\t}\n\treturn 0, errors.New("unknown address type")\n}\naddrType, err := parseAddrType(ctx.Args().Get(1))',
    apply: (q) => {
      if (q.helper()) return null;
      const parsed = [...parserChoices(q)].flatMap(([i, choices]) =>
        q.call.args[i] ? q.reader.sources(q.call.args[i]!, q.scope, q.at, q.seen).map((s) => ({ ...s, choices })) : [],
      );
      return parsed.length > 0 ? parsed : null;
    },
  },
  {
    name: 'prompt function',
    // Only what the call's arguments do not give: tapcli's `readFile(path)` reads stdin only for a path of "-".
    example:
      'func capturePassword(prompt string) (string, error) {\n\treader := bufio.NewReader(os.Stdin)\n\treturn reader.ReadString(\'\\n\')\n}\npw, err := capturePassword("Input wallet password: ")',
    apply: (q) => (!q.helper() && q.fromArgs().length === 0 && readsPrompt(q) ? [{ kind: 'prompt' }] : null),
  },
  {
    name: 'text read as bool',
    example:
      'func isValidBool(s string) (bool, error) {\n\tswitch s {\n\tcase "true":\n\t\treturn true, nil\n\tcase "false":\n\t\treturn false, nil\n\tdefault:\n\t\treturn false, errors.New("not a bool")\n\t}\n}\nallowInsert, err := isValidBool(ctx.String("allow_insert"))',
    apply: ({ call, scope, at, index, reader, helper }) => {
      const read = helper() ?? valueHelperScope(reader.program, call, scope, at);
      const words = read ? boolWords(read, index) : null;
      return words ? reader.sources(words.tag, read!, words.at).map((s) => ({ ...s, choices: words.choices })) : null;
    },
  },
  UNIT_METHOD_RULE,
  {
    name: 'conversion or method',
    // A method's receiver carries the value too (`hex.DecodeString(s)` gives s, `amt.ToSatoshis()` amt).
    example: 'amt := int64(ctx.Int("amt"))',
    apply: ({ call, scope, at, seen, reader, helper, fromArgs }) => {
      if (helper()) return null;
      const receiver =
        call.callee.kind === 'selector' && !isPackage(call.callee.target, scope, at)
          ? reader.sources(call.callee.target, scope, at, seen)
          : [];
      return [...fromArgs(), ...receiver];
    },
  },
  {
    name: 'context helper',
    // What the helper returns, and the call's other arguments, which still flow into the result.
    example:
      'func parseChannelPoint(ctx *cli.Context) string {\n\treturn ctx.String("funding_txid")\n}\nchanPoint := parseChannelPoint(ctx)',
    apply: ({ call, scope, at, seen, index, reader, helper }) => {
      const read = helper();
      if (!read) return null;
      const returned = returnValues(read, index).flatMap(({ value, at: retAt }) => reader.sources(value, read, retAt));
      return [
        ...returned,
        ...call.args
          .filter((a) => !(a.kind === 'ident' && a.name === scope.ctx))
          .flatMap((a) => reader.sources(a, scope, at, seen)),
      ];
    },
  },
];

/** Remembers a value computed on first use. */
function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) [value, done] = [compute(), true];
    return value;
  };
}

/** The sources of a call's result at `index`: none for what an RPC answers, else the call rules' answer in the call's form. */
export function callSources(
  reader: CliReader,
  call: Call,
  scope: Scope,
  at: number,
  seen: Set<string>,
  index: number,
): Source[] {
  // What an RPC answers (`quote, err := client.GetLoopInQuote(ctx, quoteReq)`) comes from the daemon, not from the arguments.
  if (reader.isRpcCall(call, scope)) return [];
  const helper = once(() => helperScope(reader.program, call, scope, at));
  const fromArgs = once(() => call.args.flatMap((a) => reader.sources(a, scope, at, seen)));
  const plain = firstAnswer(CALL_RULES, { call, scope, at, seen, index, reader, helper, fromArgs }) ?? [];
  const form = callForm(call, scope, at);
  return form ? plain.map((s) => ({ ...s, ...form, ...(s.via ? { via: s.via } : {}) })) : plain;
}
