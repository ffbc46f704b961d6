/**
 * Errors no handler writes: those of the layers every call passes through, read from the Go
 * files of those layers where the release's tree holds them. Which file is which layer:
 *
 *   - `rpcperms/*.go` (lnd, tapd): the wallet-state interceptor ("wallet locked, unlock it to
 *     enable full RPC access", "the RPC server is in the process of starting up");
 *   - `macaroons/*.go` (lnd, LiT): the macaroon checks ("expected 1 macaroon, got 0");
 *   - `routing/payment_session.go` (lnd): the texts of payment failure reasons, returned by
 *     an `Error() string` method ("unable to find a path to destination");
 *   - `rpc_proxy.go` (LiT): the proxy in front of every daemon ("waiting for the RPC server to start").
 *
 * In each: package-level error variables, every error constructor call, and the string
 * results of `Error()` methods; deduplicated by message per layer.
 */
import { toExpr } from '../go-expr.ts';
import { type GoFile, lineOf, namedChildren } from '../go-file.ts';
import { type GoProgram, descendants } from '../go-program.ts';
import { satisfies } from '../build-constraint.ts';
import type { ErrorOrigin, GrpcCodeName } from '../../proto/model-types.ts';
import { constructedError, sentinelOf } from './error-constructors.ts';

/** A layer's error before it gets its upstream link. */
export interface LayerError {
  origin: ErrorOrigin;
  message: string;
  code: GrpcCodeName;
  sentinel: string | null;
  file: GoFile;
  line: number;
}

const LAYERS: { origin: ErrorOrigin; matches: (path: string) => boolean }[] = [
  { origin: 'wallet-state', matches: (p) => p.startsWith('rpcperms/') },
  { origin: 'macaroon', matches: (p) => p.startsWith('macaroons/') },
  { origin: 'payment-failure', matches: (p) => p === 'routing/payment_session.go' },
  { origin: 'litd-proxy', matches: (p) => p === 'rpc_proxy.go' },
];

/** The errors of every layer file among the files, in layer then source order. */
export function serviceErrors(program: GoProgram, files: GoFile[]): LayerError[] {
  const out: LayerError[] = [];
  for (const layer of LAYERS) {
    const seen = new Set<string>();
    const layerFiles = files
      .filter((f) => layer.matches(f.path) && satisfies(f.constraint, program.tags))
      .sort((a, b) => (a.path < b.path ? -1 : 1));
    for (const file of layerFiles) {
      for (const found of fileErrors(program, file)) {
        if (seen.has(found.message)) continue;
        seen.add(found.message);
        out.push({ origin: layer.origin, ...found, file });
      }
    }
  }
  return out;
}

function fileErrors(program: GoProgram, file: GoFile): Omit<LayerError, 'origin' | 'file'>[] {
  const found: (Omit<LayerError, 'origin' | 'file'> & { at: number })[] = [];
  for (const decl of program.packageOf(file).decls.values()) {
    for (const d of decl) {
      if (d.file !== file || d.kind !== 'var') continue;
      const sentinel = sentinelOf(program, { file, node: d.node, kind: 'ident', name: d.name });
      if (sentinel)
        found.push({
          message: sentinel.message,
          code: sentinel.code ?? 'Unknown',
          sentinel: sentinel.name,
          line: lineOf(file, d.node.from),
          at: d.node.from,
        });
    }
  }
  for (const node of descendants(file.tree.topNode, 'CallExpr')) {
    const call = toExpr(file, node);
    const built = call.kind === 'call' ? constructedError(program, call) : null;
    if (built)
      found.push({
        message: built.message,
        code: built.code ?? 'Unknown',
        sentinel: null,
        line: lineOf(file, node.from),
        at: node.from,
      });
  }
  for (const message of errorMethodTexts(file)) found.push({ ...message, code: 'Unknown', sentinel: null });
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...rest }) => rest);
}

/** The string literals an `Error() string` method returns (a failure reason's texts). */
function errorMethodTexts(file: GoFile): { message: string; line: number; at: number }[] {
  const out: { message: string; line: number; at: number }[] = [];
  for (let node = file.tree.topNode.firstChild; node; node = node.nextSibling) {
    if (
      node.name !== 'MethodDecl' ||
      file.source.slice(node.getChild('FieldName')?.from ?? 0, node.getChild('FieldName')?.to ?? 0) !== 'Error'
    )
      continue;
    const body = node.getChild('Block');
    if (!body) continue;
    for (const ret of descendants(body, 'ReturnStatement')) {
      const [value] = namedChildren(ret);
      if (value?.name !== 'String') continue;
      const expr = toExpr(file, value);
      if (expr.kind === 'string' && /[a-z]{2}/i.test(expr.value))
        out.push({ message: expr.value, line: lineOf(file, value.from), at: value.from });
    }
  }
  return out;
}
