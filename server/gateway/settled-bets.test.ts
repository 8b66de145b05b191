import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

interface SettledRow {
  betId: string;
  marketId: string;
  marketName: string;
  selectionName: string;
  type: string;
  averagePriceMatched: number | null;
  sizeMatched: number;
  state: string;
  settled: boolean;
  profitAndLoss: number | null;
}

const SETTLED = `query($eventId: ID!) { settledBets(eventId: $eventId) { betId marketId marketName selectionName type averagePriceMatched sizeMatched state settled profitAndLoss } }`;
const PLACE = 'mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId sizeMatched } }';

describe('settled bets of an event (My Bets)', () => {
  const server = useTestServer();
  const { gql, ok, login, rest } = gatewayClient(() => server().url);

  it('lists the caller’s matched bets of the event’s settled markets with their result, and nothing before', async () => {
    const [demo, mm1, operator] = await Promise.all([login('demo'), login('mm1'), login('operator')]);
    const bet = (i: Record<string, unknown>, token: string) => ok<{ placeBet: { betId: string; sizeMatched: number } }>(PLACE, { i }, token);
    await bet({ marketId: '41005.mo', side: 'LAY', size: 100_000, selection: { exchange: { runnerId: '1', price: 3 } }, idempotencyKey: 'settled-lay-1' }, mm1);
    await bet({ marketId: '41005.mo', side: 'LAY', size: 100_000, selection: { exchange: { runnerId: '2', price: 4 } }, idempotencyKey: 'settled-lay-2' }, mm1);
    const won = await bet({ marketId: '41005.mo', side: 'BACK', size: 40_000, selection: { exchange: { runnerId: '1', price: 3 } }, idempotencyKey: 'settled-back-1' }, demo);
    const lost = await bet({ marketId: '41005.mo', side: 'BACK', size: 10_000, selection: { exchange: { runnerId: '2', price: 4 } }, idempotencyKey: 'settled-back-2' }, demo);
    const resting = await bet({ marketId: '41005.mo', side: 'BACK', size: 5_000, selection: { exchange: { runnerId: '1', price: 20 } }, idempotencyKey: 'settled-rest-1' }, demo);
    const voided = await bet({ marketId: '41005.bm', side: 'BACK', size: 20_000, selection: { bookmaker: { runnerId: '2', price: 2.1 } }, idempotencyKey: 'settled-bm-1' }, demo);
    expect([won.placeBet.sizeMatched, lost.placeBet.sizeMatched, resting.placeBet.sizeMatched]).toEqual([40_000, 10_000, 0]);

    // Nothing is settled yet.
    expect((await ok<{ settledBets: SettledRow[] }>(SETTLED, { eventId: '41005' }, demo)).settledBets).toEqual([]);

    await rest('/admin/markets/settle', { marketId: '41005.mo', winners: ['1'] }, operator);
    await rest('/admin/markets/settle', { marketId: '41005.bm', void: true }, operator);

    const { settledBets } = await ok<{ settledBets: SettledRow[] }>(SETTLED, { eventId: '41005' }, demo);
    const byId = new Map(settledBets.map((r) => [r.betId, r]));
    // The resting bet matched nothing: it lapsed at the close and is no settled bet.
    expect(settledBets).toHaveLength(3);
    expect(byId.has(resting.placeBet.betId)).toBe(false);
    expect(byId.get(won.placeBet.betId)).toEqual(
      expect.objectContaining({ marketId: '41005.mo', marketName: 'Match Odds', selectionName: 'England', type: 'B', averagePriceMatched: 3, state: 'SETTLED', settled: true, profitAndLoss: 80_000 }),
    );
    expect(byId.get(lost.placeBet.betId)).toEqual(expect.objectContaining({ selectionName: 'South Africa', averagePriceMatched: 4, state: 'SETTLED', profitAndLoss: -10_000 }));
    expect(byId.get(voided.placeBet.betId)).toEqual(
      expect.objectContaining({ marketId: '41005.bm', marketName: 'Bookmaker', selectionName: 'South Africa', sizeMatched: 20_000, state: 'VOIDED', profitAndLoss: 0 }),
    );

    // Only the caller's own bets, only this event's, and a token is needed.
    const theirs = (await ok<{ settledBets: SettledRow[] }>(SETTLED, { eventId: '41005' }, mm1)).settledBets;
    expect(theirs.map((r) => r.betId)).not.toContain(won.placeBet.betId);
    expect(theirs.length).toBeGreaterThan(0);
    expect((await ok<{ settledBets: SettledRow[] }>(SETTLED, { eventId: '41002' }, demo)).settledBets).toEqual([]);
    expect((await gql(SETTLED, { eventId: '41005' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(SETTLED, { eventId: '' }, demo)).errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');
  });
});
