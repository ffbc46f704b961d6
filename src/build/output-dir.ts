/**
 * Atomic output: the site is built in a temporary sibling folder and swapped in only when
 * everything succeeded, so a failed build leaves the previous output untouched.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TempOutput {
  dir: string;
  /** Replaces the final folder with the temporary one. */
  commit(): void;
  /** Removes the temporary folder (after a failure). */
  discard(): void;
}

/** Creates an empty temporary folder next to `outDir`. */
export function createTempOutput(outDir: string): TempOutput {
  const final = path.resolve(outDir);
  fs.mkdirSync(path.dirname(final), { recursive: true });
  const dir = fs.mkdtempSync(`${final}.tmp-`);
  return {
    dir,
    commit() {
      const old = `${final}.old-${process.pid}-${Date.now()}`;
      const hadPrevious = fs.existsSync(final);
      if (hadPrevious) fs.renameSync(final, old);
      fs.renameSync(dir, final);
      if (hadPrevious) fs.rmSync(old, { recursive: true, force: true });
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Where a phase writes: the folder, and a hook called with every file written (the
 * production build compresses files as they are written, on other cores, while the main
 * thread goes on rendering).
 */
export interface OutputTarget {
  dir: string;
  onWrite?: ((relative: string, data: string | Uint8Array) => void) | undefined;
}

/** Writes a file into an output target and tells its hook. */
export function writeTo(target: OutputTarget, relative: string, data: string | Uint8Array): void {
  writeOutputFile(target.dir, relative, data);
  target.onWrite?.(relative, data);
}

/** Writes a file, creating its folder when missing (tried only on ENOENT: mkdir per file is slow). */
export function writeOutputFile(root: string, relative: string, data: string | Uint8Array): void {
  const file = path.join(root, relative);
  try {
    fs.writeFileSync(file, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
}

/** Every file under a folder, relative and with "/" separators, sorted. */
export function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files.sort();
}

/**
 * Lets the event loop run: long synchronous loops (rendering hundreds of pages) call this
 * every few items so that finished background work (compression, file writes) can proceed
 * on the other core instead of piling up until the loop ends.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
