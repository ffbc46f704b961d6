/**
 * How a gRPC sample gets its .proto files: the `git clone` of each repository at the
 * pinned tag (taproot-assets and loop also need lnd's), the folders imports resolve from
 * (proto-loader's includeDirs, protoc's --proto_path), the protoc command that generates
 * the Python modules of the sub-service's file and everything it imports, and the names of
 * those modules. Everything comes from the model's import closure (SubServiceModel.compileFiles).
 */
import type { MessageModel, ProtoFileRef, SubServiceModel } from '../../proto/model-types.ts';
import { pyIdentifier } from './literals.ts';

/** A repository the sample clones: folder name, URL and tag. */
export interface Checkout {
  folder: string;
  url: string;
  tag: string;
}

/** The repositories of the files, the sub-service's own first. */
export function checkouts(sub: Pick<SubServiceModel, 'compileFiles'>): Checkout[] {
  const seen = new Map<string, Checkout>();
  for (const file of sub.compileFiles) {
    if (!seen.has(file.repo))
      seen.set(file.repo, { folder: folderOf(file), url: `https://github.com/${file.repo}`, tag: file.tag });
  }
  return [...seen.values()];
}

/** The clone folder of a file's repository: lightningnetwork/lnd -> lnd. */
function folderOf(file: Pick<ProtoFileRef, 'repo'>): string {
  return file.repo.split('/').pop()!;
}

/** `git clone` lines that fetch the .proto files at the pinned tags. */
export function cloneCommands(sub: Pick<SubServiceModel, 'compileFiles'>): string[] {
  return checkouts(sub).map((c) => `git clone --depth 1 --branch ${c.tag} ${c.url}`);
}

/** Import roots as folders of the clones (lnd/lnrpc), in the order protoc and proto-loader search them. */
export function includeDirs(sub: Pick<SubServiceModel, 'compileFiles'>): string[] {
  return [...new Set(sub.compileFiles.map((f) => (f.root === '.' ? folderOf(f) : `${folderOf(f)}/${f.root}`)))];
}

/** The protoc command (grpcio-tools) generating the Python modules of the sub-service's file and its imports. */
export function protocCommand(sub: Pick<SubServiceModel, 'compileFiles'>): string {
  const paths = includeDirs(sub).map((dir) => `--proto_path=${dir}`);
  return [
    'python -m grpc_tools.protoc',
    ...paths,
    '--python_out=.',
    '--grpc_python_out=.',
    ...sub.compileFiles.map((f) => f.importPath),
  ].join(' ');
}

/** A Python module protoc generates for a .proto file. */
export interface PythonModule {
  /** Package path to import from (routerrpc), or "" for a file at the import root. */
  from: string;
  /** Messages module: router_pb2 (protoc turns "-" into "_": lit-sessions.proto -> lit_sessions_pb2). */
  messages: string;
  /** Stubs module: router_pb2_grpc. */
  stubs: string;
}

/** The modules of one import path, as protoc's Python generator names them. */
export function pythonModule(importPath: string): PythonModule {
  const parts = importPath
    .replace(/\.proto$/, '')
    .replace(/-/g, '_')
    .split('/');
  const base = parts.pop()!;
  return { from: parts.join('.'), messages: `${base}_pb2`, stubs: `${base}_pb2_grpc` };
}

/** `import a_pb2 as alias, a_pb2_grpc` or the `from pkg import ...` form for nested files. */
export function pythonImport(module: PythonModule, names: string[]): string {
  return module.from ? `from ${module.from} import ${names.join(', ')}` : `import ${names.join(', ')}`;
}

/** The Python alias of the sub-service's messages module: its package (lnrpc). */
export function pythonAlias(sub: Pick<SubServiceModel, 'package' | 'importPath'>): string {
  return pyIdentifier(sub.package || pythonModule(sub.importPath).messages);
}

/** Where Python finds the request class: the sub-service's module, or another module it imports. */
export interface PythonMessageRef {
  /** Expression for the message class: lnrpc.GetInfoRequest. */
  expression: string;
  /** Extra import line for the message's module, or null when it is the sub-service's. */
  extraImport: string | null;
}

/**
 * The Python class expression of a message declared in one of the compiled files: its
 * package and file come from the model (protoc names the module after the file).
 */
export function pythonMessageRef(
  message: Pick<MessageModel, 'fullName' | 'package' | 'importPath'>,
  sub: Pick<SubServiceModel, 'package' | 'importPath' | 'compileFiles'>,
): PythonMessageRef {
  const alias = pythonAlias(sub);
  const local = message.package ? message.fullName.slice(message.package.length + 1) : message.fullName;
  const ownModule =
    message.importPath === sub.importPath || !sub.compileFiles.some((f) => f.importPath === message.importPath);
  if (ownModule) return { expression: `${alias}.${local}`, extraImport: null };
  const module = pythonModule(message.importPath);
  const otherAlias =
    message.package && message.package !== sub.package ? pyIdentifier(message.package) : module.messages;
  const names = otherAlias === module.messages ? [module.messages] : [`${module.messages} as ${otherAlias}`];
  return { expression: `${otherAlias}.${local}`, extraImport: pythonImport(module, names) };
}
