/**
 * Relevance on the real API, with the same query code the browser runs, against the real
 * site's index: the name-based set (test/search/relevance-set.ts: typed names, CLI commands,
 * REST paths, fields; at least 90% first) and the realistic set
 * (test/search/realistic-set.ts: tasks, typos, pasted errors, enum values, daemon-qualified
 * queries, REST paths with values, exact names: at least 92% first and 98% in the top 8,
 * issue 23's goals), its extension for the weakest kinds
 * (test/search/realistic-extension-set.ts) and the held-out sets
 * (test/search/holdout-set.ts, holdout-2-set.ts, holdout-3-set.ts, holdout-4-set.ts, holdout-5-set.ts, holdout-6-set.ts, holdout-7-set.ts, holdout-8-set.ts, holdout-9-set.ts, holdout-10-set.ts, holdout-11-set.ts, holdout-12-set.ts, holdout-13-set.ts, holdout-14-set.ts, holdout-15-set.ts, holdout-16-set.ts, holdout-17-set.ts, holdout-18-set.ts, holdout-19-set.ts, holdout-20-set.ts, holdout-21-set.ts, holdout-22-set.ts, holdout-23-set.ts, each written blind: looser
 * floors). Prints the
 * rates per kind and the misses.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { API_VERBS } from '../../src/search/api-verbs.ts';
import { GLOSSARY } from '../../src/search/glossary.ts';
import { indexedForm } from '../../src/search/pipeline.ts';
import { SearchEngine } from '../../src/search/search-engine.ts';
import type { StoredEntry, SearchIndexFile } from '../../src/search/search-types.ts';
import { phraseTokens } from '../../src/search/tokenize.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { realSiteBuild } from '../helpers/real-build.ts';
import { HOLDOUT_2_SET } from './holdout-2-set.ts';
import { HOLDOUT_3_SET } from './holdout-3-set.ts';
import { HOLDOUT_4_SET } from './holdout-4-set.ts';
import { HOLDOUT_5_SET } from './holdout-5-set.ts';
import { HOLDOUT_6_SET } from './holdout-6-set.ts';
import { HOLDOUT_7_SET } from './holdout-7-set.ts';
import { HOLDOUT_8_SET } from './holdout-8-set.ts';
import { HOLDOUT_9_SET } from './holdout-9-set.ts';
import { HOLDOUT_10_SET } from './holdout-10-set.ts';
import { HOLDOUT_11_SET } from './holdout-11-set.ts';
import { HOLDOUT_12_SET } from './holdout-12-set.ts';
import { HOLDOUT_13_SET } from './holdout-13-set.ts';
import { HOLDOUT_14_SET } from './holdout-14-set.ts';
import { HOLDOUT_15_SET } from './holdout-15-set.ts';
import { HOLDOUT_16_SET } from './holdout-16-set.ts';
import { HOLDOUT_17_SET } from './holdout-17-set.ts';
import { HOLDOUT_18_SET } from './holdout-18-set.ts';
import { HOLDOUT_19_SET } from './holdout-19-set.ts';
import { HOLDOUT_20_SET } from './holdout-20-set.ts';
import { HOLDOUT_21_SET } from './holdout-21-set.ts';
import { HOLDOUT_22_SET } from './holdout-22-set.ts';
import { HOLDOUT_23_SET } from './holdout-23-set.ts';
import { HOLDOUT_SET } from './holdout-set.ts';
import { REALISTIC_EXTENSION_SET } from './realistic-extension-set.ts';
import { REALISTIC_KINDS, REALISTIC_SET } from './realistic-set.ts';
import { formatScore, scoreRelevance } from './relevance-eval.ts';
import { RELEVANCE_SET } from './relevance-set.ts';

/** The search engine over a built site's index files, both entries loaded. */
async function engineOf(outDir: string): Promise<SearchEngine> {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8'));
  const index = fs.readdirSync(outDir).find((f) => /^search-index-current-default\.\w+\.json$/.test(f))!;
  const engine = new SearchEngine(read(index), async (src) => read(src) as StoredEntry);
  await engine.loadDeferred();
  return engine;
}

/**
 * Issue 23's goals for the realistic set (92% first, 98% top 8); floors just below today's
 * rates for its extension and the held-out sets, which guard against regressions
 * without inviting tuning on them. A new set is added here only.
 */
const SCORED_SETS = [
  ['realistic set', REALISTIC_SET, 92, 98],
  ['realistic extension (weak kinds)', REALISTIC_EXTENSION_SET, 90, 93],
  ['held-out set', HOLDOUT_SET, 88, 95],
  ['second held-out set', HOLDOUT_2_SET, 94, 97],
  ['third held-out set', HOLDOUT_3_SET, 93, 98],
  ['fourth held-out set', HOLDOUT_4_SET, 88, 97],
  ['fifth held-out set', HOLDOUT_5_SET, 94, 96],
  ['sixth held-out set', HOLDOUT_6_SET, 94, 98],
  ['seventh held-out set', HOLDOUT_7_SET, 84, 97],
  ['eighth held-out set', HOLDOUT_8_SET, 81, 96],
  ['ninth held-out set', HOLDOUT_9_SET, 85, 97],
  ['tenth held-out set', HOLDOUT_10_SET, 76, 95],
  ['eleventh held-out set', HOLDOUT_11_SET, 75, 95],
  ['twelfth held-out set', HOLDOUT_12_SET, 80, 98],
  ['thirteenth held-out set', HOLDOUT_13_SET, 86, 95],
  ['fourteenth held-out set', HOLDOUT_14_SET, 85, 98],
  ['fifteenth held-out set', HOLDOUT_15_SET, 85, 99],
  ['sixteenth held-out set', HOLDOUT_16_SET, 81, 99],
  ['seventeenth held-out set', HOLDOUT_17_SET, 85, 98],
  ['eighteenth held-out set', HOLDOUT_18_SET, 80, 96],
  ['nineteenth held-out set', HOLDOUT_19_SET, 87, 97],
  ['twentieth held-out set', HOLDOUT_20_SET, 79, 97],
  ['twenty-first held-out set', HOLDOUT_21_SET, 79, 93],
  ['twenty-second held-out set', HOLDOUT_22_SET, 79, 96],
  ['twenty-third held-out set', HOLDOUT_23_SET, 77, 94],
] as const;

describe('search relevance on the real API', { skip: REAL_PROTOS_SKIP }, () => {
  let engine: SearchEngine;
  let outDir: string;
  before(async () => {
    outDir = await realSiteBuild();
    engine = await engineOf(outDir);
  });

  test('the relevance sets name pages of the site; the name-based set has every kind, the realistic one at least 100 queries', () => {
    assert.ok(RELEVANCE_SET.length >= 40);
    for (const kind of ['name', 'cli', 'rest', 'field', 'concept'] as const)
      assert.ok(
        RELEVANCE_SET.some((c) => c.kind === kind),
        kind,
      );
    assert.ok(REALISTIC_SET.length >= 100);
    for (const kind of Object.keys(REALISTIC_KINDS))
      assert.ok(REALISTIC_SET.filter((c) => c.kind === kind).length >= 10, `at least 10 ${kind} queries`);
    for (const { query, expected, also } of [
      ...RELEVANCE_SET,
      ...SCORED_SETS.flatMap(([, set]) => set as readonly { query: string; expected: string; also?: string[] }[]),
    ] as { query: string; expected: string; also?: string[] }[]) {
      for (const page of [expected, ...(also ?? [])])
        assert.ok(fs.existsSync(path.join(outDir, page, 'index.html')), `${query}: /api-docs/${page} is a page`);
    }
  });

  test('at least 90% of the name-based queries find the expected page first', (t) => {
    const score = scoreRelevance(engine, RELEVANCE_SET);
    const rate = (100 * score.first) / score.total;
    t.diagnostic(`name-based relevance: ${score.first}/${score.total} first (${rate.toFixed(1)}%)`);
    console.log(
      `search relevance, name-based set:\n${formatScore(score).join('\n')}${score.misses.length ? `\nmisses:\n${score.misses.join('\n')}` : ''}`,
    );
    assert.ok(rate >= 90, `only ${rate.toFixed(1)}% first-place hits; misses:\n${score.misses.join('\n')}`);
  });

  test('every glossary meaning is words the dropdown index holds; every API verb starts some name', () => {
    const name = fs.readdirSync(outDir).find((f) => /^search-index-current-default\.\w+\.json$/.test(f))!;
    const pages = (JSON.parse(fs.readFileSync(path.join(outDir, name), 'utf8')) as SearchIndexFile)[0] as StoredEntry;
    const tokens = new Set(Object.values(pages.index.postings).flatMap((postings) => Object.keys(postings)));
    for (const entry of GLOSSARY) {
      for (const phrase of entry.means) {
        const found = phraseTokens(phrase).filter((t) => tokens.has(indexedForm(t) ?? ''));
        assert.ok(found.length > 0, `"${phrase}" (for ${entry.terms[0]}) matches no index token`);
      }
    }
    for (const verb of API_VERBS) assert.ok(tokens.has(indexedForm(verb)!), verb);
  });

  test('issue 32: each misspelt word is corrected ("opne chanel"), keysend reaches SendPaymentV2, an enum value beats the field sharing its words', () => {
    const first = (query: string) => {
      const hit = engine.search(query, { limit: 8 }).hits[0];
      return hit ? hit.url + (hit.hash ? `#${hit.hash}` : '') : 'no hits';
    };
    assert.equal(engine.search('opne chanel', { limit: 8 }).correctedQuery, 'open channel');
    assert.equal(first('opne chanel'), '/api-docs/api/lnd/lightning/open-channel/');
    assert.equal(first('keysend'), '/api-docs/api/lnd/router/send-payment-v2/');
    assert.equal(
      first('STATIC_REMOTE_KEY'),
      '/api-docs/api/lnd/lightning/open-channel/#lnrpc.commitmenttype-static_remote_key',
    );
  });

  test("a version typed finds that release's pages: its changes or its upgrade notes, not RPCs sharing a word", () => {
    const firstUrl = (query: string) => engine.search(query, { limit: 8 }).hits[0]?.url ?? 'no hits';
    const release = (daemon: string, tag: string) => [
      `/api-docs/api/${daemon}/history/${tag}/`,
      `/api-docs/api/${daemon}/history/${tag}/upgrading/`,
    ];
    for (const [query, pages] of [
      ['added in 0.18', release('lnd', 'v0.18.0-beta')],
      ['what changed in lnd 0.19', release('lnd', 'v0.19.0-beta')],
      ['lnd 0.20.0 release', release('lnd', 'v0.20.0-beta')],
      ['new rpcs in tapd 0.7', release('taproot-assets', 'v0.7.0')],
    ] as const)
      assert.ok(pages.includes(firstUrl(query)), `${query}: ${firstUrl(query)} first`);
  });

  for (const [label, set, first, top] of SCORED_SETS) {
    test(`${label}: at least ${first}% of the queries find their page first and ${top}% in the top 8 (rates per kind printed)`, (t) => {
      const score = scoreRelevance(engine, set);
      const firstRate = (100 * score.first) / score.total;
      const topRate = (100 * score.top) / score.total;
      t.diagnostic(`${label}: ${score.first}/${score.total} first, ${score.top}/${score.total} top 8`);
      const report = `${formatScore(score, REALISTIC_KINDS).join('\n')}${score.misses.length ? `\nmisses:\n${score.misses.join('\n')}` : ''}`;
      console.log(`search relevance, ${label}:\n${report}`);
      assert.ok(
        firstRate >= first && topRate >= top,
        `${label}: ${firstRate.toFixed(1)}% first, ${topRate.toFixed(1)}% top 8\n${report}`,
      );
    });
  }
});
