/**
 * What the OpenAPI tests share: the documents of a sources folder (built from the same
 * site view of the model as the build writes them), strict validation against the official
 * OAS 3.1 schema (@hyperjump/json-schema's OpenAPI 3.1 dialect: the document and every
 * schema in it), and `redocly lint` with the recommended ruleset.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { BASIC } from '@hyperjump/json-schema/experimental';
import { loadServicePages } from '../../src/content/load-content.ts';
import { type OpenApiDocument, openApiDocument } from '../../src/export/openapi/document.ts';
import { type ExportSite, openApiInputOf } from '../../src/export/openapi/release-input.ts';
import { loadModel } from '../../src/release/load-model.ts';
import { type SiteRelease, allReleases, buildSiteApi } from '../../src/site/site-api.ts';
import { hasRestRoutes } from '../../src/site/rest-operations.ts';
import type { TreeOptions } from '../../src/sources/proto-trees.ts';
import type { Sources } from '../../src/sources/sources-config.ts';
import { ROOT, tempDir } from '../helpers/fixtures.ts';

export interface ExportedDocument {
  release: SiteRelease;
  document: OpenApiDocument;
}

/** The site facts and the document of every release with REST routes. */
export async function exportedDocuments(params: {
  sources: Sources;
  trees: TreeOptions;
  contentDir: string;
  releases?: 'all' | 'newest';
}): Promise<{ site: ExportSite; documents: ExportedDocument[] }> {
  const { model } = await loadModel({
    sources: params.sources,
    trees: params.trees,
    releases: params.releases ?? 'all',
  });
  const api = buildSiteApi(model);
  const site: ExportSite = {
    origin: 'https://docs.example',
    baseUrl: '/api-docs/',
    api,
    services: loadServicePages(
      params.contentDir,
      api.daemons.map((d) => d.id),
    ),
  };
  const documents = allReleases(api)
    .filter(hasRestRoutes)
    .map((release) => ({ release, document: openApiDocument(openApiInputOf(site, release)) }));
  return { site, documents };
}

/** The validator's errors for a document (none when it is valid). */
export async function oasErrors(document: unknown): Promise<string[]> {
  const output = await validate('https://spec.openapis.org/oas/3.1/schema-base', document as never, BASIC);
  if (output.valid) return [];
  return (output.errors ?? []).map((e) => `${e.instanceLocation}: ${e.absoluteKeywordLocation}`);
}

export interface LintResult {
  errors: string[];
  warnings: Map<string, number>;
}

/** `redocly lint` with the recommended ruleset (the CLI, as a user runs it). */
export function redoclyLint(document: unknown): LintResult {
  const dir = tempDir('apidocs-redocly-');
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      '--format',
      'json',
      '--max-problems',
      '10000',
      file,
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const start = result.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly printed no JSON (exit ${result.status}): ${result.stderr.slice(0, 2000)}`);
  const report = JSON.parse(result.stdout.slice(start)) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  const errors = report.problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
  const warnings = new Map<string, number>();
  for (const p of report.problems) if (p.severity === 'warn') warnings.set(p.ruleId, (warnings.get(p.ruleId) ?? 0) + 1);
  return { errors, warnings };
}
