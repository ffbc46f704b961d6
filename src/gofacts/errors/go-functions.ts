/**
 * The functions and methods of a release's RPC-layer Go files, indexed for the error reading:
 * methods by receiver type and by name, functions by package, and each service's handler
 * type (the receiver type declaring the most of the service's RPCs by name: lnd's
 * `*rpcServer` for `lnrpc.Lightning`, tapd's `*RPCServer`, loop's `*swapClientServer`).
 */
import type { SyntaxNode } from '@lezer/common';
import { satisfies } from '../build-constraint.ts';
import { type GoFile, namedChildren, textOf } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';

/** A function or method declaration with a body. */
export interface GoFunction {
  /** `Name`, or `Type.Name` for a method: how `via` names it. */
  label: string;
  name: string;
  /** Receiver type without `*`, qualified by the package folder; null for a function. */
  receiverKey: string | null;
  /** The receiver's variable (`r` in `func (r *rpcServer)`), or null. */
  receiverName: string | null;
  file: GoFile;
  /** The FunctionDecl or MethodDecl node. */
  node: SyntaxNode;
  body: SyntaxNode;
}

export class GoFunctions {
  /** Receiver key -> method name -> method. */
  readonly byReceiver = new Map<string, Map<string, GoFunction>>();
  /** Method name -> every receiver's method of that name. */
  readonly methodsNamed = new Map<string, GoFunction[]>();
  /** `dir\0name` -> function. */
  private readonly functions = new Map<string, GoFunction>();

  constructor(
    readonly program: GoProgram,
    files: GoFile[],
  ) {
    for (const file of files.filter((f) => satisfies(f.constraint, program.tags))) {
      for (const fn of declaredFunctions(file)) {
        if (fn.receiverKey === null) {
          const key = `${file.dir}\0${fn.name}`;
          if (!this.functions.has(key)) this.functions.set(key, fn);
          continue;
        }
        const methods = this.byReceiver.get(fn.receiverKey) ?? new Map<string, GoFunction>();
        if (methods.has(fn.name)) continue;
        methods.set(fn.name, fn);
        this.byReceiver.set(fn.receiverKey, methods);
        this.methodsNamed.set(fn.name, [...(this.methodsNamed.get(fn.name) ?? []), fn]);
      }
    }
  }

  /** A package-level function of the folder, when read. */
  functionIn(dir: string, name: string): GoFunction | undefined {
    return this.functions.get(`${dir}\0${name}`);
  }

  /** The receiver type's methods declaring the most of the RPCs (at least half of them), or null. */
  handlerType(rpcs: string[]): Map<string, GoFunction> | null {
    let best: Map<string, GoFunction> | null = null;
    let bestCount = 0;
    for (const [, methods] of [...this.byReceiver].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const count = rpcs.filter((r) => methods.has(r)).length;
      if (count > bestCount) {
        best = methods;
        bestCount = count;
      }
    }
    return best && bestCount * 2 >= rpcs.length ? best : null;
  }
}

function declaredFunctions(file: GoFile): GoFunction[] {
  const out: GoFunction[] = [];
  for (let node = file.tree.topNode.firstChild; node; node = node.nextSibling) {
    const body = node.getChild('Block');
    if (!body) continue;
    if (node.name === 'FunctionDecl') {
      const nameNode = node.getChild('DefName');
      if (!nameNode) continue;
      const name = textOf(file, nameNode);
      out.push({ label: name, name, receiverKey: null, receiverName: null, file, node, body });
    } else if (node.name === 'MethodDecl') {
      const receiver = node.getChild('Parameters')?.getChild('Parameter');
      const nameNode = node.getChild('FieldName');
      const typeNode = receiver?.getChild('PointerType')?.getChild('TypeName') ?? receiver?.getChild('TypeName');
      if (!receiver || !nameNode || !typeNode) continue;
      const receiverName = receiver.getChild('DefName');
      const name = textOf(file, nameNode);
      const type = textOf(file, typeNode);
      out.push({
        label: `${type}.${name}`,
        name,
        receiverKey: `${file.dir}/${type}`,
        receiverName: receiverName ? textOf(file, receiverName) : null,
        file,
        node,
        body,
      });
    }
  }
  return out;
}

/** The parameters of a function or method (not the receiver): name and the type's text. */
export function parametersOf(fn: GoFunction): { name: string; type: string }[] {
  const lists = fn.node.getChildren('Parameters');
  const params = fn.receiverKey === null ? lists[0] : lists[1];
  if (!params) return [];
  const out: { name: string; type: string }[] = [];
  for (const param of params.getChildren('Parameter')) {
    const parts = namedChildren(param);
    const typeNode = parts.at(-1);
    if (!typeNode) continue;
    for (const name of parts.filter((p) => p.name === 'DefName'))
      out.push({ name: textOf(fn.file, name), type: textOf(fn.file, typeNode) });
  }
  return out;
}
