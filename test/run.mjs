#!/usr/bin/env node
// Runs the test suite with Node's built-in runner and the tsx loader. Node 20 cannot glob
// .ts test files itself, so this script finds them: `node test/run.mjs [paths or globs]`.
// Real-proto tests run when APIDOCS_PROTOS is set; browser tests when Chromium is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fg from 'fast-glob';

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const patterns = args
  .filter((a) => !a.startsWith('--'))
  .map((a) => (fs.existsSync(a) && fs.statSync(a).isDirectory() ? `${a.replace(/\/$/, '')}/**/*.test.ts` : a));
const files = fg.sync(patterns.length > 0 ? patterns : ['test/**/*.test.ts'], {
  ignore: ['**/fixtures/**', '**/node_modules/**'],
}).sort();
if (files.length === 0) {
  console.error(`no test files match ${patterns.join(' ') || 'test/**/*.test.ts'}`);
  process.exit(2);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', '--test-timeout=1500000', ...flags, ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
