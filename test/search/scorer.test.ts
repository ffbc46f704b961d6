/**
 * The scorer is elasticlunr's field search with weighted, grouped tokens: for one plain
 * token it scores exactly as elasticlunr's own search over the same compact index.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { compactEntryIndex } from '../../src/search/build-index.ts';
import { loadCompactIndex } from '../../src/search/compact-index.ts';
import { indexedForm } from '../../src/search/pipeline.ts';
import type { PlanGroup } from '../../src/search/query-plan.ts';
import { mergeTerms, type ScoredField, scoreIndex } from '../../src/search/scorer.ts';
import { PAGE_FIELDS } from '../../src/search/search-config.ts';
import { type SearchCorpus, searchCorpus } from '../../src/search/search-documents.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

const FIELDS: ScoredField[] = Object.entries(PAGE_FIELDS).map(([name, { boost, expand }]) => ({ name, boost, expand }));
const group = (token: string, covers = 1, weight = 1, expand = false): PlanGroup => ({
  terms: [{ token, weight, expand }],
  covers,
});

describe('search scoring', () => {
  let corpus: SearchCorpus;
  let index: ReturnType<typeof loadCompactIndex>;
  before(async () => {
    corpus = searchCorpus((await fixtureBuild()).state.pages.map((p) => p.page));
    const names = Object.keys(PAGE_FIELDS) as (keyof typeof PAGE_FIELDS)[];
    index = loadCompactIndex(
      JSON.parse(JSON.stringify(compactEntryIndex(names, corpus.pages))),
      corpus.pages.map((d) => d.doc.i),
    );
  });

  test("one token scores every document as elasticlunr's search does (term frequency, idf, length norm, boosts, expansion penalty)", () => {
    for (const [query, expand] of [
      ['getinfo', false],
      ['thing', false],
      ['outpoint', false],
      ['th', true],
      ['demo', false],
    ] as const) {
      const token = indexedForm(query)!;
      const config = {
        fields: Object.fromEntries(
          FIELDS.map((f) => [
            f.name,
            { boost: f.boost, bool: 'OR' as const, expand: expand && f.expand > 0 && token.length >= f.expand },
          ]),
        ),
      };
      const expected = new Map(index.search(token, config).map((r) => [Number(r.ref), r.score]));
      const scores = scoreIndex(index, FIELDS, [group(token, 1, 1, expand)]);
      const first = corpus.pages[0]!.doc.i;
      assert.equal(scores.matched.length, expected.size, query);
      for (const at of scores.matched)
        assert.ok(Math.abs(scores.score[at]! - expected.get(first + at)!) < 1e-9, `${query}: ${first + at}`);
      assert.ok(expected.size > 0, `${query} matches something`);
    }
  });

  test("a token's weight scales its score; matches record the words their groups cover", () => {
    const token = indexedForm('thing')!;
    const plain = scoreIndex(index, FIELDS, [group(token, 0b01)]);
    const half = scoreIndex(index, FIELDS, [group(token, 0b10, 0.5)]);
    for (const at of plain.matched) {
      assert.ok(Math.abs(half.score[at]! - plain.score[at]! / 2) < 1e-9);
      assert.equal(plain.covered[at], 0b01);
      assert.equal(half.covered[at], 0b10);
    }
  });

  test("a token in two groups counts once, at its higher weight, covering both groups' words", () => {
    const token = indexedForm('thing')!;
    assert.deepEqual(mergeTerms([group(token, 0b01, 0.5), group(token, 0b10, 0.9)]), [
      { token, weight: 0.9, expand: false, covers: 0b11 },
    ]);
    const once = scoreIndex(index, FIELDS, [group(token, 0b01, 0.9)]);
    const twice = scoreIndex(index, FIELDS, [group(token, 0b01, 0.5), group(token, 0b10, 0.9)]);
    for (const at of once.matched) assert.ok(Math.abs(twice.score[at]! - once.score[at]!) < 1e-9);
  });

  test("a field length can be given another way (a name's words instead of its tokens)", () => {
    const token = indexedForm('getinfo')!;
    const stored = scoreIndex(index, FIELDS, [group(token)]);
    const one = scoreIndex(
      index,
      FIELDS.map((f) => (f.name === 'title' ? { ...f, length: () => 1 } : f)),
      [group(token)],
    );
    assert.ok(
      stored.matched.some((at) => one.score[at]! > stored.score[at]!),
      'a shorter length scores higher',
    );
  });
});
