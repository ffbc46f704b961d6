/**
 * Pasted errors on the real site (issue 29): the held-out set (test/search/pasted-error-set.ts)
 * through the site's search engine (what the dropdown and MCP `search` run) and through MCP's
 * `explain_error` matching. Prints the rates per kind and the misses, for the set's own pages
 * and counting any RPC that returns the same message (or its catalogue page) as right; the
 * issue's goal (90% first, 98% in the top 8) is asserted on the second.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { runExplainError } from '../../src/server/mcp/explain-error-tool.ts';
import { SiteBuild } from '../../src/server/mcp/site-build.ts';
import { SearchEngine } from '../../src/search/search-engine.ts';
import type { LoadedEntry } from '../../src/search/search-types.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { realSiteBuild } from '../helpers/real-build.ts';
import type { ErrorsJson } from '../../src/export/errors/errors-json.ts';
import { normalisePastedError } from '../../src/search/pasted-error.ts';
import { matchErrorEntries } from '../../src/site/errors/match-error.ts';
import { PASTED_ERROR_KINDS, PASTED_ERROR_SET, type PastedErrorCase } from './pasted-error-set.ts';
import { formatScore, scoreRelevance } from './relevance-eval.ts';

/**
 * For a case whose right page is an RPC: the catalogue entries the pasted text matches that
 * list that RPC (the message the set means), their pages and every other RPC they list.
 */
function sameMessagePages(outDir: string, test: PastedErrorCase): string[] {
  const daemon = /^api\/([^/]+)\//.exec(test.expected)?.[1];
  const file = daemon ? path.join(outDir, 'api', daemon, 'errors.json') : '';
  if (!daemon || !fs.existsSync(file) || test.expected.includes('/errors/')) return [];
  const { entries } = JSON.parse(fs.readFileSync(file, 'utf8')) as ErrorsJson;
  const relative = (url: string) => new URL(url).pathname.replace(/^\/api-docs\//, '');
  return matchErrorEntries(entries, normalisePastedError(test.query).message)
    .map((m) => m.entry)
    .filter((e) => e.rpcs.some((r) => relative(r.url) === test.expected))
    .flatMap((e) => [relative(e.url), ...e.rpcs.map((r) => relative(r.url))]);
}

describe('pasted errors on the real site', { skip: REAL_PROTOS_SKIP }, () => {
  let outDir: string;
  let engine: SearchEngine;
  before(async () => {
    outDir = await realSiteBuild();
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8'));
    const index = fs.readdirSync(outDir).find((f) => /^search-index-current-default\.\w+\.json$/.test(f))!;
    engine = new SearchEngine(read(index), async (src) => read(src) as LoadedEntry);
    await engine.loadDeferred();
  });

  test('the set has at least 30 texts, each naming pages of the build', () => {
    assert.ok(PASTED_ERROR_SET.length >= 30);
    for (const { query, expected, also } of PASTED_ERROR_SET) {
      for (const page of [expected, ...(also ?? [])])
        assert.ok(fs.existsSync(path.join(outDir, page, 'index.html')), `${query}: /api-docs/${page} is a page`);
    }
  });

  test('search: the right page first for most pasted errors, in the top 8 for nearly all', () => {
    const score = scoreRelevance(engine, PASTED_ERROR_SET);
    console.log(
      `pasted errors, site search, the set's own pages:\n${formatScore(score, PASTED_ERROR_KINDS).join('\n')}${score.misses.length ? `\nmisses:\n${score.misses.join('\n')}` : ''}`,
    );
    assert.ok(score.first / score.total >= 0.85, `${score.first}/${score.total} first`);
    assert.ok(score.top / score.total >= 0.95, `${score.top}/${score.total} in the top 8`);
    // A message several RPCs return ("watchtower client not active") names one of them in the
    // set; the issue's "the RPC that returns it" is any of them, or the message's catalogue page.
    const widened = scoreRelevance(
      engine,
      PASTED_ERROR_SET.map((c) => ({ ...c, also: [...(c.also ?? []), ...sameMessagePages(outDir, c)] })),
    );
    console.log(
      `pasted errors, site search, any RPC returning the message or its entry:\n${formatScore(widened, PASTED_ERROR_KINDS).join('\n')}${widened.misses.length ? `\nmisses:\n${widened.misses.join('\n')}` : ''}`,
    );
    assert.ok(widened.first / widened.total >= 0.9, `${widened.first}/${widened.total} first`);
    assert.ok(widened.top / widened.total >= 0.98, `${widened.top}/${widened.total} in the top 8`);
  });

  test("explain_error: the expected catalogue entry (or one of the RPC's) is the first match", async () => {
    const build = SiteBuild.open(outDir);
    const misses: string[] = [];
    for (const test of PASTED_ERROR_SET) {
      const right = [test.expected, ...(test.also ?? [])].map((p) => `/api-docs/${p}`);
      const first = (await runExplainError(build, { text: test.query, limit: 5 })).structured.entries[0];
      const ok =
        first &&
        (right.includes(new URL(first.url).pathname) ||
          first.rpcs.some((r) => right.includes(new URL(r.url).pathname)));
      if (!ok) misses.push(`  "${test.query}": ${first ? new URL(first.url).pathname : 'no match'}`);
    }
    console.log(
      `pasted errors, explain_error: ${PASTED_ERROR_SET.length - misses.length}/${PASTED_ERROR_SET.length} first${misses.length ? `\nmisses:\n${misses.join('\n')}` : ''}`,
    );
    assert.ok(misses.length <= PASTED_ERROR_SET.length * 0.1, misses.join('\n'));
  });
});
