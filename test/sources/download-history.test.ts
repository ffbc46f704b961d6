/**
 * A history release is downloaded file by file (a listing, then only the selected files),
 * verified by its tree hash: tested against a loopback server laid out like GitHub's git
 * trees API and raw file host.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SourceError } from '../../src/shared/errors.ts';
import { locateTree, type TreeOptions } from '../../src/sources/proto-trees.ts';
import { findPinnedRelease, findService, loadSources } from '../../src/sources/sources-config.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';

const TREES = fixtureTree('history');
const sources = loadSources(path.join(TREES, 'sources.json'));
const depot = findService(sources, 'depot');
const v100 = findPinnedRelease(depot, 'v1.0.0').version;

describe('downloading a history release from a loopback server', () => {
  /** The commit's files as the server holds them: the fixture tree plus files a history tree does not need. */
  const files = new Map<string, string>();
  const requests: string[] = [];
  const authorizations: (string | undefined)[] = [];
  let listing: (files: string[]) => unknown = (paths) => ({
    tree: paths.map((p) => ({ path: p, type: 'blob' })),
    truncated: false,
  });
  let listed: string[] = [];
  let server: http.Server;
  let base: string;

  before(async () => {
    const dir = path.join(TREES, 'depot/v1.0.0');
    for (const file of ['depotrpc/depot.proto', 'depotrpc/depot.yaml', 'perms/perms.go'])
      files.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
    files.set('README.md', '# not needed\n');
    files.set('depotrpc/depot.swagger.json', '{}\n');
    files.set('cmd/depotcli/main.go', 'package main\n');
    listed = [...files.keys()];
    server = http.createServer((req, res) => {
      const url = decodeURIComponent(req.url ?? '');
      requests.push(url);
      authorizations.push(req.headers.authorization);
      if (url === `/trees/example/depot/${v100.commit}`)
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(listing([...listed, 'depotrpc'])));
      const prefix = `/raw/${v100.commit}/`;
      const body = url.startsWith(prefix) ? files.get(url.slice(prefix.length)) : undefined;
      if (body === undefined) return void res.writeHead(404).end('not found');
      res.writeHead(200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const options = (overrides: Partial<TreeOptions> = {}): TreeOptions => ({
    protosDir: undefined,
    cacheDir: tempDir('apidocs-cache-'),
    archiveUrl: `${base}/archive/{commit}.tar.gz`,
    treeListUrl: `${base}/trees/{owner}/{name}/{commit}`,
    rawFileUrl: `${base}/raw/{commit}/{path}`,
    offline: false,
    log: () => {},
    ...overrides,
  });

  test('fetches the listing and only the files the history tree needs, verifies them, then serves from the cache', async () => {
    requests.length = 0;
    const opts = options();
    const tree = await locateTree(depot, v100, opts);
    assert.equal(tree.origin, 'download');
    assert.deepEqual(
      requests
        .filter((r) => r.startsWith('/raw/'))
        .map((r) => r.split('/').slice(3).join('/'))
        .sort(),
      ['depotrpc/depot.proto', 'depotrpc/depot.yaml', 'perms/perms.go'],
    );
    assert.ok(!requests.some((r) => r.includes('archive')), 'no release archive');
    assert.ok(
      !fs.existsSync(path.join(tree.dir, 'depotrpc/depot.swagger.json')),
      'a history tree holds no OpenAPI file',
    );
    const count = requests.length;
    assert.equal((await locateTree(depot, v100, opts)).origin, 'cache');
    assert.equal(requests.length, count);
  });

  test('a token goes with the listing request only, never to the file host', async () => {
    requests.length = 0;
    authorizations.length = 0;
    await locateTree(depot, v100, options({ listToken: 'test-token' }));
    assert.deepEqual(requests.map((r, i) => [r.split('/')[1], authorizations[i] ?? null]).sort(), [
      ['raw', null],
      ['raw', null],
      ['raw', null],
      ['trees', 'Bearer test-token'],
    ]);
  });

  test('a changed file is refused and leaves nothing behind', async () => {
    const original = files.get('depotrpc/depot.proto')!;
    files.set('depotrpc/depot.proto', `${original}// changed\n`);
    const opts = options();
    try {
      await assert.rejects(locateTree(depot, v100, opts), (e: unknown) => {
        assert.ok(e instanceof SourceError);
        assert.match(e.format(), /the files of depot v1\.0\.0 do not match the pinned sha256/);
        return true;
      });
    } finally {
      files.set('depotrpc/depot.proto', original);
    }
    assert.deepEqual(fs.readdirSync(path.join(opts.cacheDir, 'protos/depot')), [], 'no partial folder is left');
  });

  test('a truncated listing, a missing file or a missing permission file is an error saying what to do', async () => {
    listing = (paths) => ({ tree: paths.map((p) => ({ path: p, type: 'blob' })), truncated: true });
    await assert.rejects(
      locateTree(depot, v100, options()),
      /listing from http:\/\/127\.0\.0\.1:\d+\/trees\/example\/depot\/1{1}0{39} is truncated/,
    );
    listing = (paths) => ({
      tree: paths.filter((p) => p !== 'perms/perms.go').map((p) => ({ path: p, type: 'blob' })),
      truncated: false,
    });
    await assert.rejects(
      locateTree(depot, v100, options()),
      /trees\/example\/depot\/1{1}0{39}: depot v1\.0\.0: the file perms\/perms\.go is missing \(permissionFiles in content\/sources\.json\), in the release's file listing/,
    );
    listing = (paths) => ({ tree: paths.map((p) => ({ path: p, type: 'blob' })), truncated: false });
    files.delete('perms/perms.go');
    try {
      await assert.rejects(
        locateTree(depot, v100, options()),
        /cannot download http:\/\/127\.0\.0\.1:\d+\/raw\/.*perms\/perms\.go: HTTP 404/,
      );
    } finally {
      files.set('perms/perms.go', fs.readFileSync(path.join(TREES, 'depot/v1.0.0/perms/perms.go'), 'utf8'));
    }
  });
});
