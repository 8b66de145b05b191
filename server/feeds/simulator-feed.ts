/**
 * The demo simulator (server/simulator) as a feed: FEEDS=simulator, or SIMULATOR=on as before. It
 * trades as the demo's operator, mm1 and mm2 (SIMULATOR_PASSWORD, default the demo's password), so it
 * only runs where the demo seed made the store (main.ts checks before any feed starts).
 */
import { DEMO_PASSWORD } from '../exchange/db/seed';
import { DEMO_SIMULATOR_APP_KEY } from '../exchange/db/seed-two-factor';
import { startSimulator } from '../simulator/world';
import type { FeedAdapter } from './feed';

export interface SimulatorFeedOptions {
  password: string;
  /** The operator's API key, in place of its second step (SIMULATOR_APP_KEY, default the demo's). */
  appKey: string;
  productCycleMs: number | undefined;
}

export const simulatorFeed: FeedAdapter<SimulatorFeedOptions> = {
  name: 'simulator',
  summary: 'the demo world: events on a calendar, scores, results and market makers (demo accounts only)',
  options(env) {
    // PRODUCT_CYCLE_MS: products/timing.ts holds its rule (at least 10 s).
    return { password: env.SIMULATOR_PASSWORD ?? DEMO_PASSWORD, appKey: env.SIMULATOR_APP_KEY ?? DEMO_SIMULATOR_APP_KEY, productCycleMs: env.PRODUCT_CYCLE_MS ? Number(env.PRODUCT_CYCLE_MS) : undefined };
  },
  async start(context, options) {
    const simulator = startSimulator({ baseUrl: context.apiUrl, siteKey: context.siteKey, password: options.password, appKey: options.appKey, log: context.log, productCycleMs: options.productCycleMs });
    return { name: 'simulator', stop: () => simulator.stop() };
  },
};
