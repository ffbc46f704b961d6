/**
 * Runs the apidocs CLI (argv as given) as bin/apidocs does and prints its peak resident set size and CPU time
 * (every thread of the process; not child processes such as buf) on exit, so the benchmark
 * can report a build's memory and work without depending on /usr/bin/time.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(
    `peak-rss-kb=${usage.maxRSS}\ncpu-ms=${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)}\n`,
  );
});
// As bin/apidocs runs it: from the CLI's bundle (made in $TMPDIR when there is none, see
// bin/source-bundle.mjs), else from the sources.
const root = path.resolve(import.meta.dirname, '../..');
const { importBundledCli } = (await import(pathToFileURL(path.join(root, 'bin/source-bundle.mjs')).href)) as {
  importBundledCli: (root: string) => Promise<typeof import('../cli/main.ts') | null>;
};
const { runCli } = (await importBundledCli(root)) ?? (await import('../cli/main.ts'));
await runCli(process.argv);
