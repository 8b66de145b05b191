import type { KeyValueStorage } from '../../machines/lib/storage';

/** `window.localStorage` behind the machines' {@link KeyValueStorage} interface (spec §3 keys). */
export function createBrowserStorage(store: Storage = window.localStorage): KeyValueStorage {
  return {
    get: (key) => store.getItem(key),
    set: (key, value) => store.setItem(key, value),
    remove: (key) => store.removeItem(key),
    clear: () => store.clear(),
  };
}
