/**
 * errors.json: a daemon's error catalogue for apps and assistants (docs/exports.md), in the
 * shape its committed JSON Schema (errors.schema.json, served at the site root) describes.
 * Links are absolute URLs on the site's origin.
 */
import fs from 'node:fs';
import type { ErrorCatalogue } from '../../site/errors/catalogue-types.ts';

/** The schema's `$id`; the build serves the file at the base URL's errors.schema.json. */
export const ERRORS_SCHEMA_ID = 'https://lightning.engineering/api-docs/errors.schema.json';
export const ERRORS_FORMAT = 1;

/** The committed schema's text. */
export function errorsSchemaText(): string {
  return fs.readFileSync(new URL('./errors.schema.json', import.meta.url), 'utf8');
}

/** The errors.json document of a catalogue; `origin` makes the site paths absolute (https://lightning.engineering). */
export function errorsJson(catalogue: ErrorCatalogue, origin: string) {
  const url = (path: string) => (path.startsWith('/') ? `${origin.replace(/\/$/, '')}${path}` : path);
  return {
    $schema: ERRORS_SCHEMA_ID,
    format: ERRORS_FORMAT,
    daemon: catalogue.daemonId,
    title: catalogue.daemonTitle,
    cli: catalogue.cli,
    tag: catalogue.tag,
    catalogue: url(catalogue.href),
    entries: catalogue.entries.map(({ href, rpcs, sources, ...entry }) => ({
      ...entry,
      rpcs: rpcs.map((r) => ({ fullName: r.fullName, label: r.label, url: url(r.href) })),
      sources: sources.map((s) => ({ label: s.label, url: s.href })),
      url: url(href),
    })),
  };
}

export type ErrorsJson = ReturnType<typeof errorsJson>;
