/**
 * Time-to-live of each cached reference endpoint, in milliseconds: the one place these live.
 * Only reference data (same for every user of a site) is cached, keyed by endpoint and site key.
 * Override all of them at once with GATEWAY_CACHE_SCALE (0 turns caching off, 2 doubles every TTL).
 */
export const referenceTtlMs = {
  sportsList: 60_000,
} as const;

export type ReferenceEndpoint = keyof typeof referenceTtlMs;

export function ttlFor(endpoint: ReferenceEndpoint, scale = Number(process.env.GATEWAY_CACHE_SCALE ?? 1)): number {
  return Number.isFinite(scale) && scale >= 0 ? referenceTtlMs[endpoint] * scale : referenceTtlMs[endpoint];
}
