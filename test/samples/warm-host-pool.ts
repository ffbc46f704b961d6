/**
 * Warm processes that run samples one at a time each (js-sample-host.cjs for JavaScript,
 * py-sample-host.py for Python): `runInWarmHost` answers like `runProgram` (the exit code,
 * null when killed, and the output). Hosts are kept per language, Python's per folder too. A host that a
 * sample ended (process.exit, an uncaught error) or that overran its time is dropped, and a
 * fresh one started for the next sample.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { ProgramResult } from '../helpers/small-spawner.ts';

/** The language of the samples a host runs: Node, or the Python interpreter at this path. */
export type HostLanguage = { node: true } | { python: string };

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
  send(job: object): void;
  /** Resolves the sample running there, if one is. */
  answer: ((result: HostAnswer) => void) | null;
}

/** Idle hosts by language (and folder, for Python). */
const idle = new Map<string, Host[]>();
let nextId = 0;

/** Runs the program `file` in a warm host as if it were `node file` or `python file`. */
export function runInWarmHost(language: HostLanguage, file: string, options: WarmRunOptions): Promise<ProgramResult> {
  // A Node host runs a sample from any folder; a Python one only its folder's (the generated modules' names clash).
  const key = 'python' in language ? `${language.python}\n${options.cwd}` : 'node';
  const host = idle.get(key)?.pop() ?? startHost(language, options.env);
  forget(host);
  hold(host.process, true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      host.answer = null;
      host.process.kill('SIGKILL');
      resolve({ code: null, stdout: '', stderr: `(killed after ${options.timeout} ms)` });
    }, options.timeout);
    host.answer = (result) => {
      clearTimeout(timer);
      host.answer = null;
      if (host.process.exitCode === null && host.process.signalCode === null && !result.last) giveBack(host, key);
      resolve({ code: result.code, stdout: result.stdout, stderr: result.stderr });
    };
    host.send({ id: nextId++, file, cwd: options.cwd, env: options.env });
  });
}

function startHost(language: HostLanguage, env: Record<string, string>): Host {
  const host = 'python' in language ? pythonHost(language.python, env) : nodeHost(env);
  host.process.on('exit', (code, signal) => {
    forget(host);
    host.answer?.({ code: -1, stdout: '', stderr: `the sample host exited (${signal ?? code})`, last: true });
  });
  return host;
}

/** A Node host: jobs and answers over the IPC channel. */
function nodeHost(env: Record<string, string>): Host {
  const child = fork(path.join(import.meta.dirname, 'js-sample-host.cjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // The TypeScript loader and inspector flags of this process are not for samples.
    execArgv: [],
    env,
  });
  const host: Host = { process: child, send: (job) => child.send(job), answer: null };
  child.on('message', (message: HostAnswer) => host.answer?.(message));
  return host;
}

/** A Python host: jobs as JSON lines on its stdin, answers as JSON lines on its stdout. */
function pythonHost(python: string, env: Record<string, string>): Host {
  const child = spawn(python, [path.join(import.meta.dirname, 'py-sample-host.py')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env,
  });
  const host: Host = { process: child, send: (job) => child.stdin!.write(`${JSON.stringify(job)}\n`), answer: null };
  // A host that died under a sample: its exit answers for it ("the sample host exited").
  child.stdin!.on('error', () => {});
  readline.createInterface({ input: child.stdout! }).on('line', (line) => host.answer?.(JSON.parse(line)));
  return host;
}

/** How many idle hosts are kept in all: Python's are per folder, and the real samples have a dozen folders. */
const MAX_IDLE = 6;
/** The idle hosts, least recently used first. */
const idleOrder: Host[] = [];

/** Back to the idle hosts, let go of so that the test process may exit; the longest idle one ends when there are too many. */
function giveBack(host: Host, key: string): void {
  hold(host.process, false);
  idle.set(key, [...(idle.get(key) ?? []), host]);
  idleOrder.push(host);
  if (idleOrder.length > MAX_IDLE) retire(idleOrder[0]!);
}

/** Ends a host now, out of the idle hosts at once (its exit comes later). */
function retire(host: Host): void {
  forget(host);
  host.process.kill();
}

/** Takes a host out of the idle hosts. */
function forget(host: Host): void {
  for (const hosts of [...idle.values(), idleOrder]) if (hosts.includes(host)) hosts.splice(hosts.indexOf(host), 1);
}

/** Whether a host keeps the test process alive: while it runs a sample. */
function hold(child: ChildProcess, held: boolean): void {
  for (const handle of [child, child.channel, child.stdin, child.stdout] as ({ ref(): void; unref(): void } | null)[]) {
    if (held) handle?.ref();
    else handle?.unref();
  }
}

/**
 * The runs that run as processes of their own, the rest in warm hosts: in each group of runs
 * whose programs are written alike (`kindOf`), the one whose id comes first, or every run
 * with APIDOCS_SAMPLES_WARM=off. A sample that only works after another loaded something (a
 * missing import, cipher suites set too late) is a fault of how its kind is written, so it
 * fails in the one run alone as in any other of its kind.
 */
export function runsAlone<T>(runs: T[], kindOf: (run: T) => string, idOf: (run: T) => string): Set<T> {
  if (process.env.APIDOCS_SAMPLES_WARM === 'off') return new Set(runs);
  const first = new Map<string, T>();
  for (const run of runs) {
    const kind = kindOf(run);
    const chosen = first.get(kind);
    if (!chosen || idOf(run) < idOf(chosen)) first.set(kind, run);
  }
  return new Set(first.values());
}

/** How many hosts wait idle now (for the tests). */
export function idleHostCount(): number {
  return idleOrder.length;
}
