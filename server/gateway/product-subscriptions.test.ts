/**
 * Subscription.productChanged: a product screen's lists pushed when the exchange changes them (issue #51),
 * through the whole system (exchange, its stream, the gateway's graphql-ws): an event made, finished, a
 * tip published reach the subscriber with the list read again; a book's price move does not.
 */
import { describe, expect, it } from 'vitest';
import { gatewayClient, wsSubscription } from './test-client';
import { useTestServer } from './test-server';

type Listed = { exEventId: string; eventName: string };
type Lottery = { productChanged: { lotteryDraws: Array<Listed & { markets: Array<{ marketId: string; status: string }> }>; productResults: Listed[] } };
type Racing = { productChanged: { racingEvents: Listed[] } };
type Tips = { productChanged: { tips: Array<{ tipId: string; title: string }>; tipAuthors: Array<{ author: string; tips: number }> } };

const LOTTERY = 'subscription { productChanged(product: LOTTERY) { lotteryDraws { exEventId eventName markets { marketId status } } productResults(sportId: 66104) { exEventId eventName } } }';
const RACING = 'subscription { productChanged(product: RACING) { racingEvents { exEventId eventName } } }';
const TIPS = 'subscription { productChanged(product: TIPS) { tips { tipId title } tipAuthors { author tips } } }';

const hasEvent = (list: readonly Listed[] | undefined, id: string) => list?.some((e) => e.exEventId === id) ?? false;

describe('productChanged: the product lists on the stream', () => {
  const server = useTestServer();
  const { ok, gql, login, rest } = gatewayClient(() => server().url);
  const event = (exEventId: string, sportId: number, tournamentId: string) => ({
    exEventId,
    sportId,
    tournamentId,
    tournamentName: `Test ${tournamentId}`,
    eventName: `Test ${exEventId}`,
    eventTime: new Date(Date.now() + 600_000).toISOString(),
    markets: [{ marketId: `${exEventId}.m`, marketName: 'Winner', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'One' }, { runnerId: '2', runnerName: 'Two' }] }],
  });

  it('pushes the lottery lists at once, again when a draw is made, suspended and finished; not when a book moves or a state is set again', async () => {
    const operator = await login('operator');
    const sub = wsSubscription<Lottery>(server().url, LOTTERY);
    try {
      await sub.until((v) => v.length >= 1);
      expect(sub.received[0]?.errors).toBeUndefined();
      expect(sub.received[0]?.data?.productChanged.lotteryDraws.length).toBeGreaterThan(0);
      expect(hasEvent(sub.received[0]?.data?.productChanged.lotteryDraws, 'ps-draw-1')).toBe(false);

      await rest('/admin/events/create', event('ps-draw-1', 66104, 'ps-lotto'), operator);
      await sub.until((v) => hasEvent(v.at(-1)?.data?.productChanged.lotteryDraws, 'ps-draw-1'));

      // A price on the draw's market is the book's change (marketBook), not the list's; the same state set
      // again (as a feed does on every import) changes nothing: nothing is pushed.
      const count = sub.received.length;
      const mm1 = await login('mm1');
      const placed = await gql('mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId } }', { i: { idempotencyKey: 'ps-lotto-bet-1', marketId: 'ps-draw-1.m', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price: 9.4 } } } }, mm1);
      expect(placed.errors).toBeUndefined();
      await rest('/admin/events/score', { eventId: 'ps-draw-1', inPlay: false }, operator);
      await rest('/admin/markets/status', { marketId: 'ps-draw-1.m', status: 'OPEN' }, operator);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sub.received.length).toBe(count);

      // The draw's market suspended: the list shows it.
      await rest('/admin/markets/status', { marketId: 'ps-draw-1.m', status: 'SUSPENDED' }, operator);
      await sub.until((v) => v.at(-1)?.data?.productChanged.lotteryDraws.find((e) => e.exEventId === 'ps-draw-1')?.markets[0]?.status === 'SUSPENDED');

      await rest('/admin/events/score', { eventId: 'ps-draw-1', status: 'FINISHED', inPlay: false, score: { number: 1234 } }, operator);
      await sub.until((v) => hasEvent(v.at(-1)?.data?.productChanged.productResults, 'ps-draw-1'));
    } finally {
      await sub.close();
    }
  });

  it('reads the cached race list again after a change: the push and the next query both have the new race', async () => {
    const operator = await login('operator');
    // Cached now (racingEvents is reference data, kept 5 s).
    expect(hasEvent((await ok<{ racingEvents: Listed[] }>('{ racingEvents { exEventId eventName } }')).racingEvents, 'ps-race-1')).toBe(false);
    const subs = [wsSubscription<Racing>(server().url, RACING), wsSubscription<Racing>(server().url, RACING)];
    try {
      await Promise.all(subs.map((s) => s.until((v) => v.length >= 1)));
      await rest('/admin/events/create', event('ps-race-1', 7, 'ps-downs'), operator);
      for (const s of subs) await s.until((v) => hasEvent(v.at(-1)?.data?.productChanged.racingEvents, 'ps-race-1'));
      // Both subscribers of the document got the same read, byte for byte.
      expect(JSON.stringify(subs[0]!.received.at(-1))).toBe(JSON.stringify(subs[1]!.received.at(-1)));
      expect(hasEvent((await ok<{ racingEvents: Listed[] }>('{ racingEvents { exEventId eventName } }')).racingEvents, 'ps-race-1')).toBe(true);
    } finally {
      await Promise.all(subs.map((s) => s.close()));
    }
  });

  it('pushes the tips when one is published', async () => {
    const [operator, mm1] = await Promise.all([login('operator'), login('mm1')]);
    await rest('/admin/events/create', event('ps-tip-ev', 4, 'ps-tip-cup'), operator);
    // A back price to tip at.
    const placed = await gql('mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId } }', { i: { idempotencyKey: 'ps-tip-lay-1', marketId: 'ps-tip-ev.m', side: 'LAY', size: 10_000, selection: { exchange: { runnerId: '1', price: 2.5 } } } }, mm1);
    expect(placed.errors).toBeUndefined();
    const sub = wsSubscription<Tips>(server().url, TIPS);
    try {
      await sub.until((v) => v.length >= 1);
      const before = sub.received[0]!.data!.productChanged.tips.length;
      await rest('/admin/tips/create', { exEventId: 'ps-tip-ev', marketId: 'ps-tip-ev.m', runnerId: '1', title: 'One to win', body: 'One is in form.', author: 'Stream Tipster', confidence: 4 }, operator);
      await sub.until((v) => v.at(-1)?.data?.productChanged.tips.some((t) => t.title === 'One to win') ?? false);
      expect(sub.received.at(-1)!.data!.productChanged.tips.length).toBe(Math.min(before + 1, 100));
    } finally {
      await sub.close();
    }
  });

  it('refuses an unknown product as bad input', async () => {
    const sub = wsSubscription(server().url, 'subscription { productChanged(product: CASINO) { tips { tipId } } }');
    try {
      await sub.until((v) => v.length >= 1 || sub.errors.length > 0);
      expect(JSON.stringify(sub.errors)).toMatch(/CASINO/);
    } finally {
      await sub.close();
    }
  });
});
