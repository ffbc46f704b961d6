/**
 * The marker file every build writes at its output root. It tells the next build that the
 * folder is an apidocs output it may replace (any other non-empty folder is refused, see
 * output-guard.ts), and records facts the next build of the same release compares against
 * (the REST rule files it read, see src/proto/rest-rule-files.ts). It is written last,
 * just before the swap, so a temporary folder holding it is a complete build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RestRuleRecord } from '../proto/rest-rule-files.ts';

/** File name of the marker (a dotfile: `apidocs serve` does not serve it). */
export const MARKER_FILE = '.apidocs-build';

export interface BuildMarker {
  generator: 'apidocs';
  /** By service id. */
  restRules: Record<string, RestRuleRecord>;
}

/** Writes the marker into an output folder (deterministic: builds stay byte-identical). */
export function writeBuildMarker(dir: string, restRules: Record<string, RestRuleRecord>): void {
  const marker: BuildMarker = { generator: 'apidocs', restRules: sortedRecord(restRules) };
  const text = `${JSON.stringify({ comment: 'Written by apidocs build: this folder is a build output that the next build replaces as a whole.', ...marker }, null, 2)}\n`;
  fs.writeFileSync(path.join(dir, MARKER_FILE), text);
}

/** The marker of an output folder; null when it has none or it is not an apidocs marker. */
export function readBuildMarker(dir: string): BuildMarker | null {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(path.join(dir, MARKER_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || (data as { generator?: unknown }).generator !== 'apidocs')
    return null;
  const restRules = (data as { restRules?: unknown }).restRules;
  return { generator: 'apidocs', restRules: isRecordMap(restRules) ? restRules : {} };
}

/**
 * True for an output of an apidocs version that wrote no marker yet: the 404 page, the
 * home page and the hashed client bundle at their places. Such a folder may be replaced.
 */
export function looksLikeUnmarkedBuild(dir: string): boolean {
  try {
    return (
      fs.statSync(path.join(dir, 'index.html')).isFile() &&
      fs.statSync(path.join(dir, '404.html')).isFile() &&
      fs.readdirSync(path.join(dir, 'assets')).some((name) => /^main\.[A-Z0-9]{8,}\.js$/.test(name))
    );
  } catch {
    return false;
  }
}

function sortedRecord(records: Record<string, RestRuleRecord>): Record<string, RestRuleRecord> {
  return Object.fromEntries(
    Object.keys(records)
      .sort()
      .map((id) => [id, { tag: records[id]!.tag, files: [...records[id]!.files].sort() }]),
  );
}

function isRecordMap(value: unknown): value is Record<string, RestRuleRecord> {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as RestRuleRecord).tag === 'string' &&
      Array.isArray((r as RestRuleRecord).files) &&
      (r as RestRuleRecord).files.every((f) => typeof f === 'string'),
  );
}
