/**
 * Bettors for the cluster tests: workers placing crossing pairs (mm1 backs at 3.0, mm2 lays at 3.0 on
 * the same runner: trades) on every market, each bet through the gateways in turn, recording every
 * acknowledged bet and every refusal's code; `probeMarkets`, which tries each market until it takes a
 * bet, one bet at a time; and `firstTaken`, which sends each market a fresh bet every few ms until one is
 * taken, to time a takeover or a recovery from the moment it happened.
 */
import { placeBet, type ExchangeBet } from './graphql-client';
import type { BetMarket } from './store-checks';

export interface Acked extends ExchangeBet {
  betId: string;
  gateway: string;
  sentAt: number;
  answeredAt: number;
}

export interface Bettors {
  acked: Acked[];
  refused: Record<string, number>;
  /** Each refusal's code, its bet's idempotency key and when it was answered (ms since the epoch), in order. */
  refusals: Array<{ code: string; key: string; sentAt: number; at: number }>;
  /** Bets sent so far (answered or not). */
  sent(): number;
  stop(): Promise<void>;
}

/**
 * The refusals a bettor is told to send again, coded, with nothing done: admission's SERVICE_BUSY and
 * TOO_MANY_REQUESTS (docs/overload.md: `retryAfterS`), and the gateway's SERVICE_UNAVAILABLE when no
 * exchange took the command (docs/cluster-roles.md). Anything else that is not an acknowledged bet — a
 * network error, a timeout (CLIENT_TIMEOUT, EXCHANGE_TIMEOUT: it may have run), an HTTP status without
 * a code, any other code — is a failed bet.
 */
export const RETRYABLE_REFUSALS: ReadonlySet<string> = new Set(['SERVICE_BUSY', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE']);

export type Tokens = { mm1: string; mm2: string };

const SIZE = 2_000; // ₹20

/** Bet `i` of a run: pairs that cross on one runner of one market, markets and gateways in turn. */
export function betOf(tag: string, i: number, markets: BetMarket[], gateways: string[]): { user: keyof Tokens; gateway: string; bet: ExchangeBet } {
  const pair = Math.floor(i / 2);
  const market = markets[pair % markets.length]!;
  const runnerId = market.runners[Math.floor(pair / markets.length) % 2]!;
  const back = i % 2 === 0;
  return {
    user: back ? 'mm1' : 'mm2',
    gateway: gateways[(i + pair) % gateways.length]!,
    bet: { idempotencyKey: `${tag}-${i}`, marketId: market.marketId, side: back ? 'BACK' : 'LAY', size: SIZE, runnerId, price: 3 },
  };
}

/**
 * `workers` bettors each placing one bet after another. With `perSecond`, a steady load: the bets
 * leave at that rate, each at its own slot (a worker waits for the next free slot), whatever the
 * answers' latency — up to what `workers` bets in flight at once can carry.
 */
export function startBettors(opts: { tag: string; markets: BetMarket[]; gateways: () => string[]; tokens: Tokens; workers: number; perSecond?: number }): Bettors {
  const acked: Acked[] = [];
  const refused: Record<string, number> = {};
  const refusals: Bettors['refusals'] = [];
  let next = 0;
  let stopped = false;
  let slot = Date.now();
  const worker = async () => {
    while (!stopped) {
      if (opts.perSecond) {
        // The next slot; one missed while every worker was busy is taken at once (the rate catches up).
        const at = Math.max(slot, Date.now() - 1_000);
        slot = at + 1000 / opts.perSecond;
        if (at > Date.now()) await new Promise((r) => setTimeout(r, at - Date.now()));
        if (stopped) break;
      }
      const { user, gateway, bet } = betOf(opts.tag, next++, opts.markets, opts.gateways());
      const sentAt = Date.now();
      const result = await placeBet(gateway, opts.tokens[user], bet);
      if (result.data) acked.push({ ...bet, betId: result.data.betId, gateway, sentAt, answeredAt: Date.now() });
      else {
        refused[result.code] = (refused[result.code] ?? 0) + 1;
        refusals.push({ code: result.code, key: bet.idempotencyKey, sentAt, at: Date.now() });
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const running = Array.from({ length: opts.workers }, () => worker());
  return {
    acked,
    refused,
    refusals,
    sent: () => next,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}

export interface Probe {
  betId: string;
  /** When the bet the market took was sent, and when it was answered (ms since the epoch). */
  sentAt: number;
  answeredAt: number;
  /** The refusals before it, by code. */
  refused: Record<string, number>;
}

/**
 * From now on, sends each market (all at once) a fresh bet every `everyMs` — each waiting for its own
 * answer, none for the ones before it — until one is accepted, alternating the gateways; resolves, once
 * every bet sent is answered, with per market the accepted bet answered first (or null when none was in
 * `timeoutMs`). When a market takes bets again, within about `everyMs`: a bet sent earlier, waiting in a
 * gateway's retries or lost with a process that died, does not hold the next ones back.
 */
export async function firstTaken(opts: { tag: string; markets: BetMarket[]; gateways: string[]; token: string; everyMs: number; timeoutMs: number }): Promise<Map<string, Probe | null>> {
  const deadline = Date.now() + opts.timeoutMs;
  const results = new Map<string, Probe | null>();
  await Promise.all(
    opts.markets.map(async (market, m) => {
      const refused: Record<string, number> = {};
      let taken: Probe | null = null;
      const sent: Array<Promise<void>> = [];
      for (let attempt = 0; taken === null && Date.now() < deadline; attempt++) {
        const sentAt = Date.now();
        sent.push(
          // A lay at 1.2 rests (nothing backs that low): it only asks whether the market takes bets.
          placeBet(opts.gateways[attempt % opts.gateways.length]!, opts.token, {
            idempotencyKey: `${opts.tag}-${m}-${attempt}`,
            marketId: market.marketId,
            side: 'LAY',
            size: SIZE,
            runnerId: market.runners[0]!,
            price: 1.2,
          }).then((result) => {
            const answeredAt = Date.now();
            if (!result.data) refused[result.code] = (refused[result.code] ?? 0) + 1;
            else if (taken === null || answeredAt < taken.answeredAt) taken = { sentAt, answeredAt, betId: result.data.betId, refused };
          }),
        );
        await new Promise((r) => setTimeout(r, Math.max(0, sentAt + opts.everyMs - Date.now())));
      }
      await Promise.all(sent);
      results.set(market.marketId, taken);
    }),
  );
  return results;
}

/**
 * Tries each market (all at once) every `everyMs` until it takes a bet, alternating the gateways;
 * resolves with, per market, the bet it took (or null when it took none in `timeoutMs`).
 */
export async function probeMarkets(opts: { tag: string; markets: BetMarket[]; gateways: string[]; token: string; everyMs: number; timeoutMs: number }): Promise<Map<string, Probe | null>> {
  const deadline = Date.now() + opts.timeoutMs;
  const results = new Map<string, Probe | null>();
  await Promise.all(
    opts.markets.map(async (market, m) => {
      const refused: Record<string, number> = {};
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        const sentAt = Date.now();
        // A lay at 1.2 rests (nothing backs that low): it only asks whether the market takes bets.
        const result = await placeBet(opts.gateways[attempt % opts.gateways.length]!, opts.token, {
          idempotencyKey: `${opts.tag}-${m}-${attempt}`,
          marketId: market.marketId,
          side: 'LAY',
          size: SIZE,
          runnerId: market.runners[0]!,
          price: 1.2,
        });
        if (result.data) {
          results.set(market.marketId, { sentAt, answeredAt: Date.now(), betId: result.data.betId, refused });
          return;
        }
        refused[result.code] = (refused[result.code] ?? 0) + 1;
        await new Promise((r) => setTimeout(r, Math.max(0, sentAt + opts.everyMs - Date.now())));
      }
      results.set(market.marketId, null);
    }),
  );
  return results;
}
