/**
 * Writes each daemon's API history as /api/<daemon>/history.json: releases in order with
 * dates and the release each follows, every element with the tags that have it and each
 * change of meaning. The format is documented in docs/how-it-works.md ("API history");
 * `format` is bumped when it changes incompatibly.
 */
import type { ApiHistory } from '../history/history-types.ts';
import type { Replacement } from '../site/history/replacements.ts';
import { historyJsonPath } from '../site/urls.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';

/** The version of the history.json format. */
export const HISTORY_JSON_FORMAT = 1;

/**
 * The JSON text of one daemon's history.json. A removed or deprecated element carries its
 * `replacement` (src/site/history/replacements.ts): the successor as `<kind> <key>` or null,
 * where that answer comes from, the field mappings and what breaks.
 */
export function historyJson(history: ApiHistory, replacements: ReadonlyMap<string, Replacement> = new Map()): string {
  // The distinct meanings the pages rebuild releases from stay out: tools read tags and changes.
  const elements = history.elements.map(({ meanings: _meanings, ...element }) => {
    const replacement = replacements.get(`${element.kind} ${element.key}`);
    return replacement ? { ...element, replacement: replacementJson(replacement) } : element;
  });
  return JSON.stringify({ format: HISTORY_JSON_FORMAT, daemon: history.daemon, releases: history.releases, elements });
}

function replacementJson(r: Replacement) {
  const ref = (e: { kind: string; key: string } | null) => (e ? `${e.kind} ${e.key}` : null);
  return {
    status: r.status,
    successor: ref(r.successor),
    source: r.source,
    via: ref(r.via),
    summary: r.summary,
    request: r.request,
    response: r.response,
    fields: r.fields,
    breaks: r.breaks,
    checked: r.checked,
  };
}

/** Writes every daemon's history.json; returns how many were written. */
export function writeHistoryFiles(
  histories: ApiHistory[],
  output: OutputTarget,
  replacementsOf: (daemonId: string) => ReadonlyMap<string, Replacement> = () => new Map(),
): number {
  for (const history of histories)
    writeTo(output, historyJsonPath(history.daemon).slice(1), historyJson(history, replacementsOf(history.daemon)));
  return histories.length;
}
