/**
 * Which RPCs a CLI command calls, read from its Action function: a call `x.Method(...)`
 * where `x` is a gRPC client of a documented service (a parameter typed `lnrpc.LightningClient`,
 * a variable set from `lnrpc.NewLightningClient(conn)` or from a helper whose result is a
 * client type or an interface embedding client types) and Method is an RPC of that service.
 * Helper functions the action calls are followed a few levels deep.
 */
import type { SyntaxNode } from '@lezer/common';
import { type GoExpr, type GoType, toExpr, toType } from '../go-expr.ts';
import { type GoFile, namedChildren } from '../go-file.ts';
import { type GoDecl, type GoProgram, descendants, funcOf } from '../go-program.ts';
import type { CondExpr } from '../go-cond.ts';

/** A documented proto service: what a Go client type can be matched against. */
export interface KnownService {
  /** lnrpc.Lightning */
  fullName: string;
  name: string;
  /** Proto package: lnrpc */
  protoPackage: string;
  methods: Set<string>;
}

/** An RPC a command calls and how many helper calls deep the call sits (0: in the action itself). */
export interface RpcCall {
  rpc: string;
  depth: number;
}

const MAX_DEPTH = 4;
/** Marks a service of another daemon in the tracer's bindings. */
const FOREIGN = 'foreign:';

/** Traces RPC calls from Action expressions; one instance per CLI release (memoized per function). */
export class RpcCallTracer {
  private readonly memo = new Map<GoDecl, Map<string, number>>();
  /** The names bound to clients in each function read by isClientCall, by file and offset. */
  private readonly clientsOf = new Map<string, Map<string, string[]>>();

  constructor(
    private readonly program: GoProgram,
    private readonly services: KnownService[],
  ) {}

  private traceAction(action: GoExpr): Map<string, number> {
    const found = new Map<string, number>();
    const visitExpr = (expr: GoExpr) => {
      if (expr.kind === 'func') this.collect(expr.file, expr.node, new Map(), found, new Set());
      else if (expr.kind === 'ident' || expr.kind === 'selector') {
        const decl = this.program.resolve(expr.file, expr);
        if (decl?.kind === 'func') merge(found, this.callsOfFunc(decl, new Set()), 0);
      } else if (expr.kind === 'call') {
        // actionDecorator(getInfo): the wrapped functions are the action.
        visitExpr(expr.callee);
        expr.args.forEach(visitExpr);
      } else if (expr.kind === 'unary') visitExpr(expr.operand);
    };
    visitExpr(action);
    return found;
  }

  /** RPCs an Action expression (`getInfo`, `actionDecorator(getInfo)`, a closure) leads to. */
  callsOfAction(action: GoExpr): RpcCall[] {
    return [...this.traceAction(action)]
      .filter(([rpc]) => !rpc.startsWith(FOREIGN))
      .map(([rpc, depth]) => ({ rpc, depth }))
      .sort((a, b) => a.depth - b.depth || a.rpc.localeCompare(b.rpc));
  }

  /**
   * Calls on clients of services this release does not document, as `<go package>.<Service>.<Method>`
   * (litcli's `tchrpc.NewTaprootAssetChannelsClient(conn).SendPayment`: tapchannelrpc.TaprootAssetChannels.SendPayment),
   * for the daemons whose protos define them.
   */
  foreignCallsOfAction(action: GoExpr): string[] {
    return [...this.traceAction(action).keys()]
      .filter((rpc) => rpc.startsWith(FOREIGN))
      .map((rpc) => rpc.slice(FOREIGN.length))
      .sort();
  }

  /**
   * Whether `receiver.method(...)` in a function is an RPC call: the receiver a client of a
   * service with that method (a parameter typed as one, a variable set from a constructor or a
   * helper returning one, or such a call itself), as the tracing binds clients. A method of the
   * same name on anything else (`calculator.Quote(amt)`) is no RPC call.
   */
  isClientCall(file: GoFile, fn: SyntaxNode, receiver: CondExpr, method: string): boolean {
    return this.receiverServices(file, this.clientNames(file, fn), receiver).some((service) =>
      service.startsWith(FOREIGN)
        ? /^[A-Z]/.test(method)
        : !!this.services.find((s) => s.fullName === service)?.methods.has(method),
    );
  }

  /** The names bound to clients in a function: its parameters, its closures' parameters and its assignments. */
  private clientNames(file: GoFile, fn: SyntaxNode): Map<string, string[]> {
    const key = `${file.path}:${fn.from}`;
    const cached = this.clientsOf.get(key);
    if (cached) return cached;
    const env = new Map<string, string[]>();
    for (const params of fn.getChildren('Parameters'))
      for (const param of params.getChildren('Parameter')) this.bindParameter(file, param, env);
    const body = fn.getChild('Block');
    if (body) {
      for (const lit of descendants(body, 'FunctionLiteral'))
        for (const param of lit.getChild('Parameters')?.getChildren('Parameter') ?? [])
          this.bindParameter(file, param, env);
      for (const node of [
        ...descendants(body, 'VarDecl'),
        ...descendants(body, 'Assignment'),
        ...descendants(body, 'VarSpec'),
      ])
        this.bindAssignment(file, node, env);
    }
    this.clientsOf.set(key, env);
    return env;
  }

  /** The services a receiver expression is a client of: a bound name, `pkg.NewXClient(conn)`, or a helper returning a client. */
  private receiverServices(file: GoFile, env: Map<string, string[]>, receiver: CondExpr): string[] {
    if (receiver.kind === 'ident') return env.get(receiver.name) ?? [];
    if (receiver.kind === 'unary') return this.receiverServices(file, env, receiver.operand);
    if (receiver.kind !== 'call') return [];
    const callee = receiver.callee;
    const constructed =
      callee.kind === 'selector' && callee.target.kind === 'ident' ? /^New(\w+)Client$/.exec(callee.field) : null;
    if (constructed && callee.kind === 'selector' && callee.target.kind === 'ident') {
      const service = this.serviceFor(file, callee.target.name, constructed[1]!);
      return service ? [service] : [];
    }
    const decl =
      callee.kind === 'ident' ? this.program.activeDecl(this.program.packageOf(file), callee.name) : undefined;
    const result = decl?.kind === 'func' ? funcOf(decl).results[0] : undefined;
    return decl && result ? this.servicesOfType(result, decl.file) : [];
  }

  /** RPCs a function leads to, depth relative to it (0: called in its own body). */
  private callsOfFunc(decl: GoDecl, visiting: Set<GoDecl>): Map<string, number> {
    const cached = this.memo.get(decl);
    if (cached) return cached;
    if (visiting.has(decl)) return new Map();
    const fn = funcOf(decl);
    const found = new Map<string, number>();
    if (fn.body) {
      const env = new Map<string, string[]>();
      for (const [name, type] of fn.params) env.set(name, this.servicesOfType(type, decl.file));
      visiting.add(decl);
      this.collect(decl.file, fn.body, env, found, visiting);
      visiting.delete(decl);
    }
    this.memo.set(decl, found);
    return found;
  }

  /** Walks a body: binds client variables in source order, records RPC calls, follows helpers. */
  private collect(
    file: GoFile,
    body: SyntaxNode,
    env: Map<string, string[]>,
    found: Map<string, number>,
    visiting: Set<GoDecl>,
  ): void {
    const paramsOfClosures = descendants(body, 'FunctionLiteral').flatMap(
      (lit) => lit.getChild('Parameters')?.getChildren('Parameter') ?? [],
    );
    for (const param of paramsOfClosures) this.bindParameter(file, param, env);
    for (const node of [
      ...descendants(body, 'VarDecl'),
      ...descendants(body, 'Assignment'),
      ...descendants(body, 'VarSpec'),
    ])
      this.bindAssignment(file, node, env);
    for (const callNode of descendants(body, 'CallExpr')) {
      // Only the callee and plain-name arguments matter: converting whole argument trees
      // of every nested call would be quadratic in the nesting.
      const calleeNode = callNode.firstChild;
      if (!calleeNode || calleeNode.name === 'make' || calleeNode.name === 'new') continue;
      const callee = toExpr(file, calleeNode);
      const args = (callNode.getChild('Arguments') ? namedChildren(callNode.getChild('Arguments')!) : [])
        .filter((n) => n.name === 'VariableName')
        .map((n) => toExpr(file, n));
      if (callee.kind === 'selector') {
        const receiverServices = this.servicesOfExpr(callee.target, env);
        for (const service of receiverServices) {
          if (service.startsWith(FOREIGN) && /^[A-Z]/.test(callee.field))
            record(found, `${service}.${callee.field}`, 0);
          const known = this.services.find((s) => s.fullName === service);
          if (known?.methods.has(callee.field)) record(found, `${known.fullName}.${callee.field}`, 0);
        }
        if (receiverServices.length > 0) continue;
      }
      if (callee.kind === 'ident' || callee.kind === 'selector') {
        const decl = this.program.resolve(file, callee);
        if (decl?.kind === 'func') merge(found, this.callsOfFunc(decl, visiting), 1);
      }
      // Functions passed as values (callbacks) run as part of the command too.
      for (const arg of args) {
        if (arg.kind !== 'ident') continue;
        const decl = this.program.resolve(file, arg);
        if (decl?.kind === 'func') merge(found, this.callsOfFunc(decl, visiting), 1);
      }
    }
  }

  private bindParameter(file: GoFile, param: SyntaxNode, env: Map<string, string[]>): void {
    const parts = param.getChildren('DefName');
    const typeNode = param.lastChild;
    if (!typeNode || parts.length === 0) return;
    const services = this.servicesOfType(toType(file, typeNode), file);
    if (services.length > 0) for (const name of parts) env.set(file.source.slice(name.from, name.to), services);
  }

  /** `a, b := f(x)` / `c := pkg.NewXClient(conn)`: names bound to client values. */
  private bindAssignment(file: GoFile, node: SyntaxNode, env: Map<string, string[]>): void {
    const separator = node.getChild(':=') ?? node.getChild('=');
    if (!separator) return;
    const names: string[] = [];
    const values: SyntaxNode[] = [];
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.to <= separator.from && (child.name === 'DefName' || child.name === 'VariableName'))
        names.push(file.source.slice(child.from, child.to));
      else if (child.from >= separator.to && child.name !== ',' && child.name !== 'LineComment') values.push(child);
    }
    if (values.length === 1 && names.length >= 1) {
      const value = toExpr(file, values[0]!);
      const results = this.resultServices(value, env);
      names.forEach((name, i) => {
        const services = results[i];
        if (services && services.length > 0) env.set(name, services);
      });
    } else if (values.length === names.length) {
      names.forEach((name, i) => {
        const services = this.servicesOfExpr(toExpr(file, values[i]!), env);
        if (services.length > 0) env.set(name, services);
      });
    }
  }

  /** Services of each result of an expression (a call can return several values). */
  private resultServices(expr: GoExpr, env: Map<string, string[]>): string[][] {
    if (expr.kind === 'call') {
      const constructed = this.constructedService(expr);
      if (constructed) return [[constructed]];
      const decl = this.program.resolve(expr.file, expr.callee);
      if (decl?.kind === 'func') return funcOf(decl).results.map((t) => this.servicesOfType(t, decl.file));
      return [];
    }
    return [this.servicesOfExpr(expr, env)];
  }

  private servicesOfExpr(expr: GoExpr, env: Map<string, string[]>): string[] {
    if (expr.kind === 'ident') return env.get(expr.name) ?? [];
    if (expr.kind === 'call') return this.resultServices(expr, env)[0] ?? [];
    if (expr.kind === 'unary') return this.servicesOfExpr(expr.operand, env);
    return [];
  }

  /** `lnrpc.NewLightningClient(conn)` constructs a client of lnrpc.Lightning. */
  private constructedService(call: GoExpr & { kind: 'call' }): string | null {
    const callee = call.callee;
    if (callee.kind !== 'selector' || callee.target.kind !== 'ident') return null;
    const match = /^New(\w+)Client$/.exec(callee.field);
    if (!match) return null;
    return this.serviceFor(call.file, callee.target.name, match[1]!);
  }

  /** Client services of a declared type: `lnrpc.LightningClient`, or an interface embedding client types. */
  servicesOfType(type: GoType, file: GoFile, depth = 0): string[] {
    if (depth > 5) return [];
    if (type.kind === 'pointer') return this.servicesOfType(type.elem, file, depth + 1);
    if (type.kind === 'interface') return type.embedded.flatMap((t) => this.servicesOfType(t, file, depth + 1));
    if (type.kind !== 'named') return [];
    if (type.pkg && type.name.endsWith('Client')) {
      const service = this.serviceFor(file, type.pkg, type.name.slice(0, -'Client'.length));
      return service ? [service] : [];
    }
    if (!type.pkg) {
      const decl = this.program.activeDecl(this.program.packageOf(file), type.name);
      if (decl?.kind === 'type' && decl.type) return this.servicesOfType(decl.type, decl.file, depth + 1);
    }
    return [];
  }

  /** The documented service a Go package name and service name stand for. */
  private serviceFor(file: GoFile, importName: string, serviceName: string): string | null {
    const importPath = file.imports.get(importName);
    if (importPath === undefined) return null;
    const goPackage = importPath.split('/').at(-1)!;
    const candidates = this.services.filter((s) => s.name === serviceName);
    const exact = candidates.find((s) => s.protoPackage === goPackage);
    if (exact) return exact.fullName;
    if (candidates.length === 1) return candidates[0]!.fullName;
    // A client of another daemon's service: its calls are matched against that daemon's protos later.
    return candidates.length === 0 && /rpc$/.test(goPackage) ? `${FOREIGN}${goPackage}.${serviceName}` : null;
  }
}

function record(found: Map<string, number>, rpc: string, depth: number): void {
  const current = found.get(rpc);
  if (current === undefined || depth < current) found.set(rpc, depth);
}

function merge(into: Map<string, number>, from: Map<string, number>, offset: number): void {
  for (const [rpc, depth] of from) if (depth + offset <= MAX_DEPTH) record(into, rpc, depth + offset);
}
