/**
 * Documentation gaps: findings about a release's upstream sources that only its
 * maintainers can fix are told apart from warnings the user can fix. Each of the three
 * kinds, from the fixture site with fixture Go files (a CLI and permission tables).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { gapsIn, newestReleaseGaps } from '../../src/proto/documentation-gaps.ts';
import { type LoadedModel, loadModel } from '../../src/release/load-model.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { offlineTrees } from '../helpers/fixtures.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

describe('documentation gaps of the fixture releases', () => {
  let loaded: LoadedModel;
  const release = (daemon: string, tag: string) =>
    loaded.model.daemons.find((d) => d.id === daemon)!.releases.find((r) => r.tag === tag)!;
  const kinds = (gaps: { kind: string; rpc: string }[]) => gaps.map((g) => `${g.kind} ${g.rpc}`);

  before(async () => {
    const site = siteWithGoFiles();
    loaded = await loadModel({
      sources: loadSources(path.join(site.contentDir, 'sources.json')),
      trees: offlineTrees(site.protosDir),
    });
  });

  test('an RPC without a comment, comments naming CLI commands democli lacks and a served RPC without a permission entry', () => {
    assert.deepEqual(kinds(release('demo', 'v1.0.0').gaps), [
      'rpc-without-comment demorpc.Demo.OldThing',
      'cli-command-missing demorpc.Demo.OpenThing',
      'cli-command-missing demorpc.Demo.Chat',
      'cli-command-missing demorpc.Demo.CloseThing',
      'permission-entry-missing demorpc.Demo.Chat',
    ]);
    const chat = release('demo', 'v1.0.0').gaps.find(
      (g) => g.kind === 'cli-command-missing' && g.rpc === 'demorpc.Demo.Chat',
    )!;
    assert.equal(
      chat.message,
      'the comment of demorpc.Demo.Chat names "democli chat", which democli does not have at this release',
    );
    assert.deepEqual(chat.source, {
      path: 'demorpc/demo.proto',
      line: 30,
      url: 'https://github.com/example/demo/blob/1111111111111111111111111111111111111111/demorpc/demo.proto#L30',
    });
  });

  test('every warning about upstream sources carries its gap; the release records the same gaps', () => {
    // The newest releases warn; each of these warnings is a gap (none is the user's to fix).
    assert.ok(loaded.warnings.length > 0);
    assert.deepEqual(
      loaded.warnings.filter((w) => !w.gap),
      [],
    );
    assert.deepEqual(
      gapsIn(loaded.warnings),
      newestReleaseGaps(loaded.model).flatMap((r) => r.gaps),
    );
    for (const w of loaded.warnings) assert.equal(w.message, w.gap!.message);
  });

  test('an older release records its gaps too (for its page) but does not warn', () => {
    assert.deepEqual(kinds(release('demo', 'v0.9.0').gaps), ['rpc-without-comment demorpc.Demo.AncientThing']);
    assert.ok(!loaded.warnings.some((w) => w.message.includes('AncientThing')));
  });

  test("newestReleaseGaps: each daemon's newest release, in sources.json order", () => {
    assert.deepEqual(
      newestReleaseGaps(loaded.model).map((r) => [r.daemonId, r.tag, r.gaps.length]),
      [
        ['demo', 'v1.0.0', 5],
        ['extra', 'v2.0.0', 0],
      ],
    );
  });
});
