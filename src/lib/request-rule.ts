/**
 * The request rule of spec §7: every request carries `Authorization: Bearer <token>` plus an
 * extra name header, except when the URL contains 'api' or there is no token.
 */

/** The extra header naming the caller (the spec does not show its name; this is ours). */
export const USER_NAME_HEADER = 'x-backlay-user';

export interface RequestIdentity {
  token: string | null;
  userName: string | null;
}

/** Headers a request to `url` carries for the given identity. */
export function authHeaders(url: string, { token, userName }: RequestIdentity): Record<string, string> {
  if (!token || url.includes('api')) return {};
  return { authorization: `Bearer ${token}`, [USER_NAME_HEADER]: userName ?? '' };
}
