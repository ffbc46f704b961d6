/**
 * Scores a search engine on a relevance set: per kind, how many queries find their page
 * first and how many within the dropdown's 8 hits, and the misses. Shared by
 * test/search/relevance.test.ts and the benchmark (src/bench/search-bench.ts).
 */
import { DROPDOWN_LIMIT } from '../../src/search/search-config.ts';
import type { SearchEngine } from '../../src/search/search-engine.ts';

/** A query and the pages that count as right (the first is the expected one). */
export interface ScoredCase {
  query: string;
  expected: string;
  also?: string[];
  kind: string;
}

export interface KindScore {
  kind: string;
  total: number;
  first: number;
  top: number;
}

export interface RelevanceScore {
  kinds: KindScore[];
  total: number;
  first: number;
  top: number;
  /** One line per query whose page is not first: query, what came first, where the page ranked. */
  misses: string[];
}

/** The rank (1-based) of the first hit on a right page in the dropdown's hits, or null. */
export function rankOf(engine: SearchEngine, test: ScoredCase): { rank: number | null; first: string } {
  const right = new Set([test.expected, ...(test.also ?? [])].map((p) => `/api-docs/${p}`));
  const hits = engine.search(test.query, { limit: DROPDOWN_LIMIT }).hits;
  const index = hits.findIndex((h) => right.has(h.url));
  const first = hits[0] ? hits[0].url + (hits[0].hash ? `#${hits[0].hash}` : '') : 'no hits';
  return { rank: index < 0 ? null : index + 1, first };
}

/** First-place and top-8 counts per kind (in the order kinds first appear). */
export function scoreRelevance(engine: SearchEngine, cases: ScoredCase[]): RelevanceScore {
  const kinds = new Map<string, KindScore>();
  const misses: string[] = [];
  for (const test of cases) {
    let score = kinds.get(test.kind);
    if (!score) {
      score = { kind: test.kind, total: 0, first: 0, top: 0 };
      kinds.set(test.kind, score);
    }
    const { rank, first } = rankOf(engine, test);
    score.total += 1;
    if (rank === 1) score.first += 1;
    if (rank !== null) score.top += 1;
    if (rank !== 1)
      misses.push(
        `  [${test.kind}] "${test.query}": ${first} first; /api-docs/${test.expected} ${rank === null ? 'not in the top 8' : `#${rank}`}`,
      );
  }
  const all = [...kinds.values()];
  const sum = (key: 'total' | 'first' | 'top') => all.reduce((n, k) => n + k[key], 0);
  return { kinds: all, total: sum('total'), first: sum('first'), top: sum('top'), misses };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

/** A table of the score: one line per kind and a total. */
export function formatScore(score: RelevanceScore, labels: Record<string, string> = {}): string[] {
  const lines = score.kinds.map(
    (k) =>
      `${(labels[k.kind] ?? k.kind).padEnd(38)} ${String(k.total).padStart(3)}   first ${percent(k.first, k.total).padStart(4)}   top 8 ${percent(k.top, k.total).padStart(4)}`,
  );
  lines.push(
    `${'all'.padEnd(38)} ${String(score.total).padStart(3)}   first ${percent(score.first, score.total).padStart(4)}   top 8 ${percent(score.top, score.total).padStart(4)}`,
  );
  return lines;
}
