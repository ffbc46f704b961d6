/**
 * The test runner itself (test/run.mjs): files run in the order run.mjs gives, not sorted by
 * name (file-runner.mjs), a failing file fails the run, and a bundled test file
 * (bundle-tests.mjs) sees its modules' own import.meta values, as when the sources run
 * through tsx; the files of folders that only compute share a process (group-tests.mjs).
 * On small self-written files in a
 * folder of the repository that git ignores (.apidocs-cache).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT } from './helpers/fixtures.ts';

// Inside the repository (bundles are made of its files), in a folder git ignores.
const parent = path.join(ROOT, '.apidocs-cache');
fs.mkdirSync(parent, { recursive: true });
const dir = fs.mkdtempSync(path.join(parent, 'apidocs-runner-test-'));
after(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (fs.readdirSync(parent).length === 0) fs.rmdirSync(parent);
});

/** A test file that appends its name to `log` when it starts, then waits a little. */
function orderFile(name: string, log: string): string {
  const file = path.join(dir, `${name}.test.ts`);
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';\nimport { test } from 'node:test';\ntest('${name}', async () => {\n  fs.appendFileSync(${JSON.stringify(log)}, '${name}\\n');\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});\n`,
  );
  return file;
}

function runTests(files: string[], env: Record<string, string> = {}) {
  // Without the variable that tells a test file's process it runs under the runner (a runner
  // started there would skip its files as a recursive call), nor the outer run's shared
  // fixture build (run.mjs would take it instead of making its own).
  const { NODE_TEST_CONTEXT: _, APIDOCS_FIXTURE_BUILD: _b, APIDOCS_FIXTURE_CACHE_DIR: _c, ...outer } = process.env;
  return spawnSync(process.execPath, [path.join(ROOT, 'test/run.mjs'), ...files], {
    encoding: 'utf8',
    env: { ...outer, APIDOCS_PROTOS: '', ...env },
  });
}

test('file-runner.mjs starts the files in the order given, two at a time, not sorted by name', () => {
  const log = path.join(dir, 'order.log');
  const files = ['zulu', 'yankee', 'alpha'].map((name) => orderFile(name, log));
  const { NODE_TEST_CONTEXT: _, ...outer } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/file-runner.mjs'), ...files], {
    encoding: 'utf8',
    env: outer,
  });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  const started = fs.readFileSync(log, 'utf8').trim().split('\n');
  assert.deepEqual(started.slice(0, 2).sort(), ['yankee', 'zulu'], 'the first two start together');
  assert.equal(started[2], 'alpha');
});

test('--test-name-pattern picks the tests of every file by name, bundled or not', () => {
  const file = path.join(dir, 'named.test.ts');
  fs.writeFileSync(
    file,
    "import { test } from 'node:test';\ntest('alpha one', () => {});\ntest('beta two', () => {});\n",
  );
  for (const env of [{}, { APIDOCS_TEST_NO_BUNDLE: '1' }] as Record<string, string>[]) {
    const result = runTests([file, '--test-name-pattern=beta'], env);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /✔ beta two/, JSON.stringify(env));
    assert.match(result.stdout, /alpha one .*# test name does not match pattern/);
    assert.match(result.stdout, /ℹ pass 1\n/);
  }
});

test('test files run without NODE_EXTRA_CA_CERTS, kept aside for the test that may reach the npm registry', () => {
  const out = path.join(dir, 'extra-ca.json');
  const file = path.join(dir, 'extra-ca.test.ts');
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';\nimport { test } from 'node:test';\ntest('env', () => {\n  fs.writeFileSync(${JSON.stringify(out)}, JSON.stringify({ extra: process.env.NODE_EXTRA_CA_CERTS ?? null, kept: process.env.APIDOCS_TEST_NODE_EXTRA_CA_CERTS ?? null }));\n});\n`,
  );
  const bundle = '/etc/ssl/certs/ca-certificates.crt';
  const result = runTests([file], { NODE_EXTRA_CA_CERTS: bundle });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.deepEqual(JSON.parse(fs.readFileSync(out, 'utf8')), { extra: null, kept: bundle });
});

test('with more than one file, the fixture site is built once and every file finds it in APIDOCS_FIXTURE_BUILD, its cache in APIDOCS_FIXTURE_CACHE_DIR', () => {
  const seen = path.join(dir, 'fixture-build.log');
  const files = ['first', 'second'].map((name) => {
    const file = path.join(dir, `fixture-${name}.test.ts`);
    fs.writeFileSync(
      file,
      `import fs from 'node:fs';\nimport path from 'node:path';\nimport { test } from 'node:test';\ntest('${name}', () => {\n  const dir = process.env.APIDOCS_FIXTURE_BUILD ?? '';\n  fs.appendFileSync(${JSON.stringify(seen)}, \`\${dir} \${fs.existsSync(path.join(dir, 'api/demo/demo/get-info/index.html'))} \${fs.readdirSync(process.env.APIDOCS_FIXTURE_CACHE_DIR ?? dir, { recursive: true }).length > 0}\\n\`);\n});\n`,
    );
    return file;
  });
  const result = runTests(files);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  const lines = fs.readFileSync(seen, 'utf8').trim().split('\n');
  assert.equal(lines.length, 2);
  assert.equal(lines[0], lines[1], 'both files read the same build');
  // The build, and the cache of compiled fixture releases it filled for the files' own builds.
  assert.match(lines[0]!, /apidocs-fixture-site-.* true true$/);
  // Removed after the run.
  assert.ok(!fs.existsSync(lines[0]!.split(' ')[0]!));
});

test('a failing file fails the run, bundled or not', () => {
  const file = path.join(dir, 'fails.test.ts');
  fs.writeFileSync(
    file,
    "import { test } from 'node:test';\ntest('fails', () => {\n  throw new Error('on purpose');\n});\n",
  );
  for (const env of [{}, { APIDOCS_TEST_NO_BUNDLE: '1' }] as Record<string, string>[]) {
    const result = runTests([file], env);
    assert.equal(result.status, 1, JSON.stringify(env));
    assert.match(result.stdout, /on purpose/);
  }
});

test("a bundled file's modules keep their own import.meta values, as through tsx", () => {
  fs.mkdirSync(path.join(dir, 'lib'), { recursive: true });
  const lib = path.join(dir, 'lib', 'where.ts');
  fs.writeFileSync(
    lib,
    'export const where = { url: import.meta.url, dirname: import.meta.dirname, filename: import.meta.filename };\n',
  );
  const out = path.join(dir, 'where.json');
  const file = path.join(dir, 'where.test.ts');
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';\nimport { test } from 'node:test';\nimport { where } from './lib/where.ts';\ntest('where', () => {\n  fs.writeFileSync(${JSON.stringify(out)}, JSON.stringify({ lib: where, own: import.meta.url, argv: process.argv[1] }));\n});\n`,
  );
  const expected = { url: pathToFileURL(lib).href, dirname: path.dirname(lib), filename: lib };
  for (const env of [{}, { APIDOCS_TEST_NO_BUNDLE: '1' }] as Record<string, string>[]) {
    const result = runTests([file], env);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    const seen = JSON.parse(fs.readFileSync(out, 'utf8')) as { lib: unknown; own: string; argv: string };
    assert.deepEqual(seen.lib, expected, JSON.stringify(env));
    assert.equal(seen.own, pathToFileURL(file).href);
    // What ran: the bundle, or the source itself.
    assert.equal(seen.argv.includes('apidocs-test-bundles'), !('APIDOCS_TEST_NO_BUNDLE' in env));
  }
});

test('the files of a folder that only computes share a process, in order and placed where the first such file was; the others keep their own', async () => {
  const { groupedEntries } = (await import(pathToFileURL(path.join(ROOT, 'test/group-tests.mjs')).href)) as {
    groupedEntries: (root: string, sources: string[], bundles: string[], dir: string) => string[];
  };
  const sources = [
    'test/samples/samples-real.test.ts',
    'test/browser/search.test.ts',
    'test/search/rank.test.ts',
    'test/server/serve.test.ts',
    'test/search/scorer.test.ts',
    'test/site/alone.test.ts',
    'test/proto/parse.test.ts',
    'test/proto/model.test.ts',
    'test/repository-layers.test.ts',
  ];
  const out = fs.mkdtempSync(path.join(dir, 'groups-'));
  const bundles = sources.map((source) => path.join(out, source.replace(/\.ts$/, '.mjs')));
  const entries = groupedEntries(ROOT, sources, bundles, out).map((entry) => path.relative(out, entry));
  assert.deepEqual(entries, [
    'test/samples/samples-real.test.mjs',
    'test/browser/search.test.mjs',
    'groups/search.test.mjs',
    'groups/proto.test.mjs',
    'test/server/serve.test.mjs',
    'test/site/alone.test.mjs',
    'test/repository-layers.test.mjs',
  ]);
  assert.equal(
    fs.readFileSync(path.join(out, 'groups/search.test.mjs'), 'utf8'),
    'import "./../test/search/rank.test.mjs";\nimport "./../test/search/scorer.test.mjs";\n',
  );
});
