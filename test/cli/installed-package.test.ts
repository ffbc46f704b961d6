/**
 * apidocs where users run it: from any working directory, and installed as a package
 * (`npm pack`, the tarball installed into an empty folder with a content/ of its own).
 * The TypeScript runner used to read tsconfig.json from the working directory, so outside
 * the project the JSX compiled to React.createElement and every build failed with
 * "React is not defined".
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { FIXTURE_PROTOS, FIXTURE_SITE, ROOT, tempDir } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';

const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });
const NPM_SKIP = npm.status === 0 ? false : 'npm is not on the PATH: it is needed to pack and install apidocs';

test('the CLI builds from a working directory outside the project', () => {
  const elsewhere = tempDir('apidocs-cwd-');
  const out = path.join(elsewhere, 'site');
  const result = runCli(
    ['build', '--content', FIXTURE_SITE, '--protos', FIXTURE_PROTOS, '--offline', '--out', out],
    {},
    elsewhere,
  );
  assert.equal(result.status, 0, result.stderr);
  assert.doesNotMatch(result.stderr, /React is not defined/);
  assert.ok(fs.existsSync(path.join(out, 'api/demo/demo/get-info/index.html')));
});

test('installed from its npm tarball into an empty folder, `npx apidocs build` builds that folder’s content/', {
  skip: NPM_SKIP,
  timeout: 300_000,
}, () => {
  const work = tempDir('apidocs-package-');
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, {
      cwd,
      encoding: 'utf8',
      timeout: 240_000,
      env: {
        ...process.env,
        // Taken out for the other tests by test/run.mjs: npm may need it to reach the registry.
        ...(process.env.APIDOCS_TEST_NODE_EXTRA_CA_CERTS
          ? { NODE_EXTRA_CA_CERTS: process.env.APIDOCS_TEST_NODE_EXTRA_CA_CERTS }
          : {}),
        APIDOCS_PROTOS: '',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
      },
    });
    assert.equal(result.status, 0, `${command} ${args.join(' ')} in ${cwd}:\n${result.stdout}\n${result.stderr}`);
    return result;
  };
  const packed = run('npm', ['pack', '--pack-destination', work, '--silent'], ROOT).stdout.trim().split('\n').at(-1)!;
  const app = path.join(work, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{ "name": "docs-site", "private": true }\n');
  // Dependencies come from npm's cache when it has them (CI ran npm ci before), else the registry.
  run('npm', ['install', '--prefer-offline', '--no-save', path.join(work, packed)], app);
  fs.cpSync(FIXTURE_SITE, path.join(app, 'content'), { recursive: true });

  // From the folder: ./content is found and the output goes to ./build.
  const build = run('npx', ['--no-install', 'apidocs', 'build', '--protos', FIXTURE_PROTOS, '--offline'], app);
  assert.match(build.stderr, /built \d+ pages into .*app\/build/);
  assert.ok(fs.existsSync(path.join(app, 'build/api/demo/demo/get-info/index.html')));
  // From a subfolder, with paths relative to it.
  const sub = path.join(app, 'docs');
  fs.mkdirSync(sub);
  run(
    'npx',
    [
      '--no-install',
      'apidocs',
      'build',
      '--content',
      '../content',
      '--protos',
      FIXTURE_PROTOS,
      '--offline',
      '--out',
      '../site',
    ],
    sub,
  );
  assert.ok(fs.existsSync(path.join(app, 'site/index.html')));
  const check = run('npx', ['--no-install', 'apidocs', 'check-links', 'site'], app);
  assert.match(check.stdout, /none broken/);
});
