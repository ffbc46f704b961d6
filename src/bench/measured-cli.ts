/**
 * Runs the apidocs CLI (argv as given) and prints its peak resident set size and CPU time
 * (every thread of the process; not child processes such as buf) on exit, so the benchmark
 * can report a build's memory and work without depending on /usr/bin/time.
 */
export {};

process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(
    `peak-rss-kb=${usage.maxRSS}\ncpu-ms=${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)}\n`,
  );
});
const { runCli } = await import('../cli/main.ts');
await runCli(process.argv);
