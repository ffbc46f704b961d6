/**
 * Finds the proto tree of each pinned release, in this order: the folder given with
 * --protos or APIDOCS_PROTOS (layout <service>/<tag>/...), the local cache, a download
 * of the pinned archive (verified, then cached). Offline, a missing tree is an error
 * that says how to point at a local copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceError } from '../shared/errors.ts';
import { archiveUrl, downloadHistoryTree, downloadTree, fillUrl } from './download.ts';
import {
  DEFAULT_RAW_FILE_URL,
  DEFAULT_TREE_LIST_URL,
  type Sources,
  type SourceService,
  type SourceVersion,
  releaseKind,
} from './sources-config.ts';

export interface TreeOptions {
  /** Folder laid out as <service>/<tag>/... (from --protos or APIDOCS_PROTOS). */
  protosDir?: string | undefined;
  /** Cache root; trees live in <cacheDir>/protos/<service>/<tag>. */
  cacheDir: string;
  /** Archive address template (APIDOCS_ARCHIVE_URL overrides sources.json). */
  archiveUrl: string;
  /** History releases: file listing address template (APIDOCS_TREE_LIST_URL overrides sources.json; default GitHub's git trees API). */
  treeListUrl?: string | undefined;
  /** History releases: one file's address template (APIDOCS_RAW_FILE_URL overrides sources.json; default raw.githubusercontent.com). */
  rawFileUrl?: string | undefined;
  /** A token for the listing requests (APIDOCS_GITHUB_TOKEN): GitHub allows 60 unauthenticated ones an hour. */
  listToken?: string | undefined;
  /** Never download. */
  offline: boolean;
  /** Progress messages (downloads) go here. */
  log: (message: string) => void;
}

/** Where each tree was found, for messages and tests. */
export type TreeOrigin = 'protos-dir' | 'cache' | 'download';

export interface LocatedTree {
  service: string;
  tag: string;
  dir: string;
  origin: TreeOrigin;
}

/** The default cache root: $APIDOCS_CACHE_DIR, else $XDG_CACHE_HOME/apidocs, else ~/.cache/apidocs. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.APIDOCS_CACHE_DIR) return path.resolve(env.APIDOCS_CACHE_DIR);
  const base = env.XDG_CACHE_HOME ? path.resolve(env.XDG_CACHE_HOME) : path.join(os.homedir(), '.cache');
  return path.join(base, 'apidocs');
}

/** Tree options from CLI flags and the environment, with the documented precedence. */
export function treeOptionsFrom(
  sources: Sources,
  flags: { protos?: string | undefined; offline?: boolean | undefined },
  log: (message: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): TreeOptions {
  const protosDir = flags.protos ?? env.APIDOCS_PROTOS;
  return {
    protosDir: protosDir ? path.resolve(protosDir) : undefined,
    cacheDir: defaultCacheDir(env),
    archiveUrl: env.APIDOCS_ARCHIVE_URL || sources.archiveUrl,
    treeListUrl: env.APIDOCS_TREE_LIST_URL || sources.treeListUrl,
    rawFileUrl: env.APIDOCS_RAW_FILE_URL || sources.rawFileUrl,
    listToken: env.APIDOCS_GITHUB_TOKEN || undefined,
    offline: flags.offline ?? env.APIDOCS_OFFLINE === '1',
    log,
  };
}

/** Finds (or downloads) one release tree. */
export async function locateTree(
  service: SourceService,
  version: SourceVersion,
  options: TreeOptions,
): Promise<LocatedTree> {
  const found = (dir: string, origin: TreeOrigin): LocatedTree => ({
    service: service.id,
    tag: version.tag,
    dir,
    origin,
  });
  if (options.protosDir) {
    const dir = path.join(options.protosDir, service.id, version.tag);
    if (isDirectory(dir)) return found(dir, 'protos-dir');
  }
  const cached = path.join(options.cacheDir, 'protos', service.id, version.tag);
  if (isDirectory(cached)) return found(cached, 'cache');
  if (options.offline) throw missingTreeError(service, version, options, 'downloads are off (--offline)');
  if (releaseKind(service, version) === 'history') {
    // A history release needs a few files of the release: fetched one by one, not as an archive.
    const treeListUrl = options.treeListUrl ?? DEFAULT_TREE_LIST_URL;
    options.log(
      `downloading ${service.id} ${version.tag} (its protos, REST rules and permission files) from ${fillUrl(treeListUrl, service, version)}`,
    );
    await downloadHistoryTree({
      treeListUrl,
      rawFileUrl: options.rawFileUrl ?? DEFAULT_RAW_FILE_URL,
      service,
      version,
      dest: cached,
      listToken: options.listToken,
    });
    return found(cached, 'download');
  }
  const url = archiveUrl(options.archiveUrl, service, version);
  options.log(`downloading ${service.id} ${version.tag} from ${url}`);
  await downloadTree({ url, service, version, dest: cached });
  return found(cached, 'download');
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function missingTreeError(
  service: SourceService,
  version: SourceVersion,
  options: TreeOptions,
  why: string,
): SourceError {
  const looked = [
    options.protosDir ? path.join(options.protosDir, service.id, version.tag) : undefined,
    path.join(options.cacheDir, 'protos', service.id, version.tag),
  ].filter(Boolean);
  return new SourceError(
    `no proto tree for ${service.id} ${version.tag}: looked in ${looked.join(' and ')}, and ${why}`,
    {
      hint: 'Point APIDOCS_PROTOS (or --protos) at a local copy laid out as <service>/<tag>/..., e.g. APIDOCS_PROTOS=../shared/protos, or allow the download.',
    },
  );
}
