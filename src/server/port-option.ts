/** The --port option of `apidocs serve` and `apidocs dev`. */
import { InvalidArgumentError } from 'commander';

/** --port: an integer from 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new InvalidArgumentError('expected a port number from 0 to 65535 (0 picks a free port).');
  return port;
}
