/** Starts a long-running apidocs command (serve, dev) in a child process and waits for the URL it prints. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../helpers/fixtures.ts';

export interface RunningCli {
  child: ChildProcess;
  /** The site URL printed on start. */
  url: string;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs `bin/apidocs ...args` and resolves once stdout shows an http:// URL; rejects if it exits first. */
export function spawnCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/apidocs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, APIDOCS_PROTOS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const url = stdout.match(/(http:\/\/\S+\/)/)?.[1];
      if (url) {
        resolve({
          child,
          url,
          stderr: () => stderr,
          stop(signal = 'SIGTERM') {
            if (child.exitCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    void exited.then((code) =>
      reject(new Error(`apidocs ${args[0]} exited with ${code} before printing its URL:\n${stderr}`)),
    );
  });
}
