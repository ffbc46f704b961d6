/**
 * Relevance on the real API: every query of the relevance set (test/search/relevance-set.ts)
 * against the real site's index, with the same query code the browser runs; at least 90%
 * must find their page first. Prints the rate and the misses.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { DROPDOWN_LIMIT } from '../../src/search/search-config.ts';
import { SearchEngine } from '../../src/search/search-engine.ts';
import type { LoadedEntry } from '../../src/search/search-types.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT } from '../helpers/fixtures.ts';
import { RELEVANCE_SET } from './relevance-set.ts';

/** The search engine over a built site's index files, both entries loaded. */
async function engineOf(outDir: string): Promise<SearchEngine> {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8'));
  const index = fs.readdirSync(outDir).find((f) => /^search-index-current-default\.\w+\.json$/.test(f))!;
  const engine = new SearchEngine(read(index), async (src) => read(src) as LoadedEntry);
  await engine.loadDeferred();
  return engine;
}

describe('search relevance on the real API', { skip: REAL_PROTOS_SKIP }, () => {
  let engine: SearchEngine;
  let outDir: string;
  before(async () => {
    outDir = (await buildInto({ contentDir: path.join(ROOT, 'content'), protosDir: REAL_PROTOS })).outDir;
    engine = await engineOf(outDir);
  });

  test('the relevance set has at least 40 queries of every kind, each naming a page of the site', () => {
    assert.ok(RELEVANCE_SET.length >= 40);
    for (const kind of ['name', 'cli', 'rest', 'field', 'concept'] as const) assert.ok(RELEVANCE_SET.some((c) => c.kind === kind), kind);
    for (const { query, expected } of RELEVANCE_SET) assert.ok(fs.existsSync(path.join(outDir, expected, 'index.html')), `${query}: /api-docs/${expected} is a page`);
  });

  test('at least 90% of the queries find the expected page first', (t) => {
    const misses: string[] = [];
    for (const { query, expected } of RELEVANCE_SET) {
      const first = engine.search(query, { limit: DROPDOWN_LIMIT }).hits[0];
      if (first?.url !== `/api-docs/${expected}`) misses.push(`  "${query}": ${first ? first.url + (first.hash ? `#${first.hash}` : '') : 'no hits'} instead of /api-docs/${expected}`);
    }
    const hits = RELEVANCE_SET.length - misses.length;
    const rate = (100 * hits) / RELEVANCE_SET.length;
    t.diagnostic(`relevance: ${hits}/${RELEVANCE_SET.length} first-place hits (${rate.toFixed(1)}%)`);
    console.log(`search relevance: ${hits}/${RELEVANCE_SET.length} queries find their page first (${rate.toFixed(1)}%)${misses.length ? `; misses:\n${misses.join('\n')}` : ''}`);
    assert.ok(rate >= 90, `only ${rate.toFixed(1)}% first-place hits; misses:\n${misses.join('\n')}`);
  });
});
