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
import { isKeptFile, selectTreeFiles } from './tree-files.ts';
import { treeHash } from './tree-hash.ts';

/** Fills the archive address template for one release. */
export function archiveUrl(template: string, service: SourceService, version: SourceVersion): string {
  return fillUrl(template, service, version);
}

/** Fills {repo}, {owner}, {name}, {tag}, {commit} and (for file addresses) {path} in an address template. */
export function fillUrl(template: string, service: SourceService, version: SourceVersion, file?: string): string {
  const [owner, name] = service.repo.split('/') as [string, string];
  const values: Record<string, string> = { repo: service.repo, owner, name, tag: version.tag, commit: version.commit };
  if (file !== undefined) values.path = file.split('/').map(encodeURIComponent).join('/');
  return template.replace(/\{(repo|owner|name|tag|commit|path)\}/g, (match, key: string) => values[key] ?? match);
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

export interface HistoryDownloadParams {
  /** Address template of the commit's file listing (GitHub's git trees API). */
  treeListUrl: string;
  /** Address template of one file ({path}). */
  rawFileUrl: string;
  service: SourceService;
  version: SourceVersion;
  dest: string;
  timeoutMs?: number;
  /** Files fetched at once. */
  parallel?: number;
  /** A token sent with the listing request (APIDOCS_GITHUB_TOKEN), or undefined. */
  listToken?: string | undefined;
}

/**
 * Downloads a history release file by file: the commit's listing, then only the files its
 * selection needs (protos, REST rules, permission Go files: lnd's is about 40 files and
 * 2 MB, where the release archive is over 20 MB). The selection is computed by the same
 * code as for a local tree, run on the listing laid out as empty files; the fetched tree is
 * verified against the pinned tree hash and only then moved into place.
 */
export async function downloadHistoryTree(params: HistoryDownloadParams): Promise<void> {
  const { service, version, dest } = params;
  const timeoutMs = params.timeoutMs ?? 60_000;
  const listUrl = fillUrl(params.treeListUrl, service, version);
  // GitHub answers 60 unauthenticated listings an hour; a token (sent to the listing address only) raises that.
  const auth: Record<string, string> = params.listToken ? { authorization: `Bearer ${params.listToken}` } : {};
  const listing = await readListing(await fetchArchive(listUrl, timeoutMs, auth), listUrl);
  const skeleton = `${dest}.listing-${process.pid}`;
  const temp = `${dest}.partial-${process.pid}`;
  for (const dir of [skeleton, temp]) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  }
  try {
    for (const file of listing.filter(isKeptFile)) writeFileAt(skeleton, file, '');
    const selected = selectFromListing(skeleton, service, version, listUrl);
    const queue = [...selected];
    const worker = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const url = fillUrl(params.rawFileUrl, service, version, file);
        const response = await fetchArchive(url, timeoutMs);
        writeFileAt(temp, file, new Uint8Array(await response.arrayBuffer()));
      }
    };
    await Promise.all(Array.from({ length: Math.min(params.parallel ?? 8, Math.max(1, selected.length)) }, worker));
    const actual = treeHash(temp, service, version, 'history');
    if (actual !== version.sha256) {
      throw new SourceError(
        `the files of ${service.id} ${version.tag} do not match the pinned sha256 (expected ${version.sha256}, got ${actual})`,
        {
          location: listUrl,
          hint: 'A download is corrupt or the release changed upstream; check content/sources.json and retry, or point APIDOCS_PROTOS at a verified local copy.',
        },
      );
    }
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.rmSync(dest, { recursive: true, force: true });
    fs.renameSync(temp, dest);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
    fs.rmSync(skeleton, { recursive: true, force: true });
  }
}

/** The history selection run on the listing laid out as empty files; a missing file names the listing, not the temporary folder. */
function selectFromListing(
  skeleton: string,
  service: SourceService,
  version: SourceVersion,
  listUrl: string,
): string[] {
  try {
    return selectTreeFiles(skeleton, service, version, 'history');
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    throw new SourceError(`${error.detail}, in the release's file listing`, {
      location: listUrl,
      ...(error.hint ? { hint: error.hint } : {}),
      cause: error,
    });
  }
}

/** The blob paths of a git trees listing; a truncated or malformed listing is an error. */
async function readListing(response: Response, url: string): Promise<string[]> {
  let json: { tree?: { path?: unknown; type?: unknown }[]; truncated?: unknown };
  try {
    json = (await response.json()) as typeof json;
  } catch (error) {
    throw new SourceError(`the file listing from ${url} is not JSON: ${(error as Error).message}`, {
      location: url,
      hint: "Check treeListUrl in content/sources.json (or APIDOCS_TREE_LIST_URL): it must answer like GitHub's git trees API.",
      cause: error,
    });
  }
  if (!Array.isArray(json.tree) || json.truncated === true) {
    throw new SourceError(
      `the file listing from ${url} is ${json.truncated === true ? 'truncated' : 'not a git trees listing'}`,
      {
        location: url,
        hint: "Check treeListUrl in content/sources.json (GitHub's git trees API with ?recursive=1), or point APIDOCS_PROTOS at a local copy.",
      },
    );
  }
  return json.tree
    .filter((entry) => entry.type === 'blob' && typeof entry.path === 'string')
    .map((entry) => entry.path as string)
    .filter((file) => !path.isAbsolute(file) && !file.split('/').includes('..'));
}

function writeFileAt(root: string, file: string, data: string | Uint8Array): void {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, data);
}

async function fetchArchive(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow', headers });
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
