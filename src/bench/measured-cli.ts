/**
 * Runs the apidocs CLI (argv as given) and prints its peak resident set size on exit, so
 * the benchmark can report a build's memory without depending on /usr/bin/time.
 */
export {};

process.on('exit', () => {
  process.stderr.write(`peak-rss-kb=${process.resourceUsage().maxRSS}\n`);
});
await import('../cli/main.ts');
