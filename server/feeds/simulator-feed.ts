/**
 * The demo simulator (server/simulator) as a feed: FEEDS=simulator, or SIMULATOR=on as before. It
 * trades as the demo's operator, mm1 and mm2 (SIMULATOR_PASSWORD, default the demo's password), so it
 * only runs where the demo seed made the store (main.ts checks before any feed starts).
 */
import { DEMO_PASSWORD } from '../exchange/db/seed';
import { startSimulator } from '../simulator/world';
import type { FeedAdapter } from './feed';

export interface SimulatorFeedOptions {
  password: string;
  productCycleMs: number | undefined;
}

export const simulatorFeed: FeedAdapter<SimulatorFeedOptions> = {
  name: 'simulator',
  summary: 'the demo world: events on a calendar, scores, results and market makers (demo accounts only)',
  options(env) {
    // PRODUCT_CYCLE_MS: products/timing.ts holds its rule (at least 10 s).
    return { password: env.SIMULATOR_PASSWORD ?? DEMO_PASSWORD, productCycleMs: env.PRODUCT_CYCLE_MS ? Number(env.PRODUCT_CYCLE_MS) : undefined };
  },
  async start(context, options) {
    const simulator = startSimulator({ baseUrl: context.apiUrl, siteKey: context.siteKey, password: options.password, log: context.log, productCycleMs: options.productCycleMs });
    return { name: 'simulator', stop: () => simulator.stop() };
  },
};
