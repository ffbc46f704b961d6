/** Runs the real `bin/apidocs` launcher in a child process, as a user would. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './fixtures.ts';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs apidocs with the given arguments and environment additions; waits for it to exit. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): CliResult {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/apidocs'), ...args], {
    cwd,
    env: { ...process.env, APIDOCS_PROTOS: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
