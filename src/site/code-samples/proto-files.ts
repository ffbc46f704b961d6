/**
 * Which .proto files a gRPC sample compiles or loads, and the Python modules protoc makes of
 * them. Import paths are relative to the sub-service's import root (lnrpc/ for lnd), which
 * is where a reader runs protoc or points proto-loader.
 */
import type { SubServiceModel } from '../../proto/model-types.ts';
import type { SiteRelease } from '../site-api.ts';
import { pyIdentifier } from './literals.ts';
import { packageOf } from './placeholders.ts';

/** The import root of a sub-service inside its repository: lnrpc for lnd, "." for loop. */
export function importRoot(sub: Pick<SubServiceModel, 'source' | 'importPath'>): string {
  const { path } = sub.source;
  if (!path.endsWith(sub.importPath)) return '.';
  return path.slice(0, path.length - sub.importPath.length).replace(/\/$/, '') || '.';
}

/** A tree-relative file path as imports name it, relative to the sub-service's import root. */
export function importPathOf(treePath: string, sub: Pick<SubServiceModel, 'source' | 'importPath'>): string {
  const root = importRoot(sub);
  return root !== '.' && treePath.startsWith(`${root}/`) ? treePath.slice(root.length + 1) : treePath;
}

/** The path of a file of the repository as seen from the import root: ../proto/lnd.proto for a file outside it. */
export function pathFromRoot(treePath: string, sub: Pick<SubServiceModel, 'source' | 'importPath'>): string {
  const root = importRoot(sub);
  if (root === '.') return treePath;
  return treePath.startsWith(`${root}/`) ? treePath.slice(root.length + 1) : `${upToRepository(root)}/${treePath}`;
}

/** From an import root back up to the repository root: lnrpc -> .., a/b -> ../.. */
function upToRepository(root: string): string {
  return root === '.' ? '.' : root.split('/').map(() => '..').join('/');
}

/** Where a sample runs: "lnrpc/ of a checkout of lightningnetwork/lnd". */
export function runFolder(service: Pick<SiteRelease, 'repo'>, sub: Pick<SubServiceModel, 'source' | 'importPath'>): string {
  const root = importRoot(sub);
  return `${root === '.' ? 'the root' : `${root}/`} of a checkout of ${service.repo}`;
}

/**
 * The files a sample loads: the sub-service's file, with lightning.proto first for lnd's
 * other sub-services (as lnd's own docs do: most of them import it).
 */
export function grpcFiles(service: Pick<SiteRelease, 'subServices'>, sub: Pick<SubServiceModel, 'importPath'>): string[] {
  const hasLightning = service.subServices.some((s) => s.importPath === 'lightning.proto');
  return hasLightning && sub.importPath !== 'lightning.proto' ? ['lightning.proto', sub.importPath] : [sub.importPath];
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
  const parts = importPath.replace(/\.proto$/, '').replace(/-/g, '_').split('/');
  const base = parts.pop()!;
  return { from: parts.join('.'), messages: `${base}_pb2`, stubs: `${base}_pb2_grpc` };
}

/** `import a_pb2 as alias, a_pb2_grpc` or the `from pkg import ...` form for nested files. */
export function pythonImport(module: PythonModule, names: string[]): string {
  return module.from ? `from ${module.from} import ${names.join(', ')}` : `import ${names.join(', ')}`;
}

/**
 * How Python code names the module holding a message: the sub-service's own file is
 * imported as its package (lnrpc, routerrpc); a message from another file (WalletKit's
 * DeriveKey takes a signrpc.KeyLocator) gets its own import.
 */
export interface PythonMessageRef {
  /** Expression for the message class: lnrpc.GetInfoRequest. */
  expression: string;
  /** Extra import line for the message's module, or null when it is the sub-service's. */
  extraImport: string | null;
  /** Extra file to compile, as a path from the import root, or null. */
  extraFile: string | null;
}

/** The Python alias of the sub-service's messages module: its package (lnrpc). */
export function pythonAlias(sub: Pick<SubServiceModel, 'package' | 'importPath'>): string {
  return pyIdentifier(sub.package || pythonModule(sub.importPath).messages);
}

/** Where Python finds the class of a message of the service. */
export function pythonMessageRef(
  fullName: string,
  service: Pick<SiteRelease, 'messages'>,
  sub: Pick<SubServiceModel, 'source' | 'importPath' | 'package'>,
): PythonMessageRef {
  const alias = pythonAlias(sub);
  const message = service.messages[fullName];
  const pkg = packageOf(fullName);
  const local = pkg ? fullName.slice(pkg.length + 1) : fullName;
  if (!message || message.source.path === sub.source.path) {
    return { expression: `${alias}.${local}`, extraImport: null, extraFile: null };
  }
  const file = importPathOf(message.source.path, sub);
  const module = pythonModule(file);
  // Another package gets its own name; the same package in another file is named by module.
  const otherAlias = pkg !== sub.package && pkg ? pyIdentifier(pkg) : module.messages;
  const names = otherAlias === module.messages ? [module.messages] : [`${module.messages} as ${otherAlias}`];
  return { expression: `${otherAlias}.${local}`, extraImport: pythonImport(module, names), extraFile: pathFromRoot(message.source.path, sub) };
}

/** What else a sub-service's file needs besides the files under its import root. */
export interface ProtoDependencies {
  /** Folders, relative to the import root, that imports resolve from besides "." (".." for lit's proto/lnd.proto). */
  includeDirs: string[];
  /** Files of the same repository outside the import root, as paths from it: ../proto/lnd.proto. */
  outsideFiles: string[];
  /** Files of other repositories (taproot-assets and loop import lnd's lightning.proto): "lnrpc/lightning.proto of lightningnetwork/lnd". */
  foreignFiles: string[];
}

/**
 * The dependencies of a sub-service, found from the files of the types its methods reach
 * (a file is only imported for its types): their source links tell the repository, their
 * tree paths whether they sit under the import root.
 */
export function protoDependencies(
  service: Pick<SiteRelease, 'repoUrl' | 'messages' | 'enums'>,
  sub: Pick<SubServiceModel, 'methods' | 'source' | 'importPath'>,
): ProtoDependencies {
  const root = importRoot(sub);
  const up = upToRepository(root);
  const outside = new Set<string>();
  const foreign = new Set<string>();
  for (const name of new Set(sub.methods.flatMap((m) => m.types))) {
    const source = (service.messages[name] ?? service.enums[name])?.source;
    if (!source) continue;
    if (!source.url.startsWith(`${service.repoUrl}/`)) {
      const match = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/[^/]+\/([^#]+)/.exec(source.url);
      if (match) foreign.add(`${match[2]} of ${match[1]}`);
    } else if (root !== '.' && !source.path.startsWith(`${root}/`)) {
      outside.add(pathFromRoot(source.path, sub));
    }
  }
  return { includeDirs: outside.size > 0 ? [up] : [], outsideFiles: [...outside].sort(), foreignFiles: [...foreign].sort() };
}
