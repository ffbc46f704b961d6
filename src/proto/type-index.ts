/**
 * Every message and enum of a compiled descriptor set, by full name, with the file and
 * descriptor path needed to read its comments and line. Built once per service.
 */
import path from 'node:path';
import type {
  DescriptorProto,
  EnumDescriptorProto,
  FileDescriptorProto,
  FileDescriptorSet,
} from '@bufbuild/protobuf/wkt';
import type { CompiledFile } from './compile.ts';
import { DescriptorPath, type SourceInfo, indexSourceInfo } from './source-info.ts';

interface Declared {
  fullName: string;
  /** Proto package of the declaring file ("" when it has none). */
  package: string;
  /** Compiled file the type is declared in. */
  file: CompiledFile;
  info: SourceInfo;
  /** Descriptor path inside the file. */
  path: number[];
  /** Full names of the types declared directly inside this one. */
  nested: string[];
}

export interface DeclaredMessage extends Declared {
  kind: 'message';
  proto: DescriptorProto;
}

export interface DeclaredEnum extends Declared {
  kind: 'enum';
  proto: EnumDescriptorProto;
}

export type DeclaredType = DeclaredMessage | DeclaredEnum;

export interface IndexedFile {
  proto: FileDescriptorProto;
  compiled: CompiledFile;
  info: SourceInfo;
}

export interface TypeIndex {
  types: Map<string, DeclaredType>;
  files: IndexedFile[];
}

/** Indexes all files of a descriptor set; `filesByName` tells where each file came from. */
export function indexTypes(set: FileDescriptorSet, filesByName: Map<string, CompiledFile>): TypeIndex {
  const types = new Map<string, DeclaredType>();
  const files: IndexedFile[] = [];
  for (const proto of set.file) {
    const compiled = filesByName.get(proto.name);
    // Files buf adds on its own (google/protobuf/*.proto) have no tree; skip their docs.
    if (!compiled) continue;
    const info = indexSourceInfo(proto, path.join(compiled.treeDir, compiled.treePath));
    files.push({ proto, compiled, info });
    const prefix = proto.package ? `${proto.package}.` : '';
    const base = { file: compiled, info, package: proto.package };
    proto.messageType.forEach((m, i) => addMessage(types, base, m, prefix, [DescriptorPath.fileMessage, i]));
    proto.enumType.forEach((e, i) => addEnum(types, base, e, prefix, [DescriptorPath.fileEnum, i]));
  }
  return { types, files };
}

/** What every type declared in one file shares. */
type Base = Pick<Declared, 'file' | 'info' | 'package'>;

function addMessage(
  types: Map<string, DeclaredType>,
  base: Base,
  proto: DescriptorProto,
  prefix: string,
  path: number[],
): string {
  const fullName = `${prefix}${proto.name}`;
  const nested = [
    ...proto.nestedType.map((m, i) =>
      addMessage(types, base, m, `${fullName}.`, [...path, DescriptorPath.messageNested, i]),
    ),
    ...proto.enumType.map((e, i) => addEnum(types, base, e, `${fullName}.`, [...path, DescriptorPath.messageEnum, i])),
  ];
  types.set(fullName, { kind: 'message', fullName, proto, path, nested, ...base });
  return fullName;
}

function addEnum(
  types: Map<string, DeclaredType>,
  base: Base,
  proto: EnumDescriptorProto,
  prefix: string,
  path: number[],
): string {
  const fullName = `${prefix}${proto.name}`;
  types.set(fullName, { kind: 'enum', fullName, proto, path, nested: [], ...base });
  return fullName;
}

/** Strips the leading dot compilers put on resolved type names. */
export function typeNameOf(typeName: string): string {
  return typeName.startsWith('.') ? typeName.slice(1) : typeName;
}
