/**
 * The warm sample host answers as `node file` would: for each small program below, the exit
 * code and stdout equal those of the program run as its own process, and stderr carries the
 * same error.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tempDir } from '../helpers/fixtures.ts';
import { runProgram } from '../helpers/small-spawner.ts';
import { runInWarmHost } from './js-host-pool.ts';

const PROGRAMS: Record<string, { code: string; stderr?: RegExp }> = {
  'prints to both streams': { code: "console.log('out', { a: 1 });\nconsole.error('err');" },
  'sets the exit code later': { code: "setTimeout(() => { console.log('late'); process.exitCode = 3; }, 30);" },
  'throws at once': { code: "const x = 1;\nthrow new Error('boom at once');", stderr: /boom at once/ },
  'throws in a callback': { code: "setTimeout(() => { throw new Error('boom later'); }, 10);", stderr: /boom later/ },
  'rejects unhandled': { code: "Promise.reject(new Error('no handler'));", stderr: /no handler/ },
  'exits in a callback, skipping the rest': {
    code: "setTimeout(() => { console.log('before'); process.exit(4); console.log('never'); }, 10);",
  },
  'waits on a chain of promises and timers': {
    code: "const wait = (ms) => new Promise((r) => setTimeout(r, ms));\n(async () => { await wait(20); await wait(20); console.log('done'); })();",
  },
  'talks to a server of its own': {
    code: [
      "const http = require('http');",
      "const server = http.createServer((q, s) => s.end('hi')).listen(0, () => {",
      '  http.get({ port: server.address().port }, (res) => {',
      "    res.on('data', (d) => console.log(String(d)));",
      "    res.on('end', () => server.close());",
      '  });',
      '});',
    ].join('\n'),
  },
  'reads the environment and its folder': {
    code: "console.log(process.env.SAMPLE_WORD, process.env.LEFT_OVER ?? 'unset', require('fs').readFileSync('data.txt', 'utf8'));\nprocess.env.LEFT_OVER = 'set';",
  },
  'is the main module': { code: 'console.log(require.main === module, __filename.endsWith(".js"));' },
};

const dir = tempDir('apidocs-js-host-');
fs.writeFileSync(path.join(dir, 'data.txt'), 'from the file');
const env: Record<string, string> = { ...(process.env as Record<string, string>), SAMPLE_WORD: 'hello' };
delete env.LEFT_OVER;

for (const [name, { code, stderr }] of Object.entries(PROGRAMS)) {
  test(`a sample that ${name} ends in the warm host as in its own process`, async () => {
    const file = path.join(dir, `${name.replaceAll(' ', '-')}.js`);
    fs.writeFileSync(file, code);
    const own = await runProgram(process.execPath, [file], {
      cwd: dir,
      timeout: 10_000,
      env: { SAMPLE_WORD: 'hello' },
    });
    // Twice in a row: the second run finds what the first loaded and left.
    for (let round = 0; round < 2; round++) {
      const warm = await runInWarmHost(file, { cwd: dir, timeout: 10_000, env });
      assert.equal(warm.code, own.code, `${warm.stderr}\n---\n${own.stderr}`);
      assert.equal(warm.stdout, own.stdout);
      if (stderr) {
        assert.match(own.stderr, stderr);
        assert.match(warm.stderr, stderr);
      } else assert.equal(warm.stderr, own.stderr);
    }
  });
}

test('a sample that never ends is killed after its time, and the next one runs in a fresh host', async () => {
  const forever = path.join(dir, 'forever.js');
  fs.writeFileSync(forever, "require('net').createServer().listen(0);");
  const killed = await runInWarmHost(forever, { cwd: dir, timeout: 300, env });
  assert.equal(killed.code, null);
  assert.match(killed.stderr, /killed after 300 ms/);
  const next = path.join(dir, 'next.js');
  fs.writeFileSync(next, "console.log('next');");
  assert.deepEqual(await runInWarmHost(next, { cwd: dir, timeout: 10_000, env }), {
    code: 0,
    stdout: 'next\n',
    stderr: '',
  });
});

test('samples run side by side in hosts of their own', async () => {
  const file = path.join(dir, 'slow.js');
  fs.writeFileSync(file, 'setTimeout(() => console.log(process.pid), 100);');
  const results = await Promise.all([1, 2, 3].map(() => runInWarmHost(file, { cwd: dir, timeout: 10_000, env })));
  assert.deepEqual(
    results.map((r) => r.code),
    [0, 0, 0],
  );
  assert.equal(new Set(results.map((r) => r.stdout)).size, 3);
});
