/**
 * Leftovers of interrupted builds next to the output folder, and their removal. A build
 * writes into `OUT.tmp-<pid>-<random>` and, when the folders cannot be exchanged in one
 * step (swap-folders.ts), moves the previous output aside as `OUT.old-<pid>-<random>` for
 * the moment of the swap; the CLI's build then renames it `OUT.trash-<pid>-<random>` for a
 * detached `rm -rf` (background-removal.ts). A build killed with kill -9 (or a power cut)
 * leaves these behind; the next build removes those whose process is gone (a trash folder
 * once it is also older than TRASH_GRACE_MS: its remover may still be at work), and a build
 * killed between the two renames of a swap, which left no OUT at all, gets its previous
 * output back. Folders of a build still running (its process is alive) are never touched.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../shared/process-alive.ts';
import { MARKER_FILE } from './build-marker.ts';

/** Earlier apidocs versions named temporary folders without a process id; past this age they are taken as abandoned. */
export const UNOWNED_STALE_MS = 10 * 60 * 1000;

/**
 * A trash folder is being removed by a detached `rm` that outlives the build named in it:
 * younger than this, it is left to that remover (30,000 files take it a few seconds).
 */
export const TRASH_GRACE_MS = 60 * 1000;

/** The kinds of folder a build makes beside the output, as their names start after `OUT.`. */
export const LEFTOVER_KINDS = ['tmp', 'old', 'trash'] as const;

export type LeftoverKind = (typeof LEFTOVER_KINDS)[number];

const LEFTOVER_NAME = new RegExp(`^(${LEFTOVER_KINDS.join('|')})-(?:(\\d+)-[0-9A-Za-z]+|[0-9A-Za-z]{6})$`);

/** True for a path that is one of `finalDir`'s leftovers by its name (whatever process made it). */
export function isLeftoverPath(finalDir: string, file: string): boolean {
  return LEFTOVER_KINDS.some((kind) => file.startsWith(`${finalDir}.${kind}-`));
}

/** `OUT.tmp-<pid>-<random>`, `OUT.old-<pid>-<random>` or `OUT.trash-<pid>-<random>` for this process. */
export function siblingName(finalDir: string, kind: LeftoverKind): string {
  return `${finalDir}.${kind}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
}

export interface Leftover {
  path: string;
  kind: LeftoverKind;
  /** The process that made it; null for names of older apidocs versions. */
  pid: number | null;
}

/** The tmp-/old- folders beside `finalDir`, by any process. */
export function leftoversOf(finalDir: string): Leftover[] {
  const parent = path.dirname(finalDir);
  const base = path.basename(finalDir);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  const leftovers: Leftover[] = [];
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const match = name.slice(base.length + 1).match(LEFTOVER_NAME);
    if (!match) continue;
    leftovers.push({
      path: path.join(parent, name),
      kind: match[1] as LeftoverKind,
      pid: match[2] ? Number(match[2]) : null,
    });
  }
  return leftovers.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * True when no running build owns the leftover. A leftover whose process is gone is stale at
 * once, but for two that are judged by age: a trash folder (its detached remover may still be
 * at work: TRASH_GRACE_MS, from its ctime, which the rename that made it trash set) and a name
 * of an older apidocs version, which names no process (UNOWNED_STALE_MS, from its mtime).
 */
export function isStale(leftover: Leftover, now = Date.now()): boolean {
  if (leftover.pid !== null && isProcessAlive(leftover.pid)) return false;
  if (leftover.kind !== 'trash' && leftover.pid !== null) return true;
  try {
    const stat = fs.statSync(leftover.path);
    return leftover.kind === 'trash'
      ? now - Math.max(stat.mtimeMs, stat.ctimeMs) > TRASH_GRACE_MS
      : now - stat.mtimeMs > UNOWNED_STALE_MS;
  } catch {
    return false;
  }
}

export interface CleanupReport {
  removed: string[];
  /** The previous output put back in place, when a swap had been cut in half. */
  restored: string | null;
}

/**
 * Puts back an output folder lost in an interrupted swap, then removes every stale
 * leftover beside `finalDir`.
 */
export function cleanUpLeftovers(finalDir: string): CleanupReport {
  const stale = leftoversOf(finalDir).filter((leftover) => isStale(leftover));
  const restored = fs.existsSync(finalDir) ? null : restoreOutput(finalDir, stale);
  const removed: string[] = [];
  for (const leftover of stale) {
    if (leftover.path === restored) continue;
    fs.rmSync(leftover.path, { recursive: true, force: true });
    removed.push(leftover.path);
  }
  return { removed, restored };
}

/**
 * A swap interrupted between its two renames leaves no output folder, the previous build
 * in OUT.old-* and the new, complete one in OUT.tmp-*. The previous build goes back:
 * the interrupted build never reported success.
 */
function restoreOutput(finalDir: string, stale: Leftover[]): string | null {
  const olds = stale.filter((leftover) => leftover.kind === 'old').sort((a, b) => mtimeOf(b.path) - mtimeOf(a.path));
  const candidate = olds.find((leftover) => fs.existsSync(path.join(leftover.path, MARKER_FILE))) ?? olds[0];
  if (!candidate) return null;
  fs.renameSync(candidate.path, finalDir);
  return candidate.path;
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
