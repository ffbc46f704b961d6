/**
 * Every APIDOCS_* variable docs/commands.md documents does what it says, tried through the
 * real command (or, for the test-only APIDOCS_CHROMIUM, the helper that reads it).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { bufBinary } from '../../src/proto/buf-binary.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { treeOptionsFrom } from '../../src/sources/proto-trees.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, ROOT, tempDir } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';

const model = ['model', '--content', FIXTURE_SITE];

test('APIDOCS_PROTOS is where the trees are read; --protos wins over it', () => {
  const cache = { APIDOCS_CACHE_DIR: tempDir('apidocs-env-cache-'), APIDOCS_OFFLINE: '1' };
  const fromEnv = runCli(model, { ...cache, APIDOCS_PROTOS: FIXTURE_PROTOS });
  assert.equal(fromEnv.status, 0, fromEnv.stderr);
  assert.match(fromEnv.stdout, /demo/);
  const flagWins = runCli([...model, '--protos', FIXTURE_PROTOS], {
    ...cache,
    APIDOCS_PROTOS: tempDir('apidocs-env-empty-'),
  });
  assert.equal(flagWins.status, 0, flagWins.stderr);
});

test('APIDOCS_OFFLINE=1 never downloads, and APIDOCS_CACHE_DIR is the cache root it looked in', () => {
  const cacheDir = tempDir('apidocs-env-cache-');
  const result = runCli(model, { APIDOCS_CACHE_DIR: cacheDir, APIDOCS_OFFLINE: '1' });
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    new RegExp(
      `no proto tree for demo v1\\.0\\.0: looked in ${cacheDir}/protos/demo/v1\\.0\\.0, and downloads are off`,
    ),
  );
  assert.doesNotMatch(result.stderr, /downloading/);
});

test('APIDOCS_ARCHIVE_URL replaces the download address template of sources.json', () => {
  const result = runCli(model, {
    APIDOCS_CACHE_DIR: tempDir('apidocs-env-cache-'),
    APIDOCS_ARCHIVE_URL: 'http://127.0.0.1:9/from-env/{name}/{commit}.tar.gz',
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /cannot download http:\/\/127\.0\.0\.1:9\/from-env\/demo\/1{40}\.tar\.gz/);
});

test('APIDOCS_BUF is the buf that compiles; compiled releases are kept under APIDOCS_CACHE_DIR unless APIDOCS_MODEL_CACHE=off', {
  skip: process.platform === 'win32' ? 'the wrapper is a shell script' : false,
}, () => {
  const dir = tempDir('apidocs-env-buf-');
  const calls = path.join(dir, 'calls');
  const realBuf = bufBinary();
  const wrapper = path.join(dir, 'buf');
  fs.writeFileSync(wrapper, `#!/bin/sh\necho "$1" >> '${calls}'\nexec '${realBuf}' "$@"\n`, { mode: 0o755 });
  const env = { APIDOCS_BUF: wrapper, APIDOCS_CACHE_DIR: path.join(dir, 'cache'), APIDOCS_OFFLINE: '1' };
  const count = () => (fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').split('\n').filter(Boolean).length : 0);
  const run = (extra: NodeJS.ProcessEnv = {}) => {
    const result = runCli([...model, '--protos', FIXTURE_PROTOS], { ...env, ...extra });
    assert.equal(result.status, 0, result.stderr);
  };
  run();
  const first = count();
  assert.ok(first > 0, 'the first build compiled with the buf APIDOCS_BUF names');
  assert.ok(fs.readdirSync(env.APIDOCS_CACHE_DIR).length > 0, 'and kept what it compiled under APIDOCS_CACHE_DIR');
  run();
  assert.equal(count(), first, 'the second found every release in the cache: no buf call');
  run({ APIDOCS_MODEL_CACHE: 'off' });
  assert.ok(count() > first, 'APIDOCS_MODEL_CACHE=off compiles every release again');
});

test('the download sources and token come from APIDOCS_TREE_LIST_URL, APIDOCS_RAW_FILE_URL and APIDOCS_GITHUB_TOKEN over sources.json', () => {
  const sources = loadSources(path.join(ROOT, 'content/sources.json'));
  const env = {
    APIDOCS_TREE_LIST_URL: 'http://list/{repo}/{commit}',
    APIDOCS_RAW_FILE_URL: 'http://raw/{repo}/{commit}/{path}',
    APIDOCS_GITHUB_TOKEN: 't0ken',
    APIDOCS_CACHE_DIR: '/c',
  };
  const options = treeOptionsFrom(sources, {}, () => {}, env);
  assert.deepEqual(
    [options.treeListUrl, options.rawFileUrl, options.listToken, options.cacheDir],
    [env.APIDOCS_TREE_LIST_URL, env.APIDOCS_RAW_FILE_URL, 't0ken', '/c'],
  );
  const defaults = treeOptionsFrom(sources, {}, () => {}, {});
  assert.deepEqual(
    [defaults.treeListUrl, defaults.rawFileUrl, defaults.listToken],
    [sources.treeListUrl, sources.rawFileUrl, undefined],
  );
});

test('APIDOCS_CHROMIUM is the browser the tests drive; a missing one skips them, naming it', () => {
  const read = (value: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./test/helpers/browser.ts').then((m) => console.log(JSON.stringify([m.CHROMIUM, m.BROWSER_SKIP])))",
      ],
      {
        cwd: ROOT,
        env: { ...process.env, APIDOCS_CHROMIUM: value },
        encoding: 'utf8',
      },
    );
  const missing = JSON.parse(read('/nonexistent/chromium').stdout) as [string, string | false];
  assert.equal(missing[0], '/nonexistent/chromium');
  assert.match(String(missing[1]), /Chromium is not installed at \/nonexistent\/chromium/);
  const present = JSON.parse(read(process.execPath).stdout) as [string, string | false];
  assert.deepEqual(present, [process.execPath, false]);
});

test('APIDOCS_PAGE_CACHE=off builds every page again: no page data read back, no page taken from the render cache', () => {
  const dir = tempDir('apidocs-env-pages-');
  const env = { APIDOCS_CACHE_DIR: path.join(dir, 'cache'), APIDOCS_OFFLINE: '1' };
  const build = (extra: NodeJS.ProcessEnv = {}) => {
    const args = ['build', '--content', FIXTURE_SITE, '--protos', FIXTURE_PROTOS, '--out', path.join(dir, 'out')];
    const result = runCli(args, { ...env, ...extra });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout + result.stderr; // the phases are progress lines
  };
  assert.match(build(), /page cache +page data not found/);
  const warm = build();
  assert.match(warm, /page cache +page data found/);
  assert.match(warm, /render +(\d+) HTML pages \(\1 from the cache\)/);
  const off = build({ APIDOCS_PAGE_CACHE: 'off' });
  assert.match(off, /page cache +off/);
  assert.doesNotMatch(off, /from the cache/);
});
