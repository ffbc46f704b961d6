/**
 * Questions the pages and tools ask of a daemon's history: which releases have an element,
 * does a release have it. Membership only: a backported field is in v0.20.3-beta and
 * v0.21.2-beta but not in v0.21.0-beta, whatever the version numbers say.
 */
import type { ApiHistory, ElementHistory, ElementKind } from './history-types.ts';

/** An index of a history's elements by kind and key, for many lookups (one per field of every page). */
export type HistoryIndex = Map<string, ElementHistory>;

function indexKey(kind: ElementKind, key: string): string {
  return `${kind} ${key}`;
}

/** Indexes a history's elements by kind and key. */
export function indexHistory(history: ApiHistory): HistoryIndex {
  return new Map(history.elements.map((e) => [indexKey(e.kind, e.key), e]));
}

/** The element of a kind and key in an index, or undefined when no release has it. */
export function lookupElement(index: HistoryIndex, kind: ElementKind, key: string): ElementHistory | undefined {
  return index.get(indexKey(kind, key));
}

/**
 * The releases that have an element, in history order; [] when none has it. Without a kind,
 * the key must name one element (a nested enum's value and a field could share a key: pass
 * the kind then).
 */
export function tagsHaving(history: ApiHistory, key: string, kind?: ElementKind): string[] {
  const matches = history.elements.filter((e) => e.key === key && (kind === undefined || e.kind === kind));
  if (matches.length > 1)
    throw new Error(
      `"${key}" names ${matches.map((m) => `a ${m.kind}`).join(' and ')} in the ${history.daemon} history: pass the kind`,
    );
  return matches[0]?.tags ?? [];
}

/** True when the release has the element. */
export function releaseHas(element: ElementHistory | undefined, tag: string): boolean {
  return element !== undefined && element.tags.includes(tag);
}
