/**
 * Writes each daemon's API history as /api/<daemon>/history.json: releases in order with
 * dates and the release each follows, every element with the tags that have it and each
 * change of meaning. The format is documented in docs/how-it-works.md ("API history");
 * `format` is bumped when it changes incompatibly.
 */
import type { ApiHistory } from '../history/history-types.ts';
import { historyJsonPath } from '../site/urls.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';

/** The version of the history.json format. */
export const HISTORY_JSON_FORMAT = 1;

/** The JSON text of one daemon's history.json. */
export function historyJson(history: ApiHistory): string {
  // The distinct meanings the pages rebuild releases from stay out: tools read tags and changes.
  const elements = history.elements.map(({ meanings: _meanings, ...element }) => element);
  return JSON.stringify({ format: HISTORY_JSON_FORMAT, daemon: history.daemon, releases: history.releases, elements });
}

/** Writes every daemon's history.json; returns how many were written. */
export function writeHistoryFiles(histories: ApiHistory[], output: OutputTarget): number {
  for (const history of histories) writeTo(output, historyJsonPath(history.daemon).slice(1), historyJson(history));
  return histories.length;
}
