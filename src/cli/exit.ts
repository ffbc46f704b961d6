/** Exit codes and the one place errors leave the program. */
import { formatError } from '../shared/errors.ts';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Prints the error the way users should see it and exits with status 1. */
export function exitWithError(error: unknown): never {
  process.stderr.write(`error: ${formatError(error)}\n`);
  process.exit(EXIT_FAILURE);
}
