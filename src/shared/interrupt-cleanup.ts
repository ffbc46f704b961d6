/**
 * Temporary folders a command must not leave behind when it is interrupted. Without a
 * handler, Ctrl-C (SIGINT) or SIGTERM end Node at once, wherever it is, and skip every
 * `finally`; with one, the signal is handled between two turns of the event loop, so the
 * registered folders are removed and no synchronous step (such as the swap of the output
 * folder) is cut in half. A kill -9 cannot be handled: the next build removes what such a
 * build left (see src/build/stale-outputs.ts).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const registered = new Set<string>();
const children = new Set<ChildProcess>();
let installed = false;

/** Removes `dir` (recursively) if the process is interrupted before unregisterTemporary(dir). */
export function registerTemporary(dir: string): void {
  registered.add(dir);
}

/** The folder was removed or kept on purpose: an interrupt no longer touches it. */
export function unregisterTemporary(dir: string): void {
  registered.delete(dir);
}

/**
 * Ends `child` if the process is interrupted while `done` is pending: a compiler still
 * writing into a temporary folder would otherwise recreate it after its removal.
 */
export async function stopOnInterrupt<T>(child: ChildProcess, done: Promise<T>): Promise<T> {
  children.add(child);
  try {
    return await done;
  } finally {
    children.delete(child);
  }
}

/**
 * Ends the registered child processes and removes every registered folder now (the
 * signal handler; dev's shutdown). SIGKILL stops a child before it runs another
 * instruction, so it cannot write into a folder after this removed it.
 */
export function removeRegisteredTemporaries(): void {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  for (const dir of registered) fs.rmSync(dir, { recursive: true, force: true });
  registered.clear();
}

/** Exit status of a process ended by a signal, as shells report it (128 + signal number). */
const SIGNAL_EXIT: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/**
 * Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the registered folders, say
 * so on stderr and exit with 128 + the signal number. For commands that run to an end
 * (build); servers install their own shutdown (src/server/listen.ts).
 */
export function cleanUpOnInterrupt(write: (line: string) => void): void {
  if (installed) return;
  installed = true;
  for (const signal of Object.keys(SIGNAL_EXIT) as NodeJS.Signals[]) {
    process.once(signal, () => {
      const count = registered.size;
      removeRegisteredTemporaries();
      write(`${signal}: stopped${count > 0 ? `, removed ${count} temporary folder${count === 1 ? '' : 's'}` : ''}`);
      process.exit(SIGNAL_EXIT[signal]);
    });
  }
}
