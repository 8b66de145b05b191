/**
 * A feed adapter (issue #48, docs/feeds.md): something outside the exchange that keeps its events,
 * markets, scores or prices up to date: the demo simulator, an upstream exchange mirrored, a fixture
 * and score file. Every adapter works through the exchange's own public APIs (REST under /api, the
 * Betfair API-NG and Exchange Stream) with an account like any client: no back door into the engine,
 * so it runs the same next to one process or a cluster's gateway.
 *
 * To add a provider: write a FeedAdapter (its options read from the environment, checked, each
 * refusal a FeedConfigError naming the variable) and list it in FEED_ADAPTERS (registry.ts).
 */

/** Where the running server is, for an adapter's calls. */
export interface FeedContext {
  /** The REST API's base, e.g. http://127.0.0.1:4000/api (admin calls: events, markets, scores, incidents). */
  apiUrl: string;
  /** The server's root, where the Betfair API-NG lives (/api/login, /exchange/betting/json-rpc/v1). */
  tradingUrl: string;
  /** The site (tenant) key this process serves. */
  siteKey: string;
  log: (message: string) => void;
}

/** A started feed. */
export interface Feed {
  readonly name: string;
  /** Stops its timers and connections; resolves once nothing of it runs. */
  stop(): Promise<void>;
}

/** One kind of feed: how it reads its options, and how it starts. */
export interface FeedAdapter<Options = unknown> {
  /** Its name in FEEDS (a comma-separated list). */
  readonly name: string;
  /** One line for the start banner and the docs. */
  readonly summary: string;
  /** Its options from the environment; a missing or bad variable throws FeedConfigError. */
  options(env: NodeJS.ProcessEnv): Options;
  /** Starts it; a feed that cannot start (its source unreachable, its account refused) rejects. */
  start(context: FeedContext, options: Options): Promise<Feed>;
}

/** A feed's configuration the process cannot start with: main.ts prints the message alone and exits 1. */
export class FeedConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedConfigError';
  }
}

/** A secret from `<NAME>_FILE` (its trailing newline dropped) or `<NAME>`, else `fallback`. */
export function secretFromEnv(env: NodeJS.ProcessEnv, name: string, read: (file: string) => string, fallback?: string): string {
  const file = env[`${name}_FILE`];
  if (file) {
    try {
      return read(file).replace(/\r?\n$/, '');
    } catch (err) {
      throw new FeedConfigError(`${name}_FILE ${file} cannot be read: ${(err as Error).message}`);
    }
  }
  const value = env[name] || fallback;
  if (!value) throw new FeedConfigError(`${name} (or ${name}_FILE) is required`);
  return value;
}

/**
 * The operator's API key for a feed's admin calls (FEED_APP_KEY or FEED_APP_KEY_FILE): the operator has
 * two-step sign-in, so a feed signs in as a bot does, with a key made from a session that passed a code
 * (Account → Two-step sign-in → API keys; docs/feeds.md). Absent: undefined, and an enrolled operator's
 * sign-in is refused with the second step's code.
 */
export function feedAppKey(env: NodeJS.ProcessEnv, read: (file: string) => string): string | undefined {
  return env.FEED_APP_KEY || env.FEED_APP_KEY_FILE ? secretFromEnv(env, 'FEED_APP_KEY', read) : undefined;
}
