/**
 * What one Go expression says about an error: the message an error constructor call builds
 * (`errors.New`, `fmt.Errorf`, gRPC's `status.Error(f)`) with its status code, and the
 * package-level error variable (a sentinel: `var ErrX = errors.New(...)`) a name stands for.
 * Format verbs become `…`; a `%w` whose argument is a known sentinel shows that sentinel's
 * own message instead, since `err.Error()` prints it there.
 */
import { type GoExpr, qualifiedName } from '../go-expr.ts';
import type { GoDecl, GoProgram } from '../go-program.ts';
import type { GrpcCodeName } from '../../proto/model-types.ts';
import { GRPC_CODE_NAMES } from '../../shared/error-kinds.ts';

/** An error a constructor call or sentinel builds. */
export interface ConstructedError {
  message: string;
  /** The `codes.X` of a status constructor, else null (gRPC then sends Unknown). */
  code: GrpcCodeName | null;
}

/** A package-level error variable. */
export interface Sentinel extends ConstructedError {
  /** `invoices.ErrInvoiceNotFound`: the Go package name and the variable. */
  name: string;
  decl: GoDecl;
}

/** Constructor -> index of its message (format) argument; a status constructor's code comes first. */
const CONSTRUCTORS: Record<string, number> = {
  'errors.New': 0,
  'fmt.Errorf': 0,
  'status.Error': 1,
  'status.Errorf': 1,
  'status.New': 1,
  'status.Newf': 1,
};

const CODE_NAMES: ReadonlySet<string> = new Set(GRPC_CODE_NAMES);

/** True when the call is one of the error constructors (whatever its message). */
export function isConstructorCall(call: GoExpr & { kind: 'call' }): boolean {
  const name = qualifiedName(call.callee);
  return name !== null && name in CONSTRUCTORS;
}

/** The gRPC code of a `codes.X` argument, or null. */
export function codeOf(expr: GoExpr | undefined): GrpcCodeName | null {
  if (expr?.kind !== 'selector' || expr.target.kind !== 'ident' || expr.target.name !== 'codes') return null;
  return CODE_NAMES.has(expr.field) ? (expr.field as GrpcCodeName) : null;
}

/** The error a constructor call builds, or null (not a constructor, or a message not known at build time). */
export function constructedError(
  program: GoProgram,
  call: GoExpr & { kind: 'call' },
  depth = 0,
): ConstructedError | null {
  const name = qualifiedName(call.callee);
  const position = name === null ? undefined : CONSTRUCTORS[name];
  const argument = position === undefined ? undefined : call.args[position];
  if (!argument) return null;
  const text = program.stringValue(argument);
  if (text === null) return null;
  const args = call.args.slice(position! + 1);
  const message = name!.endsWith('f')
    ? formatPlaceholders(text, (i, verb) =>
        verb === 'w' && depth < 3 ? wrappedMessage(program, args[i], depth) : null,
      )
    : text;
  const shown = message.replace(/\s+/g, ' ').trim();
  // `fmt.Errorf("%w", err)` and the like pass another error on: nothing of their own to say.
  if (!/[a-z]{2}/i.test(shown.replace(/…/g, ''))) return null;
  return { message: shown, code: position === 1 ? codeOf(call.args[0]) : null };
}

/** The message of a sentinel passed to `%w`, or null when the argument is not one. */
function wrappedMessage(program: GoProgram, argument: GoExpr | undefined, depth: number): string | null {
  return argument ? (sentinelOf(program, argument, depth + 1)?.message ?? null) : null;
}

/** The package-level error variable a name (`ErrX`, `pkg.ErrX`) stands for, when its value is a known constructor call. */
export function sentinelOf(program: GoProgram, expr: GoExpr, depth = 0): Sentinel | null {
  if (expr.kind !== 'ident' && expr.kind !== 'selector') return null;
  const decl = program.resolve(expr.file, expr);
  if (decl?.kind !== 'var' || decl.value?.kind !== 'call') return null;
  const built = constructedError(program, decl.value, depth);
  return built ? { ...built, name: `${decl.file.packageName}.${decl.name}`, decl } : null;
}

/**
 * Go format verbs (`%v`, `%w`, `%.2f`, `%x`) as `…`, `%%` as `%`; `replace(i, verb)` may give
 * the text for the i-th verb's argument instead (null keeps `…`).
 */
export function formatPlaceholders(format: string, replace?: (index: number, verb: string) => string | null): string {
  let index = 0;
  return format.replace(/%(%|[-+# 0]*(\d+|\*)?(\.(\d+|\*))?[a-zA-Z])/g, (_match, verb: string) => {
    if (verb === '%') return '%';
    const shown = replace?.(index, verb.at(-1)!) ?? null;
    index++;
    return shown ?? '…';
  });
}
