/**
 * Converts declared messages and enums into model entries: fields with their types,
 * labels, maps, oneofs, JSON names and REST types; enum values; descriptions.
 */
import { isFieldSet } from '@bufbuild/protobuf';
import {
  type FieldDescriptorProto,
  FieldDescriptorProto_Label,
  FieldDescriptorProto_Type,
  FieldDescriptorProtoSchema,
} from '@bufbuild/protobuf/wkt';
import { commentSaysDeprecated } from './comment-deprecation.ts';
import { cleanComment } from './comments.ts';
import type { EnumModel, FieldModel, MessageModel, ScalarType, SourceRef, TypeRef } from './model-types.ts';
import { restTypeOf } from './rest-json-type.ts';
import { DescriptorPath } from './source-info.ts';
import { type DeclaredEnum, type DeclaredMessage, type DeclaredType, typeNameOf } from './type-index.ts';

const SCALARS: Partial<Record<FieldDescriptorProto_Type, ScalarType>> = {
  [FieldDescriptorProto_Type.DOUBLE]: 'double',
  [FieldDescriptorProto_Type.FLOAT]: 'float',
  [FieldDescriptorProto_Type.INT64]: 'int64',
  [FieldDescriptorProto_Type.UINT64]: 'uint64',
  [FieldDescriptorProto_Type.INT32]: 'int32',
  [FieldDescriptorProto_Type.FIXED64]: 'fixed64',
  [FieldDescriptorProto_Type.FIXED32]: 'fixed32',
  [FieldDescriptorProto_Type.BOOL]: 'bool',
  [FieldDescriptorProto_Type.STRING]: 'string',
  [FieldDescriptorProto_Type.BYTES]: 'bytes',
  [FieldDescriptorProto_Type.UINT32]: 'uint32',
  [FieldDescriptorProto_Type.SFIXED32]: 'sfixed32',
  [FieldDescriptorProto_Type.SFIXED64]: 'sfixed64',
  [FieldDescriptorProto_Type.SINT32]: 'sint32',
  [FieldDescriptorProto_Type.SINT64]: 'sint64',
};

/** Resolves a field's declared type to a scalar or a message/enum reference. */
export function fieldTypeRef(field: FieldDescriptorProto): TypeRef {
  const scalar = SCALARS[field.type];
  if (scalar) return { kind: 'scalar', name: scalar };
  const fullName = typeNameOf(field.typeName);
  if (field.type === FieldDescriptorProto_Type.ENUM) return { kind: 'enum', fullName };
  return { kind: 'message', fullName };
}

/** The map entry message behind a map field, if the field is one. */
export function mapEntryOf(field: FieldDescriptorProto, types: Map<string, DeclaredType>): DeclaredMessage | undefined {
  if (field.label !== FieldDescriptorProto_Label.REPEATED || field.type !== FieldDescriptorProto_Type.MESSAGE)
    return undefined;
  const target = types.get(typeNameOf(field.typeName));
  return target?.kind === 'message' && target.proto.options?.mapEntry ? target : undefined;
}

/** The types a field refers to: its own type, or a map's value type. */
export function referencedType(field: FieldDescriptorProto, types: Map<string, DeclaredType>): TypeRef {
  const entry = mapEntryOf(field, types);
  return entry ? fieldTypeRef(entry.proto.field[1]!) : fieldTypeRef(field);
}

/** Upstream link to a declaration. */
export type LinkFor = (declared: Pick<DeclaredType, 'file'>, line: number) => SourceRef;

/** Builds the model entry of a message. */
export function messageModel(
  declared: DeclaredMessage,
  types: Map<string, DeclaredType>,
  linkFor: LinkFor,
): MessageModel {
  const { proto, info, path } = declared;
  const fields = proto.field.map((field, i): FieldModel => {
    const fieldPath = [...path, DescriptorPath.messageField, i];
    const entry = mapEntryOf(field, types);
    const type = entry ? fieldTypeRef(entry.proto.field[1]!) : fieldTypeRef(field);
    const mapKey = entry ? (fieldTypeRef(entry.proto.field[0]!) as { name: ScalarType }).name : null;
    const label = entry
      ? 'singular'
      : field.label === FieldDescriptorProto_Label.REPEATED
        ? 'repeated'
        : field.proto3Optional
          ? 'optional'
          : 'singular';
    // descriptor.proto is proto2: an unset oneof_index reads as 0, so ask whether it is set.
    const inOneof = !field.proto3Optional && isFieldSet(field, FieldDescriptorProtoSchema.field.oneofIndex);
    const oneof = inOneof ? (proto.oneofDecl[field.oneofIndex]?.name ?? null) : null;
    const description = cleanComment(info.comment(fieldPath));
    return {
      name: field.name,
      number: field.number,
      jsonName: field.jsonName || field.name,
      description,
      descriptionLine: info.descriptionLine(fieldPath, description),
      deprecated: field.options?.deprecated === true,
      deprecatedInComment: commentSaysDeprecated(description),
      label,
      mapKey,
      oneof,
      type,
      restType: restTypeOf(type, label, entry !== undefined),
    };
  });
  const description = cleanComment(info.comment(path));
  return {
    fullName: declared.fullName,
    name: proto.name,
    package: declared.package,
    importPath: declared.file.name,
    source: linkFor(declared, info.line(path)),
    description,
    descriptionLine: info.descriptionLine(path, description),
    fields,
    nested: declared.nested.filter((name) => {
      const nested = types.get(name);
      return !(nested?.kind === 'message' && nested.proto.options?.mapEntry);
    }),
  };
}

/** Builds the model entry of an enum. */
export function enumModel(declared: DeclaredEnum, linkFor: LinkFor): EnumModel {
  const { proto, info, path } = declared;
  const description = cleanComment(info.comment(path));
  return {
    fullName: declared.fullName,
    name: proto.name,
    package: declared.package,
    importPath: declared.file.name,
    source: linkFor(declared, info.line(path)),
    description,
    descriptionLine: info.descriptionLine(path, description),
    values: proto.value.map((value, i) => {
      const valuePath = [...path, DescriptorPath.enumValue, i];
      const valueDescription = cleanComment(info.comment(valuePath));
      return {
        name: value.name,
        number: value.number,
        description: valueDescription,
        descriptionLine: info.descriptionLine(valuePath, valueDescription),
        deprecated: value.options?.deprecated === true,
        deprecatedInComment: commentSaysDeprecated(valueDescription),
        // With `option allow_alias = true` a later name may reuse a number: it is an alias.
        aliasOf: proto.value.slice(0, i).find((earlier) => earlier.number === value.number)?.name ?? null,
      };
    }),
  };
}
