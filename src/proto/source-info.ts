/**
 * Reads comments and line numbers from a file's SourceCodeInfo. Elements are addressed by
 * their descriptor path (field numbers and indexes), e.g. [6, 0, 2, 3] is the fourth
 * method of the first service.
 */
import type { FileDescriptorProto, SourceCodeInfo_Location } from '@bufbuild/protobuf/wkt';

/** Field numbers of descriptor.proto used to build descriptor paths. */
export const DescriptorPath = {
  fileMessage: 4,
  fileEnum: 5,
  fileService: 6,
  messageField: 2,
  messageNested: 3,
  messageEnum: 4,
  enumValue: 2,
  serviceMethod: 2,
} as const;

export interface SourceInfo {
  /** Leading comment (or trailing one when there is no leading comment), raw. */
  comment(path: readonly number[]): string;
  /** 1-based line where the element starts (1 when unknown). */
  line(path: readonly number[]): number;
}

/** Indexes a file's locations by path for constant-time lookups. */
export function indexSourceInfo(file: FileDescriptorProto): SourceInfo {
  const byPath = new Map<string, SourceCodeInfo_Location>();
  for (const location of file.sourceCodeInfo?.location ?? []) {
    byPath.set(location.path.join(','), location);
  }
  return {
    comment(path) {
      const location = byPath.get(path.join(','));
      return location?.leadingComments || location?.trailingComments || '';
    },
    line(path) {
      const location = byPath.get(path.join(','));
      return location && location.span.length > 0 ? location.span[0]! + 1 : 1;
    },
  };
}
