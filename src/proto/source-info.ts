/**
 * Reads comments and line numbers from a file's SourceCodeInfo. Elements are addressed by
 * their descriptor path (field numbers and indexes), e.g. [6, 0, 2, 3] is the fourth
 * method of the first service.
 */
import fs from 'node:fs';
import type { FileDescriptorProto, SourceCodeInfo_Location } from '@bufbuild/protobuf/wkt';
import { commentStartLine, descriptionLine, leadingCommentKind } from './comment-line.ts';

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
  /** 1-based line of the first line of `description`, a cleaned form of the element's comment (see comment-line.ts). */
  descriptionLine(path: readonly number[], description: string): number;
}

/**
 * Indexes a file's locations by path for constant-time lookups. `sourceFile`, the .proto
 * file itself, is read (once, when first needed) to tell block from line comments.
 */
export function indexSourceInfo(file: FileDescriptorProto, sourceFile?: string): SourceInfo {
  let fileLines: string[] | undefined;
  const linesOfFile = () => {
    if (fileLines === undefined) {
      try {
        fileLines = sourceFile ? fs.readFileSync(sourceFile, 'utf8').split(/\r?\n/) : [];
      } catch {
        fileLines = [];
      }
    }
    return fileLines;
  };
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
    descriptionLine(path, description) {
      const location = byPath.get(path.join(','));
      if (!location || location.span.length === 0) return 1;
      const start = location.span[0]! + 1;
      // A span is [startLine, startCol, endCol] on one line or [startLine, startCol, endLine, endCol].
      const end = location.span.length === 4 ? location.span[2]! + 1 : start;
      const raw = location.leadingComments || location.trailingComments;
      if (!raw) return start;
      const kind = location.leadingComments ? leadingCommentKind(linesOfFile(), start) : 'trailing';
      return descriptionLine(raw, commentStartLine(raw, kind, start, end), description);
    },
  };
}
