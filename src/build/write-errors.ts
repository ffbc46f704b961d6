/** Writes each daemon's errors.json and the JSON Schema they name (docs/exports.md, "errors.json"). */
import { errorsJson, errorsSchemaText } from '../export/errors/errors-json.ts';
import type { ErrorCatalogue } from '../site/errors/catalogue-types.ts';
import { ERRORS_SCHEMA_FILE } from '../site/urls.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';

/** Writes the files; returns how many entries each daemon's file holds. */
export function writeErrorCatalogues(
  catalogues: ReadonlyMap<string, ErrorCatalogue>,
  params: { origin: string; baseUrl: string; output: OutputTarget },
): Map<string, number> {
  writeTo(params.output, ERRORS_SCHEMA_FILE, errorsSchemaText());
  const counts = new Map<string, number>();
  for (const catalogue of catalogues.values()) {
    // errors.json sits beside the catalogue's folder: /api-docs/api/lnd/errors/ -> api/lnd/errors.json.
    const file = `${catalogue.href.slice(params.baseUrl.length).replace(/\/$/, '')}.json`;
    writeTo(params.output, file, `${JSON.stringify(errorsJson(catalogue, params.origin))}\n`);
    counts.set(catalogue.daemonId, catalogue.entries.length);
  }
  return counts;
}
