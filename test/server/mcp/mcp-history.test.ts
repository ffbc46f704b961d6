/**
 * `apidocs mcp` with the whole API history, driven by the SDK's own client over stdio: the
 * fixture site with the history fixture daemon "depot" (test/fixtures/history.txtar: five
 * releases in two lines, v1.1.1 and v1.2.0 full, the others history only). Every tracked
 * release answers: element_in_release for RPCs, fields and enum values (backports and
 * removals included), get_method and get_type from the history with what they lack said,
 * Added/Deprecated/Removed on full answers, api_changes between two history releases, and
 * a clear error for a release that is not tracked.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildInto } from '../../helpers/fixture-build.ts';
import { siteWithHistory } from '../../helpers/history-site.ts';
import { type McpSession, startMcp } from './mcp-client.ts';

type Structured = Record<string, any>;

describe('apidocs mcp with the API history of the fixture site', () => {
  let session: McpSession;
  const call = async (tool: string, args: Record<string, unknown>) => {
    const result = await session.call(tool, args);
    assert.equal(result.isError, undefined, `${tool} ${JSON.stringify(args)}: ${result.text}`);
    return { text: result.text, data: result.structuredContent as Structured };
  };
  const failure = async (tool: string, args: Record<string, unknown>) => {
    const result = await session.call(tool, args);
    assert.equal(result.isError, true, `${tool} ${JSON.stringify(args)} should be a tool error: ${result.text}`);
    assert.doesNotMatch(result.text, /Internal error/);
    return result.text;
  };

  before(async () => {
    session = await startMcp((await buildInto(siteWithHistory())).outDir);
  });
  after(() => session?.close());

  test('element_in_release: a field of an RPC absent in a history release, with the upgrade that brings it', async () => {
    const { data, text } = await call('element_in_release', { element: 'Store.priority', release: '1.1.0' });
    assert.deepEqual(
      [data.daemon, data.kind, data.key, data.via, data.release, data.releaseKind, data.exists],
      [
        'depot',
        'field',
        'depotrpc.StoreRequest.priority',
        'request field of depotrpc.Depot.Store',
        'v1.1.0',
        'history',
        false,
      ],
    );
    assert.deepEqual(data.releases, ['v1.0.1', 'v1.1.1', 'v1.2.0']);
    assert.equal(data.nextAfter, 'v1.1.1', 'the release of its own line that brings it, not v1.0.1 (another line)');
    assert.equal(data.lastBefore, null);
    assert.equal(data.replacement, null);
    assert.match(text, /^# field depotrpc\.StoreRequest\.priority in depot v1\.1\.0\n\nNo: /);
    assert.match(text, /v1\.1\.0 is a history release: only its API elements are tracked/);
  });

  test('element_in_release: the backported field present, added on each line', async () => {
    const old = await call('element_in_release', { element: 'depotrpc.StoreRequest.priority', release: 'v1.0.1' });
    assert.equal(old.data.exists, true);
    assert.deepEqual(old.data.added, { tag: 'v1.0.1', also: ['v1.1.1'] });
    assert.deepEqual(old.data.introducedIn, ['v1.1.1'], 'brought in again on the 1.1 line');
    const full = await call('element_in_release', {
      element: 'StoreRequest.priority',
      release: 'v1.2.0',
      daemon: 'depot',
    });
    assert.deepEqual([full.data.releaseKind, full.data.exists], ['full', true]);
    assert.deepEqual(full.data.added, { tag: 'v1.1.1', also: ['v1.0.1'] });
    assert.match(full.data.url, /\/api\/depot\/depot\/store\/#depotrpc\.storerequest$/);
  });

  test('element_in_release: RPCs removed and back, deprecated, and enum values', async () => {
    const legacy = await call('element_in_release', { element: 'Legacy', release: 'v1.1.1' });
    assert.deepEqual(
      [legacy.data.kind, legacy.data.exists, legacy.data.lastBefore, legacy.data.nextAfter],
      ['rpc', false, 'v1.0.0', 'v1.2.0'],
    );
    const fetch = await call('element_in_release', { element: '/depotrpc.Depot/Fetch', release: 'v1.1.0' });
    assert.deepEqual(
      [fetch.data.exists, fetch.data.deprecated, fetch.data.deprecatedSince, fetch.data.sinceFirstTracked],
      [true, true, 'v1.1.0', true],
    );
    const crate = await call('element_in_release', { element: 'KIND_CRATE', release: 'v1.0.1' });
    assert.deepEqual(
      [crate.data.kind, crate.data.key, crate.data.exists],
      ['enumValue', 'depotrpc.Kind.KIND_CRATE', false],
    );
    const crateNew = await call('element_in_release', { element: 'depotrpc.Kind.KIND_CRATE', release: 'v1.2.0' });
    assert.deepEqual([crateNew.data.exists, crateNew.data.added], [true, { tag: 'v1.1.0', also: [] }]);
    const removed = await call('element_in_release', { element: 'FetchResponse.size', release: 'v1.0.0' });
    assert.deepEqual([removed.data.exists, removed.data.removed, removed.data.until], [true, 'v1.1.0', 'v1.0.1']);
    const route = await call('element_in_release', { element: 'post /v1/store', release: 'v1.0.0' });
    assert.deepEqual([route.data.kind, route.data.exists], ['rest', true]);
  });

  test('element_in_release: a release line answers for each of its releases', async () => {
    const { data, text } = await call('element_in_release', { element: 'Store.priority', release: 'v1.0' });
    assert.equal(data.release, 'v1.0.1', 'the answer is for the newest release of the line');
    assert.deepEqual(data.line, [
      { release: 'v1.0.0', exists: false },
      { release: 'v1.0.1', exists: true },
    ]);
    assert.match(text, /v1\.0\.0 lacks it, v1\.0\.1 has it/);
  });

  test('a release that is not tracked is a tool error naming the nearest tracked releases', async () => {
    assert.match(
      await failure('element_in_release', { element: 'Store', release: 'v1.3.0' }),
      /^release: depot does not track a release "v1\.3\.0": depot tracks 5 releases, v1\.0\.0 to v1\.2\.0 in history order \(nearest: "v1\.1\.1", "v1\.2\.0"\)$/,
    );
    assert.match(
      await failure('get_method', { name: 'Store', daemon: 'depot', release: '0.9' }),
      /^release: depot does not track a release "0\.9".*\(nearest: "v1\.0\.0", "v1\.0\.1"\)$/,
    );
    assert.match(await failure('api_changes', { daemon: 'depot', from: 'v1.0.2' }), /^from: depot does not track/);
    assert.match(
      await failure('element_in_release', { element: 'Fech', release: 'v1.1.0', daemon: 'depot' }),
      /^element: no RPC, message, enum, field, enum value, REST route "Fech" .*did you mean "depotrpc\.Depot\.Fetch"\?$/,
    );
    assert.doesNotMatch(session.stderr(), /Error/);
  });

  test('search and permissions read pages only: a history release is an error pointing to the history tools', async () => {
    for (const [tool, args, what] of [
      ['search', { query: 'store', daemon: 'depot', release: '1.1.0' }, 'search index'],
      ['permissions', { method: 'Store', daemon: 'depot', release: 'v1.0.1' }, 'permissions page'],
    ] as const)
      assert.match(
        await failure(tool, args),
        new RegExp(
          `^release: depot v1\\.(1\\.0|0\\.1) is a history release: the build has no pages for it, so no ${what}; get_method, get_type, element_in_release and api_changes answer`,
        ),
      );
    const search = await call('search', { query: 'store', daemon: 'depot', release: '1.1.1' });
    assert.ok(search.data.results.length > 0, 'a full release without its "v" is searched');
  });

  test('get_method on a history release answers from the history and says what it lacks', async () => {
    const { data, text } = await call('get_method', { name: 'Store', release: '1.1.0', depth: 2 });
    assert.deepEqual([data.source, data.daemon, data.release], ['history', 'depot', 'v1.1.0']);
    assert.match(data.url, /\/api\/depot\/history\/v1\.1\.0\/$/);
    assert.equal(data.signature, 'rpc Store (StoreRequest) returns (StoreResponse);');
    assert.deepEqual(
      data.request.fields.map((f: Structured) => [f.name, f.type]),
      [
        ['name', 'string'],
        ['size', 'uint64'],
        ['kind', 'depotrpc.Kind'],
      ],
      'no priority (backported on the 1.0 line and in v1.1.1 only) and size as v1.1.0 has it',
    );
    assert.deepEqual(data.request.fields[2].values, ['KIND_UNKNOWN', 'KIND_BOX', 'KIND_CRATE']);
    assert.deepEqual(data.languages, []);
    assert.match(data.historyNote, /lacks descriptions, code samples, CLI commands, errors and macaroon details/);
    assert.match(data.historyNote, /Macaroon permissions at v1\.1\.0: depot:write/);
    assert.deepEqual(
      data.history.absent.map((m: Structured) => [m.key, m.nextAfter]),
      [
        ['depotrpc.StoreRequest.item', 'v1.2.0'],
        ['depotrpc.StoreRequest.priority', 'v1.1.1'],
      ],
    );
    assert.match(text, /tracked by the API history only \(no pages\)/);
    assert.match(
      await failure('get_method', { name: 'Store', release: '1.1.0', language: 'curl' }),
      /^language: v1\.1\.0 has no pages/,
    );
  });

  test('get_method on a full release carries Added/Deprecated/Removed of the RPC and its fields, and keeps its errors', async () => {
    const store = await call('get_method', { name: 'Store', daemon: 'depot' });
    assert.deepEqual([store.data.source, store.data.release], ['page', 'v1.2.0']);
    assert.ok(Array.isArray(store.data.errors));
    assert.equal(store.data.history.added, null, 'present since the first tracked release');
    assert.equal(store.data.history.firstTracked, 'v1.0.0');
    const priority = store.data.history.members.find((m: Structured) => m.key === 'depotrpc.StoreRequest.priority');
    assert.deepEqual(
      [priority.added, priority.also, priority.deprecated, priority.removed],
      ['v1.1.1', ['v1.0.1'], false, null],
    );
    assert.match(store.text, /depotrpc\.StoreRequest\.priority: added in v1\.1\.1, also in v1\.0\.1/);
    const fetch = await call('get_method', { name: 'Fetch', daemon: 'depot', release: 'v1.1.1' });
    assert.deepEqual([fetch.data.history.deprecated, fetch.data.history.deprecatedSince], [true, 'v1.1.0']);
    const watch = await call('get_method', { name: 'Watch', daemon: 'depot' });
    assert.deepEqual(watch.data.history.added, { tag: 'v1.1.0', also: [] });
    assert.match(
      await failure('get_method', { name: 'Legacy', daemon: 'depot', release: 'v1.1.1' }),
      /^name: No: the RPC depotrpc\.Depot\.Legacy is not in depot v1\.1\.1\. .*The first later release of its line that has it: v1\.2\.0\./,
    );
  });

  test('get_type on a history release: fields and enum values from the history, with their history', async () => {
    const kind = await call('get_type', { name: 'depotrpc.Kind', release: 'v1.0.1' });
    assert.deepEqual([kind.data.kind, kind.data.source], ['enum', 'history']);
    assert.deepEqual(
      kind.data.values.map((v: Structured) => v.name),
      ['KIND_UNKNOWN', 'KIND_BOX'],
    );
    assert.deepEqual(
      kind.data.history.absent.map((m: Structured) => [m.key, m.nextAfter]),
      [['depotrpc.Kind.KIND_CRATE', null]],
      'no release descending from v1.0.1 has it',
    );
    const reply = await call('get_type', { name: 'FetchResponse', release: 'v1.0.0' });
    assert.deepEqual(
      reply.data.fields.map((f: Structured) => [f.name, f.type]),
      [['size', 'int64']],
    );
    assert.deepEqual(reply.data.history.removed, 'v1.1.0');
    assert.deepEqual(
      reply.data.usedBy.map((u: Structured) => u.rpc),
      ['Depot.Fetch'],
    );
    const item = await call('get_type', { name: 'depotrpc.StoreRequest', daemon: 'depot' });
    assert.deepEqual(
      item.data.history.members.map((m: Structured) => [m.key, m.added]),
      [
        ['depotrpc.StoreRequest.item', 'v1.2.0'],
        ['depotrpc.StoreRequest.priority', 'v1.1.1'],
      ],
    );
  });

  test('api_changes between two history releases, and from the changes page where the build has one', async () => {
    const old = await call('api_changes', { daemon: 'depot', from: '1.0.0', to: '1.1.0' });
    assert.deepEqual(
      [old.data.source, old.data.from, old.data.to, old.data.total, old.data.breaking],
      ['page', 'v1.0.0', 'v1.1.0', 7, 4],
    );
    assert.match(old.data.url, /\/api\/depot\/history\/v1\.1\.0\/$/);
    const subjects = old.data.changes.map((c: Structured) => `${c.severity} ${c.subject}: ${c.change}`);
    assert.ok(
      subjects.includes('json-breaking depotrpc.StoreRequest.size: field type changed from int64 to uint64'),
      subjects.join('\n'),
    );
    assert.ok(subjects.includes('wire-breaking depotrpc.Depot.Legacy: RPC removed'), subjects.join('\n'));
    assert.ok(
      subjects.includes('macaroon-breaking depotrpc.Depot.Fetch: now also needs the macaroon permission audit:read'),
    );
    // The build has this pair's changes page (the history's release pages), so it is read from there.
    assert.match(
      old.text,
      /^# Depot API changes v1\.0\.0 → v1\.1\.0\nhttps:\/\/docs\.example\.com\/api-docs\/api\/depot\/history\/v1\.1\.0\//,
    );
    const across = await call('api_changes', { daemon: 'depot', from: 'v1.0.1', to: 'v1.1.0' });
    assert.ok(
      across.data.changes.some(
        (c: Structured) => c.subject === 'depotrpc.StoreRequest.priority' && /field removed/.test(c.change),
      ),
      'across lines: the backported field is not in v1.1.0',
    );
    const follows = await call('api_changes', { daemon: 'depot', to: 'v1.0.1' });
    assert.deepEqual(
      [follows.data.from, follows.data.total],
      ['v1.0.0', 1],
      'from defaults to the release `to` follows',
    );
    const page = await call('api_changes', { daemon: 'depot', from: 'v1.1.1', to: 'v1.2.0' });
    assert.equal(page.data.source, 'page');
  });
});
