/**
 * Warm Node processes that run JavaScript samples (js-sample-host.cjs), one sample at a time
 * each: `runInWarmHost` answers like `runProgram` (the exit code, null when killed, and the
 * output). A host that a sample ended (process.exit, an uncaught error) or that overran its
 * time is dropped and a fresh one started for the next sample.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { ProgramResult } from '../helpers/small-spawner.ts';

export interface WarmRunOptions {
  cwd: string;
  /** Killed (the host with it) after this many ms; its stderr then says so. */
  timeout: number;
  /** The sample's whole environment. */
  env: Record<string, string>;
}

/** A host's answer: `last` when it exits after it (the sample ended its process). */
type HostAnswer = ProgramResult & { last?: boolean };

interface Host {
  process: ChildProcess;
  /** Resolves the sample running there, if one is. */
  answer: ((result: HostAnswer) => void) | null;
}

const idle: Host[] = [];
let nextId = 0;

/** Runs the CommonJS program `file` in a warm host as if it were `node file`. */
export function runInWarmHost(file: string, options: WarmRunOptions): Promise<ProgramResult> {
  const host = idle.pop() ?? startHost(options.env);
  host.process.ref();
  host.process.channel?.ref();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      host.answer = null;
      host.process.kill('SIGKILL');
      resolve({ code: null, stdout: '', stderr: `(killed after ${options.timeout} ms)` });
    }, options.timeout);
    host.answer = (result) => {
      clearTimeout(timer);
      host.answer = null;
      if (host.process.connected && host.process.exitCode === null && !result.last) giveBack(host);
      resolve({ code: result.code, stdout: result.stdout, stderr: result.stderr });
    };
    host.process.send({ id: nextId++, file, cwd: options.cwd, env: options.env });
  });
}

function startHost(env: Record<string, string>): Host {
  const child = fork(path.join(import.meta.dirname, 'js-sample-host.cjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // The TypeScript loader and inspector flags of this process are not for samples.
    execArgv: [],
    env,
  });
  const host: Host = { process: child, answer: null };
  child.on('message', (message: HostAnswer) => host.answer?.(message));
  child.on('exit', (code, signal) => {
    const at = idle.indexOf(host);
    if (at >= 0) idle.splice(at, 1);
    host.answer?.({ code: -1, stdout: '', stderr: `the sample host exited (${signal ?? code})`, last: true });
  });
  return host;
}

/** Back to the idle hosts, let go of so that the test process may exit. */
function giveBack(host: Host): void {
  host.process.unref();
  host.process.channel?.unref();
  idle.push(host);
}

/** How many JavaScript samples in `OWN_PROCESS_SHARE` run as processes of their own (see `ownProcess`). */
const OWN_PROCESS_SHARE = 8;

/**
 * Whether the sample of the run with this id (hex) runs as its own `node` process: one in eight
 * by id, or every one with APIDOCS_SAMPLES_JS=process. The warm host runs the rest. Every kind
 * and variant has well over a hundred samples at the real releases, so a sample that would only
 * work after another loaded something (a missing require, grpc-js's cipher suites set too late)
 * fails among those run alone too.
 */
export function ownProcess(id: string): boolean {
  return process.env.APIDOCS_SAMPLES_JS === 'process' || Number.parseInt(id.slice(0, 4), 16) % OWN_PROCESS_SHARE === 0;
}
