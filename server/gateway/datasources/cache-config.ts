/**
 * Time-to-live of each cached reference endpoint, in milliseconds: the one place these live.
 * Only reference data (the same for every user of a site) is cached, keyed by endpoint and site
 * key; nothing user-specific is ever cached. GATEWAY_CACHE_SCALE multiplies every TTL
 * (0 turns caching off, 2 doubles them).
 */
export const referenceTtlMs = {
  sportsList: 60_000,
  allEvents: 5_000,
  racingEvents: 5_000,
  searchEvents: 15_000,
  exchangeTypes: 300_000,
  casinoLobby: 60_000,
  themeConfig: 300_000,
  supportInfo: 300_000,
  // Tips are graded when their markets settle: a short TTL so outcomes show soon after.
  tips: 10_000,
} as const;

export type ReferenceEndpoint = keyof typeof referenceTtlMs;

export function ttlFor(endpoint: ReferenceEndpoint, scale = Number(process.env.GATEWAY_CACHE_SCALE ?? 1)): number {
  return Number.isFinite(scale) && scale >= 0 ? referenceTtlMs[endpoint] * scale : referenceTtlMs[endpoint];
}
