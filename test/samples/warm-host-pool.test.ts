/**
 * A warm sample host answers as `node file` or `python3 file` would: for each small program
 * below, the exit code and stdout equal those of the program run as its own process, and
 * stderr carries the same error.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tempDir } from '../helpers/fixtures.ts';
import { runProgram } from '../helpers/small-spawner.ts';
import { findSampleTools } from './sample-tools.ts';
import { type HostLanguage, idleHostCount, runInWarmHost, runsAlone } from './warm-host-pool.ts';

interface Program {
  code: string;
  /** What stderr must show (else it must equal the process's). */
  stderr?: RegExp;
}

const JAVASCRIPT: Record<string, Program> = {
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

const PYTHON: Record<string, Program> = {
  'prints to both streams': { code: "import sys\nprint('out', {'a': 1})\nprint('err', file=sys.stderr)" },
  'exits with a code': { code: "import sys\nprint('before')\nsys.exit(3)\nprint('never')" },
  'exits with a message': { code: "import sys\nsys.exit('went wrong')" },
  raises: { code: "x = 1\nraise ValueError('boom at once')", stderr: /ValueError: boom at once/ },
  'waits for its thread': {
    code: "import threading, time\nthreading.Thread(target=lambda: (time.sleep(0.05), print('from the thread'))).start()",
  },
  'reads the environment and its folder': {
    code: "import os\nprint(os.environ['SAMPLE_WORD'], os.environ.get('LEFT_OVER', 'unset'), open('data.txt').read())\nos.environ['LEFT_OVER'] = 'set'",
  },
  'imports a module beside it': { code: 'import beside\nprint(beside.WORD)' },
  'is the main module': { code: "print(__name__ == '__main__', __file__.endswith('.py'))" },
};

const python = findSampleTools().python;
const dir = tempDir('apidocs-warm-host-');
fs.writeFileSync(path.join(dir, 'data.txt'), 'from the file');
fs.writeFileSync(path.join(dir, 'beside.py'), "WORD = 'beside'\n");
const env: Record<string, string> = { ...(process.env as Record<string, string>), SAMPLE_WORD: 'hello' };
delete env.LEFT_OVER;
const LANGUAGES: [string, HostLanguage, string, Record<string, Program>][] = [
  ['JavaScript', { node: true }, 'js', JAVASCRIPT],
  ['Python', { python }, 'py', PYTHON],
];

for (const [label, language, extension, programs] of LANGUAGES) {
  const program = 'python' in language ? language.python : process.execPath;
  for (const [name, { code, stderr }] of Object.entries(programs)) {
    test(`a ${label} sample that ${name} ends in a warm host as in its own process`, async () => {
      const file = path.join(dir, `${name.replaceAll(/\W+/g, '_')}.${extension}`);
      fs.writeFileSync(file, code);
      const own = await runProgram(program, [file], { cwd: dir, timeout: 10_000, env: { SAMPLE_WORD: 'hello' } });
      // Twice in a row: the second run finds what the first loaded and left.
      for (let round = 0; round < 2; round++) {
        const warm = await runInWarmHost(language, file, { cwd: dir, timeout: 10_000, env });
        assert.equal(warm.code, own.code, `${warm.stderr}\n---\n${own.stderr}`);
        assert.equal(warm.stdout, own.stdout);
        if (stderr) {
          assert.match(own.stderr, stderr);
          assert.match(warm.stderr, stderr);
        } else assert.equal(warm.stderr, own.stderr);
      }
    });
  }

  test(`a ${label} sample that never ends is killed after its time, and the next one runs in a fresh host`, async () => {
    const forever = path.join(dir, `forever.${extension}`);
    fs.writeFileSync(
      forever,
      extension === 'js' ? "require('net').createServer().listen(0);" : 'import time\ntime.sleep(60)',
    );
    const killed = await runInWarmHost(language, forever, { cwd: dir, timeout: 300, env });
    assert.equal(killed.code, null);
    assert.match(killed.stderr, /killed after 300 ms/);
    const next = path.join(dir, `next.${extension}`);
    fs.writeFileSync(next, extension === 'js' ? "console.log('next');" : "print('next')");
    assert.deepEqual(await runInWarmHost(language, next, { cwd: dir, timeout: 10_000, env }), {
      code: 0,
      stdout: 'next\n',
      stderr: '',
    });
  });
}

test('samples run side by side in hosts of their own', async () => {
  const file = path.join(dir, 'slow.js');
  fs.writeFileSync(file, 'setTimeout(() => console.log(process.pid), 100);');
  const results = await Promise.all(
    [1, 2, 3].map(() => runInWarmHost({ node: true }, file, { cwd: dir, timeout: 10_000, env })),
  );
  assert.deepEqual(
    results.map((r) => r.code),
    [0, 0, 0],
  );
  assert.equal(new Set(results.map((r) => r.stdout)).size, 3);
});

test("a Python host serves one folder: the same module name in another folder is that folder's", async () => {
  const other = tempDir('apidocs-warm-host-other-');
  fs.writeFileSync(path.join(other, 'beside.py'), "WORD = 'other'\n");
  const code = 'import beside\nprint(beside.WORD)';
  const here = path.join(dir, 'which.py');
  const there = path.join(other, 'which.py');
  for (const file of [here, there]) fs.writeFileSync(file, code);
  const words = [];
  for (const [file, cwd] of [
    [here, dir],
    [there, other],
    [here, dir],
  ])
    words.push((await runInWarmHost({ python }, file, { cwd, timeout: 10_000, env })).stdout.trim());
  assert.deepEqual(words, ['beside', 'other', 'beside']);
});

test('at most six hosts wait idle: after samples in eight folders the first folder gets a fresh host that works', async () => {
  const folders = Array.from({ length: 8 }, () => tempDir('apidocs-warm-host-many-'));
  for (const [i, folder] of folders.entries()) {
    fs.writeFileSync(path.join(folder, 'n.py'), `print(${i})`);
    const result = await runInWarmHost({ python }, path.join(folder, 'n.py'), { cwd: folder, timeout: 10_000, env });
    assert.equal(result.stdout, `${i}\n`);
  }
  assert.equal(idleHostCount(), 6);
  const again = await runInWarmHost({ python }, path.join(folders[0]!, 'n.py'), {
    cwd: folders[0]!,
    timeout: 10_000,
    env,
  });
  assert.deepEqual(again, { code: 0, stdout: '0\n', stderr: '' });
});

test('a Node host runs samples from any folder: one after another, two folders share it', async () => {
  const other = tempDir('apidocs-warm-host-other-');
  const pids = [];
  for (const folder of [dir, other]) {
    const file = path.join(folder, 'pid.js');
    fs.writeFileSync(file, 'console.log(process.pid, process.cwd());');
    const { stdout } = await runInWarmHost({ node: true }, file, { cwd: folder, timeout: 10_000, env });
    const [pid, cwd] = stdout.trim().split(' ');
    assert.equal(cwd, fs.realpathSync(folder));
    pids.push(pid);
  }
  assert.equal(pids[0], pids[1]);
});

test('one run of each kind of program runs alone, the one whose id comes first; APIDOCS_SAMPLES_WARM=off runs all alone', () => {
  const runs = [
    { id: 'c1', kind: 'lnd grpc/javascript minimal unary' },
    { id: 'a7', kind: 'lnd grpc/javascript minimal unary' },
    { id: 'b2', kind: 'lnd grpc/javascript minimal unary' },
    { id: 'f0', kind: 'lnd grpc/javascript minimal server' },
    { id: '09', kind: 'loop grpc/javascript minimal unary' },
  ];
  const alone = (list: typeof runs) =>
    [
      ...runsAlone(
        list,
        (r) => r.kind,
        (r) => r.id,
      ),
    ]
      .map((r) => r.id)
      .sort();
  assert.deepEqual(alone(runs), ['09', 'a7', 'f0']);
  // The choice does not hang on the order the runs come in.
  assert.deepEqual(alone([...runs].reverse()), ['09', 'a7', 'f0']);
  const before = process.env.APIDOCS_SAMPLES_WARM;
  process.env.APIDOCS_SAMPLES_WARM = 'off';
  try {
    assert.equal(alone(runs).length, runs.length);
  } finally {
    if (before === undefined) delete process.env.APIDOCS_SAMPLES_WARM;
    else process.env.APIDOCS_SAMPLES_WARM = before;
  }
});

test("a Node host parses a folder's protos once per file and options: proto-loader's loadSync hands back what it made", async () => {
  const folders = [tempDir('apidocs-warm-host-protos-'), tempDir('apidocs-warm-host-protos-')];
  for (const folder of folders) {
    const loader = path.join(folder, 'node_modules', '@grpc', 'proto-loader');
    fs.mkdirSync(loader, { recursive: true });
    // A stand-in for proto-loader that counts its parses.
    fs.writeFileSync(
      path.join(loader, 'index.js'),
      'let parses = 0;\nexports.loadSync = () => ({ parse: ++parses });\n',
    );
    for (const [name, options] of [
      ['a.js', '{ keepCase: true }'],
      ['b.js', '{ keepCase: false }'],
    ])
      fs.writeFileSync(
        path.join(folder, name),
        `const loader = require('@grpc/proto-loader');\nconsole.log(process.pid, loader.loadSync('lightning.proto', ${options}).parse);`,
      );
  }
  const printed = [];
  for (const [folder, name] of [
    [folders[0]!, 'a.js'],
    [folders[0]!, 'a.js'],
    [folders[0]!, 'b.js'],
    [folders[1]!, 'a.js'],
  ] as const) {
    const run = await runInWarmHost({ node: true }, path.join(folder, name), { cwd: folder, timeout: 10_000, env });
    printed.push(run.stdout.trim().split(' '));
  }
  assert.equal(new Set(printed.map(([pid]) => pid)).size, 1, 'one host ran them all');
  assert.deepEqual(
    printed.map(([, parse]) => parse),
    ['1', '1', '2', '1'],
    'parsed again only for other options or another folder',
  );
});
