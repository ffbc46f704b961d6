/**
 * `apidocs serve --node`: the docs and a proxy to the node at <base>_node/, trusting the given
 * certificate only, WebSocket upgrades too, for this site's own pages only; the command's
 * options and what it prints.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { serveBuild, type RunningSite } from '../../src/server/serve.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';
import { startStandin, type Standin } from '../helpers/lnd-standin.ts';
import { spawnCli } from './spawn-cli.ts';

const READ = 'aa01';
const ADMIN = 'bb02';

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('apidocs serve --node', () => {
  let node: Standin;
  let other: Standin;
  let site: RunningSite;
  before(async () => {
    const outDir = await fixtureBuildDir();
    node = await startStandin({
      restcors: [],
      dir: tempDir(),
      macaroons: {
        [READ]: ['info:read', 'offchain:read', 'invoices:read'],
        [ADMIN]: ['info:read', 'invoices:write', 'invoices:read'],
      },
    });
    other = await startStandin({ restcors: [], dir: tempDir(), macaroons: {} });
    site = await serveBuild({
      dir: outDir,
      host: '127.0.0.1',
      port: 0,
      baseUrl: '/api-docs/',
      node: { node: node.url, tlsCert: node.cert, macaroon: null },
    });
  });
  after(async () => {
    await site?.close();
    await node?.close();
    await other?.close();
  });

  test('says where it forwards at <base>_node.json, and still serves the docs', async () => {
    const info = await fetch(`${site.url}_node.json`);
    assert.equal(info.status, 200);
    assert.deepEqual(await info.json(), { node: node.url, macaroon: false });
    assert.equal((await fetch(`${site.url}api/demo/`)).status, 200);
  });

  test('forwards calls with their method, body and macaroon, and answers what the node answers', async () => {
    const info = await fetch(`${site.url}_node/v1/getinfo`, { headers: { 'Grpc-Metadata-Macaroon': READ } });
    assert.equal(info.status, 200);
    assert.equal(((await info.json()) as { alias: string }).alias, 'stand-in');
    const invoice = await fetch(`${site.url}_node/v1/invoices`, {
      method: 'POST',
      headers: { 'Grpc-Metadata-Macaroon': ADMIN, 'Content-Type': 'application/json' },
      body: '{"value":"1000"}',
    });
    assert.equal(invoice.status, 200);
    const sent = node.received.at(-1)!;
    assert.equal(sent.body, '{"value":"1000"}');
    assert.equal(sent.headers['grpc-metadata-macaroon'], ADMIN);
    const denied = await fetch(`${site.url}_node/v1/channels`, { headers: { 'Grpc-Metadata-Macaroon': ADMIN } });
    assert.equal(denied.status, 500);
    assert.equal(((await denied.json()) as { message: string }).message, 'permission denied');
  });

  test('refuses calls from other origins and other host names (CSRF, DNS rebinding)', async () => {
    const cross = await fetch(`${site.url}_node/v1/getinfo`, { headers: { Origin: 'https://evil.example' } });
    assert.equal(cross.status, 403);
    const sameOrigin = await fetch(`${site.url}_node/v1/getinfo`, {
      headers: { Origin: site.origin, 'Grpc-Metadata-Macaroon': READ },
    });
    assert.equal(sameOrigin.status, 200);
    const count = node.received.length;
    const rebound = await statusWithHost(`${site.url}_node/v1/getinfo`, 'attacker.example');
    assert.equal(rebound, 403);
    assert.equal(node.received.length, count, 'nothing refused reached the node');
  });

  test('forwards WebSocket upgrades with the macaroon protocol: the first message of SubscribeInvoices', async () => {
    const ws = new WebSocket(`${site.url.replace(/^http/, 'ws')}_node/v1/invoices/subscribe?method=GET`, [
      `Grpc-Metadata-Macaroon+${READ}`,
    ]);
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(String(data)));
      ws.once('error', reject);
    });
    ws.close();
    assert.deepEqual((JSON.parse(first) as { result: { memo: string } }).result.memo, 'stand-in');
    assert.equal(node.received.at(-1)!.websocket, true);
  });

  test('trusts the given certificate only: another node answers 502 with the fix', async () => {
    const wrong = await serveBuild({
      dir: await fixtureBuildDir(),
      host: '127.0.0.1',
      port: 0,
      baseUrl: '/api-docs/',
      node: { node: other.url, tlsCert: node.cert, macaroon: null },
    });
    try {
      const res = await fetch(`${wrong.url}_node/v1/getinfo`);
      assert.equal(res.status, 502);
      const body = (await res.json()) as { proxy: boolean; message: string };
      assert.equal(body.proxy, true);
      assert.match(body.message, /certificate is not the one given with --tlscert/);
      assert.equal(other.received.length, 0, 'no request went over the untrusted connection');
    } finally {
      await wrong.close();
    }
  });

  test('--macaroon is added to calls that carry none', async () => {
    const file = `${tempDir()}/readonly.macaroon`;
    const fs = await import('node:fs');
    fs.writeFileSync(file, Buffer.from(READ, 'hex'));
    const certFile = `${tempDir()}/tls.cert`;
    fs.writeFileSync(certFile, node.cert);
    const cli = await spawnCli([
      'serve',
      '--dir',
      await fixtureBuildDir(),
      '--port',
      '0',
      '--node',
      node.url,
      '--tlscert',
      certFile,
      '--macaroon',
      file,
    ]);
    try {
      const res = await fetch(`${cli.url}_node/v1/getinfo`);
      assert.equal(res.status, 200);
      assert.equal(node.received.at(-1)!.headers['grpc-metadata-macaroon'], READ);
    } finally {
      assert.equal(await cli.stop(), 0);
    }
  });

  test('usage: https needs --tlscert; --tlscert needs --node; it says it listens on localhost only', async () => {
    const noCert = runCli(['serve', '--node', 'https://localhost:8080']);
    assert.equal(noCert.status, 2);
    assert.match(noCert.stderr, /needs --tlscert/);
    const noNode = runCli(['serve', '--tlscert', 'tls.cert']);
    assert.equal(noNode.status, 2);
    const help = runCli(['serve', '--help']);
    for (const option of ['--node', '--tlscert', '--macaroon']) assert.match(help.stdout, new RegExp(option));
  });
});
