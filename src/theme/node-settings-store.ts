/**
 * The reader's "Your node" settings, kept in localStorage and shared by every component
 * that shows connection values (code samples, connection notes), across tabs too. On the
 * server and during hydration the snapshot is the defaults, so pages render the same
 * markup as the server did; stored settings apply right after.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, type NodeSettings, sanitizeSettings } from '../shared/node-settings.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; settings: NodeSettings } | undefined;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.nodeSettings || event.key === null) listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** The stored settings (the same object until they change, as useSyncExternalStore needs). */
function snapshot(): NodeSettings {
  const raw = readStorage(STORAGE_KEYS.nodeSettings);
  if (cached?.raw !== raw) {
    let parsed: unknown = null;
    try {
      parsed = raw === null ? null : JSON.parse(raw);
    } catch {
      parsed = null;
    }
    cached = { raw, settings: raw === null ? DEFAULT_SETTINGS : sanitizeSettings(parsed) };
  }
  return cached.settings;
}

const serverSnapshot = () => DEFAULT_SETTINGS;

/** The reader's settings (the defaults on the server and while hydrating). */
export function useNodeSettings(): NodeSettings {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Stores new settings and updates every component showing them. */
export function saveNodeSettings(settings: NodeSettings): void {
  writeStorage(STORAGE_KEYS.nodeSettings, JSON.stringify(settings));
  for (const listener of listeners) listener();
}

/** Forgets the stored settings: samples show the defaults again. */
export function resetNodeSettings(): void {
  removeStorage(STORAGE_KEYS.nodeSettings);
  for (const listener of listeners) listener();
}

/** The stored settings outside React (DOM-level code: the version marks). */
export function readNodeSettings(): NodeSettings {
  return snapshot();
}

/** Calls `listener` whenever the settings change (this tab or another); returns the unsubscribe. */
export function onNodeSettingsChange(listener: () => void): () => void {
  return subscribe(listener);
}
