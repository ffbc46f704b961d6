/**
 * Downloads a pinned release archive, keeps only the proto-related files, verifies the
 * tree hash and moves the tree into place atomically. Nothing partial is ever left at
 * the destination: extraction happens in a sibling temporary folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { SourceError } from '../shared/errors.ts';
import type { SourceService, SourceVersion } from './sources-config.ts';
import fg from 'fast-glob';
import { selectAllGoFiles } from './go-source-files.ts';
import { isKeptFile } from './tree-files.ts';
import { treeHash } from './tree-hash.ts';

/** Fills the archive address template for one release. */
export function archiveUrl(template: string, service: SourceService, version: SourceVersion): string {
  const [owner, name] = service.repo.split('/') as [string, string];
  const values: Record<string, string> = { repo: service.repo, owner, name, tag: version.tag, commit: version.commit };
  return template.replace(/\{(repo|owner|name|tag|commit)\}/g, (_, key: string) => values[key]!);
}

export interface DownloadParams {
  url: string;
  service: SourceService;
  version: SourceVersion;
  /** Final folder of the tree; created only when the download is verified. */
  dest: string;
  /** Milliseconds before giving up on the server. */
  timeoutMs?: number;
}

/** Downloads, extracts, verifies and installs one release tree at `params.dest`. */
export async function downloadTree(params: DownloadParams): Promise<void> {
  const { url, service, version, dest } = params;
  const response = await fetchArchive(url, params.timeoutMs ?? 60_000);
  const temp = `${dest}.partial-${process.pid}`;
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(temp, { recursive: true });
  try {
    await extractKeptFiles(response, temp, url);
    pruneUnselectedGoFiles(temp, service, version);
    const actual = treeHash(temp, service, version);
    if (actual !== version.sha256) {
      throw new SourceError(
        `the archive of ${service.id} ${version.tag} does not match the pinned sha256 (expected ${version.sha256}, got ${actual})`,
        {
          location: url,
          hint: 'The download is corrupt or the release changed upstream; check content/sources.json and retry, or point APIDOCS_PROTOS at a verified local copy.',
        },
      );
    }
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.rmSync(dest, { recursive: true, force: true });
    fs.renameSync(temp, dest);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** Keeps only the Go files the release names (permissions, CLI): the rest of the Go source is not needed. */
function pruneUnselectedGoFiles(dir: string, service: SourceService, version: SourceVersion): void {
  const keep = new Set(selectAllGoFiles(dir, service, version));
  for (const file of fg.sync('**/*.go', { cwd: dir, onlyFiles: true, dot: true })) {
    if (!keep.has(file)) fs.rmSync(path.join(dir, file));
  }
}

async function fetchArchive(url: string, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    throw new SourceError(`cannot download ${url}: ${describeFetchError(error)}`, {
      hint: 'Without network access, point APIDOCS_PROTOS (or --protos) at a local copy laid out as <service>/<tag>/..., e.g. APIDOCS_PROTOS=../shared/protos.',
      cause: error,
    });
  }
  if (!response.ok || !response.body) {
    throw new SourceError(`cannot download ${url}: HTTP ${response.status} ${response.statusText}`, {
      hint: 'Check the archive address (archiveUrl in content/sources.json or APIDOCS_ARCHIVE_URL) and the pinned commit.',
    });
  }
  return response;
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function extractKeptFiles(response: Response, dir: string, url: string): Promise<void> {
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>),
      // strip: 1 drops the "<repo>-<ref>/" folder every GitHub archive wraps its files in.
      tar.x({ cwd: dir, strip: 1, strict: true, filter: (entry) => isKeptFile(entry) || entry.endsWith('/') }),
    );
  } catch (error) {
    throw new SourceError(`the archive from ${url} is corrupt: ${(error as Error).message}`, {
      location: url,
      hint: 'Retry the download; if it keeps failing, point APIDOCS_PROTOS at a local copy of the protos.',
      cause: error,
    });
  }
}
