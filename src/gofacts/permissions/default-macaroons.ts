/**
 * The macaroons a daemon bakes by default and what each allows. Configured in
 * content/sources.json per release (`macaroons`: file name and the Go name of its op list,
 * e.g. lnd's `readPermissions` or `adminPermissions`, or "*" for a macaroon holding every
 * permission), plus lnd's sub-server macaroons found in the Go source: a package that
 * declares a `"<name>.macaroon"` file name (constant or variable) and bakes it from a `[]bakery.Op`
 * list (`NewMacaroon(..., macaroonOps...)`).
 */
import { satisfies } from '../build-constraint.ts';
import { toExpr } from '../go-expr.ts';
import { type GoFile, GoSourceError, lineOf } from '../go-file.ts';
import { type GoDecl, type GoProgram, descendants } from '../go-program.ts';
import { type Op, isOpsVar, opsOfFunction, readOps } from './permission-tables.ts';

/** A configured default macaroon (sources.json). */
export interface MacaroonConfig {
  file: string;
  /** Go name of a []bakery.Op variable or a function composing them, or "*" for all permissions. */
  ops: string;
  /** Plain-words note shown with it (LiT's super macaroon). */
  note?: string | undefined;
}

export interface DefaultMacaroon {
  file: string;
  ops: Op[];
  allowsAll: boolean;
  note: string;
  /** The Go package of the sub-server that bakes it, or null. */
  subServer: string | null;
  /** Where its op list is declared, when read from Go. */
  declared: { file: GoFile; line: number } | null;
}

/** The daemon's default macaroons: configured ones first, then sub-server macaroons by file name. */
export function defaultMacaroons(program: GoProgram, configs: MacaroonConfig[], allOps: Op[]): DefaultMacaroon[] {
  const configured = configs.map((config): DefaultMacaroon => {
    if (config.ops === '*')
      return {
        file: config.file,
        ops: allOps,
        allowsAll: true,
        note: config.note ?? '',
        subServer: null,
        declared: null,
      };
    const decl = findDecl(program, config.ops);
    if (!decl) {
      throw new GoSourceError(`the op list "${config.ops}" of ${config.file} is not declared in the permission files`, {
        hint: 'Name a package-level []bakery.Op variable or a function composing them (macaroons[].ops in content/sources.json), or "*".',
      });
    }
    const ops = decl.kind === 'func' ? opsOfFunction(program, decl) : readOps(program, decl.value!, 0);
    return {
      file: config.file,
      ops,
      allowsAll: false,
      note: config.note ?? '',
      subServer: null,
      declared: { file: decl.file, line: lineOf(decl.file, decl.node.from) },
    };
  });
  return [...configured, ...subServerMacaroons(program).filter((m) => !configured.some((c) => c.file === m.file))];
}

function findDecl(program: GoProgram, name: string): GoDecl | undefined {
  for (const pkg of program.packages.values()) {
    const decl = program.activeDecl(pkg, name);
    if (decl && (decl.kind === 'func' || isOpsVar(decl))) return decl;
  }
  return undefined;
}

/** Sub-server macaroons: a "x.macaroon" name and the op list spread into NewMacaroon(...) in the same package. */
function subServerMacaroons(program: GoProgram): DefaultMacaroon[] {
  const found: DefaultMacaroon[] = [];
  for (const pkg of program.packages.values()) {
    const activeFiles = pkg.files.filter((f) => satisfies(f.constraint, program.tags));
    const fileNames = [...pkg.decls.values()]
      .flat()
      .filter((d) => d.active && (d.kind === 'const' || d.kind === 'var') && d.value)
      .map((d) => program.stringValue(d.value!))
      .filter((v): v is string => v !== null && /^[\w-]+\.macaroon$/.test(v));
    const baked = new Set<GoDecl>();
    for (const file of activeFiles) {
      for (const node of descendants(file.tree.topNode, 'CallExpr')) {
        const call = toExpr(file, node);
        // The macaroon service's NewMacaroon(ctx, rootKeyID, ops...) bakes it.
        if (
          call.kind !== 'call' ||
          !call.spread ||
          call.callee.kind !== 'selector' ||
          call.callee.field !== 'NewMacaroon'
        )
          continue;
        const last = call.args.at(-1);
        const decl = last ? program.resolve(file, last) : undefined;
        if (decl && isOpsVar(decl)) baked.add(decl);
      }
    }
    if (fileNames.length !== 1 || baked.size !== 1) continue;
    const decl = [...baked][0]!;
    found.push({
      file: fileNames[0]!,
      ops: readOps(program, decl.value!, 0),
      allowsAll: false,
      note: `baked by the ${pkg.name} sub-server`,
      subServer: pkg.name,
      declared: { file: decl.file, line: lineOf(decl.file, decl.node.from) },
    });
  }
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
