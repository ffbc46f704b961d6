/**
 * No request of any shape may take `apidocs serve` down: a corpus of malformed, hostile and
 * aborted requests is sent over raw sockets to the real command, which must then still
 * answer, print no internal error, and have stayed up throughout.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { spawnCli } from './spawn-cli.ts';

/**
 * Sends raw bytes (and half-closes for a request cut off on purpose: the client has said all
 * it will), then reads the answer until the server closes the connection. The server must
 * close it: a request it neither answers nor ends fails the test after 20 s instead of
 * passing as an empty answer, however slow the machine.
 */
function exchange(port: number, probe: Probe): Promise<string> {
  const { data } = probe;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let start = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open after ${JSON.stringify(String(data).slice(0, 80))}`));
    }, 20_000);
    socket.on('data', (chunk: Buffer) => {
      if (start.length < 200) start += chunk.subarray(0, 200 - start.length).toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(start);
    });
    socket.on('connect', () => (probe.cutOff ? socket.end(data) : socket.write(data)));
  });
}

/** A client that goes away: after `readBytes` of the answer, or (without it) right after sending. */
function abandon(port: number, data: string, readBytes?: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let count = 0;
    socket.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (readBytes !== undefined && count >= readBytes) socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    socket.on('connect', () => {
      socket.write(data);
      if (readBytes === undefined) socket.destroy();
    });
  });
}

/** A request line and headers; the server closes the connection after answering, so the exchange ends at once. */
const request = (target: string, headers: string[] = [], method = 'GET', connection = 'close') =>
  `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: ${connection}\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

/** A request of the corpus, and what the server must do with it. */
interface Probe {
  data: string | Buffer;
  /** The client stops sending before the request is complete (it half-closes). */
  cutOff?: boolean;
  /** The server closes the connection without a word (no request at all, or CONNECT, which it does not serve). */
  unanswered?: boolean;
}

/** Requests a careless or hostile client may send. */
function corpus(size: number): Probe[] {
  return [
    ...wellFormed(size).map((data) => ({ data })),
    { data: request('/api-docs/', [], 'CONNECT'), unanswered: true },
    { data: '\r\n\r\n\r\n', cutOff: true, unanswered: true },
    { data: 'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nshort', cutOff: true },
    { data: 'GET /api-docs/ HTTP/1.1\r\nHo', cutOff: true }, // inside the headers
  ];
}

/** Requests complete enough for an answer, however wrong. */
function wellFormed(size: number): (string | Buffer)[] {
  const page = '/api-docs/api/demo/demo/get-info/';
  const big = '/api-docs/big.bin';
  const ranges = [
    'bytes=100-50',
    'bytes=-100',
    'bytes=abc',
    'bytes=-0',
    'bytes=0-0,1-1,2-2',
    `bytes=${size}-`,
    'bytes=99999999999999999999-',
    'bytes=-99999999999999999999',
    'bytes=1-2-3',
    'bytes==1-2',
    'bytes=\t5 - 6',
    'bytes=0x10-0x20',
    'bytes=-',
    'bytes=,,,,',
    'items=1-2',
    '',
    'bytes=1e3-2e3',
    'bytes=' + '1-2,'.repeat(2000),
  ];
  const headerValues = [
    'if-none-match: ' + '"x",'.repeat(3000),
    'if-none-match: W/',
    'if-none-match: *',
    'if-range: garbage',
    'if-range: "x"',
    'if-modified-since: not a date',
    'accept-encoding: ;;;,,,q=abc;br;q=nan',
    `accept-encoding: ${'gzip;q=0.5, '.repeat(2000)}`,
    'accept-encoding: br;q=-1, gzip;q=1e309',
  ];
  const targets = [
    '*',
    'http://evil.example/api-docs/',
    '//api-docs/',
    '/api-docs/%',
    '/api-docs/%ff%fe%fd',
    '/api-docs/%00',
    '/api-docs/?%',
    '/api-docs/#x',
    `/api-docs/${'a/'.repeat(5000)}`,
    `/api-docs/${'%2e%2e/'.repeat(100)}etc/passwd`,
    '/api-docs/..%2f..%2f..%2fetc%2fpasswd',
    '/api-docs/\\..\\..\\etc\\passwd',
    '/api-docs/big.bin.br',
    '/api-docs/.apidocs-build',
    'api-docs/',
    '/api-docs/%C0%AE%C0%AE/',
    '/api-docs/\u00e9',
    '/api-docs/;/',
    `/api-docs/${'%'.repeat(1000)}`,
  ];
  return [
    ...ranges.flatMap((range) => [
      request(page, [`Range: ${range}`]),
      request(big, [`Range: ${range}`]),
      request(big, [`Range: ${range}`], 'HEAD'),
    ]),
    ...headerValues.flatMap((header) => [request(page, [header]), request(big, [header, 'Range: bytes=0-10'])]),
    ...targets.map((target) => request(target)),
    ...['BREW', 'OPTIONS', 'TRACE', 'get', 'PROPFIND', 'X'.repeat(1000)].map((method) =>
      request('/api-docs/', [], method),
    ),
    'GET /api-docs/ HTTP/0.9\r\n\r\n',
    'GET /api-docs/ HTTP/2.0\r\n\r\n',
    'GET /api-docs/\r\n\r\n',
    'GET\r\n\r\n',
    'garbage garbage garbage\r\n\r\n',
    Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10]),
    `GET /api-docs/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nNo-Colon-Here\r\n\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\nnot a chunk\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    'GET /api-docs/ HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nRange: bytes=0-5\r\nRange: bytes=6-9\r\n\r\n',
    `${request(page, [], 'GET', 'keep-alive').repeat(49)}${request(page)}`, // pipelined, the last one closing
  ];
}

test('a corpus of malformed and hostile requests leaves apidocs serve running and answering', async () => {
  const outDir = await fixtureBuildDir();
  const root = path.join(tempDir('apidocs-hostile-'), 'build');
  fs.cpSync(outDir, root, { recursive: true });
  // Bigger than what is held in memory: answered by streaming from disk.
  fs.writeFileSync(path.join(root, 'big.bin'), Buffer.alloc(20 * 1024 * 1024, 7));
  const cli = await spawnCli(['serve', '--dir', root, '--port', '0']);
  const port = Number(new URL(cli.url).port);
  try {
    const answers: string[] = [];
    for (const probe of corpus(fs.statSync(path.join(root, 'api/demo/demo/get-info/index.html')).size)) {
      const answer = await exchange(port, probe);
      if (probe.unanswered)
        assert.equal(answer, '', `closed without an answer: ${JSON.stringify(String(probe.data).slice(0, 80))}`);
      else
        assert.match(
          answer,
          /^HTTP\/1\.1 [1-5]\d\d /,
          `an answer to ${JSON.stringify(String(probe.data).slice(0, 80))}`,
        );
      answers.push(answer);
    }
    // Clients that go away in the middle of an answer streamed from disk, or of a range.
    for (let i = 0; i < 20; i++) {
      await abandon(port, request('/api-docs/big.bin'), 64 * 1024);
      await abandon(port, request('/api-docs/big.bin', ['Range: bytes=1000000-']), 1);
      await abandon(port, request('/api-docs/big.bin').slice(0, 20));
    }
    assert.ok(
      answers.some((a) => a.startsWith('HTTP/1.1 416')),
      'unsatisfiable ranges are answered with 416',
    );
    assert.ok(
      answers.some((a) => a.startsWith('HTTP/1.1 206')),
      'good ranges are answered with 206',
    );
    assert.ok(
      answers.every((a) => !a.startsWith('HTTP/1.1 500')),
      'no request makes the server fail',
    );
    assert.equal(cli.child.exitCode, null, `the server is still running:\n${cli.stderr()}`);
    const res = await fetch(`${cli.url}api/demo/`);
    assert.equal(res.status, 200);
    const whole = await fetch(`${cli.url}big.bin`, { headers: { range: 'bytes=-10' } });
    assert.equal(whole.status, 206);
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), Buffer.alloc(10, 7));
    assert.doesNotMatch(cli.stderr(), /Error|internal error|at .*\(/, 'nothing went wrong inside');
  } finally {
    assert.equal(await cli.stop(), 0, cli.stderr());
  }
});
