/**
 * Writes each daemon's API history as /api/<daemon>/history.json: releases in order with
 * dates and the release each follows, every element with the tags that have it, each
 * change of meaning and its meaning. The format is src/history/history-json.ts, documented
 * in docs/how-it-works.md ("API history").
 */
import { historyJson } from '../history/history-json.ts';
import type { ApiHistory } from '../history/history-types.ts';
import { historyJsonPath } from '../site/urls.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';

export { HISTORY_JSON_FORMAT, historyJson } from '../history/history-json.ts';

/** Writes every daemon's history.json; returns how many were written. */
export function writeHistoryFiles(histories: ApiHistory[], output: OutputTarget): number {
  for (const history of histories) writeTo(output, historyJsonPath(history.daemon).slice(1), historyJson(history));
  return histories.length;
}
