/**
 * content/static is copied to the output root as plain files: a symbolic link is followed
 * when it points inside static/ (its content is copied, never the link, which a server
 * would otherwise follow wherever it points) and refused when it points outside, at
 * nothing, or into a loop. A static file must not take the place of a generated one
 * (`static/index.html` would replace the home page but not its .br/.gz copies, and the
 * server's CSP is read from it): such a collision is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../shared/errors.ts';
import { MARKER_FILE } from './build-marker.ts';
import { writeOutputFile } from './output-dir.ts';

/** A file to copy: where it goes (relative, "/"-separated) and the real file it comes from. */
export interface StaticFile {
  relative: string;
  source: string;
}

/** Every file under static/, links resolved; throws a ConfigError for a link that leaves static/ or goes nowhere. */
export function listStaticFiles(staticDir: string): StaticFile[] {
  if (!fs.existsSync(staticDir)) return [];
  const root = fs.realpathSync(staticDir);
  const files: StaticFile[] = [];
  const walk = (dir: string, relative: string, ancestors: Set<string>) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const shown = path.join(staticDir, relative, name);
      const rel = relative ? `${relative}/${name}` : name;
      const entry = resolveEntry(path.join(dir, name), shown, root);
      if (entry.kind === 'file') files.push({ relative: rel, source: entry.real });
      else if (ancestors.has(entry.real)) {
        throw new ConfigError(`is a symbolic link to a folder that contains it (${entry.real}): a loop`, {
          location: shown,
          hint: 'Remove the link or point it at a folder outside its own path.',
        });
      } else walk(entry.real, rel, new Set([...ancestors, entry.real]));
    }
  };
  walk(root, '', new Set([root]));
  return files;
}

/** What a static/ entry is once links are followed; refuses links that leave `root`. */
function resolveEntry(full: string, shown: string, root: string): { kind: 'file' | 'dir'; real: string } {
  const link = fs.lstatSync(full);
  let real = full;
  if (link.isSymbolicLink()) {
    try {
      real = fs.realpathSync(full);
    } catch (error) {
      throw new ConfigError(`is a symbolic link to a missing file (${fs.readlinkSync(full)})`, {
        location: shown,
        hint: 'Remove the link or make it point at a file inside content/static.',
        cause: error,
      });
    }
    if (real !== root && !real.startsWith(`${root}${path.sep}`)) {
      throw new ConfigError(
        `is a symbolic link to ${real}, outside content/static; the build copies files, and a link out of static/ would publish what it points at`,
        {
          location: shown,
          hint: 'Copy the file into content/static instead of linking to it.',
        },
      );
    }
  }
  const stats = link.isSymbolicLink() ? fs.statSync(real) : link;
  if (stats.isDirectory()) return { kind: 'dir', real };
  if (stats.isFile()) return { kind: 'file', real };
  throw new ConfigError('is neither a file nor a folder (a socket, device or pipe)', {
    location: shown,
    hint: 'Keep only files and folders in content/static.',
  });
}

/** What the output holds at a relative path before static files are copied. */
export type OutputKind = (relative: string) => 'file' | 'dir' | null;

/**
 * The static files that would replace generated output: a generated file or folder at
 * the same path, a generated file where static/ has a folder, the original of a .br/.gz
 * copy, or the marker; as `static path -> generated path`.
 */
export function staticCollisions(files: StaticFile[], kindOf: OutputKind): { relative: string; generated: string }[] {
  const collisions: { relative: string; generated: string }[] = [];
  for (const { relative } of files) {
    const parts = relative.split('/');
    const parents = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
    const original = relative.replace(/\.(br|gz)$/, '');
    const generated =
      relative === MARKER_FILE || kindOf(relative) !== null
        ? relative
        : [...parents, ...(original !== relative ? [original] : [])].find((candidate) => kindOf(candidate) === 'file');
    if (generated) collisions.push({ relative, generated });
  }
  return collisions;
}

/** The OutputKind of a folder on disk. */
export function outputKindIn(outDir: string): OutputKind {
  return (relative) => {
    try {
      return fs.statSync(path.join(outDir, relative)).isDirectory() ? 'dir' : 'file';
    } catch {
      return null;
    }
  };
}

/** Fails with every collision listed. */
export function assertNoStaticCollisions(
  staticDir: string,
  collisions: { relative: string; generated: string }[],
): void {
  if (collisions.length === 0) return;
  const list = collisions
    .map((c) => `${path.join(staticDir, c.relative)} would replace the generated ${c.generated}`)
    .join('\n  ');
  throw new ConfigError(
    `${collisions.length} static file${collisions.length === 1 ? '' : 's'} collide${collisions.length === 1 ? 's' : ''} with generated output:\n  ${list}`,
    {
      location: path.join(staticDir, collisions[0]!.relative),
      hint: 'Rename or remove the file: static files may add to the site but not replace its pages, data or assets.',
    },
  );
}

/** Copies static files into `outDir` as new files (content only, usual modes). */
export function copyStaticFiles(files: StaticFile[], outDir: string): void {
  for (const file of files) writeOutputFile(outDir, file.relative, fs.readFileSync(file.source));
}
