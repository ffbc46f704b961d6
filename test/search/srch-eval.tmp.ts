import fs from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../../src/search/search-engine.ts';
import type { LoadedEntry } from '../../src/search/search-types.ts';
import { HOLDOUT_SET } from './holdout-set.ts';
import { REALISTIC_KINDS, REALISTIC_SET } from './realistic-set.ts';
import { formatScore, scoreRelevance } from './relevance-eval.ts';
import { RELEVANCE_SET } from './relevance-set.ts';
const outDir = process.argv[2]!;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8'));
const index = fs.readdirSync(outDir).find((f) => /^search-index-current-default\.\w+\.json$/.test(f))!;
const engine = new SearchEngine(read(index), async (src) => read(src) as LoadedEntry);
await engine.loadDeferred();
const sets: [string, any[]][] = [['name', RELEVANCE_SET], ['realistic', REALISTIC_SET], ['holdout', HOLDOUT_SET]];
for (const extra of ['./realistic-extension-set.ts', './holdout-2-set.ts']) {
  if (fs.existsSync(path.join(import.meta.dirname, extra))) { const m = await import(extra); sets.push([extra, Object.values(m)[0] as any[]]); }
}
const only = process.argv[3];
for (const [label, set] of sets) {
  if (only && !label.includes(only)) continue;
  const s = scoreRelevance(engine, set);
  console.log(`== ${label}\n${formatScore(s, REALISTIC_KINDS).join('\n')}\n${s.misses.join('\n')}`);
}
