import { describe, expect, it } from 'vitest';
import { gatewayClient, rangeAroundNow } from './test-client';
import { useTestServer } from './test-server';

describe('history through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login, rest } = gatewayClient(() => server().url);

  it('reports statement, profit and loss by sport, event and market, bet history and commission after a settlement', async () => {
    const [demo, mm1, operator] = await Promise.all([login('demo'), login('mm1'), login('operator')]);
    const place = 'mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId sizeMatched } }';
    await ok(place, { i: { marketId: '41005.mo', side: 'LAY', size: 100_000, selection: { exchange: { runnerId: '1', price: 3 } }, idempotencyKey: 'hist-lay-001' } }, mm1);
    const back = await ok<{ placeBet: { betId: string; sizeMatched: number } }>(place, { i: { marketId: '41005.mo', side: 'BACK', size: 40_000, selection: { exchange: { runnerId: '1', price: 3 } }, idempotencyKey: 'hist-bck-001' } }, demo);
    expect(back.placeBet.sizeMatched).toBe(40_000);
    await rest('/admin/markets/settle', { marketId: '41005.mo', winners: ['1'] }, operator);

    const range = rangeAroundNow();
    const data = await ok<{
      statement: { opening: number; rows: Array<{ kind: string; amount: number; balance: number; category: string; marketId: string | null; sportId: number | null; eventName: string | null; marketName: string | null }> };
      bySport: { rows: Array<{ key: string; sportName: string; profitAndLoss: number; commission: number; net: number; markets: number }>; total: number; series: Array<{ at: string; net: number }> };
      byEvent: { rows: Array<{ eventId: string; eventName: string }> };
      byMarket: { rows: Array<{ marketId: string; marketName: string }> };
      betHistory: Array<{ betId: string; type: string; settled: boolean; selectionName: string; oddsPrice: number; state: string; profitAndLoss: number | null; averagePriceMatched: number | null; sportId: number; exEventId: string }>;
      marketBets: Array<{ betId: string }>;
      oneMarket: unknown[];
      rollingCommission: { rows: Array<{ marketId: string; commission: number }>; total: number };
    }>(
      `query($from: String!, $to: String!) {
        statement(from: $from, to: $to) { opening rows { txId at kind reference description amount balance category marketId sportId eventName marketName } }
        bySport: profitLoss(groupBy: SPORT, from: $from, to: $to) { rows { key sportId sportName profitAndLoss commission net markets } total series { at net } }
        byEvent: profitLoss(groupBy: EVENT, from: $from, to: $to, sportId: 4) { rows { eventId eventName net } total }
        byMarket: profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: 4, eventId: "41005") { rows { marketId marketName net } total }
        betHistory(from: $from, to: $to) { betId marketId marketName exEventId eventName sportId sportName selectionName side type line oddsPrice averagePriceMatched stake sizeMatched status state placedAt settled settledAt profitAndLoss }
        marketBets: betHistory(from: $from, to: $to, marketId: "41005.mo") { betId }
        oneMarket: betHistory(from: $from, to: $to, marketId: "41002.mo") { betId }
        rollingCommission(from: $from, to: $to) { rows { marketId marketName exEventId eventName sportId sportName settledAt profitAndLoss commission } total }
      }`,
      range,
      demo,
    );
    // Backed 400.00 at 3.0 and won: +800.00 before commission.
    expect(data.bySport.rows).toEqual([expect.objectContaining({ key: '4', sportName: 'Cricket', profitAndLoss: 80_000, markets: 1 })]);
    const { commission, net } = data.bySport.rows[0]!;
    expect(net).toBe(80_000 - commission);
    expect(data.bySport.total).toBe(net);
    expect(data.byEvent.rows).toEqual([{ eventId: '41005', eventName: 'England v South Africa', net }]);
    expect(data.byMarket.rows).toEqual([{ marketId: '41005.mo', marketName: 'Match Odds', net }]);
    expect(data.betHistory).toEqual([
      expect.objectContaining({ betId: back.placeBet.betId, type: 'B', settled: true, selectionName: 'England', line: null, oddsPrice: 3, averagePriceMatched: 3, state: 'SETTLED', profitAndLoss: 80_000, sportId: 4, exEventId: '41005' }),
    ]);
    expect(data.marketBets).toEqual([{ betId: back.placeBet.betId }]);
    expect(data.bySport.series.at(-1)?.net).toBe(net);
    const settlementLine = data.statement.rows.find((r) => r.kind === 'settlement')!;
    // The line names its event and market (the screen shows names, never the raw market id).
    expect(settlementLine).toMatchObject({ category: 'BETTING', marketId: '41005.mo', sportId: 4, amount: 80_000, eventName: 'England v South Africa', marketName: 'Match Odds' });
    expect(data.statement.rows.find((r) => r.kind === 'commission')).toMatchObject({ category: 'COMMISSION', marketId: '41005.mo', eventName: 'England v South Africa', marketName: 'Match Odds' });
    expect(data.statement.rows.filter((r) => r.marketId === null).every((r) => r.eventName === null && r.marketName === null)).toBe(true);
    expect(data.oneMarket).toEqual([]);
    expect(data.rollingCommission.total).toBe(commission);
    const last = data.statement.rows.at(-1)!;
    expect(last.balance).toBe(data.statement.opening + data.statement.rows.reduce((sum, r) => sum + r.amount, 0));
    expect(last.balance).toBe(10_000_000 + net);

    // An unmatched bet cancels through the gateway with its market on the answer (Unsettled Bets lists it until then).
    const resting = await ok<{ placeBet: { betId: string } }>(place, { i: { marketId: '41002.mo', side: 'BACK', size: 5_000, selection: { exchange: { runnerId: '1', price: 20 } }, idempotencyKey: 'hist-rest-001' } }, demo);
    const open = await ok<{ unsettledBets: Array<{ betId: string; eventName: string | null; sportId: number | null }> }>('{ unsettledBets { betId eventName sportId } }', {}, demo);
    expect(open.unsettledBets).toContainEqual({ betId: resting.placeBet.betId, eventName: expect.any(String), sportId: 4 });
    const cancelled = await ok<{ cancelBet: { marketId: string; marketName: string; sizeCancelled: number } }>(
      'mutation($m: ID!, $b: ID!) { cancelBet(marketId: $m, betId: $b) { marketId marketName sizeCancelled } }',
      { m: '41002.mo', b: resting.placeBet.betId },
      demo,
    );
    expect(cancelled.cancelBet).toEqual({ marketId: '41002.mo', marketName: 'Match Odds', sizeCancelled: 5_000 });

    const badRange = await gql('{ statement(from: "yesterday", to: "today") { opening } }', {}, demo);
    expect(badRange.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');
  });
});
