/**
 * Replaces the output folder with a new build in one atomic step where the system allows
 * it. Node has no call for it, but Linux has renameat2(RENAME_EXCHANGE), which swaps two
 * paths at once: readers (nginx, `apidocs serve`) see either the old or the new folder and
 * never a missing one, even if the build is killed at that instant. Perl (part of every
 * Debian and most Linux systems) can make the system call; where it cannot (no perl, other
 * architectures, filesystems without the flag) the swap falls back to two renames, and a
 * build killed between them is repaired by the next one (stale-outputs.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** renameat2 system call numbers (the call has no libc wrapper perl could use). */
const RENAMEAT2: Partial<Record<string, number>> = { x64: 316, arm64: 276, ia32: 353, arm: 382 };
const AT_FDCWD = -100;
const RENAME_EXCHANGE = 2;

let exchangeWorks: boolean | undefined;

/** Swaps two existing paths atomically; false when this system cannot (nothing changed then). */
export function exchangePaths(a: string, b: string): boolean {
  const call = RENAMEAT2[process.arch];
  if (process.platform !== 'linux' || call === undefined || exchangeWorks === false) return false;
  const result = spawnSync(
    'perl',
    [
      '-e',
      `exit(syscall(${call}, ${AT_FDCWD}, $ARGV[0], ${AT_FDCWD}, $ARGV[1], ${RENAME_EXCHANGE}) == 0 ? 0 : 1)`,
      a,
      b,
    ],
    { stdio: 'ignore', timeout: 10_000 },
  );
  // No perl: it will not appear within this process. (A filesystem without the flag
  // fails this one call only: another output folder may be on another filesystem.)
  if (result.error) exchangeWorks = false;
  return result.status === 0;
}

/**
 * Moves `next` to `final`, replacing the folder there. Returns the path the previous
 * folder now has (to be removed by the caller), or null when there was none.
 * `aside` is the name used for the previous folder.
 */
export function swapInFolder(next: string, final: string, aside: string): string | null {
  if (!fs.existsSync(final)) {
    fs.renameSync(next, final);
    return null;
  }
  if (exchangePaths(next, final)) return next;
  fs.renameSync(final, aside);
  fs.renameSync(next, final);
  return aside;
}
