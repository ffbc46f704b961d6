/**
 * Which paths the dev watcher ignores: the output folder and its temporary siblings (a
 * watcher that sees its own output rebuilds forever), and editor scratch files (swap,
 * backup and lock files, which change nothing the build reads); and which changed files
 * are build inputs at all (`sed -i` and many editors write a temporary file beside the one
 * saved: without this filter a proto save compiled its service twice).
 */
import path from 'node:path';
import { isLeftoverPath } from '../../build/stale-outputs.ts';

/** A chokidar `ignored` function for the given watch roots and output folder (absolute paths). */
export function watchIgnore(roots: string[], outDir: string): (file: string) => boolean {
  const out = path.resolve(outDir);
  const rootSet = new Set(roots.map((r) => path.resolve(r)));
  return (file) => {
    const absolute = path.resolve(file);
    if (absolute === out || absolute.startsWith(`${out}${path.sep}`) || isLeftoverPath(out, absolute)) return true;
    if (rootSet.has(absolute)) return false;
    const name = path.basename(absolute);
    return name.startsWith('.') || name.endsWith('~') || name.endsWith('.swp') || name === 'node_modules';
  };
}

/** What the build reads: markdown, YAML, JSON (sources.json, swagger), proto and Go (permissions, CLI) files, and anything under static/. */
const INPUT_EXTENSIONS = /\.(md|ya?ml|json|proto|go)$/i;

/** True when a changed file (absolute) can affect the build: an input by name, or a static file of a watched content folder. */
export function isBuildInput(file: string, roots: string[]): boolean {
  if (INPUT_EXTENSIONS.test(file)) return true;
  return roots.some((root) => {
    const relative = path.relative(root, file);
    return !relative.startsWith('..') && relative.split(path.sep)[0] === 'static';
  });
}
