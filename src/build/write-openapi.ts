/**
 * The build's OpenAPI phase: one OpenAPI 3.1 document per daemon release, at
 * api/<daemon>/openapi.json for the newest release and api/<daemon>/<tag>/openapi.json for
 * an older one (the release's own URL space), written from the same site view of the
 * model the pages are built from (src/export/openapi/).
 */
import { openApiDocument } from '../export/openapi/document.ts';
import { type ExportSite, openApiInputOf } from '../export/openapi/release-input.ts';
import { allReleases } from '../site/site-api.ts';
import { sitePaths } from '../site/urls.ts';
import { treeKey } from '../proto/tree-key.ts';
import { hasRestRoutes } from '../site/rest-operations.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';

export interface WrittenOpenApi {
  /** Output paths (relative) of the documents. */
  files: string[];
  operations: number;
  bytes: number;
}

/**
 * Writes the document of every release that has REST routes, or only of the releases
 * `only` names ("lnd@v0.21.2-beta": watch mode rewrites the releases an edit changed).
 */
export function writeOpenApiDocuments(
  site: ExportSite,
  output: OutputTarget,
  only?: ReadonlySet<string>,
): WrittenOpenApi {
  const written: WrittenOpenApi = { files: [], operations: 0, bytes: 0 };
  for (const release of allReleases(site.api)) {
    if (!hasRestRoutes(release)) continue;
    if (only && !only.has(treeKey(release.id, release.version.tag))) continue;
    const document = openApiDocument(openApiInputOf(site, release));
    const json = `${JSON.stringify(document, null, 1)}\n`;
    const file = sitePaths.openApi(release);
    writeTo(output, file, json);
    written.files.push(file);
    written.operations += Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    written.bytes += Buffer.byteLength(json);
  }
  return written;
}
