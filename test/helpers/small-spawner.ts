/**
 * Runs a program through a small helper process (spawn-server.mjs) instead of forking the
 * test process itself: the samples tests start thousands of programs from a process holding
 * the real model, where each fork cost ~35 ms of its one thread. Same answer as spawning
 * directly: the exit code (null when killed, -1 when it could not start) and the output.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export interface ProgramResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ProgramOptions {
  cwd: string;
  /** Killed after this many ms (its stderr then says so). */
  timeout: number;
  /** Changes to this process's environment: a value sets a variable, null removes it. */
  env?: Record<string, string | null>;
}

let server: ChildProcess | null = null;
const waiting = new Map<number, (result: ProgramResult) => void>();
let nextId = 0;

/** Runs `program` with `args`; resolves when it exits. */
export function runProgram(program: string, args: string[], options: ProgramOptions): Promise<ProgramResult> {
  const spawner = startedServer();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    // Held while programs run, let go when none does: the test process may then exit.
    spawner.ref();
    spawner.channel?.ref();
    spawner.send({ id, program, args, cwd: options.cwd, env: options.env ?? {}, timeout: options.timeout });
  });
}

function startedServer(): ChildProcess {
  if (server) return server;
  const started = fork(path.join(import.meta.dirname, 'spawn-server.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The TypeScript loader and inspector flags of this process are not needed there.
    execArgv: [],
  });
  started.on('message', (message: ProgramResult & { id: number }) => {
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    if (waiting.size === 0) letGo(started);
    resolve?.({ code: message.code, stdout: message.stdout, stderr: message.stderr });
  });
  started.on('exit', () => {
    server = null;
    for (const resolve of waiting.values()) resolve({ code: -1, stdout: '', stderr: 'the spawn server exited' });
    waiting.clear();
  });
  server = started;
  return started;
}

function letGo(spawner: ChildProcess): void {
  spawner.unref();
  spawner.channel?.unref();
}
