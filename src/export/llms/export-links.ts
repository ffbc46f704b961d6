/**
 * The machine-readable files of each daemon that llms.txt links, in one list: the files this
 * build writes and the ones other writers add (OpenAPI, history). A file is linked when
 * `built` says its writer is part of the build and the build wrote it for the daemon (a
 * daemon without REST routes has no OpenAPI document).
 */

export interface DaemonExport {
  /** File name under the daemon's newest release folder: /api-docs/api/<daemon>/<file>. */
  file: string;
  title: string;
  /** What the file holds, for a daemon's title and newest tag. */
  summary: (daemon: string, tag: string) => string;
  /** Whether the build writes the file (links to unbuilt files would be broken). */
  built: boolean;
}

export const DAEMON_EXPORTS: readonly DaemonExport[] = [
  {
    file: 'llms.txt',
    title: 'llms.txt',
    summary: (d, tag) =>
      `Every page of ${d} ${tag} as a link to its Markdown copy, with a one-line summary, grouped by sub-service`,
    built: true,
  },
  {
    file: 'llms-small.txt',
    title: 'llms-small.txt',
    summary: (d, tag) =>
      `Every RPC of ${d} ${tag} in brief (signature, REST routes, permissions, a curl sample) and every message's fields: under 100,000 tokens`,
    built: true,
  },
  {
    file: 'llms-full.txt',
    title: 'llms-full.txt',
    summary: (d, tag) => `Every page of ${d} ${tag} in Markdown, in one file`,
    built: true,
  },
  {
    file: 'openapi.json',
    title: 'OpenAPI 3.1',
    summary: (d, tag) =>
      `The REST API of ${d} ${tag} as an OpenAPI 3.1 document, with macaroon permissions per operation`,
    built: true,
  },
  {
    file: 'errors.json',
    title: 'Error catalogue',
    summary: (d, tag) =>
      `Every error ${d} ${tag} can answer with, each with a pattern matching the pasted text, its gRPC code, RPCs, causes and fixes (schema: /api-docs/errors.schema.json)`,
    built: true,
  },
  {
    file: 'history.json',
    title: 'API history',
    summary: (d) => `Which releases of ${d} have each RPC, message, field, enum value and REST binding`,
    built: true,
  },
];

/** The exports llms.txt links for a daemon (the built ones). */
export function builtDaemonExports(): DaemonExport[] {
  return DAEMON_EXPORTS.filter((e) => e.built);
}
