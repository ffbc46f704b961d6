/**
 * Parses YAML while keeping positions, so validation errors can name the line of the
 * offending key (`content/site.yaml:14: navbar.items[3].type: ...`).
 */
import { type Document, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ConfigError } from '../shared/errors.ts';
import { formatPath } from '../shared/zod-errors.ts';

export interface PositionedYaml {
  data: unknown;
  /** 1-based line of the node at a key path (or of the nearest parent that exists). */
  lineOf(path: readonly PropertyKey[]): number;
}

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
  return {
    data: doc.toJS(),
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
  const issues = result.error.issues;
  const describe = (issue: z.core.$ZodIssue) =>
    `${file}:${yaml.lineOf(issue.path)}: ${formatPath(issue.path)}: ${issue.message}`;
  const [first, ...rest] = issues;
  const more = rest.map((issue) => `\n  also ${describe(issue)}`).join('');
  throw new ConfigError(`${formatPath(first!.path)}: ${first!.message}${more}`, {
    location: `${file}:${yaml.lineOf(first!.path)}`,
    hint,
  });
}
