/**
 * Parses YAML while keeping positions, so validation errors can name the line of the
 * offending key (`content/site.yaml:14: navbar.items[3].type: ...`).
 */
import fs from 'node:fs';
import { type Document, LineCounter, isMap, isScalar, parseDocument, visit } from 'yaml';
import type { z } from 'zod';
import { ConfigError, ContentError } from '../shared/errors.ts';
import { formatPath } from '../shared/zod-errors.ts';

export interface PositionedYaml {
  data: unknown;
  /** 1-based line of the node at a key path (or of the nearest parent that exists). */
  lineOf(path: readonly PropertyKey[]): number;
  /** 1-based line of a key itself in the mapping at `path` (an unknown key is reported there). */
  keyLineOf?(path: readonly PropertyKey[], key: string): number;
}

/**
 * Aliases (`*a`) may repeat an anchored node, and nested ones multiply: nine levels of
 * nine repeats are 400 million nodes from a few hundred bytes (an "alias bomb"). Beyond
 * this many alias expansions the file is refused. Configuration needs no aliases at all.
 */
export const MAX_ALIAS_COUNT = 100;

/** Parses YAML text; syntax errors become ConfigErrors naming file and line. */
export function parseYamlWithLines(text: string, file: string, lineOffset = 0): PositionedYaml {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    throw new ConfigError(`is not valid YAML: ${error.message.split('\n')[0]}`, {
      location: `${file}:${lineCounter.linePos(error.pos[0]).line + lineOffset}`,
      hint: 'Fix the YAML syntax (indentation and quoting are the usual causes).',
    });
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    throw new ConfigError(
      `YAML aliases expand to too many nodes (more than ${MAX_ALIAS_COUNT} expansions): refused as a resource exhaustion attack`,
      {
        location: `${file}:${firstAliasLine(doc, lineCounter) + lineOffset}`,
        hint: 'Write the values out instead of repeating them with anchors (&name) and aliases (*name).',
        cause: error,
      },
    );
  }
  return {
    data,
    keyLineOf(path, key) {
      const parent = path.length === 0 ? doc.contents : doc.getIn(path as unknown[], true);
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
        const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range;
        if (range) return lineCounter.linePos(range[0]).line + lineOffset;
      }
      return this.lineOf(path);
    },
    lineOf(path) {
      for (let n = path.length; n >= 0; n--) {
        const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n) as unknown[], true);
        const range = (node as { range?: [number, number, number] } | undefined)?.range;
        if (range) return lineCounter.linePos(range[0]).line + lineOffset;
      }
      return 1 + lineOffset;
    },
  };
}

/** Validates parsed YAML; the first issue becomes a ConfigError at its line, all issues listed. */
export function validateYaml<T>(schema: z.ZodType<T>, yaml: PositionedYaml, file: string, hint: string): T {
  const result = schema.safeParse(yaml.data);
  if (result.success) return result.data;
  // An unknown key is reported at its own line and path, once per key.
  const issues = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: [...issue.path, key],
          message: `unknown key "${key}"`,
          line: yaml.keyLineOf?.(issue.path, key) ?? yaml.lineOf(issue.path),
        }))
      : [{ path: issue.path, message: issue.message, line: yaml.lineOf(issue.path) }],
  );
  const describe = (issue: (typeof issues)[number]) =>
    `${file}:${issue.line}: ${formatPath(issue.path)}: ${issue.message}`;
  const [first, ...rest] = issues;
  const more = rest.map((issue) => `\n  also ${describe(issue)}`).join('');
  throw new ConfigError(`${formatPath(first!.path)}: ${first!.message}${more}`, {
    location: `${file}:${first!.line}`,
    hint,
  });
}

/** The line of the first alias in a document (where an alias bomb starts expanding). */
function firstAliasLine(doc: Document, lineCounter: LineCounter): number {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return lineCounter.linePos(offset).line;
}

/** The text of an optional content file (null when absent); an unreadable one is a ContentError. */
export function readOptionalContentFile(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentError('cannot be read', { location: file, cause: error });
  }
}
