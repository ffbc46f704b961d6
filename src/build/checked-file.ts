/**
 * Cache entry files that cannot be served corrupt: an entry is its body followed by the
 * sha256 of the body (64 hex digits), written to a temporary name and renamed (a reader
 * sees no entry or the whole entry). A reader checks the digest, so a truncated, edited or
 * half-written entry is a miss, never served. The body can be written in parts as they are
 * made (the page data cache writes each page as it is built, rather than holding all of
 * them). Used by the page caches (page-data-cache.ts, render-cache.ts), whose entries are
 * output bytes; keepNewest bounds a folder of them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const DIGEST_LENGTH = 64;

/** An entry being written. */
export interface CheckedWriter {
  append(data: string | Uint8Array): void;
  /** Completes the entry under its name; false when the cache could not be written (skipped). */
  commit(): boolean;
  /** Drops the partial entry. */
  abort(): void;
}

/** Starts a checked entry at `file`, or returns null when the cache cannot be written. */
export function checkedWriter(file: string): CheckedWriter | null {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const hash = crypto.createHash('sha256');
  let fd: number | null;
  try {
    fd = fs.openSync(temp, 'w');
  } catch {
    return null;
  }
  const abort = () => {
    if (fd !== null) fs.closeSync(fd);
    fd = null;
    fs.rmSync(temp, { force: true });
  };
  return {
    append(data) {
      if (fd === null) return;
      try {
        const bytes = typeof data === 'string' ? Buffer.from(data) : data;
        fs.writeSync(fd, bytes);
        hash.update(bytes);
      } catch {
        abort();
      }
    },
    commit() {
      if (fd === null) return false;
      try {
        fs.writeSync(fd, hash.digest('hex'));
        fs.closeSync(fd);
        fd = null;
        fs.renameSync(temp, file);
        return true;
      } catch {
        abort();
        return false;
      }
    },
    abort,
  };
}

/** Writes `body` as a checked entry at `file`; a cache that cannot be written is skipped (false). */
export function writeChecked(file: string, body: Uint8Array): boolean {
  const writer = checkedWriter(file);
  writer?.append(body);
  return writer?.commit() ?? false;
}

/** The body of a checked entry, or null when it is missing, unreadable or does not match its digest. */
export function readChecked(file: string): Buffer | null {
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    return null;
  }
  if (data.length < DIGEST_LENGTH) return null;
  const body = data.subarray(0, data.length - DIGEST_LENGTH);
  const digest = crypto.createHash('sha256').update(body).digest('hex');
  return digest === data.toString('latin1', body.length) ? body : null;
}

/** Keeps the `keep` newest entries (.bin files) of a cache folder. */
export function keepNewest(dir: string, keep: number): void {
  try {
    const entries = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.bin'))
      .map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const old of entries.slice(keep)) fs.rmSync(path.join(dir, old.name), { force: true });
  } catch {
    // Another build pruning at the same time: whatever is left, the next prune sees.
  }
}
