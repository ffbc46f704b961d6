/**
 * Shared tab choices: picking "Python" in one tab group picks it in every group with the
 * same groupId on the page, and the choice is stored for later pages. The store lives in
 * the browser; on the server (and during hydration) every group shows its first tab.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
const choices = new Map<string, string>();
const storageKey = (groupId: string) => `apidocs.tab.${groupId}`;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the choice of a group everywhere on the page and remembers it. */
export function setTabChoice(groupId: string, value: string): void {
  choices.set(groupId, value);
  writeStorage(storageKey(groupId), value);
  for (const listener of listeners) listener();
}

/** The chosen value of a group (stored choice if valid) and a setter. */
export function useTabChoice(groupId: string, values: string[]): [string | null, (value: string) => void] {
  const getSnapshot = () => {
    if (!choices.has(groupId)) {
      const stored = readStorage(storageKey(groupId));
      choices.set(groupId, stored ?? '');
    }
    const value = choices.get(groupId)!;
    return values.includes(value) ? value : null;
  };
  // The server snapshot (also used while hydrating) is "no choice": the first tab.
  const chosen = useSyncExternalStore(subscribe, getSnapshot, () => null);
  const choose = useCallback((value: string) => setTabChoice(groupId, value), [groupId]);
  return [chosen, choose];
}
