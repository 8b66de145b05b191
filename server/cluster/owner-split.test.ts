import { describe, expect, it } from 'vitest';
import type { BusCommand, BusCommandReply } from '../bus/command';
import { ANY_SUBJECT, partitionOf, partSubject } from '../bus/subjects';
import { commandParts, commandRoute } from './command-routing';

/**
 * Multi-market reads split by owner (owner-split.ts, command-routing.ts commandParts): one part per
 * partition to its owner's subject, answers merged in the request's order, refusals passed on as they
 * are, and what the exchange refuses as a whole (or what names one partition) never split.
 */

/** Ids with their partitions: the first two in different partitions, the third in the first's. */
function threeIds(prefix: string): [string, string, string] {
  const ids = Array.from({ length: 200 }, (_, i) => `${prefix}${i}`);
  const a = ids[0]!;
  const b = ids.find((id) => partitionOf(id) !== partitionOf(a))!;
  const c = ids.find((id) => id !== a && partitionOf(id) === partitionOf(a))!;
  if (b === undefined || c === undefined) throw new Error(`no ids of two partitions from ${prefix}`);
  return [a, b, c];
}

const post = (path: string, body: unknown): BusCommand => ({ method: 'POST', path, headers: { authorization: 'Bearer t' }, body: JSON.stringify(body) });
const ok = (body: unknown): BusCommandReply => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const RPC = '/exchange/betting/json-rpc/v1';
const book = (marketIds: string[], priceData = ['EX_BEST_OFFERS']) => ({ jsonrpc: '2.0', method: 'SportsAPING/v1.0/listMarketBook', params: { marketIds, priceProjection: { priceData } }, id: 3 });

describe('match odds of several events', () => {
  const [a, b, c] = threeIds('ev');

  it('goes as one part per partition, each to its owner, and merges the answers in the request\'s order', () => {
    const unknown = threeIds('none')[0];
    const command = post('/api/markets/match-odds', { eventIds: [b, a, unknown, c] });
    const parts = commandParts(command)!;
    const idsOf = (part: BusCommand) => (JSON.parse(part.body) as { eventIds: string[] }).eventIds;
    // Each part holds one partition's ids in the request's order; together, every id once.
    for (const part of parts.commands) {
      expect(new Set(idsOf(part).map(partitionOf)).size).toBe(1);
      expect(commandRoute(part).subject).toBe(partSubject(partitionOf(idsOf(part)[0]!)));
      expect(part.headers.authorization).toBe('Bearer t');
    }
    expect(parts.commands.map(idsOf)[0]).toEqual([b, ...(partitionOf(unknown) === partitionOf(b) ? [unknown] : [])]);
    expect(parts.commands.map(idsOf).find((ids) => ids.includes(a))).toEqual([a, ...(partitionOf(unknown) === partitionOf(a) ? [unknown] : []), c]);
    expect(parts.commands.flatMap(idsOf).sort()).toEqual([a, b, c, unknown].sort());
    // The unknown event has no match odds market: left out, as one exchange would.
    const answers = parts.commands.map((p) => ok({ data: idsOf(p).filter((id) => id !== unknown).map((id) => ({ exEventId: id, marketId: `${id}.mo` })) }));
    const merged = parts.merge(answers);
    expect(merged.status).toBe(200);
    expect(JSON.parse(merged.body)).toEqual({ data: [b, a, c].map((id) => ({ exEventId: id, marketId: `${id}.mo` })) });
  });

  it('answers the first refused part as it is', () => {
    const parts = commandParts(post('/api/markets/match-odds', { eventIds: [a, b] }))!;
    const refused: BusCommandReply = { status: 409, headers: {}, body: JSON.stringify({ error: { code: 'MARKET_NOT_OWNED', message: 'm' } }) };
    expect(parts.merge([ok({ data: [] }), refused])).toBe(refused);
  });

  it('sends ids of one partition whole to that partition, and what the route refuses whole to any exchange', () => {
    expect(commandParts(post('/api/markets/match-odds', { eventIds: [a, c] }))).toBeNull();
    expect(commandRoute(post('/api/markets/match-odds', { eventIds: [a, c] })).subject).toBe(partSubject(partitionOf(a)));
    for (const body of [{ eventIds: [a, b, 7] }, { eventIds: [a, b], extra: 1 }, { eventIds: [] }, { eventIds: Array.from({ length: 201 }, (_, i) => `${a}-${i}`) }]) {
      expect(commandParts(post('/api/markets/match-odds', body)), JSON.stringify(body).slice(0, 40)).toBeNull();
      expect(commandRoute(post('/api/markets/match-odds', body)).subject).toBe(ANY_SUBJECT);
    }
  });
});

describe('Betfair listMarketBook of several markets', () => {
  const [a, b] = threeIds('mk').map((id) => `${id}.mo`) as [string, string, string];

  it('splits a JSON-RPC call by owner and answers each market once, in the request\'s order, with the call\'s id', () => {
    const parts = commandParts(post(RPC, book([b, a, b])))!;
    expect(parts.commands.map((p) => (JSON.parse(p.body) as ReturnType<typeof book>).params.marketIds)).toEqual([[b, b], [a]]);
    const merged = parts.merge(parts.commands.map((p) => ok({ jsonrpc: '2.0', result: [...new Set((JSON.parse(p.body) as ReturnType<typeof book>).params.marketIds)].map((marketId) => ({ marketId })), id: 3 })));
    expect(JSON.parse(merged.body)).toEqual({ jsonrpc: '2.0', result: [{ marketId: b }, { marketId: a }], id: 3 });
  });

  it('answers a part\'s APING error as it is', () => {
    const parts = commandParts(post(RPC, book([a, b])))!;
    const error = ok({ jsonrpc: '2.0', error: { code: -32099, message: 'ANGX-0003' }, id: 3 });
    expect(parts.merge([error, ok({ jsonrpc: '2.0', result: [], id: 3 })])).toBe(error);
  });

  it('splits the REST operation, and listMarketProfitAndLoss', () => {
    const rest = commandParts(post('/exchange/betting/rest/v1.0/listMarketBook/', { marketIds: [a, b] }))!;
    expect(JSON.parse(rest.merge([ok([{ marketId: a }]), ok([{ marketId: b }])]).body)).toEqual([{ marketId: a }, { marketId: b }]);
    expect(commandParts(post(RPC, { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listMarketProfitAndLoss', params: { marketIds: [a, b] }, id: 1 }))?.commands).toHaveLength(2);
  });

  it('does not split a batch, a book too heavy as a whole (TOO_MUCH_DATA), or other operations', () => {
    expect(commandParts(post(RPC, [book([a, b])]))).toBeNull();
    const heavy = Array.from({ length: 30 }, (_, i) => `${i}.mo`);
    expect(commandParts(post(RPC, book(heavy, ['EX_ALL_OFFERS'])))).toBeNull();
    expect(commandParts(post(RPC, { jsonrpc: '2.0', method: 'SportsAPING/v1.0/listCurrentOrders', params: { marketIds: [a, b] }, id: 1 }))).toBeNull();
  });
});
