/** Whether a process id belongs to a running process (used to tell stale leftovers from live work). */

/**
 * True when a process with this id exists. Signal 0 checks without sending anything:
 * ESRCH means no such process; EPERM means it exists but belongs to another user.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
