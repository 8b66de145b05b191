import { useCallback, useSyncExternalStore } from 'react';
import type { KeyValueStorage } from '../../machines/lib/storage';

/**
 * Starred events, kept per user in storage under `favourites:<userName>` until the gateway keeps
 * them (logout clears all storage, so they last for the session on this device).
 */
export const favouritesKey = (userName: string) => `favourites:${userName}`;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const cache = new Map<string, { raw: string | null; set: ReadonlySet<string> }>();

function read(storage: KeyValueStorage, key: string): ReadonlySet<string> {
  const raw = storage.get(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.set;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.map(String);
  } catch {
    ids = [];
  }
  const set = new Set(ids);
  cache.set(key, { raw, set });
  return set;
}

/** The user's favourites (null when logged out) and a toggle. */
export function useFavourites(storage: KeyValueStorage, userName: string | null) {
  const key = userName ? favouritesKey(userName) : null;
  const favourites = useSyncExternalStore(subscribe, () => (key ? read(storage, key) : null));
  const toggle = useCallback(
    (exEventId: string) => {
      if (!key) return;
      const next = new Set(read(storage, key));
      if (next.has(exEventId)) next.delete(exEventId);
      else next.add(exEventId);
      storage.set(key, JSON.stringify([...next]));
      listeners.forEach((l) => l());
    },
    [storage, key],
  );
  return { favourites, toggle };
}
