/**
 * The feed adapters this build knows, by their name in FEEDS, and how main.ts starts the ones asked
 * for. A new provider is one more entry here (docs/feeds.md, "Writing an adapter").
 */
import { FeedConfigError, type Feed, type FeedAdapter, type FeedContext } from './feed';
import { fixtureFeed } from './fixtures/fixture-feed';
import { mirrorFeed } from './mirror/mirror-feed';
import { simulatorFeed } from './simulator-feed';

export const FEED_ADAPTERS: ReadonlyArray<FeedAdapter<never>> = [simulatorFeed, fixtureFeed, mirrorFeed] as unknown as ReadonlyArray<FeedAdapter<never>>;

/** A feed to start: its adapter with its options read and checked. */
export interface PlannedFeed {
  adapter: FeedAdapter<never>;
  options: never;
}

/** Each named adapter with its options from `env`: an unknown name or a bad option is a FeedConfigError, before anything starts. */
export function planFeeds(names: readonly string[], env: NodeJS.ProcessEnv): PlannedFeed[] {
  return names.map((name) => {
    const adapter = FEED_ADAPTERS.find((a) => a.name === name);
    if (!adapter) throw new FeedConfigError(`FEEDS names '${name}', which is not a feed; the feeds are ${FEED_ADAPTERS.map((a) => a.name).join(', ')}`);
    return { adapter, options: adapter.options(env) as never };
  });
}

/** Starts the planned feeds in order; if one fails, the ones started are stopped and the failure is thrown. */
export async function startFeeds(plan: readonly PlannedFeed[], context: FeedContext): Promise<Feed[]> {
  const started: Feed[] = [];
  try {
    for (const { adapter, options } of plan) started.push(await adapter.start({ ...context, log: context.log }, options));
    return started;
  } catch (err) {
    for (const feed of started.reverse()) await feed.stop().catch(() => {});
    throw err;
  }
}
