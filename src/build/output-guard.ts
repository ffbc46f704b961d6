/**
 * Decides whether a folder may be the output of `apidocs build`. The build replaces its
 * output folder as a whole, so a mistyped `--out` must never name something worth keeping:
 * the project (`--out .`), the content folder, a proto tree, the home folder, a folder
 * containing any of them, a folder inside the content or a proto tree, or any non-empty
 * folder that is not an earlier apidocs build (build-marker.ts). `--out` naming a symbolic
 * link builds into the link's target, and the link stays.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApidocsError } from '../shared/errors.ts';
import { MARKER_FILE, looksLikeUnmarkedBuild } from './build-marker.ts';

/** The folder apidocs is installed in. */
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A folder the output must keep clear of, and what it is (for the message). */
export interface ProtectedFolder {
  dir: string;
  what: string;
  /** True: the output may not lie inside it either (content, proto trees). */
  noneInside: boolean;
}

export interface OutputGuardInput {
  /** The output folder as given (relative to the working directory, may be a symlink). */
  outDir: string;
  contentDir: string;
  /** --protos / APIDOCS_PROTOS, when given. */
  protosDir?: string | undefined;
  /** The cache root (downloaded proto trees). */
  cacheDir?: string | undefined;
  /** The working directory (its project is protected too). */
  cwd?: string;
}

/**
 * The folders an output must keep clear of: the content folder and proto trees (neither
 * the output nor inside it), the projects around the content folder and the working
 * directory, apidocs itself, the home folder and the filesystem root (never the output
 * and never inside it).
 */
export function protectedFolders(input: OutputGuardInput): ProtectedFolder[] {
  const cwd = input.cwd ?? process.cwd();
  const folders: ProtectedFolder[] = [
    { dir: input.contentDir, what: 'the content folder', noneInside: true },
    ...(input.protosDir
      ? [{ dir: input.protosDir, what: 'the proto trees folder (--protos / APIDOCS_PROTOS)', noneInside: true }]
      : []),
    ...(input.cacheDir
      ? [{ dir: input.cacheDir, what: 'the apidocs cache (downloaded proto trees)', noneInside: true }]
      : []),
    { dir: PACKAGE_ROOT, what: 'the apidocs installation', noneInside: false },
    { dir: os.homedir(), what: 'the home folder', noneInside: false },
    { dir: path.parse(path.resolve(cwd)).root, what: 'the filesystem root', noneInside: false },
  ];
  for (const start of [input.contentDir, cwd]) {
    const project = projectRootOf(start);
    if (project)
      folders.push({ dir: project, what: 'a project folder (it holds .git or package.json)', noneInside: false });
  }
  return folders;
}

/**
 * Checks the output folder and returns the real folder to build into (a symlink's target).
 * Throws an ApidocsError naming the folder and the reason when it may not be replaced.
 */
export function checkOutputDir(input: OutputGuardInput): string {
  const given = path.resolve(input.cwd ?? process.cwd(), input.outDir);
  const target = linkTarget(given, input.outDir);
  const real = realPathOf(target);
  const refuse = (reason: string, hint: string) => {
    throw new ApidocsError(`refusing to build into ${target}: ${reason}`, { location: input.outDir, hint });
  };
  const separate = 'Pass a folder of its own for the output, e.g. --out build (the build replaces the whole folder).';
  const folders = protectedFolders(input).map((folder) => ({ ...folder, real: realPathOf(path.resolve(folder.dir)) }));
  for (const folder of folders) if (real === folder.real) refuse(`it is ${folder.what}`, separate);
  for (const folder of folders) {
    if (isInside(folder.real, real)) refuse(`it contains ${folder.what} (${folder.dir})`, separate);
    if (folder.noneInside && isInside(real, folder.real))
      refuse(`it lies inside ${folder.what} (${folder.dir})`, separate);
  }
  let entries: string[];
  try {
    const stats = fs.statSync(target);
    if (!stats.isDirectory()) refuse('it is a file, not a folder', separate);
    entries = fs.readdirSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return target;
    throw error;
  }
  if (entries.length > 0 && !entries.includes(MARKER_FILE) && !looksLikeUnmarkedBuild(target)) {
    refuse(
      `it is a non-empty folder that is not an apidocs build (no ${MARKER_FILE} marker file in it)`,
      `The build would replace everything in it. ${separate} If it is an old build, remove it first.`,
    );
  }
  return target;
}

/** The folder behind `--out`: itself, or where it points when it is a symbolic link. */
function linkTarget(given: string, asWritten: string): string {
  let stats: fs.Stats;
  try {
    stats = fs.lstatSync(given);
  } catch {
    return given;
  }
  if (!stats.isSymbolicLink()) return given;
  try {
    return fs.realpathSync(given);
  } catch (error) {
    throw new ApidocsError(`${given} is a symbolic link to a missing folder (${fs.readlinkSync(given)})`, {
      location: asWritten,
      hint: 'Create the folder the link points to, or pass another --out.',
      cause: error,
    });
  }
}

/** The real path of a folder that may not exist yet: its deepest existing ancestor resolved, the rest appended. */
export function realPathOf(dir: string): string {
  const missing: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    try {
      return path.join(fs.realpathSync(current), ...missing.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return path.resolve(dir);
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

/** The nearest folder at or above `start` holding .git or package.json; null when none. */
function projectRootOf(start: string): string | null {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git')) || fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return null;
  }
}

/** True when `inner` lies strictly inside `outer` (both absolute, real paths). */
function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
