/**
 * How long a live update takes from its change to the socket write that carries it to a subscriber,
 * sampled (issue #50). The change's time is the upstream's stamp when its message carries one (`at`,
 * epoch ms), else the moment it reached the gateway; it rides with the state (a WeakMap, no field on
 * the value) to the shared update, and ws-server.ts times one write in SAMPLE_EVERY against it. Each
 * sample goes to the `backlay_live_delivery_seconds` histogram and to a ring of the last samples,
 * which a benchmark reads for exact percentiles.
 */
import { liveDelivery } from '../../metrics/registry';

/** Epoch milliseconds: the wall clock, which the exchange's stamp and this process read alike. */
export const epochMs = (): number => Date.now();

/** One write in this many is timed. */
export const SAMPLE_EVERY = 16;

const origins = new WeakMap<object, number>();

/** Records when the change that made `value` happened (the first record stands: a conflated state keeps its oldest change's time). */
export function stampOrigin(value: unknown, at: number): void {
  if (typeof value === 'object' && value !== null && !origins.has(value)) origins.set(value, at);
}

/** When the change that made `value` happened, if recorded. */
export function originOf(value: unknown): number | undefined {
  return typeof value === 'object' && value !== null ? origins.get(value) : undefined;
}

const RING = 1 << 16;

/** The last samples of one process, in milliseconds. */
class DeliveryTimes {
  private readonly ring = new Float64Array(RING);
  private count = 0;
  private taken = 0;

  record(channel: 'graphql_ws' | 'stream', ms: number): void {
    liveDelivery.observe({ channel }, ms / 1000);
    this.ring[this.count++ % RING] = ms;
  }

  /** The samples recorded since the last call (the newest RING of them). */
  take(): number[] {
    const from = Math.max(this.taken, this.count - RING);
    const out: number[] = [];
    for (let i = from; i < this.count; i++) out.push(this.ring[i % RING]!);
    this.taken = this.count;
    return out;
  }
}

export const deliveryTimes = new DeliveryTimes();
