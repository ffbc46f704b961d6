// Runs the test files of the folders that only compute in one process per folder (test/run.mjs).
// Every test file otherwise runs in a Node process of its own, and starting one (Node, the file's
// bundle, the packages it imports) costs about half a CPU-second: some 50 CPU-s over the hundred
// files of these folders, measured at 0.54 CPU-s a file. Their files start no server that
// outlives a test, keep no browser, and change no process-wide state (the environment, the
// working folder, the exit code), so sharing a process changes nothing they check; each test
// is still reported under its own source file (the runner reads it from the source map).
// APIDOCS_TEST_ONE_PROCESS_PER_FILE=1 runs every file in its own process again.
import fs from 'node:fs';
import path from 'node:path';

/** Folders under test/ whose files share a process. */
export const SHARED_PROCESS_FOLDERS = new Set([
  'content',
  'diff',
  'gofacts',
  'highlight',
  'history',
  'history-views',
  'proto',
  'render',
  'search',
  'shared',
  'site',
  'sources',
  'theme',
]);

/**
 * The entries to run for `sources` (test files, relative to `root` or absolute) bundled as
 * `bundles` (the same order) into `dir`: the files of a shared-process folder (two or more of
 * them) become one entry importing their bundles in order; every other file is its own entry.
 * The folders' entries, each some tens of seconds, all go where the first of their files was,
 * so that small files, not a long entry, end the run.
 */
export function groupedEntries(root, sources, bundles, dir) {
  const folderOf = (source) => {
    const parts = path.relative(path.join(root, 'test'), path.resolve(root, source)).split(path.sep);
    return parts.length === 2 && SHARED_PROCESS_FOLDERS.has(parts[0]) ? parts[0] : null;
  };
  const members = new Map();
  sources.forEach((source, i) => {
    const folder = folderOf(source);
    if (folder) members.set(folder, [...(members.get(folder) ?? []), bundles[i]]);
  });
  const grouped = sources.map((source) => {
    const folder = folderOf(source);
    return folder !== null && members.get(folder).length >= 2;
  });
  const first = grouped.indexOf(true);
  const entries = [];
  sources.forEach((_, i) => {
    if (!grouped[i]) entries.push(bundles[i]);
    else if (i === first)
      for (const [folder, files] of members) if (files.length >= 2) entries.push(writeGroup(dir, folder, files));
  });
  return entries;
}

/** A module importing `bundles` in order: their top-level tests register, and run, in that order. */
function writeGroup(dir, folder, bundles) {
  const file = path.join(dir, 'groups', `${folder}.test.mjs`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const imports = bundles.map(
    (bundle) => `import ${JSON.stringify(`./${path.relative(path.dirname(file), bundle)}`)};`,
  );
  fs.writeFileSync(file, `${imports.join('\n')}\n`);
  return file;
}
