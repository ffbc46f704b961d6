/**
 * Whether prefetching is welcome: not on 2g connections and not with data saver on
 * (Network Information API; browsers without it are treated as fast).
 */

/** The parts of navigator.connection this module reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** True unless the connection is 2g (or slower) or data saver is on. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** The browser's current connection, if it tells. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
