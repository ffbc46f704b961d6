/**
 * The format of the build's /api/<daemon>/history.json (docs/how-it-works.md, "history.json"):
 * releases in order, every element with the tags that have it, its changes of meaning and
 * its meaning (one `meaning` when every release having it has the same, else `meanings`
 * with the tags of each). Written by the build and read back by tools (`apidocs mcp`), so
 * both sides live here. Facts only, never upstream prose.
 */
import type { ApiHistory, ElementHistory, ElementKind, ElementMeaning, HistoryRelease } from './history-types.ts';
import { ELEMENT_KINDS } from './release-elements.ts';

/** The version of the history.json format (bumped when it changes incompatibly; fields may be added). */
export const HISTORY_JSON_FORMAT = 1;

/** One element as history.json writes it. */
interface JsonElement {
  key: string;
  kind: ElementKind;
  tags: string[];
  changes: ElementHistory['changes'];
  /** Its meaning in every release that has it (absent for messages and enums, which have none). */
  meaning?: ElementMeaning;
  /** Its distinct meanings with the releases having each, when it had several. */
  meanings?: { tags: string[]; meaning: ElementMeaning }[];
}

/** The JSON text of one daemon's history.json; `extra` adds fields to an element (the build's replacements). */
export function historyJson(
  history: ApiHistory,
  extra: (element: ElementHistory) => Record<string, unknown> | undefined = () => undefined,
): string {
  const elements = history.elements.map((full): JsonElement => {
    const { meanings, ...element } = { ...full, ...extra(full) };
    if (!meanings || meanings.length === 0) return element;
    if (meanings.length > 1) return { ...element, meanings };
    return Object.keys(meanings[0]!.meaning).length === 0 ? element : { ...element, meaning: meanings[0]!.meaning };
  });
  return JSON.stringify({ format: HISTORY_JSON_FORMAT, daemon: history.daemon, releases: history.releases, elements });
}

/**
 * A daemon's history from the text of its history.json. A file written before meanings were
 * kept reads without them (`hasMeanings` false): presence and changes only.
 */
export function parseHistoryJson(text: string): {
  history: ApiHistory;
  hasMeanings: boolean;
  /** What `extra` added to each element when it was written (the build's replacements), by `<kind> <key>`. */
  extras: Map<string, Record<string, unknown>>;
} {
  const json = JSON.parse(text) as { format?: unknown; daemon?: unknown; releases?: unknown; elements?: unknown };
  if (json.format !== HISTORY_JSON_FORMAT)
    throw new Error(`format ${String(json.format)} is not ${HISTORY_JSON_FORMAT}`);
  if (typeof json.daemon !== 'string' || !Array.isArray(json.releases) || !Array.isArray(json.elements))
    throw new Error('"daemon", "releases" or "elements" is missing');
  const releases = json.releases as HistoryRelease[];
  let hasMeanings = false;
  const extras = new Map<string, Record<string, unknown>>();
  const elements = (json.elements as JsonElement[]).map((element): ElementHistory => {
    if (!ELEMENT_KINDS.includes(element.kind) || typeof element.key !== 'string' || !Array.isArray(element.tags))
      throw new Error(`bad element ${JSON.stringify([element.kind, element.key])}`);
    const { meaning, meanings, key, kind, tags, changes, ...extra } = element;
    if (meaning || meanings) hasMeanings = true;
    if (Object.keys(extra).length > 0) extras.set(`${kind} ${key}`, extra);
    return { key, kind, tags, changes: changes ?? [], meanings: meanings ?? [{ tags, meaning: meaning ?? {} }] };
  });
  return { history: { daemon: json.daemon, releases, elements }, hasMeanings, extras };
}
