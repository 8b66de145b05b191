import { priceToTick } from '../domain/ladder';
import { tokenOf, type ApiHarness } from './test-harness';

/** Test support for the incident rule: a live cricket event with a market of every kind, and a bet on each. */

export type Json = Record<string, unknown>;
export const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;

/** The markets of a live test event, by role: delayed exchange, undelayed exchange, bookmaker, fancy, next ball. */
export const MARKET_ROLES = ['delayed', 'instant', 'bookmaker', 'fancy', 'nextBall'] as const;
export type MarketRole = (typeof MARKET_ROLES)[number];

export { tokenOf };

/**
 * A cricket event already in play, with one market of each role; `delayMs` is the delayed exchange market's bet delay,
 * `houseDelayMs` the bookmaker's and fancy market's (their kind's default when not given).
 */
export async function createLiveEvent(api: ApiHarness, operator: string, exEventId: string, delayMs: number, houseDelayMs?: number): Promise<Record<MarketRole, string>> {
  const houseDelay = houseDelayMs === undefined ? {} : { betDelayMs: houseDelayMs };
  const id = (suffix: string) => `${exEventId}.${suffix}`;
  const teams = [
    { runnerId: '1', runnerName: 'Home' },
    { runnerId: '2', runnerName: 'Away' },
  ];
  const markets = [
    { marketId: id('mo'), marketName: 'Match Odds', kind: 'exchange', runners: teams, inPlay: true, betDelayMs: delayMs },
    { marketId: id('tied'), marketName: 'Tied Match', kind: 'exchange', runners: teams, inPlay: true, betDelayMs: 0 },
    {
      marketId: id('bm'),
      marketName: 'Bookmaker',
      kind: 'bookmaker',
      runners: teams,
      inPlay: true,
      ...houseDelay,
      maxProfit: 100_000_000,
      config: { quotes: { '1': { back: priceToTick(1.8), lay: priceToTick(1.85) }, '2': { back: priceToTick(2.1), lay: priceToTick(2.16) } } },
    },
    { marketId: id('f6'), marketName: '6 Over Runs', kind: 'fancy', runners: [], inPlay: true, ...houseDelay, maxProfit: 100_000_000, config: { quote: { yesLine: 53, yesRate: 100, noLine: 52, noRate: 100 } } },
    {
      marketId: id('ball'),
      marketName: 'Next Ball',
      kind: 'ballByBall',
      runners: [
        { runnerId: '0', runnerName: '0 runs' },
        { runnerId: '4', runnerName: '4 runs' },
        { runnerId: 'W', runnerName: 'Wicket' },
      ],
      inPlay: true,
      maxProfit: 100_000_000,
      config: { odds: { '0': 300, '4': 500, W: 1200 } },
    },
  ];
  const eventTime = new Date(Date.now() - 3_600_000).toISOString();
  const created = await api.post('/api/admin/events/create', { exEventId, sportId: 4, tournamentId: 'c-odi', eventName: `Incident test ${exEventId}`, eventTime, markets }, operator);
  if (created.statusCode !== 201) throw new Error(`event not created: ${created.body}`);
  await api.post('/api/admin/events/score', { eventId: exEventId, inPlay: true, status: 'IN_PLAY', score: { runs: 0, wickets: 0 } }, operator);
  return { delayed: id('mo'), instant: id('tied'), bookmaker: id('bm'), fancy: id('f6'), nextBall: id('ball') };
}

/** A back bet that each market of the test event takes (the delayed one at 50, which nothing lays: it rests unmatched). */
export function backOn(role: MarketRole, marketId: string, size: number): Json {
  const selection: Json = {
    delayed: { kind: 'exchange', runnerId: '1', price: 50 },
    instant: { kind: 'exchange', runnerId: '1', price: 2 },
    bookmaker: { kind: 'bookmaker', runnerId: '1', price: 1.8 },
    fancy: { kind: 'fancy', line: 53, rate: 100 },
    nextBall: { kind: 'outcome', outcomeId: '4', odds: 5 },
  }[role];
  return { marketId, side: 'BACK', size, selection, idempotencyKey: key() };
}

/** The error code of a refused call, or null for a 2xx. */
export function codeOf(res: { statusCode: number; json(): unknown }): string | null {
  if (res.statusCode < 300) return null;
  return (res.json() as { error?: { code?: string } }).error?.code ?? `HTTP ${res.statusCode}`;
}
