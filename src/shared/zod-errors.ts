/** Turns validator issues into one readable line each: `  - services[2].ports.rest: expected number`. */
import type { z } from 'zod';

/** Formats the issues of a failed zod parse as an indented list naming each key path. */
export function formatZodIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${formatPath(issue.path)}: ${issue.message}`).join('\n');
}

/** Formats a key path as `services[2].ports.rest`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(top level)';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}
