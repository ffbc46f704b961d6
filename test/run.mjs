#!/usr/bin/env node
// Runs the test suite with Node's built-in runner and the tsx loader. Node 20 cannot glob
// .ts test files itself, so this script finds them: `node test/run.mjs [paths or globs]`.
// Real-proto tests run when APIDOCS_PROTOS is set; browser tests when Chromium is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { bundleTests } from './bundle-tests.mjs';
import { groupedEntries } from './group-tests.mjs';

/** Measured on the 2-core CI machine, longest first. */
const LONGEST = [
  'samples/samples-real.test.ts',
  'samples/samples-upgrading-real.test.ts',
  'real/build.test.ts',
  'real/history.test.ts',
  'export/openapi-consumer.test.ts',
  'browser/try-it.test.ts',
  'export/openapi-document.test.ts',
  'build/output-folder.test.ts',
  'browser/navbar-fit.test.ts',
  'browser/accessibility.test.ts',
  'cli/installed-package.test.ts',
];

const args = process.argv.slice(2);
// A name pattern is the runner's (file-runner.mjs hands it to each file): given as a Node flag
// to the runner's own process, it would match the file names and skip every file.
const NAME_PATTERN = '--test-name-pattern=';
const namePatterns = args.filter((a) => a.startsWith(NAME_PATTERN));
const flags = args.filter((a) => a.startsWith('--') && !a.startsWith(NAME_PATTERN));
const named = args.filter((a) => !a.startsWith('--'));
// A file named is run as it is; folders and globs are searched.
const given = named.filter((a) => fs.existsSync(a) && fs.statSync(a).isFile());
const patterns = named
  .filter((a) => !given.includes(a))
  .map((a) => (fs.existsSync(a) && fs.statSync(a).isDirectory() ? `${a.replace(/\/$/, '')}/**/*.test.ts` : a));
const found =
  patterns.length > 0 || given.length === 0
    ? fg.sync(patterns.length > 0 ? patterns : ['test/**/*.test.ts'], {
        ignore: ['**/fixtures/**', '**/node_modules/**'],
      })
    : [];
const files = [...new Set([...given, ...found])].sort(longestFirst);
if (files.length === 0) {
  console.error(`no test files match ${patterns.join(' ') || 'test/**/*.test.ts'}`);
  process.exit(2);
}
const testCache = sharedTestCache();
const env = { ...withoutExtraCa(process.env), ...testCache.env };
Object.assign(env, realSiteBuild(files, env), fixtureSiteBuild(files, env));
const bundled = await bundledFiles(files);
// Node flags given here reach every file's process, name patterns every file's tests.
const result = spawnSync(
  process.execPath,
  [
    ...bundled.nodeFlags,
    ...flags,
    path.join(import.meta.dirname, 'file-runner.mjs'),
    ...namePatterns,
    ...bundled.files,
  ],
  { stdio: 'inherit', env },
);
if (bundled.dir) fs.rmSync(bundled.dir, { recursive: true, force: true });
if (env.APIDOCS_REAL_BUILD && !process.env.APIDOCS_REAL_BUILD)
  fs.rmSync(path.dirname(env.APIDOCS_REAL_BUILD), { recursive: true, force: true });
if (env.APIDOCS_FIXTURE_BUILD && !process.env.APIDOCS_FIXTURE_BUILD)
  fs.rmSync(path.dirname(env.APIDOCS_FIXTURE_BUILD), { recursive: true, force: true });
if (testCache.made) fs.rmSync(testCache.made, { recursive: true, force: true });
process.exit(result.status ?? 1);

/**
 * The files that run longest start first, so that no long file is left running alone at the
 * end while the other core idles (the real samples take about half of the suite's time);
 * the rest in path order. file-runner.mjs keeps this order (`node --test` would sort by name).
 */
function longestFirst(a, b) {
  const rank = (file) => {
    const at = LONGEST.findIndex((name) => file.endsWith(name));
    return at < 0 ? LONGEST.length : at;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * With APIDOCS_PROTOS and more than one test file, builds the real site once before the files
 * start (`apidocs build`, as CI does) and passes its folder in APIDOCS_REAL_BUILD: the files
 * that only read or serve it (test/helpers/real-build.ts) share it instead of each building
 * the full site. A failed build is reported and each file builds its own (and fails there).
 */
function realSiteBuild(testFiles, env) {
  if (!process.env.APIDOCS_PROTOS || process.env.APIDOCS_REAL_BUILD || testFiles.length < 2) return {};
  const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-real-site-')), 'build');
  const started = Date.now();
  const build = spawnSync(
    process.execPath,
    [
      path.join(import.meta.dirname, '../bin/apidocs'),
      'build',
      '--protos',
      process.env.APIDOCS_PROTOS,
      '--offline',
      '--out',
      outDir,
    ],
    { encoding: 'utf8', env: { ...env, NODE_ENV: 'production', APIDOCS_CACHE_DIR: env.APIDOCS_TEST_CACHE_DIR } },
  );
  if (build.status !== 0) {
    console.error(`the shared real-site build failed; each test file builds its own:\n${build.stderr}`);
    return {};
  }
  console.log(`# the real site built once for the tests in ${((Date.now() - started) / 1000).toFixed(1)} s: ${outDir}`);
  // Built from the run's cache while it was empty: the cold build test/real/build.test.ts compares its warm one with.
  return { APIDOCS_REAL_BUILD: outDir, APIDOCS_REAL_BUILD_CACHE: env.APIDOCS_TEST_CACHE_DIR };
}

/**
 * With more than one test file, builds the fixture site once before the files start and passes
 * its folder in APIDOCS_FIXTURE_BUILD: the files that only read or serve it
 * (fixtureBuildDir in test/helpers/fixture-build.ts: the browser tests, the server tests) share
 * it instead of each building it, and its cache in APIDOCS_FIXTURE_CACHE_DIR. A failed build is
 * reported and each file builds its own.
 */
function fixtureSiteBuild(testFiles, env) {
  if (process.env.APIDOCS_FIXTURE_BUILD || testFiles.length < 2) return {};
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-fixture-site-'));
  const shared = {
    APIDOCS_FIXTURE_BUILD: path.join(made, 'build'),
    APIDOCS_FIXTURE_CACHE_DIR: path.join(made, 'cache'),
  };
  const build = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'helpers/shared-fixture-build.ts'),
      shared.APIDOCS_FIXTURE_BUILD,
    ],
    { encoding: 'utf8', env: { ...env, ...shared } },
  );
  if (build.status !== 0) {
    console.error(`the shared fixture-site build failed; each test file builds its own:\n${build.stderr}`);
    return {};
  }
  // Its cache of compiled fixture releases serves every file's own fixture builds (fixture-build.ts).
  return shared;
}

/**
 * The environment without NODE_EXTRA_CA_CERTS, kept aside in APIDOCS_TEST_NODE_EXTRA_CA_CERTS
 * for the one test that may reach the npm registry (cli/installed-package.test.ts). Where a
 * machine sets it to the system's bundle (this sandbox does), every Node process reads and
 * parses that file as it starts, about 70 ms of CPU, and a run starts some 400 Node processes
 * besides the samples (which drop it themselves); the tests talk to local servers only.
 */
function withoutExtraCa(outer) {
  const { NODE_EXTRA_CA_CERTS: extraCa, ...rest } = outer;
  return extraCa ? { ...rest, APIDOCS_TEST_NODE_EXTRA_CA_CERTS: extraCa } : rest;
}

/**
 * One cache folder for the whole run when the real protos are in use (APIDOCS_TEST_CACHE_DIR,
 * unless the caller gives one): the shared build fills it from empty and every test file that
 * loads the real model reads the compiled releases back from it (test/helpers/fixtures.ts).
 */
function sharedTestCache() {
  if (!process.env.APIDOCS_PROTOS || process.env.APIDOCS_TEST_CACHE_DIR) return { env: {}, made: null };
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-test-cache-'));
  return { env: { APIDOCS_TEST_CACHE_DIR: made }, made };
}

/**
 * The files as they run: bundled into JavaScript (bundle-tests.mjs: a fraction of the CPU the
 * TypeScript loader takes in every file's process), or the sources through tsx when
 * APIDOCS_TEST_NO_BUNDLE is set or a file lies outside the repository.
 */
async function bundledFiles(testFiles) {
  const root = path.resolve(import.meta.dirname, '..');
  const outside = testFiles.some((file) => path.relative(root, path.resolve(file)).startsWith('..'));
  if (process.env.APIDOCS_TEST_NO_BUNDLE || outside)
    return { nodeFlags: ['--import', 'tsx'], files: testFiles, dir: null };
  const { dir, bundles } = await bundleTests(testFiles);
  // The files of folders that only compute share a process per folder (group-tests.mjs).
  const files = process.env.APIDOCS_TEST_ONE_PROCESS_PER_FILE ? bundles : groupedEntries(root, testFiles, bundles, dir);
  return { nodeFlags: ['--enable-source-maps'], files, dir };
}
