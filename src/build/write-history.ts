/**
 * Writes each daemon's API history as /api/<daemon>/history.json: releases in order with
 * dates and the release each follows, every element with the tags that have it, each
 * change of meaning and its meaning. The format is src/history/history-json.ts, documented
 * in docs/how-it-works.md ("API history").
 */
import { historyJson as historyJsonText } from '../history/history-json.ts';
import type { ApiHistory } from '../history/history-types.ts';
import type { Replacement } from '../site/history/replacements.ts';
import { historyJsonPath } from '../site/urls.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';

export { HISTORY_JSON_FORMAT } from '../history/history-json.ts';

/**
 * The JSON text of one daemon's history.json (src/history/history-json.ts). A removed or
 * deprecated element also carries its `replacement` (src/site/history/replacements.ts): the
 * successor as `<kind> <key>` or null, where that answer comes from, the field mappings and
 * what breaks.
 */
export function historyJson(history: ApiHistory, replacements: ReadonlyMap<string, Replacement> = new Map()): string {
  return historyJsonText(history, (element) => {
    const replacement = replacements.get(`${element.kind} ${element.key}`);
    return replacement ? { replacement: replacementJson(replacement) } : undefined;
  });
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
