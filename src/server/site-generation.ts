/**
 * One generation of a served build: every file of the output folder, read into memory
 * when `apidocs serve` starts or a new build replaces the folder, with the CSP and the
 * not-found page of that build. Serving from memory is fast (streaming each response
 * from disk costs an open, reads and a close on the thread pool, about 2,000 method
 * pages a second on a 2-core machine against 10,000 from memory), and it is what keeps
 * a rebuild invisible to readers: the old generation is answered, whole, until the next
 * one is loaded and checked complete (production-view.ts).
 *
 * Only what lies inside the folder is served: dotfiles (the build marker, rsync's
 * temporary files) are skipped, and a symbolic link is followed only when its real path
 * stays inside the folder; a link out, a dangling link or a loop is left out, never
 * followed (a link to / or to itself cannot make the listing run away either). Files
 * over the memory budget are served from disk, checked again when opened (send-file.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { MARKER_FILE } from '../build/build-marker.ts';
import { ApidocsError } from '../shared/errors.ts';
import { cspForHtml } from './build-csp.ts';
import { contentTypeOf } from './content-type.ts';
import { NOT_FOUND_FILE, type NotFoundPage } from './not-found-page.ts';
import { type ServedFile, etagOf } from './send-file.ts';

/** Pages, chunks, bundles and the search index are far below this; bigger files are read from disk. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** The real site with its .br/.gz copies is about 60 MB; two generations fit during a swap. */
export const MAX_TOTAL_BYTES = 256 * 1024 * 1024;
/** A folder with more files than this is not a build; the rest are not listed. */
export const MAX_FILES = 200_000;
/** Files read at once while a generation loads (keeps the thread pool busy without flooding it). */
const READ_CONCURRENCY = 16;

export interface GenerationLimits {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
}

export interface Generation {
  /** The served folder (as given) and its real path. */
  root: string;
  realRoot: string;
  /** Files by relative "/"-separated path. */
  files: Map<string, ServedFile>;
  /** Every folder listed (absolute), for change detection. */
  dirs: string[];
  /** The folder as it was when listed (folderSignature): a later different value means it changed. */
  signature: string;
  csp: string;
  notFound: NotFoundPage | null;
  /** Bytes held in memory. */
  bytes: number;
}

/** Lists and reads the build in `root`; throws when it has no index.html (no CSP can be made). */
export async function loadGeneration(
  root: string,
  limits: GenerationLimits = { maxFileBytes: MAX_FILE_BYTES, maxTotalBytes: MAX_TOTAL_BYTES, maxFiles: MAX_FILES },
): Promise<Generation> {
  const realRoot = await fs.promises.realpath(root);
  const rootSignature = folderSignature(root, []);
  const { files: listed, dirs, dirStamps } = await listServable(realRoot, limits.maxFiles);
  const files = new Map<string, ServedFile>();
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    for (let entry = listed[next++]; entry !== undefined; entry = listed[next++]) {
      const file = await readServedFile(entry.absolute, entry.relative, realRoot, (size) => {
        if (size > limits.maxFileBytes || bytes + size > limits.maxTotalBytes) return false;
        bytes += size;
        return true;
      });
      if (file) files.set(entry.relative, file);
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
  const sorted = new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const index = sorted.get('index.html');
  if (!index) {
    throw new ApidocsError(`no index.html in ${root}`, {
      location: root,
      hint: 'Build the site first (apidocs build --out DIR) and pass that folder with --dir.',
    });
  }
  const signature = `${rootSignature}|${dirStamps.join('|')}`;
  return {
    root,
    realRoot,
    files: sorted,
    dirs,
    signature,
    csp: cspForHtml((await bodyOf(index)).toString('utf8')),
    notFound: await notFoundOf(sorted),
    bytes,
  };
}

/**
 * A file with its validators, its bytes in memory when `keep(size)` allows; null when it
 * vanished, or when its real path now leaves the folder (a link swapped in after listing):
 * the real path is checked and opened without following a link.
 */
async function readServedFile(
  absolute: string,
  relative: string,
  realRoot: string,
  keep: (size: number) => boolean,
): Promise<ServedFile | null> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    const real = await fs.promises.realpath(absolute);
    if (!real.startsWith(`${realRoot}${path.sep}`)) return null;
    handle = await fs.promises.open(real, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    const stats = await handle.stat();
    if (!stats.isFile()) return null;
    const typeSource = relative.replace(/\.(br|gz)$/, '');
    const file: ServedFile = {
      absolute: real,
      size: stats.size,
      etag: etagOf(stats),
      lastModified: stats.mtime.toUTCString(),
      contentType: contentTypeOf(typeSource) ?? 'application/octet-stream',
      body: null,
    };
    if (keep(stats.size)) {
      file.body = await handle.readFile();
      file.size = file.body.length;
    }
    return file;
  } catch {
    return null;
  } finally {
    await handle?.close().catch(() => {});
  }
}

async function bodyOf(file: ServedFile): Promise<Buffer> {
  return file.body ?? fs.promises.readFile(file.absolute);
}

async function notFoundOf(files: Map<string, ServedFile>): Promise<NotFoundPage | null> {
  const page = files.get(NOT_FOUND_FILE);
  if (!page) return null;
  const br = files.get(`${NOT_FOUND_FILE}.br`);
  const gz = files.get(`${NOT_FOUND_FILE}.gz`);
  return {
    identity: await bodyOf(page),
    encoded: { ...(br ? { br: await bodyOf(br) } : {}), ...(gz ? { gzip: await bodyOf(gz) } : {}) },
  };
}

/**
 * The files `apidocs serve` may answer with under a folder (its real path): no dotfiles,
 * symbolic links only to files and folders inside it, no loops; sorted.
 */
export async function listServable(realRoot: string, maxFiles = MAX_FILES) {
  const files: { relative: string; absolute: string }[] = [];
  /** Entries left out and why (check-links reports them). */
  const skipped: { relative: string; reason: string }[] = [];
  const dirs: string[] = [];
  const dirStamps: string[] = [];
  const inside = (real: string) => real === realRoot || real.startsWith(`${realRoot}${path.sep}`);
  const walk = async (dir: string, relative: string, ancestors: Set<string>): Promise<void> => {
    dirs.push(dir);
    // Stamped before it is read: a change after this shows as a different stamp later.
    dirStamps.push(stampOf(dir));
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (files.length >= maxFiles) return;
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(dir, entry.name);
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      let kind: 'file' | 'dir' | null = entry.isFile() ? 'file' : entry.isDirectory() ? 'dir' : null;
      let real = absolute;
      let reason = 'neither a file nor a folder';
      if (entry.isSymbolicLink()) {
        try {
          real = await fs.promises.realpath(absolute);
          const stats = await fs.promises.stat(real);
          kind = !inside(real)
            ? null
            : stats.isFile()
              ? 'file'
              : stats.isDirectory() && !ancestors.has(real)
                ? 'dir'
                : null;
          reason = !inside(real)
            ? `a symbolic link out of the folder (to ${real})`
            : 'a symbolic link to a folder that contains it (a loop)';
        } catch (error) {
          kind = null;
          reason =
            (error as NodeJS.ErrnoException).code === 'ELOOP'
              ? 'a symbolic link loop'
              : 'a dangling symbolic link (its target is missing)';
        }
      }
      if (kind === null) skipped.push({ relative: rel, reason });
      if (kind === 'file') files.push({ relative: rel, absolute });
      else if (kind === 'dir') await walk(absolute, rel, new Set([...ancestors, real]));
    }
  };
  await walk(realRoot, '', new Set([realRoot]));
  return { files, dirs, dirStamps, skipped };
}

/**
 * What changes when a build replaces or updates the folder: the folder behind the name
 * (a swapped-in build is a new folder), the marker file, and each listed folder's entries
 * (adding, removing or renaming a file, which rsync does for every file it updates,
 * changes its folder's modification time). Cheap enough to compute every second.
 */
export function folderSignature(root: string, dirs: readonly string[]): string {
  const parts = [stampOf(root), stampOf(path.join(root, MARKER_FILE))];
  return dirs.length === 0 ? parts.join('|') : `${parts.join('|')}|${dirs.map(stampOf).join('|')}`;
}

/** The inode and modification time of a path, or "-" when it is missing. */
function stampOf(file: string): string {
  try {
    const stats = fs.statSync(file);
    return `${stats.ino}:${stats.mtimeMs}`;
  } catch {
    return '-';
  }
}
