/**
 * The CLI checks' second reading of a CLI's Go source, deliberately simpler than the
 * generator's (src/gofacts/cli/) and sharing no code with it: urfave/cli command literals
 * (`cli.Command{Name: ..., Flags: []cli.Flag{cli.StringFlag{Name: ...}}, Action: ...}`, v1 and
 * v3), the flags each defines, and of its action (and the package functions it calls, three
 * deep): the flags it reads at all, the positional arguments it reads in order (with the
 * decoder each goes through and the flags that make the action skip it), and the request
 * fields it sets from a flag or argument (directly or computed from one).
 */
import type { FlagUnit } from './go-unit-reading.ts';
import { type Token, listItems, stringValue, tokenize } from './go-tokens.ts';

export interface GoFlag {
  kind: string;
  names: string[];
  /** Its `Value:` when a constant (a text, a number, maybe negative, or a bool), as Go holds it. */
  value?: string;
}

export interface GoCommand {
  name: string;
  aliases: string[];
  /** Flags by every name and alias; null when a flag comes from somewhere this reading cannot see. */
  flags: Map<string, GoFlag> | null;
  action: GoFunction | null;
  children: GoCommand[];
  parents: GoCommand[];
}

export interface GoFunction {
  name: string;
  file: GoFile;
  params: { name: string; type: string }[];
  /** Indexes of the body's braces. */
  open: number;
  close: number;
}

interface GoFile {
  path: string;
  tokens: Token[];
}

/** A positional argument read: `args.First()` (the next one) or `args.Get(n)`/`args[n]` (the n-th). */
export interface PositionalRead {
  at: number | 'next';
  decoder: string | null;
  /** The flags under which the action takes another branch and does not read it. */
  unlessFlags: string[];
  line: number;
}

export interface ActionFacts {
  flagsRead: Set<string>;
  positional: PositionalRead[];
  /** Whether an argument list is ranged over or handed on whole (then positional counts are not known). */
  spread: boolean;
  /** Field names (lower case, no underscores) set from a flag or argument, directly or computed from one. */
  fieldsFromInput: Set<string>;
  /** The same fields, each with the inputs it is set from: flag names as the source reads them, ARGS for the positional arguments. */
  fieldInputs: Map<string, Set<string>>;
  /** Fields written as a comparison of a value with a number (`Spend: minConfs == 0`), by field key. */
  comparisons: Map<string, { op: '==' | '!='; value: number }>;
  /** Flags the action (or a function it calls) asks whether they are given (`ctx.IsSet("x")`). */
  testedFlags: Set<string>;
  /** Flags whose value the action converts to another unit before it reaches a field (go-unit-reading.ts), by flag name. */
  units: Map<string, FlagUnit>;
}

const GETTERS = new Set(
  'String StringSlice Int Int64 Int64Slice Int32 Uint Uint64 Uint64Slice Uint32 Float64 Bool BoolT IsSet Duration Timestamp Generic Value Path'.split(
    ' ',
  ),
);

/** The package: its functions, package-level values and command literals, over all its files. */
export class GoCliPackage {
  readonly functions = new Map<string, GoFunction>();
  private readonly values = new Map<string, { file: GoFile; start: number; end: number }>();
  readonly commands: GoCommand[] = [];
  private readonly literalAt = new Map<string, GoCommand>();

  constructor(files: { path: string; source: string }[]) {
    const parsed = files.map((f) => ({ path: f.path, tokens: tokenize(f.source) }));
    for (const file of parsed) this.declarations(file);
    for (const file of parsed) this.commandLiterals(file);
    for (const command of this.commands) for (const child of command.children) child.parents.push(command);
  }

  /** The command at a path (`lncli wallet psbt fund`), the root named like the CLI optional. */
  command(path: string): GoCommand | null {
    const words = path.split(' ');
    const found = this.commands.filter((c) =>
      chains(c).some((chain) => same(chain, words) || same(chain, words.slice(1))),
    );
    return found.length === 1 ? found[0]! : null;
  }

  private declarations(file: GoFile): void {
    const t = file.tokens;
    for (let i = 0; i < t.length; i++) {
      const depth0 = i === 0 || t[i - 1]!.kind === 'newline';
      if (!depth0) continue;
      if (t[i]!.text === 'func') {
        let j = i + 1;
        if (t[j]!.text === '(') j = t[j]!.pair! + 1;
        const name = t[j]!.text;
        const paramsOpen = j + 1;
        let k = t[paramsOpen]!.pair! + 1;
        while (k < t.length && !(t[k]!.text === '{' && t[k + 1]?.kind === 'newline')) k++;
        if (k >= t.length) continue;
        this.functions.set(name, { name, file, params: params(t, paramsOpen), open: k, close: t[k]!.pair! });
        i = t[k]!.pair!;
      } else if (t[i]!.text === 'var' || t[i]!.text === 'const') {
        const group = t[i + 1]!.text === '(';
        const end = group ? t[i + 1]!.pair! : lineEnd(t, i);
        this.valueSpecs(file, group ? i + 2 : i + 1, end);
        i = end;
      }
    }
  }

  private valueSpecs(file: GoFile, start: number, end: number): void {
    const t = file.tokens;
    for (let i = start; i < end; i++) {
      if (t[i]!.kind !== 'ident' || (i > start && t[i - 1]!.kind !== 'newline')) continue;
      const eq = findAtDepth(t, i, lineEnd(t, i), '=');
      if (eq < 0) continue;
      const stop = lineEnd(t, eq);
      this.values.set(t[i]!.text, { file, start: eq + 1, end: stop });
      i = stop;
    }
  }

  /** A package-level string constant or a flag's `.Name`. */
  stringOf(file: GoFile, start: number, end: number): string | null {
    const t = file.tokens;
    // A trailing comma of an argument split over lines (`ctx.Bool(\n"name",\n)`) is no part of it.
    const parts = t.slice(start, end).filter((x) => x.kind !== 'newline');
    if (parts.at(-1)?.text === ',') parts.pop();
    if (parts.length > 0 && parts.every((p, i) => (i % 2 === 0 ? p.kind === 'string' : p.text === '+')))
      return parts
        .filter((p) => p.kind === 'string')
        .map(stringValue)
        .join('');
    const last = parts.at(-1)?.text;
    const name = parts.length === 3 && parts[1]!.text === '.' && last === 'Name' ? parts[0]!.text : null;
    if (name) return this.flagOf(name)?.names[0] ?? null;
    const ident = parts.at(-1);
    if (ident?.kind === 'ident' && (parts.length === 1 || parts.at(-2)?.text === '.')) {
      const value = this.values.get(ident.text);
      return value ? this.stringOf(value.file, value.start, value.end) : null;
    }
    return null;
  }

  private flagOf(varName: string): GoFlag | null {
    const value = this.values.get(varName);
    if (!value) return null;
    const open = findAtDepth(value.file.tokens, value.start, value.end, '{');
    return open < 0 ? null : this.flagLiteral(value.file, value.start, open);
  }

  /** `cli.StringFlag{Name: "x, y", Aliases: []string{"z"}}` (`&` and `*` allowed), from its start to its `{`. */
  private flagLiteral(file: GoFile, start: number, open: number): GoFlag | null {
    const t = file.tokens;
    const type = t.slice(start, open).filter((x) => x.kind === 'ident');
    const kind = /^(\w+)Flag$/.exec(type.at(-1)?.text ?? '')?.[1];
    if (!kind) return null;
    const names: string[] = [];
    let value: string | null = null;
    for (const [s, e] of listItems(t, open)) {
      if (t[s + 1]?.text !== ':') continue;
      if (t[s]!.text === 'Value') value = this.constantOf(file, s + 2, e);
      if (t[s]!.text === 'Name') names.unshift(...(this.stringOf(file, s + 2, e) ?? '').split(/,\s*/));
      if (t[s]!.text === 'Aliases')
        names.push(
          ...t
            .slice(s + 2, e)
            .filter((x) => x.kind === 'string')
            .map(stringValue),
        );
    }
    return names[0] ? { kind, names: names.filter(Boolean), ...(value === null ? {} : { value }) } : null;
  }

  /** A constant value: a text, a number (maybe negative), `true`/`false`, or a package-level name for one; null otherwise. */
  private constantOf(file: GoFile, start: number, end: number): string | null {
    const text = this.stringOf(file, start, end);
    if (text !== null) return text;
    const parts = file.tokens.slice(start, end).filter((x) => x.kind !== 'newline' && x.text !== ',');
    const joined = parts.map((p) => p.text).join('');
    if (/^-?\d+$/.test(joined) || /^(?:true|false)$/.test(joined)) return joined;
    const named = parts.length === 1 && parts[0]!.kind === 'ident' ? this.values.get(parts[0]!.text) : undefined;
    return named ? this.constantOf(named.file, named.start, named.end) : null;
  }

  private commandLiterals(file: GoFile): void {
    const t = file.tokens;
    for (let i = 0; i + 3 < t.length; i++) {
      if (t[i]!.text !== 'cli' || t[i + 1]!.text !== '.' || t[i + 2]!.text !== 'Command' || t[i + 3]!.text !== '{')
        continue;
      // A list (`[]cli.Command{{Name: ...}, ...}`): its literal items, their type left out.
      if (t[i - 1]?.text === ']' || t[i - 2]?.text === ']') this.commandList(file, i, t[i + 3]!.pair! + 1);
      else this.commandAt(file, i + 3);
    }
  }

  private commandAt(file: GoFile, open: number): GoCommand {
    const key = `${file.path}:${open}`;
    const known = this.literalAt.get(key);
    if (known) return known;
    const command: GoCommand = { name: '', aliases: [], flags: new Map(), action: null, children: [], parents: [] };
    this.literalAt.set(key, command);
    this.commands.push(command);
    const t = file.tokens;
    for (const [s, e] of listItems(t, open)) {
      if (t[s + 1]?.text !== ':') continue;
      const field = t[s]!.text;
      if (field === 'Name') command.name = this.stringOf(file, s + 2, e) ?? '';
      else if (field === 'Aliases')
        command.aliases = t
          .slice(s + 2, e)
          .filter((x) => x.kind === 'string')
          .map(stringValue);
      else if (field === 'Flags') command.flags = this.flagList(file, s + 2, e);
      else if (field === 'Action') command.action = this.actionOf(file, s + 2, e);
      else if (field === 'Subcommands' || field === 'Commands') command.children = this.commandList(file, s + 2, e);
    }
    return command;
  }

  /** The flags of a `Flags:` value: a list literal, a package variable holding one, or `append(...)` of those. */
  private flagList(file: GoFile, start: number, end: number): Map<string, GoFlag> | null {
    const t = file.tokens;
    const first = t.slice(start, end).find((x) => x.kind !== 'newline' && x.text !== '&');
    const open = findAtDepth(t, start, end, '{');
    if (first?.text === 'append' && t[t.indexOf(first, start) + 1]?.text === '(') {
      const [head, ...rest] = listItems(t, t.indexOf(first, start) + 1);
      const flags = head ? this.flagList(file, head[0], head[1]) : null;
      return flags && this.flagItems(file, rest, flags);
    }
    if (open < 0) return this.namedFlagList(t.slice(start, end).find((x) => x.kind === 'ident')?.text ?? '');
    return this.flagItems(file, listItems(t, open), new Map());
  }

  /** A flag list held by a package variable or returned by a package function (`PaymentFlags()`). */
  private namedFlagList(name: string): Map<string, GoFlag> | null {
    const value = this.values.get(name);
    if (value) return this.flagList(value.file, value.start, value.end);
    const fn = this.functions.get(name);
    if (!fn) return null;
    const t = fn.file.tokens;
    const ret = t.findIndex((x, i) => i > fn.open && i < fn.close && x.text === 'return');
    return ret < 0 ? null : this.flagList(fn.file, ret + 1, lineEnd(t, ret));
  }

  private flagItems(file: GoFile, items: [number, number][], flags: Map<string, GoFlag>): Map<string, GoFlag> | null {
    const t = file.tokens;
    for (const [s, e] of items) {
      // `append(baseFlags, sharedFlags...)`: a whole list spread in.
      if (t[e - 1]!.text === '...') {
        const spread = this.flagList(file, s, e - 1);
        if (!spread) return null;
        for (const [name, flag] of spread) flags.set(name, flag);
        continue;
      }
      const inner = findAtDepth(t, s, e, '{');
      const flag =
        inner >= 0
          ? this.flagLiteral(file, s, inner)
          : e - s === 1 || (e - s === 3 && t[s + 1]!.text === '.')
            ? this.flagOf(t[e - 1]!.text)
            : null;
      if (!flag) return null;
      for (const name of flag.names) flags.set(name, flag);
    }
    return flags;
  }

  private commandList(file: GoFile, start: number, end: number): GoCommand[] {
    const t = file.tokens;
    const open = findAtDepth(t, start, end, '{');
    if (open < 0) {
      const value = this.values.get(t.slice(start, end).find((x) => x.kind === 'ident')?.text ?? '');
      return value ? this.commandList(value.file, value.start, value.end) : [];
    }
    return listItems(t, open).flatMap(([s, e]) => {
      const literal = findAtDepth(t, s, e, '{');
      if (literal >= 0 && (literal === s || t[literal - 1]!.text === 'Command')) return [this.commandAt(file, literal)];
      const name = t[e - 1]!.text === ')' ? t[t[e - 1]!.pair! - 1]!.text : t[e - 1]!.text;
      return this.namedCommand(name);
    });
  }

  /** A command held by a package variable or returned by a package function. */
  private namedCommand(name: string): GoCommand[] {
    const value = this.values.get(name);
    const fn = this.functions.get(name);
    const [file, start, end] = value
      ? [value.file, value.start, value.end]
      : fn
        ? [fn.file, fn.open, fn.close]
        : [null, 0, 0];
    if (!file) return [];
    const t = file.tokens;
    for (let i = start; i + 3 < end; i++)
      if (t[i]!.text === 'cli' && t[i + 2]!.text === 'Command' && t[i + 3]!.text === '{')
        return [this.commandAt(file, i + 3)];
    return [];
  }

  /** The function an `Action:` runs: the last package function named in it (`actionDecorator(sendPayment)`). */
  private actionOf(file: GoFile, start: number, end: number): GoFunction | null {
    const t = file.tokens;
    if (t[start]!.text === 'func') {
      const open = findAtDepth(t, start, end, '{');
      return { name: '(closure)', file, params: params(t, start + 1), open, close: t[open]!.pair! };
    }
    const names = t.slice(start, end).filter((x) => x.kind === 'ident' && this.functions.has(x.text));
    return names.length > 0 ? this.functions.get(names.at(-1)!.text)! : null;
  }
}

function params(t: Token[], open: number): { name: string; type: string }[] {
  return listItems(t, open).map(([s, e]) => ({
    name: t[s]!.text,
    type: t
      .slice(s + 1, e)
      .map((x) => x.text)
      .join(''),
  }));
}

function chains(command: GoCommand, seen = new Set<GoCommand>()): string[][] {
  if (seen.has(command)) return [];
  seen.add(command);
  if (command.parents.length === 0) return [[command.name]];
  return command.parents.flatMap((p) => chains(p, seen).map((c) => [...c, command.name]));
}

function same(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The end of the line a statement at `i` sits on (brackets opened on it included). */
export function lineEnd(t: Token[], i: number): number {
  for (let j = i; j < t.length; j++) {
    const x = t[j]!;
    if (x.pair !== undefined && x.pair > j) j = x.pair;
    else if (x.kind === 'newline' || x.text === ';') return j;
  }
  return t.length;
}

/** The first token with this text in [start, end) outside brackets opened in it, or -1. */
export function findAtDepth(t: Token[], start: number, end: number, text: string): number {
  for (let j = start; j < end; j++) {
    if (t[j]!.text === text) return j;
    if (t[j]!.pair !== undefined && t[j]!.pair! > j) j = t[j]!.pair!;
  }
  return -1;
}

export { GETTERS };
