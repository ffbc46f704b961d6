import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as tar from 'tar';
import { SourceError } from '../../src/shared/errors.ts';
import { locateTree, type TreeOptions } from '../../src/sources/proto-trees.ts';
import { findService, newestVersion } from '../../src/sources/sources-config.ts';
import { treeHash } from '../../src/sources/tree-hash.ts';
import { FIXTURE_PROTOS, fixtureSources, tempDir } from '../helpers/fixtures.ts';

/** Builds a GitHub-style archive (files under "<name>-<ref>/") of the demo tree, optionally altered. */
async function buildArchive(alter?: (dir: string) => void): Promise<Buffer> {
  const work = tempDir('apidocs-archive-');
  const top = path.join(work, 'demo-1111111');
  fs.cpSync(path.join(FIXTURE_PROTOS, 'demo/v1.0.0'), top, { recursive: true });
  fs.writeFileSync(path.join(top, 'README.md'), '# not kept\n');
  fs.mkdirSync(path.join(top, 'cmd'));
  fs.writeFileSync(path.join(top, 'cmd/main.go'), 'package main\n');
  alter?.(top);
  const file = path.join(work, 'archive.tar.gz');
  await tar.c({ gzip: true, cwd: work, file, portable: true }, ['demo-1111111']);
  return fs.readFileSync(file);
}

describe('downloading a pinned release from a loopback server', () => {
  const sources = fixtureSources();
  const demo = findService(sources, 'demo');
  const routes = new Map<string, Buffer>();
  const requests: string[] = [];
  let server: http.Server;
  let base: string;

  before(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      const body = routes.get(req.url ?? '');
      if (!body) return void res.writeHead(404).end('not found');
      res.writeHead(200, { 'content-type': 'application/gzip' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const options = (route: string, overrides: Partial<TreeOptions> = {}): TreeOptions => ({
    protosDir: undefined,
    cacheDir: tempDir('apidocs-cache-'),
    archiveUrl: `${base}/${route}/{owner}/{name}/{commit}.tar.gz`,
    offline: false,
    log: () => {},
    ...overrides,
  });
  const url = (route: string) => `/${route}/example/demo/${newestVersion(demo).commit}.tar.gz`;

  test('downloads, keeps only proto files, verifies the hash, then serves from the cache', async () => {
    routes.set(url('good'), await buildArchive());
    const opts = options('good');
    const first = await locateTree(demo, newestVersion(demo), opts);
    assert.equal(first.origin, 'download');
    assert.equal(first.dir, path.join(opts.cacheDir, 'protos/demo/v1.0.0'));
    const kept = fs.readdirSync(path.join(first.dir, 'demorpc')).sort();
    assert.deepEqual(kept, ['common.proto', 'demo.proto', 'demo.yaml']);
    assert.ok(!fs.existsSync(path.join(first.dir, 'README.md')), 'non-proto files are dropped');
    assert.ok(!fs.existsSync(path.join(first.dir, 'cmd/main.go')));
    const count = requests.length;
    const second = await locateTree(demo, newestVersion(demo), opts);
    assert.equal(second.origin, 'cache');
    assert.equal(requests.length, count, 'the cache answers without a request');
  });

  test("keeps the release's named Go files (and no other Go file), and the hash covers them", async () => {
    const withGo = (dir: string) => {
      fs.mkdirSync(path.join(dir, 'perms'));
      fs.writeFileSync(path.join(dir, 'perms/perms.go'), 'package perms\n');
    };
    routes.set(url('go'), await buildArchive(withGo));
    const expectedTree = tempDir('apidocs-expected-');
    fs.cpSync(path.join(FIXTURE_PROTOS, 'demo/v1.0.0'), expectedTree, { recursive: true });
    withGo(expectedTree);
    const named = { ...newestVersion(demo), permissionFiles: ['perms/*.go'] };
    const version = { ...named, sha256: treeHash(expectedTree, demo, named) };
    const tree = await locateTree(demo, version, options('go'));
    assert.ok(fs.existsSync(path.join(tree.dir, 'perms/perms.go')), 'the named Go file is kept');
    assert.ok(!fs.existsSync(path.join(tree.dir, 'cmd/main.go')), 'other Go files are dropped');
    assert.notEqual(version.sha256, newestVersion(demo).sha256, 'the Go file is part of the tree hash');
  });

  test('a corrupt archive is an error and leaves nothing in the cache', async () => {
    const good = await buildArchive();
    routes.set(url('corrupt'), good.subarray(0, Math.floor(good.length / 2)));
    const opts = options('corrupt');
    await assert.rejects(locateTree(demo, newestVersion(demo), opts), (e: unknown) => {
      assert.ok(e instanceof SourceError);
      assert.match(e.format(), /the archive from http:\/\/127\.0\.0\.1:\d+\/corrupt\/.* is corrupt/);
      assert.match(e.format(), /APIDOCS_PROTOS/);
      return true;
    });
    assert.ok(!fs.existsSync(path.join(opts.cacheDir, 'protos/demo/v1.0.0')));
    assert.deepEqual(fs.readdirSync(path.join(opts.cacheDir, 'protos/demo')), [], 'no partial folder is left');
  });

  test('an archive whose files differ from the pinned sha256 is refused', async () => {
    routes.set(
      url('tampered'),
      await buildArchive((dir) => fs.appendFileSync(path.join(dir, 'demorpc/demo.proto'), '\n// changed\n')),
    );
    const opts = options('tampered');
    await assert.rejects(locateTree(demo, newestVersion(demo), opts), /does not match the pinned sha256/);
    assert.ok(!fs.existsSync(path.join(opts.cacheDir, 'protos/demo/v1.0.0')));
  });

  test('HTTP errors and unreachable hosts say how to work offline', async () => {
    await assert.rejects(locateTree(demo, newestVersion(demo), options('missing')), /HTTP 404/);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = options('x', { archiveUrl: `http://127.0.0.1:${port}/{commit}.tar.gz` });
    await assert.rejects(locateTree(demo, newestVersion(demo), unreachable), (e: unknown) => {
      assert.ok(e instanceof SourceError);
      assert.match(e.format(), /cannot download http:\/\/127\.0\.0\.1:\d+\/1{40}\.tar\.gz: ECONNREFUSED/);
      assert.match(e.format(), /APIDOCS_PROTOS=\.\.\/shared\/protos/);
      return true;
    });
  });

  test('a protos folder wins over cache and download', async () => {
    const located = await locateTree(demo, newestVersion(demo), options('none', { protosDir: FIXTURE_PROTOS }));
    assert.deepEqual([located.origin, located.dir], ['protos-dir', path.join(FIXTURE_PROTOS, 'demo/v1.0.0')]);
  });
});
