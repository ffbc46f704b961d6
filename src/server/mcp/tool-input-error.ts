/**
 * A tool call whose arguments name nothing in the build (an unknown daemon, release or
 * method): the server answers it as a tool error (`isError`) with this message, which names
 * the argument and what it may be, and keeps serving.
 */
export class ToolInputError extends Error {
  constructor(argument: string, problem: string) {
    super(`${argument}: ${problem}`);
    this.name = 'ToolInputError';
  }
}

/** A list of values for a message: `a`, `b` and `c` (the first `max`, then how many more). */
export function listValues(values: readonly string[], max = 12): string {
  const shown = values.slice(0, max).map((v) => `"${v}"`);
  const more = values.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}
