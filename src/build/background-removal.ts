/**
 * Removing the previous output after a build's swap: about 30,000 files for the full site, 1.5 s
 * of a warm build's 12 s on the 2-core machine, spent after the new site is already in place.
 * A one-shot build (the CLI's) hands it to a detached `rm -rf` and exits: the folder is
 * renamed `OUT.trash-<pid>-<random>` first, so nothing at OUT's name is touched, and a later
 * build removes a trash folder left behind (its remover killed) once it is older than
 * TRASH_GRACE_MS (stale-outputs.ts). Where no `rm` can be started (Windows), the caller removes
 * the folder itself.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { siblingName } from './stale-outputs.ts';

/**
 * Renames `folder` (the previous output of `finalDir`) to a trash name and starts a detached
 * `rm -rf` of it; returns the trash path, or null when removal in the background is not
 * available here (then `folder` is untouched).
 */
export function removeInBackground(folder: string, finalDir: string): string | null {
  if (process.platform === 'win32') return null;
  const trash = siblingName(finalDir, 'trash');
  fs.renameSync(folder, trash);
  const remover = spawn('rm', ['-rf', '--', trash], { detached: true, stdio: 'ignore' });
  // No rm on the PATH: removed here while this process lives, else by a later build.
  remover.on('error', () => void fs.promises.rm(trash, { recursive: true, force: true }).catch(() => {}));
  remover.unref();
  return trash;
}
