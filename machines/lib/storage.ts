/**
 * The key/value storage the machines read and write (the SPA passes
 * `window.localStorage` behind this interface; tests and stories pass
 * {@link createMemoryStorage}).
 */

/** Local storage key of the bearer token (spec §3). */
export const TOKEN_KEY = 'token';
/** Local storage key of the JSON user detail (spec §3). */
export const USER_DETAIL_KEY = 'userDetail';
/** Local storage key of the JSON theme configuration (spec §3). */
export const THEME_CONFIG_KEY = 'getThemeConfig';
/** Local storage key of the selected exchange tab id (spec §3, §4). */
export const EXCHANGE_NAME_KEY = 'exchangeName';

/** String storage injected into machines through their input. */
export interface KeyValueStorage {
  /** The value under `key`, or `null` when absent. */
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Removes every key. */
  clear(): void;
}

/** In-memory {@link KeyValueStorage} for tests and stories. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/** The stored user detail (spec §3): `data.userName` and the `isLogin` flag (0 = blocked). */
export interface UserDetail {
  isLogin?: number;
  data?: { userName?: string; isLogin?: number; [field: string]: unknown };
  [field: string]: unknown;
}

/** Parses stored JSON user detail; `null` when absent or unreadable. */
export function parseUserDetail(raw: string | null): UserDetail | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' ? (value as UserDetail) : null;
  } catch {
    return null;
  }
}

/**
 * A user is blocked from login-enabled pages when the user detail's `isLogin`
 * equals 0 (spec §2, §6). The flag is read at the top level or under `data`.
 * No user detail means not blocked.
 */
export function isLoginBlocked(userDetail: UserDetail | null | undefined): boolean {
  if (!userDetail) return false;
  return Number(userDetail.isLogin ?? userDetail.data?.isLogin ?? 1) === 0;
}

/** The roles above bettors (issue #32): each runs a back office over its subtree. */
export const UPLINE_ROLES = ['operator', 'super_master', 'master', 'agent'] as const;

/** The stored user detail's `role` (top level or under `data`); null when it has none. */
export function roleOf(userDetail: UserDetail | null | undefined): string | null {
  const role = userDetail?.role ?? userDetail?.data?.role;
  return typeof role === 'string' ? role : null;
}

/** The back office is for every level above bettors. */
export function isUplineRole(userDetail: UserDetail | null | undefined): boolean {
  return (UPLINE_ROLES as readonly unknown[]).includes(roleOf(userDetail));
}

/** Reads the session fields from storage. */
export function readSession(storage: KeyValueStorage): { token: string | null; userDetail: UserDetail | null } {
  return { token: storage.get(TOKEN_KEY) || null, userDetail: parseUserDetail(storage.get(USER_DETAIL_KEY)) };
}
