/**
 * Browser storage that never breaks the page: private modes, disabled storage and full
 * quotas throw; the error is logged to the console and the caller gets null.
 */

/** Reads a localStorage value, or null when absent or unavailable. */
export function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch (error) {
    console.error(`apidocs: could not read "${key}" from browser storage:`, error);
    return null;
  }
}

/** Writes a localStorage value; failures are logged, never thrown. */
export function writeStorage(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  } catch (error) {
    console.error(`apidocs: could not write "${key}" to browser storage:`, error);
  }
}

/** Removes a localStorage value; failures are logged, never thrown. */
export function removeStorage(key: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
  } catch (error) {
    console.error(`apidocs: could not remove "${key}" from browser storage:`, error);
  }
}
