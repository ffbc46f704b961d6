/**
 * The .proto files a reader compiles to call a sub-service: its own file and everything it
 * imports, transitively, each with the repository, tag and import root it comes from (lnd's
 * lightning.proto for taproot-assets comes from lnd's tree). protoc's Python output imports
 * the module of every dependency, so one missing file breaks the sample on import.
 */
import type { FileDescriptorProto } from '@bufbuild/protobuf/wkt';
import type { CompiledFile } from './compile.ts';
import type { ProtoFileRef } from './model-types.ts';
import { treeKey } from './tree-key.ts';

/** Repository of each pinned tree, by treeKey(daemon, tag). */
export type TreePins = Map<string, { repo: string }>;

/** The file itself first, then its imports depth-first; files protoc ships (google/protobuf) are left out. */
export function importClosure(
  fileName: string,
  protos: Map<string, FileDescriptorProto>,
  compiled: Map<string, CompiledFile>,
  pins: TreePins,
): ProtoFileRef[] {
  const seen = new Set<string>();
  const refs: ProtoFileRef[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const file = compiled.get(name);
    // Not staged from a tree: a file the compiler provides itself (google/protobuf/*.proto).
    if (!file) return;
    refs.push(fileRef(file, pins));
    for (const dependency of protos.get(name)?.dependency ?? []) visit(dependency);
  };
  visit(fileName);
  return refs;
}

/** Where a compiled file lives: lnrpc/routerrpc/router.proto is import path routerrpc/router.proto under root lnrpc. */
function fileRef(file: CompiledFile, pins: TreePins): ProtoFileRef {
  const pin = pins.get(treeKey(file.treeService, file.treeTag));
  if (!pin) throw new Error(`Internal error: no pin for tree ${file.treeService} ${file.treeTag}`);
  const root = file.treePath === file.name ? '.' : file.treePath.slice(0, file.treePath.length - file.name.length - 1);
  return { repo: pin.repo, tag: file.treeTag, root, importPath: file.name };
}
