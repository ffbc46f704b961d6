// Runs the test files named on its command line with Node's test runner, in the order given,
// two at a time, reporting as `node --test` does. `node --test` itself sorts its files by
// name, which started the longest file (the real samples, in test/samples/) two thirds of the
// way through and left it running alone at the end; run() keeps the order test/run.mjs chose.
// Each file runs in its own process with this process's Node flags (run.mjs gives `--import tsx`
// or `--enable-source-maps`).
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
const stream = run({
  files,
  concurrency: 2,
  timeout: 45 * 60_000,
  ...(testNamePatterns.length > 0 ? { testNamePatterns } : {}),
});
stream.on('test:fail', (event) => {
  if (!event.todo) process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
