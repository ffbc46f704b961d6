/** Splits `---` YAML front matter from a markdown file and validates it. */
import type { z } from 'zod';
import { parseYamlWithLines, validateYaml } from './yaml-errors.ts';

export interface MarkdownFile<T> {
  data: T;
  body: string;
  /** Line of the first body line in the file, so markdown warnings can name real lines. */
  bodyLine: number;
}

/** Parses front matter (if any) with the given schema; the body is everything after it. */
export function parseFrontMatter<T>(text: string, file: string, schema: z.ZodType<T>): MarkdownFile<T> {
  const normalized = text.replace(/\r\n?/g, '\n');
  const match = normalized.match(/^---\n([\s\S]*?)\n---\n?/);
  const yamlText = match ? match[1]! : '';
  const yaml = parseYamlWithLines(yamlText, file, match ? 1 : 0);
  const data = validateYaml(
    schema,
    { ...yaml, data: yaml.data ?? {} },
    file,
    'Fix the front matter at the top of the file (between the --- lines).',
  );
  const consumed = match ? match[0] : '';
  return { data, body: normalized.slice(consumed.length), bodyLine: consumed.split('\n').length };
}
