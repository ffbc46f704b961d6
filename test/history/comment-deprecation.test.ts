/**
 * Deprecations written only in comments (test/fixtures/comment-deprecation.txtar): the fixture
 * daemon "quill", three releases, whose comments start saying "Deprecated" in v1.1.0. The
 * history records them as their own aspect (`deprecatedInComment`), the `deprecated` aspect
 * stays the option, and badges, notes and the diff say it is the comment.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { describeChange } from '../../src/diff/describe-change.ts';
import { diffReleases } from '../../src/diff/diff-releases.ts';
import { annotate, enumSchema } from '../../src/export/openapi/schemas.ts';
import { findElement } from '../../src/history/compute-history.ts';
import { elementBadges } from '../../src/history/element-badges.ts';
import type { ApiHistory, ElementKind } from '../../src/history/history-types.ts';
import { loadHistory } from '../../src/history/load-history.ts';
import { commentSaysDeprecated } from '../../src/proto/comment-deprecation.ts';
import type { ApiRelease } from '../../src/proto/model-types.ts';
import { loadModel } from '../../src/release/load-model.ts';
import { historyReleaseApi } from '../../src/site/history/history-release-api.ts';
import { releaseNoteLabel } from '../../src/site/release-note-label.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';
import { offlineTrees } from '../helpers/fixtures.ts';

const TREES = fixtureTree('comment-deprecation');
let history: ApiHistory;
let full: ApiRelease;

before(async () => {
  const sources = loadSources(path.join(TREES, 'sources.json'));
  const loaded = await loadHistory({ sources, trees: offlineTrees(TREES), historyFile: null });
  history = loaded.histories[0]!;
  full = (await loadModel({ sources, trees: offlineTrees(TREES) })).model.daemons[0]!.releases[0]!;
});

const changes = (kind: ElementKind, key: string) => {
  const element = findElement(history, kind, key);
  assert.ok(element, `${kind} ${key} is in the history`);
  return element.changes.map((c) => [c.tag, c.aspect, c.before, c.after]);
};
const badge = (kind: ElementKind, key: string, tag: string) =>
  elementBadges(history, findElement(history, kind, key), tag).deprecated;

test('the rule: the comment starts with the word "Deprecated", in any case; a mention later does not count', () => {
  for (const yes of [
    'Deprecated, use Write.',
    'Deprecated.',
    'DEPRECATED: gone.',
    '  deprecated by size',
    'Deprecated',
  ])
    assert.equal(commentSaysDeprecated(yes), true, yes);
  for (const no of [
    'The size; unlike amount it is not deprecated.',
    'Addresses. Deprecated as it is unused.',
    'Deprecatedness is a word.',
    '',
  ])
    assert.equal(commentSaysDeprecated(no), false, no);
});

test('an RPC, a field, an enum value and a trailing-only comment deprecated by comment in v1.1.0: the aspect changes there', () => {
  assert.deepEqual(changes('rpc', 'quillrpc.Quill.Sign'), [['v1.1.0', 'deprecatedInComment', '', 'true']]);
  assert.deepEqual(changes('field', 'quillrpc.WriteRequest.pages'), [['v1.1.0', 'deprecatedInComment', '', 'true']]);
  assert.deepEqual(
    changes('enumValue', 'quillrpc.Style.STYLE_HAND'),
    [
      ['v1.1.0', 'deprecatedInComment', '', 'true'],
      ['v1.2.0', 'deprecatedInComment', 'true', ''],
    ],
    'upper-case "DEPRECATED:" counts; the comment stops saying it in v1.2.0',
  );
  assert.deepEqual(
    changes('field', 'quillrpc.WriteRequest.amount'),
    [
      ['v1.1.0', 'deprecatedInComment', '', 'true'],
      ['v1.2.0', 'deprecated', 'false', 'true'],
    ],
    'the option is its own aspect: it changes only where `deprecated = true` appears',
  );
});

test('the option aspect is unchanged by a comment, and a mid-sentence mention is no deprecation', () => {
  for (const [kind, key] of [
    ['rpc', 'quillrpc.Quill.Sign'],
    ['field', 'quillrpc.WriteRequest.pages'],
    ['enumValue', 'quillrpc.Style.STYLE_HAND'],
  ] as const) {
    const meanings = findElement(history, kind, key)!.meanings!.map((m) => m.meaning.deprecated);
    assert.deepEqual([...new Set(meanings)], ['false'], `${key}: never option-deprecated`);
  }
  assert.deepEqual(changes('field', 'quillrpc.WriteRequest.size'), []);
  assert.equal(badge('field', 'quillrpc.WriteRequest.size', 'v1.2.0'), null);
  const untouched = findElement(history, 'field', 'quillrpc.WriteRequest.amount_milli')!;
  assert.ok(
    untouched.meanings!.every((m) => !('deprecatedInComment' in m.meaning)),
    'absent where the comment does not deprecate (history.json stays small)',
  );
});

test('badges: "Deprecated in v1.1.0 (its comment)"; the option wins where it marks the element', () => {
  assert.deepEqual(badge('rpc', 'quillrpc.Quill.Sign', 'v1.2.0'), { tag: 'v1.1.0', by: 'comment' });
  assert.deepEqual(badge('field', 'quillrpc.WriteRequest.pages', 'v1.1.0'), { tag: 'v1.1.0', by: 'comment' });
  assert.deepEqual(badge('enumValue', 'quillrpc.Style.STYLE_HAND', 'v1.1.0'), { tag: 'v1.1.0', by: 'comment' });
  assert.equal(badge('enumValue', 'quillrpc.Style.STYLE_HAND', 'v1.2.0'), null, 'its comment no longer says so');
  assert.equal(badge('rpc', 'quillrpc.Quill.Sign', 'v1.0.0'), null);
  assert.deepEqual(badge('field', 'quillrpc.WriteRequest.amount', 'v1.1.0'), { tag: 'v1.1.0', by: 'comment' });
  assert.deepEqual(badge('field', 'quillrpc.WriteRequest.amount', 'v1.2.0'), { tag: 'v1.2.0', by: 'option' });
  const note = (byComment: boolean) =>
    releaseNoteLabel({ kind: 'deprecated', tag: 'v1.1.0', also: [], href: null, ...(byComment ? { byComment } : {}) });
  assert.equal(note(true), 'Deprecated in v1.1.0 (its comment)');
  assert.equal(note(false), 'Deprecated in v1.1.0');
});

test('the API changes of v1.1.0 say each deprecation is the comment’s', () => {
  const diff = diffReleases(historyReleaseApi(history, 'v1.0.0'), historyReleaseApi(history, 'v1.1.0'));
  const said = diff.changes
    .filter((c) => c.kind.endsWith('-deprecated'))
    .map((c) => {
      const text = describeChange(c);
      return `${text.subject}: ${text.parts.join('')}`;
    })
    .sort();
  assert.deepEqual(said, [
    'quillrpc.Quill.Sign: RPC deprecated by its comment',
    'quillrpc.Style.STYLE_HAND: enum value deprecated by its comment',
    'quillrpc.WriteRequest.amount: field deprecated by its comment',
    'quillrpc.WriteRequest.pages: field deprecated by its comment',
  ]);
  const next = diffReleases(historyReleaseApi(history, 'v1.1.0'), historyReleaseApi(history, 'v1.2.0'));
  assert.deepEqual(
    next.changes.filter((c) => c.kind.endsWith('-deprecated')).map((c) => describeChange(c).parts.join('')),
    ['field deprecated'],
    'v1.2.0: the option appears on amount, said without "comment"',
  );
});

test('the full release model: the comment deprecation beside the option; pages and OpenAPI mark either', () => {
  const request = full.messages['quillrpc.WriteRequest']!;
  const field = (name: string) => request.fields.find((f) => f.name === name)!;
  assert.deepEqual(
    ['amount', 'pages', 'size', 'amount_milli'].map((n) => [n, field(n).deprecated, field(n).deprecatedInComment]),
    [
      ['amount', true, true],
      ['pages', false, true],
      ['size', false, false],
      ['amount_milli', false, false],
    ],
  );
  const sign = full.subServices[0]!.methods.find((m) => m.name === 'Sign')!;
  assert.deepEqual([sign.deprecated, sign.deprecatedOption, sign.deprecatedInComment], [true, false, true]);
  assert.equal(annotate({ type: 'string' }, field('pages')).deprecated, true);
  assert.equal(annotate({ type: 'string' }, field('size')).deprecated, undefined);
  const style = full.enums['quillrpc.Style']!;
  assert.match(String(enumSchema(style).description), /`STYLE_TYPED` \(2\)(?! \(deprecated\))/);
  assert.doesNotMatch(String(enumSchema(style).description), /\(deprecated\)/, 'v1.2.0: STYLE_HAND is not deprecated');
});
