import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, tempDir } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';
import { spawnCli } from './spawn-cli.ts';

describe('apidocs serve (command)', () => {
  test('prints its URL, serves the build, and exits 0 on SIGTERM and on SIGINT', async () => {
    const outDir = await fixtureBuildDir();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const cli = await spawnCli(['serve', '--dir', outDir, '--port', '0']);
      assert.match(cli.url, /^http:\/\/127\.0\.0\.1:\d+\/api-docs\/$/);
      // fetch keeps its connection open (keep-alive): an idle connection must not hold the shutdown up.
      const res = await fetch(`${cli.url}api/demo/`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /<title>/);
      assert.equal(await cli.stop(signal), 0, cli.stderr());
      assert.match(cli.stderr(), new RegExp(`${signal}: shutting down`));
    }
  });

  test('a folder that is not a build, a taken port and a bad port are clear errors', async () => {
    const missing = runCli(['serve', '--dir', path.join(tempDir(), 'nothing')]);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /is not a folder[\s\S]*apidocs build/);
    const empty = runCli(['serve', '--dir', tempDir()]);
    assert.equal(empty.status, 1);
    assert.match(empty.stderr, /no index\.html in/);
    const badPort = runCli(['serve', '--port', 'eighty']);
    assert.equal(badPort.status, 2);
    assert.match(badPort.stderr, /port number from 0 to 65535/);

    const outDir = await fixtureBuildDir();
    const first = await spawnCli(['serve', '--dir', outDir, '--port', '0']);
    const port = new URL(first.url).port;
    const second = runCli(['serve', '--dir', outDir, '--port', port]);
    assert.equal(second.status, 1);
    assert.match(second.stderr, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use[\\s\\S]*--port`));
    const dev = runCli(['dev', '--content', FIXTURE_SITE, '--protos', FIXTURE_PROTOS, '--offline', '--port', port]);
    assert.equal(dev.status, 1, 'apidocs dev fails before building when the port is taken');
    assert.match(dev.stderr, /is already in use/);
    assert.doesNotMatch(dev.stderr, /✓ model/);
    assert.equal(await first.stop(), 0);
  });

  test('--help documents every option', () => {
    const serve = runCli(['serve', '--help']);
    for (const option of ['--dir', '--port', '--host', '--base']) assert.match(serve.stdout, new RegExp(option));
    const dev = runCli(['dev', '--help']);
    for (const option of ['--port', '--host', '--base', '--out', '--content', '--protos', '--offline'])
      assert.match(dev.stdout, new RegExp(option));
    const check = runCli(['check-links', '--help']);
    assert.match(check.stdout, /\[dir\][\s\S]*--base/);
  });
});
