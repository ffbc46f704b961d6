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
import { fixtureBuild } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { spawnCli } from './spawn-cli.ts';

/** Sends raw bytes, reads what comes back until the server closes or `waitMs` passes, then closes. */
function exchange(port: number, data: string | Buffer, options: { waitMs?: number; readBytes?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let start = '';
    let count = 0;
    const finish = () => {
      socket.destroy();
      resolve(start);
    };
    socket.on('data', (chunk: Buffer) => {
      if (start.length < 200) start += chunk.subarray(0, 200 - start.length).toString('latin1');
      count += chunk.length;
      // A client that goes away in the middle of a large answer.
      if (options.readBytes !== undefined && count >= options.readBytes) finish();
    });
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.on('connect', () => socket.write(data));
    setTimeout(finish, options.waitMs ?? 300);
  });
}

/** A request line and headers; the server closes the connection after answering, so the exchange ends at once. */
const request = (target: string, headers: string[] = [], method = 'GET', connection = 'close') =>
  `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: ${connection}\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

/** Requests a careless or hostile client may send. */
function corpus(size: number): (string | Buffer)[] {
  const page = '/api-docs/api/demo/demo/get-info/';
  const big = '/api-docs/big.bin';
  const ranges = [
    'bytes=100-50', 'bytes=-100', 'bytes=abc', 'bytes=-0', 'bytes=0-0,1-1,2-2', `bytes=${size}-`, 'bytes=99999999999999999999-', 'bytes=-99999999999999999999',
    'bytes=1-2-3', 'bytes==1-2', 'bytes=\t5 - 6', 'bytes=0x10-0x20', 'bytes=-', 'bytes=,,,,', 'items=1-2', '', 'bytes=1e3-2e3', 'bytes=' + '1-2,'.repeat(2000),
  ];
  const headerValues = ['if-none-match: ' + '"x",'.repeat(3000), 'if-none-match: W/', 'if-none-match: *', 'if-range: garbage', 'if-range: "x"', 'if-modified-since: not a date', 'accept-encoding: ;;;,,,q=abc;br;q=nan', `accept-encoding: ${'gzip;q=0.5, '.repeat(2000)}`, 'accept-encoding: br;q=-1, gzip;q=1e309'];
  const targets = [
    '*', 'http://evil.example/api-docs/', '//api-docs/', '/api-docs/%', '/api-docs/%ff%fe%fd', '/api-docs/%00', '/api-docs/?%', '/api-docs/#x', `/api-docs/${'a/'.repeat(5000)}`,
    `/api-docs/${'%2e%2e/'.repeat(100)}etc/passwd`, '/api-docs/..%2f..%2f..%2fetc%2fpasswd', '/api-docs/\\..\\..\\etc\\passwd', '/api-docs/big.bin.br', '/api-docs/.apidocs-build', 'api-docs/',
    '/api-docs/%C0%AE%C0%AE/', '/api-docs/\u00e9', '/api-docs/;/', `/api-docs/${'%'.repeat(1000)}`,
  ];
  return [
    ...ranges.flatMap((range) => [request(page, [`Range: ${range}`]), request(big, [`Range: ${range}`]), request(big, [`Range: ${range}`], 'HEAD')]),
    ...headerValues.flatMap((header) => [request(page, [header]), request(big, [header, 'Range: bytes=0-10'])]),
    ...targets.map((target) => request(target)),
    ...['BREW', 'CONNECT', 'OPTIONS', 'TRACE', 'get', 'PROPFIND', 'X'.repeat(1000)].map((method) => request('/api-docs/', [], method)),
    'GET /api-docs/ HTTP/0.9\r\n\r\n',
    'GET /api-docs/ HTTP/2.0\r\n\r\n',
    'GET /api-docs/\r\n\r\n',
    'GET\r\n\r\n',
    '\r\n\r\n\r\n',
    'garbage garbage garbage\r\n\r\n',
    Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10]),
    `GET /api-docs/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nNo-Colon-Here\r\n\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\nnot a chunk\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nshort',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    'GET /api-docs/ HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
    'GET /api-docs/ HTTP/1.1\r\nHost: x\r\nRange: bytes=0-5\r\nRange: bytes=6-9\r\n\r\n',
    request(page, [], 'GET', 'keep-alive').repeat(50), // pipelined
    'GET /api-docs/ HTTP/1.1\r\nHo', // cut off inside the headers
  ];
}

test('a corpus of malformed and hostile requests leaves apidocs serve running and answering', async () => {
  const { outDir } = await fixtureBuild();
  const root = path.join(tempDir('apidocs-hostile-'), 'build');
  fs.cpSync(outDir, root, { recursive: true });
  // Bigger than what is held in memory: answered by streaming from disk.
  fs.writeFileSync(path.join(root, 'big.bin'), Buffer.alloc(20 * 1024 * 1024, 7));
  const cli = await spawnCli(['serve', '--dir', root, '--port', '0']);
  const port = Number(new URL(cli.url).port);
  try {
    const answers: string[] = [];
    for (const data of corpus(fs.statSync(path.join(root, 'api/demo/demo/get-info/index.html')).size)) answers.push(await exchange(port, data));
    // Clients that go away in the middle of an answer streamed from disk, or of a range.
    for (let i = 0; i < 20; i++) {
      await exchange(port, request('/api-docs/big.bin'), { readBytes: 64 * 1024 });
      await exchange(port, request('/api-docs/big.bin', ['Range: bytes=1000000-']), { readBytes: 1 });
      await exchange(port, request('/api-docs/big.bin').slice(0, 20), { waitMs: 1 });
    }
    assert.ok(answers.some((a) => a.startsWith('HTTP/1.1 416')), 'unsatisfiable ranges are answered with 416');
    assert.ok(answers.some((a) => a.startsWith('HTTP/1.1 206')), 'good ranges are answered with 206');
    assert.ok(answers.every((a) => !a.startsWith('HTTP/1.1 500')), 'no request makes the server fail');
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
