import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ClearedOrderSummary, CurrentOrderSummary, ItemDescription, Match, MarketBook, Order, Runner } from './definitions';
import { asOperator, betfairClient, DEMO_PASSWORD, startBetfairServer, type BetfairTestServer } from './test-client';

// Seeding hashes every demo password with scrypt: a busy machine takes a minute to start.
vi.setConfig({ testTimeout: 90_000 });

/**
 * Every field Betfair documents on MarketBook, its runners, orders and matches, CurrentOrderSummary and
 * ClearedOrderSummary (as transcribed in definitions.ts) is either in Backlay's answers or listed in
 * docs/trading-api.md's "Fields left out" with the reason: read from real answers of a market with a
 * matched, an unmatched and a settled bet.
 */
const TYPES = { MarketBook, Runner, Order, Match, CurrentOrderSummary, ClearedOrderSummary, ItemDescription } as const;
type TypeName = keyof typeof TYPES;

const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape);

/** The doc's table: `| Type | field | why |` rows under "Fields left out". */
function documentedAbsent(): Map<TypeName, Set<string>> {
  const doc = readFileSync(new URL('../../../../docs/trading-api.md', import.meta.url), 'utf8');
  const section = doc.split(/^### Fields left out$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const absent = new Map<TypeName, Set<string>>();
  for (const [, type, field] of section.matchAll(/^\| `?(\w+)`? \| `(\w+)` \|/gm)) {
    expect(Object.keys(TYPES), `docs/trading-api.md lists a field of an unknown type ${type}`).toContain(type);
    const set = absent.get(type as TypeName) ?? new Set<string>();
    set.add(field!);
    absent.set(type as TypeName, set);
  }
  return absent;
}

let server: BetfairTestServer;
let bf: ReturnType<typeof betfairClient>;
let demo: string;
let layer: string;

beforeAll(async () => {
  server = await startBetfairServer();
  bf = betfairClient(server.url);
  demo = (await bf.login('demo', DEMO_PASSWORD)).token;
  layer = (await bf.login('mm1', DEMO_PASSWORD)).token;
}, 300_000);
afterAll(async () => server?.close());

const limit = (selectionId: number, side: 'BACK' | 'LAY', price: number, size: number) => ({ orderType: 'LIMIT', selectionId, side, limitOrder: { size, price, persistenceType: 'PERSIST' } });

describe('Betfair field coverage', () => {
  it('answers every documented field of the book and order types, or lists it as left out with its reason', async () => {
    const [market] = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 }, demo);
    const marketId = market!.marketId;
    const [home, away] = market!.runners!.map((r) => r.selectionId);
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home!, 'BACK', 2.5, 40), limit(away!, 'BACK', 3, 10)] }, demo);
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home!, 'LAY', 2.5, 40)] }, layer);

    const seen = new Map<TypeName, Set<string>>(Object.keys(TYPES).map((t) => [t as TypeName, new Set<string>()]));
    const note = (type: TypeName, value: object) => Object.keys(value).forEach((k) => seen.get(type)!.add(k));
    const books = await bf.rpc(
      'betting',
      'listMarketBook',
      { marketIds: [marketId], priceProjection: { priceData: ['EX_ALL_OFFERS', 'EX_TRADED'] }, orderProjection: 'ALL', matchProjection: 'NO_ROLLUP' },
      demo,
    );
    for (const book of books) {
      note('MarketBook', book);
      for (const runner of book.runners ?? []) {
        note('Runner', runner);
        for (const order of runner.orders ?? []) note('Order', order);
        for (const match of runner.matches ?? []) note('Match', match);
      }
    }
    for (const order of (await bf.rpc('betting', 'listCurrentOrders', { marketIds: [marketId] }, demo)).currentOrders) note('CurrentOrderSummary', order);
    await asOperator(server.url, '/admin/markets/settle', { marketId, winners: [String(home)] });
    for (const line of (await bf.rpc('betting', 'listClearedOrders', { betStatus: 'SETTLED', marketIds: [marketId], includeItemDescription: true }, demo)).clearedOrders) {
      note('ClearedOrderSummary', line);
      if (line.itemDescription) note('ItemDescription', line.itemDescription);
    }

    const absent = documentedAbsent();
    const unaccounted: string[] = [];
    const wronglyListed: string[] = [];
    for (const [type, schema] of Object.entries(TYPES) as Array<[TypeName, z.ZodObject]>) {
      const answered = seen.get(type)!;
      const listed = absent.get(type) ?? new Set<string>();
      unaccounted.push(...fieldsOf(schema).filter((f) => !answered.has(f) && !listed.has(f)).map((f) => `${type}.${f}`));
      wronglyListed.push(...[...listed].filter((f) => answered.has(f) || !fieldsOf(schema).includes(f)).map((f) => `${type}.${f}`));
    }
    expect(unaccounted, 'fields neither answered nor listed as left out in docs/trading-api.md').toEqual([]);
    expect(wronglyListed, 'fields listed as left out that are answered, or that Betfair does not define').toEqual([]);
  });
});
