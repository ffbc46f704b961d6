// Data for the query planner (src/search/query-plan.ts); it ships in the browser's search chunk.

/**
 * Words that name a daemon besides its id and binaries (which the index lists per daemon):
 * a query holding one is read as asking for that daemon.
 */
export const DAEMON_ALIASES: Record<string, string> = {
  taproot: 'taproot-assets',
  'taproot assets': 'taproot-assets',
  terminal: 'lit',
  'lightning terminal': 'lit',
};
