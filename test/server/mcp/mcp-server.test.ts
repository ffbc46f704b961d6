/**
 * `apidocs mcp` over stdio, driven by the SDK's own client: the tools and their schemas,
 * each tool on the fixture site (with Go permission tables), bad arguments as tool errors
 * after which the server keeps answering, and pages as resources.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildInto } from '../../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../../helpers/go-site.ts';
import { ROOT, tempDir } from '../../helpers/fixtures.ts';
import { type McpSession, startMcp } from './mcp-client.ts';

describe('apidocs mcp on the fixture site', () => {
  let session: McpSession;
  let outDir: string;

  before(async () => {
    outDir = (await buildInto(siteWithGoFiles())).outDir;
    session = await startMcp(outDir);
  });
  after(() => session?.close());

  test('lists the seven tools, each with input and output schemas', async () => {
    const { tools } = await session.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'api_changes',
      'element_in_release',
      'explain_error',
      'get_method',
      'get_type',
      'permissions',
      'search',
    ]);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object', tool.name);
      assert.equal(tool.outputSchema?.type, 'object', tool.name);
    }
    const method = tools.find((t) => t.name === 'get_method')!;
    assert.deepEqual(method.inputSchema.required, ['name']);
    assert.ok(
      method.inputSchema.properties &&
        'depth' in method.inputSchema.properties &&
        'language' in method.inputSchema.properties,
    );
    assert.match(
      tools.find((t) => t.name === 'api_changes')!.description!,
      /demo v0\.9\.0 → v1\.0\.0/,
      'the description names the supported release pairs',
    );
  });

  test('search ranks with the site engine and returns title, page URL and summary', async () => {
    const result = await session.call('search', { query: 'get info', limit: 3 });
    assert.equal(result.isError, undefined);
    const { results } = result.structuredContent as {
      results: { title: string; url: string; summary: string; daemon: string }[];
    };
    assert.equal(results.length, 3);
    assert.equal(results[0]!.title, 'GetInfo');
    assert.equal(results[0]!.url, 'https://docs.example.com/api-docs/api/demo/demo/get-info/');
    assert.match(results[0]!.summary, /general information/);
    assert.match(result.text, /^Results for "get info":\n1\. GetInfo/);
  });

  test('search filters by daemon and searches an older release', async () => {
    const extra = await session.call('search', { query: 'where', daemon: 'extra' });
    const hits = (extra.structuredContent as { results: { daemon?: string }[] }).results;
    assert.ok(hits.length > 0 && hits.every((h) => h.daemon === 'extra'), JSON.stringify(hits));
    const old = await session.call('search', { query: 'AncientThing', daemon: 'demo', release: 'v0.9.0' });
    const oldHits = (old.structuredContent as { results: { title: string; url: string; release?: string }[] }).results;
    assert.equal(oldHits[0]!.title, 'AncientThing');
    assert.match(oldHits[0]!.url, /\/api\/demo\/v0\.9\.0\/demo\/ancient-thing\/$/);
  });

  test('get_method by short name: signature, streaming, REST, permissions, fields to depth, a filled sample', async () => {
    const result = await session.call('get_method', { name: 'GetInfo', depth: 2, language: 'curl' });
    assert.equal(result.isError, undefined, result.text);
    const m = result.structuredContent as Record<string, any>;
    assert.equal(m.name, 'demorpc.Demo.GetInfo');
    assert.equal(m.release, 'v1.0.0');
    assert.equal(m.streaming, 'unary');
    assert.deepEqual(m.rest, [{ method: 'GET', path: '/v1/getinfo', fields: null }]);
    assert.deepEqual(m.permissions.ops, ['info:read']);
    assert.equal(m.permissions.smallestMacaroon, 'readonly.macaroon');
    const features = m.response.fields.find((f: { name: string }) => f.name === 'features');
    assert.deepEqual(
      features.fields.map((f: { name: string }) => f.name),
      ['name', 'is_required', 'parent'],
      'depth 2 expands held messages',
    );
    assert.deepEqual(m.response.fields.find((f: { name: string }) => f.name === 'chain').values, [
      'BITCOIN',
      'LITECOIN',
      'BTC',
    ]);
    assert.deepEqual(m.languages, ['grpc-javascript', 'grpc-python', 'rest-javascript', 'rest-python', 'cli', 'curl']);
    assert.match(m.sample.code, /^curl -X GET --cacert DEMO_DIR\/tls\.cert/);
    assert.match(
      m.sample.code,
      /DEMO_DIR\/readonly\.macaroon/,
      'the smallest macaroon, filled with the default settings',
    );
    assert.doesNotMatch(m.sample.code, /[<>]span|&quot;|\u0001/);
    assert.match(result.text, /Permissions: needs info:read; smallest default macaroon: readonly\.macaroon/);
  });

  test('get_method by full name, gRPC path and URL find the same page; depth 0 lists no fields; an older release', async () => {
    for (const name of [
      'demorpc.Demo.OpenThing',
      '/demorpc.Demo/OpenThing',
      'https://docs.example.com/api-docs/api/demo/demo/open-thing/',
      '/api-docs/api/demo/demo/open-thing/#request',
    ]) {
      const result = await session.call('get_method', { name, depth: 0 });
      const m = result.structuredContent as Record<string, any>;
      assert.equal(m?.name, 'demorpc.Demo.OpenThing', `${name}: ${result.text}`);
      assert.equal(m.request.fields, undefined);
    }
    const old = await session.call('get_method', { name: 'AncientThing', release: '0.9.0' });
    assert.equal((old.structuredContent as { release: string }).release, 'v0.9.0');
    // Chat has no permission entry in the fixture's Go tables: the daemon refuses it, so its page
    // offers no sample (test/samples/stand-in-daemon.ts) and asking for one is a tool error.
    const chat = await session.call('get_method', { name: 'Chat' });
    assert.equal((chat.structuredContent as { streaming: string }).streaming, 'bidi');
    const chatSample = await session.call('get_method', { name: 'Chat', language: 'grpc-python' });
    assert.equal(chatSample.isError, true);
    assert.match(chatSample.text, /demorpc\.Demo\.Chat has no "grpc-python" sample/);
    const openThing = await session.call('get_method', { name: 'OpenThing', language: 'grpc-python' });
    assert.match((openThing.structuredContent as { sample: { code: string } }).sample.code, /localhost:10009/);
  });

  test('get_type: a message with fields and the RPCs using it; an enum with values', async () => {
    const message = await session.call('get_type', { name: 'GetInfoResponse' });
    const m = message.structuredContent as Record<string, any>;
    assert.equal(m.kind, 'message');
    assert.equal(m.name, 'demorpc.GetInfoResponse');
    assert.ok(m.fields.some((f: { name: string }) => f.name === 'block_height'));
    assert.deepEqual(m.usedBy.map((u: { rpc: string }) => u.rpc).sort(), ['GetInfo', 'LegacyInfo', 'OldThing']);
    const enumResult = await session.call('get_type', { name: 'demorpc.Chain' });
    const e = enumResult.structuredContent as Record<string, any>;
    assert.equal(e.kind, 'enum');
    assert.deepEqual(
      e.values.map((v: { name: string }) => v.name),
      ['BITCOIN', 'LITECOIN', 'BTC'],
    );
    assert.equal(e.values[2].aliasOf, 'BITCOIN');
  });

  test('permissions: an entity:action, a default macaroon and an RPC, in the three macaroon cases', async () => {
    const perm = await session.call('permissions', { permission: 'info:read' });
    const p = (perm.structuredContent as { answers: Record<string, any>[] }).answers;
    assert.equal(p.length, 1);
    assert.deepEqual(
      p[0]!.rpcs.map((r: { rpc: string }) => r.rpc),
      ['Demo.GetInfo', 'Demo.OldThing'],
    );
    assert.deepEqual(p[0]!.macaroons, ['admin.macaroon', 'readonly.macaroon']);
    assert.deepEqual(
      p[0]!.publicWhen.map((x: { rpc: string; when: string[] }) => `${x.rpc} ${x.when.join()}`),
      ['Demo.OldThing publicThings'],
    );
    const mac = await session.call('permissions', { macaroon: 'readonly' });
    const r = (mac.structuredContent as { answers: Record<string, any>[] }).answers[0]!;
    assert.deepEqual(r.permissions, ['info:read']);
    assert.deepEqual(
      r.rpcs.map((x: { rpc: string }) => x.rpc),
      ['Demo.GetInfo', 'Demo.OldThing', 'Demo.Upload'],
      'its permissions, and the RPCs any macaroon allows',
    );
    assert.deepEqual(
      r.anyMacaroon.map((x: { rpc: string }) => x.rpc),
      ['Demo.Upload'],
    );
    assert.deepEqual(
      r.noMacaroon.map((x: { rpc: string }) => x.rpc),
      ['Demo.LegacyInfo'],
    );
    const admin = await session.call('permissions', { macaroon: 'admin.macaroon', daemon: 'demo' });
    assert.ok((admin.structuredContent as { answers: { rpcs: unknown[] }[] }).answers[0]!.rpcs.length > 3);
    const needs = async (method: string): Promise<Record<string, any>> => {
      const result = await session.call('permissions', { method });
      return {
        ...(result.structuredContent as { answers: { needs: Record<string, any> }[] }).answers[0]!.needs,
        text: result.text,
      };
    };
    const legacy = await needs('LegacyInfo');
    assert.equal(legacy.status, 'none');
    assert.equal(legacy.whitelist, 'openInfo');
    assert.match(legacy.text, /no macaroon needed \(on the daemon's macaroon whitelist, openInfo\)/);
    const upload = await needs('Upload');
    assert.equal(upload.status, 'any');
    assert.equal(upload.smallestMacaroon, 'readonly.macaroon');
    assert.match(upload.text, /any macaroon of the daemon/);
    const old = await needs('OldThing');
    assert.equal(old.status, 'required');
    assert.deepEqual(old.publicWhen, ['publicThings']);
    assert.match(
      old.text,
      /needs info:read; .*no macaroon only when the daemon is configured with publicThings \(whitelist PublicThings\)/,
    );
  });

  test('permissions: a uri permission names the one RPC it allows; unserved lists the RPCs a daemon does not serve and who serves them', async () => {
    const uri = await session.call('permissions', { permission: 'uri:/demorpc.Demo/GetInfo' });
    assert.equal(uri.isError, undefined, uri.text);
    const u = (uri.structuredContent as { answers: Record<string, any>[] }).answers;
    assert.deepEqual(
      u.map((a) => [a.daemon, a.rpcs.map((r: { rpc: string }) => r.rpc), a.macaroons]),
      [['demo', ['demorpc.Demo.GetInfo'], []]],
    );
    assert.equal(u[0]!.needs.uriPermission, 'uri:/demorpc.Demo/GetInfo');
    assert.match(uri.text, /allows exactly this RPC/);
    const unknownUri = await session.call('permissions', { permission: 'uri:/demorpc.Demo/GetInfp' });
    assert.match(
      unknownUri.text,
      /^permission: no RPC "\/demorpc\.Demo\/GetInfp" .*did you mean "demorpc\.Demo\.GetInfo"/,
    );
    const unserved = await session.call('permissions', { unserved: true });
    assert.equal(unserved.isError, undefined, unserved.text);
    const byDaemon = new Map(
      (unserved.structuredContent as { answers: Record<string, any>[] }).answers.map((a) => [a.daemon, a]),
    );
    assert.deepEqual(byDaemon.get('demo')!.notServed, []);
    assert.deepEqual(
      byDaemon.get('extra')!.notServed.map((r: { name: string; servedBy: unknown[] }) => [r.name, r.servedBy]),
      [['extrarpc.Demo.Where', []]],
    );
    assert.match(
      unserved.text,
      /## extra v2\.0\.0\nNot served \(1\):\n- extrarpc\.Demo\.Where: served by no daemon of this build/,
    );
    const onlyExtra = await session.call('permissions', { unserved: true, daemon: 'extra' });
    assert.equal((onlyExtra.structuredContent as { answers: unknown[] }).answers.length, 1);
  });

  test('api_changes between the two releases', async () => {
    const result = await session.call('api_changes', { daemon: 'demo', from: 'v0.9.0', to: '1.0.0' });
    const c = result.structuredContent as Record<string, any>;
    assert.equal(c.total, 2);
    assert.equal(c.breaking, 1);
    assert.deepEqual(
      c.changes.map((x: { subject: string; change: string }) => `${x.subject}: ${x.change}`),
      ['demorpc.Demo.AncientThing: RPC removed', 'demorpc.Demo.OldThing: RPC added'],
    );
  });

  test('bad arguments are tool errors naming the argument and the valid values; the server keeps answering', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        'get_method',
        { name: 'GetInfo', daemon: 'lnd' },
        /^daemon: unknown daemon "lnd"; the daemons are "demo", "extra"$/,
      ],
      [
        'get_method',
        { name: 'GetInfp' },
        /^name: no RPC "GetInfp" in the daemons' newest releases; did you mean "demorpc\.Demo\.GetInfo"\?$/,
      ],
      [
        'get_method',
        { name: 'GetInfo', release: 'v0.8.0' },
        /^release: no daemon tracks a release "v0\.8\.0": demo tracks 2 releases, v0\.9\.0 to v1\.0\.0 in history order \(nearest: "v0\.9\.0", "v1\.0\.0"\); extra tracks one release, v2\.0\.0$/,
      ],
      [
        'search',
        { query: 'x', release: 'v0.9.0' },
        /^release: searching a release needs its daemon: pass "daemon" too \(one of "demo", "extra"\)$/,
      ],
      ['get_method', { name: 'x'.repeat(501) }, /name/],
      [
        'get_method',
        { name: 'GetInfo', daemon: 'demo', release: 'v0.8.0' },
        /^release: demo does not track a release "v0\.8\.0": demo tracks 2 releases, v0\.9\.0 to v1\.0\.0 in history order \(nearest: "v0\.9\.0", "v1\.0\.0"\)$/,
      ],
      ['get_method', { name: 'GetInfo', depth: 99 }, /depth/],
      ['get_method', { name: 'GetInfo', depth: 'deep' }, /depth/],
      [
        'get_method',
        { name: 'GetInfo', language: 'rust' },
        /^language: demorpc\.Demo\.GetInfo has no "rust" sample; its languages are "grpc-javascript", .*"curl"$/,
      ],
      [
        'get_method',
        { name: 'https://docs.example.com/api-docs/api/demo/' },
        /^name: \/api-docs\/api\/demo\/ is not the page of RPC in this build$/,
      ],
      ['search', { query: 5 }, /query/],
      ['search', { query: '' }, /query must not be empty/],
      ['search', { query: 'x', daemon: 'nope' }, /^daemon: unknown daemon "nope"/],
      ['get_type', { name: 'Chian' }, /^name: no message or enum "Chian" .*did you mean "demorpc\.Chain"\?$/],
      ['permissions', {}, /^arguments: pass exactly one of "permission"/],
      ['permissions', { unserved: true, method: 'GetInfo' }, /not method and unserved/],
      ['permissions', { permission: 'info:read', macaroon: 'admin' }, /not permission and macaroon/],
      ['permissions', { permission: 'inforead' }, /^permission: "inforead" is not an entity:action permission/],
      ['permissions', { permission: 'info:reed' }, /^permission: no RPC needs "info:reed"; did you mean "info:read"\?/],
      [
        'permissions',
        { macaroon: 'super.macaroon' },
        /^macaroon: no daemon has a default macaroon "super\.macaroon"; the default macaroons are "admin\.macaroon", "extra\.macaroon", "readonly\.macaroon"$/,
      ],
      ['api_changes', { daemon: 'extra' }, /^daemon: this build has no API changes for extra/],
      [
        'api_changes',
        { daemon: 'demo', from: 'v0.8.0' },
        /^from: demo does not track a release "v0\.8\.0": demo tracks 2 releases, v0\.9\.0 to v1\.0\.0 in history order \(nearest: "v0\.9\.0", "v1\.0\.0"\)$/,
      ],
    ];
    for (const [tool, args, message] of cases) {
      const result = await session.call(tool, args);
      assert.equal(result.isError, true, `${tool} ${JSON.stringify(args)} should be a tool error`);
      assert.match(result.text, message, `${tool} ${JSON.stringify(args)}`);
      assert.doesNotMatch(result.text, /Internal error/);
    }
    const after = await session.call('get_method', { name: 'GetInfo' });
    assert.equal(after.isError, undefined, 'the server still answers');
    assert.doesNotMatch(session.stderr(), /Error/);
  });

  test("a short name is looked up in every daemon's newest release; the ambiguous case is in the real-site test", async () => {
    const where = await session.call('get_method', { name: 'Demo.Where' });
    assert.equal((where.structuredContent as { daemon: string }).daemon, 'extra');
    const feature = await session.call('get_type', { name: 'Feature' });
    assert.equal((feature.structuredContent as { name: string; release: string }).name, 'demorpc.Feature');
    // extra bundles a copy of demo's demorpc.Outpoint: the daemon serving the demorpc package owns it.
    for (const name of ['demorpc.Outpoint', 'Outpoint']) {
      const outpoint = await session.call('get_type', { name });
      assert.equal(outpoint.isError, undefined, outpoint.text);
      assert.equal((outpoint.structuredContent as { daemon: string }).daemon, 'demo', name);
    }
    const copy = await session.call('get_type', { name: 'demorpc.Outpoint', daemon: 'extra' });
    assert.equal(
      (copy.structuredContent as { daemon: string }).daemon,
      'extra',
      'the daemon argument still picks the copy',
    );
  });

  test('pages are resources; a resource reads the Markdown copy when the build has one, else writes the same Markdown from the page data', async () => {
    const { resources } = await session.client.listResources();
    const uris = resources.map((r) => r.uri);
    assert.ok(uris.includes('apidocs://api/demo/demo/get-info/'));
    assert.ok(uris.includes('apidocs://api/demo/permissions/'));
    const method = await session.client.readResource({ uri: 'apidocs://api/demo/demo/get-info/' });
    const text = (method.contents[0] as { text: string }).text;
    // The build writes a Markdown copy of every page: the resource is that copy.
    assert.equal(text, fs.readFileSync(path.join(outDir, 'api/demo/demo/get-info/index.md'), 'utf8'));
    assert.match(text, /^# GetInfo\n/);
    assert.match(text, /REST: `GET \/v1\/getinfo`/);
    // Without a copy (an older build), the same Markdown, written from the page data: one text view.
    for (const page of ['api/demo/permissions', 'api/demo/demo/get-info', 'api/demo']) {
      const file = path.join(outDir, page, 'index.md');
      const written = fs.readFileSync(file, 'utf8');
      fs.rmSync(file);
      const read = await session.client.readResource({ uri: `apidocs://${page}/` });
      assert.equal((read.contents[0] as { text: string }).text, written, page);
    }
    fs.writeFileSync(path.join(outDir, 'api/demo/demo/open-thing/index.md'), '# OpenThing in Markdown\n');
    const copy = await session.client.readResource({ uri: 'apidocs://api/demo/demo/open-thing/' });
    assert.equal((copy.contents[0] as { text: string }).text, '# OpenThing in Markdown\n');
    await assert.rejects(session.client.readResource({ uri: 'apidocs://api/nowhere/' }), /not found/i);
  });
});

describe('apidocs mcp on a folder that is not a build', () => {
  test('exits with an error naming the folder and what to do', async () => {
    const empty = tempDir('apidocs-mcp-empty-');
    const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/apidocs'), 'mcp', '--dir', empty], {
      cwd: ROOT,
      encoding: 'utf8',
      input: '',
    });
    assert.equal(run.status, 1, run.stderr);
    assert.ok(
      run.stderr.includes(
        `${path.join(empty, 'api-index.json')} is missing: ${empty} is not a build of this apidocs version (rebuild it with \`apidocs build\`)`,
      ),
      run.stderr,
    );
    assert.equal(run.stdout, '', 'nothing but protocol messages on stdout');
  });
});
