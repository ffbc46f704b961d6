/**
 * chokidar reports at most one `change` per file every 50 ms and drops the rest (its
 * throttle). When a rebuild is faster than that — a failed one takes ~10 ms — a save that
 * lands right after it starts is never reported, and the site would stay on the old text
 * (or the old error) until the next save. So each batch remembers the files' signatures
 * when it starts, and once the throttle window has passed, any file that changed since is
 * queued again. The signature is the content's digest, not the modification time: where
 * timestamps are coarse (ext3, some network and FUSE filesystems, a kernel tick of several
 * ms), a save of the same length right after the snapshot keeps the old time.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** chokidar's throttle of repeated `change` events of one path, in ms. */
export const CHOKIDAR_CHANGE_THROTTLE_MS = 50;

/** Signature of each file (size and SHA-256 of the content; "missing" once deleted). */
export type FileSnapshot = Map<string, string>;

/** Records the signatures of the files a rebuild is about to read. */
export function snapshotFiles(files: string[]): FileSnapshot {
  return new Map(files.map((file) => [file, signature(file)]));
}

/** The files whose signature differs from the snapshot. */
export function changedSince(snapshot: FileSnapshot): string[] {
  return [...snapshot].filter(([file, before]) => signature(file) !== before).map(([file]) => file);
}

function signature(file: string): string {
  try {
    const bytes = fs.readFileSync(file);
    return `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`;
  } catch {
    return 'missing';
  }
}
