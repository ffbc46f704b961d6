// Runs the test files named on its command line with Node's test runner, in the order given,
// two at a time (APIDOCS_TEST_FILES_AT_ONCE sets another number; three measured slower),
// reporting as `node --test` does. `node --test` itself sorts its files by name, which started
// the longest file (the real samples, in test/samples/) two thirds of the way through and left
// it running alone at the end; run() keeps the order test/run.mjs chose.
// Each file runs in its own process with this process's Node flags (run.mjs gives `--import tsx`
// or `--enable-source-maps`).
import path from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

// run()'s timeout is each file's (`--test-timeout` reaches no test here): 45 minutes stops a
// hung file well within CI's 90, far above the longest file (the real samples: about 10
// minutes in CI, 25 on a machine shared with other work).
// `--test-name-pattern=X` arguments (run.mjs passes them here) pick the tests of every file.
const PATTERN = '--test-name-pattern=';
const args = process.argv.slice(2);
const testNamePatterns = args.filter((a) => a.startsWith(PATTERN)).map((a) => a.slice(PATTERN.length));
const files = args.filter((a) => !a.startsWith(PATTERN));
const FILES_AT_ONCE = Number(process.env.APIDOCS_TEST_FILES_AT_ONCE) || 2;
const stream = run({
  files,
  concurrency: FILES_AT_ONCE,
  timeout: 45 * 60_000,
  ...(testNamePatterns.length > 0 ? { testNamePatterns } : {}),
});
stream.on('test:fail', (event) => {
  if (!event.todo) process.exitCode = 1;
});
// The time each file's tests took (its top-level tests' durations added up), so a run shows
// where CI's minutes go (docs/testing.md: the 20-minute target) and run.mjs's LONGEST list can follow.
const fileTimes = new Map();
for (const type of ['test:pass', 'test:fail'])
  stream.on(type, (event) => {
    if (event.nesting === 0 && event.file)
      fileTimes.set(event.file, (fileTimes.get(event.file) ?? 0) + (event.details?.duration_ms ?? 0));
  });
/** How many of the slowest files the summary lists (APIDOCS_TEST_SLOWEST sets another number). */
const SLOWEST_SHOWN = Number(process.env.APIDOCS_TEST_SLOWEST) || 12;
stream.compose(new spec()).pipe(process.stdout);
let shown = false;
process.on('beforeExit', () => {
  if (fileTimes.size < 2 || shown) return;
  shown = true;
  const slowest = [...fileTimes].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_SHOWN);
  process.stdout.write(`\nslowest test files (time in their tests, ${FILES_AT_ONCE} files run at once):\n`);
  for (const [file, ms] of slowest)
    process.stdout.write(`${(ms / 1000).toFixed(1).padStart(8)} s  ${path.relative(process.cwd(), file)}\n`);
});
