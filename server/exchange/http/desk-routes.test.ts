import { beforeAll, expect, it } from 'vitest';
import type { DeskEventView } from '../../contract/trading-desk';
import { MarketRegistry } from '../markets/registry';
import { codeOf, tokenOf, type Json } from './incident-fixture';
import { onEveryStore } from './test-harness';

const CRICKET = 4;

onEveryStore('the trading desk', (api) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'agent', 'operator']) tokens[name] = await tokenOf(api(), name);
  });
  const post = (url: string, body: Json, user = 'operator') => api().post(url, body, tokens[user]);
  const data = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
    return (r.json() as { data: T }).data;
  };
  const event = (body: Json) => data<DeskEventView>(post('/api/backoffice/desk/events/create', { sportId: CRICKET, tournamentId: 'c-odi', eventTime: '2030-01-01T10:00:00Z', ...body }));

  it('is the admin’s, and a level’s only once the site settings open it', async () => {
    // Whether it is open, as the back office's nav asks: any back-office level may ask; a bettor is refused.
    const open = async (user: string) => (await data<{ open: boolean }>(post('/api/backoffice/desk/access', {}, user))).open;
    expect(await open('operator')).toBe(true);
    expect(await open('agent')).toBe(false);
    expect(codeOf(await post('/api/backoffice/desk/access', {}, 'demo'))).toBe('PERMISSION_DENIED');
    expect(codeOf(await post('/api/backoffice/desk/events', {}, 'agent'))).toBe('PERMISSION_DENIED');
    expect(codeOf(await post('/api/backoffice/desk/events', {}, 'demo'))).toBe('PERMISSION_DENIED');
    const settings = await data<{ levels: number; deskRoles: Array<{ role: string; allowed: boolean }> }>(post('/api/backoffice/settings', {}));
    expect(settings.deskRoles.map((r) => r.role)).toContain('agent');
    const update = (deskRoles: string[]) => post('/api/backoffice/settings/update', { levels: settings.levels, defaultShares: [], sportLimits: [], deskRoles });
    expect(codeOf(await update(['operator']))).toBe('INVALID_ROLE');
    expect(codeOf(await update(['agent']))).toBeNull();
    expect(codeOf(await post('/api/backoffice/desk/events', {}, 'agent'))).toBeNull();
    expect(await open('agent')).toBe(true);
    expect(codeOf(await update([]))).toBeNull();
    expect(codeOf(await post('/api/backoffice/desk/events', {}, 'agent'))).toBe('PERMISSION_DENIED');
    expect(await open('agent')).toBe(false);
  });

  it('creates and edits an event with coded refusals; the teams are renamed on its markets', async () => {
    expect(codeOf(await post('/api/backoffice/desk/events/create', { sportId: CRICKET, tournamentId: 'nope', eventName: 'A v B', eventTime: '2030-01-01T10:00:00Z' }))).toBe('COMPETITION_NOT_FOUND');
    expect(codeOf(await post('/api/backoffice/desk/events/create', { sportId: CRICKET, tournamentId: 'c-odi', eventName: 'A', eventTime: '2030-01-01T10:00:00Z' }))).toBe('INVALID_EVENT_NAME');
    expect(codeOf(await post('/api/backoffice/desk/events/create', { sportId: CRICKET, tournamentId: 'c-odi', eventName: 'Alpha v Beta', eventTime: 'tomorrow' }))).toBe('INVALID_EVENT_TIME');
    const created = await event({ eventName: 'Desk Alpha v Desk Beta' });
    expect(created).toMatchObject({ sportId: CRICKET, tournamentId: 'c-odi', betting: 'OPEN', markets: [] });
    const withMarket = await data<DeskEventView>(post('/api/backoffice/desk/markets/create', { eventId: created.eventId, kind: 'BOOKMAKER' }));
    expect(withMarket.markets[0]!.runners.map((r) => r.runnerName)).toEqual(['Desk Alpha', 'Desk Beta']);
    const edited = await data<DeskEventView>(post('/api/backoffice/desk/events/edit', { eventId: created.eventId, eventName: 'Desk Gamma v Desk Beta', eventTime: '2030-01-02T10:00:00Z' }));
    expect(edited.eventName).toBe('Desk Gamma v Desk Beta');
    expect(edited.eventTime).toBe('2030-01-02T10:00:00.000Z');
    expect(edited.markets[0]!.runners.map((r) => r.runnerName)).toEqual(['Desk Gamma', 'Desk Beta']);
    expect(codeOf(await post('/api/backoffice/desk/events/edit', { eventId: created.eventId, tournamentId: 's-epl' }))).toMatch(/COMPETITION_/);
    expect(codeOf(await post('/api/backoffice/desk/events/edit', { eventId: 'none', eventName: 'X v Y' }))).toBe('EVENT_NOT_FOUND');
  });

  it('creates a competition with an event (a site outside the demo starts with none): validated, refused twice, audited', async () => {
    const create = (body: Json) => post('/api/backoffice/desk/events/create', { sportId: CRICKET, eventName: 'Cup One v Cup Two', eventTime: '2030-01-01T10:00:00Z', ...body });
    expect(codeOf(await create({}))).toBe('INVALID_COMPETITION');
    expect(codeOf(await create({ tournamentId: 'c-odi', tournamentName: 'Desk Cup' }))).toBe('INVALID_COMPETITION');
    expect(codeOf(await create({ tournamentName: ' x ' }))).toBe('INVALID_COMPETITION_NAME');
    expect(codeOf(await create({ tournamentName: 'D'.repeat(121) }))).toBe('INVALID_COMPETITION_NAME');
    expect(codeOf(await create({ tournamentName: 'Desk Cup', eventName: 'A' }))).toBe('INVALID_EVENT_NAME');
    expect(codeOf(await create({ tournamentName: 'Desk Cup', sportId: 999_999 }))).toBe('SPORT_NOT_FOUND');
    const before = await data<{ competitions: Array<{ tournamentId: string; tournamentName: string; sportId: number }> }>(post('/api/backoffice/desk/events', {}));
    expect(before.competitions.some((c) => c.tournamentName === 'Desk Cup')).toBe(false);
    const created = await data<DeskEventView>(create({ tournamentName: '  Desk   Cup ' }));
    expect(created).toMatchObject({ sportId: CRICKET, tournamentName: 'Desk Cup', eventName: 'Cup One v Cup Two' });
    const after = await data<{ competitions: Array<{ tournamentId: string; tournamentName: string; sportId: number }> }>(post('/api/backoffice/desk/events', {}));
    expect(after.competitions).toContainEqual({ tournamentId: created.tournamentId, tournamentName: 'Desk Cup', sportId: CRICKET });
    // The same name in the sport again is the competition that exists: pick it.
    expect(codeOf(await create({ tournamentName: 'desk cup' }))).toBe('COMPETITION_EXISTS');
    expect((await data<DeskEventView>(create({ tournamentId: created.tournamentId, eventName: 'Cup Three v Cup Four' }))).tournamentName).toBe('Desk Cup');
    const audit = await data<{ entries: Array<{ act: string; target: { kind: string; id: string; name: string }; after: Record<string, unknown> }> }>(post('/api/backoffice/audit', { kind: 'competition' }));
    expect(audit.entries.filter((e) => e.target.id === created.tournamentId)).toEqual([
      expect.objectContaining({ act: 'competition.create', target: expect.objectContaining({ kind: 'competition', name: 'Desk Cup' }), after: { sportId: CRICKET, tournamentName: 'Desk Cup', eventId: created.eventId } }),
    ]);
  });

  it('adds every kind of market, quotes them, and refuses a quote that does not fit', async () => {
    const created = await event({ eventName: 'Quote One v Quote Two' });
    const add = (body: Json) => data<DeskEventView>(post('/api/backoffice/desk/markets/create', { eventId: created.eventId, ...body }));
    for (const kind of ['MATCH_ODDS', 'BOOKMAKER', 'FIXED_ODDS', 'NEXT_BALL']) await add({ kind });
    expect(codeOf(await post('/api/backoffice/desk/markets/create', { eventId: created.eventId, kind: 'FANCY', marketName: '6 Over Runs QO' }))).toBe('INVALID_LINE');
    const all = await add({ kind: 'FANCY', marketName: '6 Over Runs QO', line: 48 });
    expect(all.markets.map((m) => m.kind)).toEqual(['exchange', 'bookmaker', 'lottery', 'fancy', 'ballByBall']);
    const bookmaker = all.markets.find((m) => m.kind === 'bookmaker')!;
    const quoted = await data<DeskEventView['markets'][number]>(post('/api/backoffice/desk/markets/quote', { marketId: bookmaker.marketId, prices: [{ runnerId: '1', back: 1.8, lay: 1.85 }] }));
    expect(quoted.runners[0]).toMatchObject({ back: 1.8, lay: 1.85 });
    expect(codeOf(await post('/api/backoffice/desk/markets/quote', { marketId: bookmaker.marketId, prices: [{ runnerId: '1', back: 1.833, lay: 1.85 }] }))).toBe('INVALID_PRICE');
    expect(codeOf(await post('/api/backoffice/desk/markets/quote', { marketId: bookmaker.marketId, fancy: { noLine: 1, noRate: 100, yesLine: 2, yesRate: 100 } }))).toBe('INVALID_QUOTE');
    const fancy = all.markets.find((m) => m.kind === 'fancy')!;
    expect((await data<DeskEventView['markets'][number]>(post('/api/backoffice/desk/markets/quote', { marketId: fancy.marketId, fancy: { noLine: 50, noRate: 100, yesLine: 51, yesRate: 90 } }))).fancy).toEqual({ noLine: 50, noRate: 100, yesLine: 51, yesRate: 90, size: null });
    expect(codeOf(await post('/api/backoffice/desk/markets/quote', { marketId: fancy.marketId, fancy: { noLine: 52, noRate: 100, yesLine: 51, yesRate: 90 } }))).toBe('INVALID_LINE');
    const fixed = all.markets.find((m) => m.kind === 'lottery')!;
    expect((await data<DeskEventView['markets'][number]>(post('/api/backoffice/desk/markets/quote', { marketId: fixed.marketId, odds: [{ runnerId: '2', odds: 3.5 }] }))).runners[1]!.odds).toBe(3.5);
  });

  it('quotes sizes: the book shows them, a bet above one is refused, a bad size is refused, a restart keeps them', async () => {
    const created = await event({ eventName: 'Size One v Size Two' });
    await data(post('/api/backoffice/desk/markets/create', { eventId: created.eventId, kind: 'BOOKMAKER' }));
    const all = await data<DeskEventView>(post('/api/backoffice/desk/markets/create', { eventId: created.eventId, kind: 'FANCY', marketName: '6 Over Runs SO', line: 48 }));
    const [bm, fancy] = [all.markets.find((m) => m.kind === 'bookmaker')!, all.markets.find((m) => m.kind === 'fancy')!];
    const quote = (body: Json) => post('/api/backoffice/desk/markets/quote', body);
    const quoted = await data<DeskEventView['markets'][number]>(quote({ marketId: bm.marketId, prices: [{ runnerId: '1', back: 2, lay: 2.04, size: 20_000 }, { runnerId: '2', back: 1.9, lay: 1.94 }] }));
    expect(quoted.runners.map((r) => [r.back, r.lay, r.size])).toEqual([[2, 2.04, 20_000], [1.9, 1.94, null]]);
    const fancyQuoted = await data<DeskEventView['markets'][number]>(quote({ marketId: fancy.marketId, fancy: { noLine: 48, noRate: 100, yesLine: 49, yesRate: 100, size: 15_000 } }));
    expect(fancyQuoted.fancy).toEqual({ noLine: 48, noRate: 100, yesLine: 49, yesRate: 100, size: 15_000 });

    // The bettor's book: the size at the quote, the market's max stake where none is set.
    type Book = { maxStake: number; runners: Array<{ availableToBack: Array<{ price: number; size: number }>; availableToLay: Array<{ price: number; size: number }> }>; fancy: { size?: number } | null };
    const book = async (marketId: string) => data<Book>(post('/api/markets/detail', { marketId }, 'demo'));
    const bmBook = await book(bm.marketId);
    expect(bmBook.runners[0]).toMatchObject({ availableToBack: [{ price: 2, size: 20_000 }], availableToLay: [{ price: 2.04, size: 20_000 }] });
    expect(bmBook.runners[1]).toMatchObject({ availableToBack: [{ price: 1.9, size: bmBook.maxStake }], availableToLay: [{ price: 1.94, size: bmBook.maxStake }] });
    expect((await book(fancy.marketId)).fancy).toMatchObject({ size: 15_000 });

    // One bet may stake up to the size, on either side; a penny more is INVALID_BET_SIZE with the most in rupees.
    const bet = (marketId: string, side: 'BACK' | 'LAY', selection: Json, size: number) => post('/api/bets/place', { marketId, selection, side, size, idempotencyKey: `sz-${Math.random().toString(36).slice(2)}` }, 'demo');
    const over = await bet(bm.marketId, 'BACK', { kind: 'bookmaker', runnerId: '1', price: 2 }, 20_001);
    expect(codeOf(over)).toBe('INVALID_BET_SIZE');
    expect((over.json() as { error: { message: string } }).error.message).toContain('₹200.00 at 2.00');
    expect(codeOf(await bet(bm.marketId, 'LAY', { kind: 'bookmaker', runnerId: '1', price: 2.04 }, 20_001))).toBe('INVALID_BET_SIZE');
    expect(codeOf(await bet(bm.marketId, 'BACK', { kind: 'bookmaker', runnerId: '1', price: 2 }, 20_000))).toBeNull();
    expect(codeOf(await bet(bm.marketId, 'BACK', { kind: 'bookmaker', runnerId: '2', price: 1.9 }, 20_001))).toBeNull();
    expect(codeOf(await bet(fancy.marketId, 'BACK', { kind: 'fancy', line: 49, rate: 100 }, 15_001))).toBe('INVALID_BET_SIZE');
    expect(codeOf(await bet(fancy.marketId, 'LAY', { kind: 'fancy', line: 48, rate: 100 }, 15_001))).toBe('INVALID_BET_SIZE');
    expect(codeOf(await bet(fancy.marketId, 'LAY', { kind: 'fancy', line: 48, rate: 100 }, 15_000))).toBeNull();

    // A size is a whole number of paise from 1: anything else is refused with a code and changes nothing.
    for (const size of [0, -500, 125.5, 1e11]) {
      expect(codeOf(await quote({ marketId: bm.marketId, prices: [{ runnerId: '1', back: 2, lay: 2.04, size }] }))).toBe('INVALID_SIZE');
      expect(codeOf(await quote({ marketId: fancy.marketId, fancy: { noLine: 48, noRate: 100, yesLine: 49, yesRate: 100, size } }))).toBe('INVALID_SIZE');
    }
    // Below the market's min stake (₹10.00 here) a quote would take no bet: refused, with the min stake named.
    const small = await quote({ marketId: bm.marketId, prices: [{ runnerId: '1', back: 2, lay: 2.04, size: 999 }] });
    expect(codeOf(small)).toBe('INVALID_SIZE');
    expect((small.json() as { error: { message: string } }).error.message).toContain('min stake of ₹10.00');
    expect(codeOf(await quote({ marketId: fancy.marketId, fancy: { noLine: 48, noRate: 100, yesLine: 49, yesRate: 100, size: 999 } }))).toBe('INVALID_SIZE');
    expect(codeOf(await bet(bm.marketId, 'BACK', { kind: 'bookmaker', runnerId: '1', price: 2 }, 20_000))).toBeNull();
    expect(codeOf(await quote({ marketId: bm.marketId, prices: [{ runnerId: '1', back: 2, lay: 2.04, size: '5000' }] }))).toBe('INVALID_INPUT_DATA');
    expect(codeOf(await quote({ marketId: fancy.marketId, fancy: { noLine: 48, noRate: 100, yesLine: 49, yesRate: 100, size: '5000' } }))).toBe('INVALID_INPUT_DATA');
    // The operator's quote call checks the size in the domain, all runners or none.
    expect(codeOf(await post('/api/admin/markets/quote', { marketId: bm.marketId, quotes: { '2': { back: 1.8, lay: 1.84, size: 1_000 }, '1': { back: 2, lay: 2.04, size: 0.5 } } }))).toBe('INVALID_INPUT_DATA');
    expect(codeOf(await post('/api/admin/markets/quote', { marketId: fancy.marketId, fancy: { noLine: 48, noRate: 100, yesLine: 49, yesRate: 100, size: -1 } }))).toBe('INVALID_INPUT_DATA');
    const after = await book(bm.marketId);
    expect(after.runners.map((r) => [r.availableToBack[0], r.availableToLay[0]])).toEqual([
      [{ price: 2, size: 20_000 }, { price: 2.04, size: 20_000 }],
      [{ price: 1.9, size: after.maxStake }, { price: 1.94, size: after.maxStake }],
    ]);

    // A restart rebuilds the engines from the stored config: the sizes hold.
    const restarted = await MarketRegistry.load(api().database.db);
    const engine = restarted.get(bm.marketId)!.engine;
    expect(engine.kind === 'bookmaker' ? [engine.market.quoteOf('1')?.size, engine.market.quoteOf('2')?.size] : null).toEqual([20_000, undefined]);
    const fancyEngine = restarted.get(fancy.marketId)!.engine;
    expect(fancyEngine.kind === 'fancy' ? fancyEngine.market.quote : null).toEqual({ noLine: 48, noRate: 100, yesLine: 49, yesRate: 100, size: 15_000 });
    // A quote without a size takes it away: the market's max stake again.
    const cleared = await data<DeskEventView['markets'][number]>(quote({ marketId: bm.marketId, prices: [{ runnerId: '1', back: 2, lay: 2.04, size: null }] }));
    expect(cleared.runners[0]!.size).toBeNull();
    expect((await book(bm.marketId)).runners[0]!.availableToBack).toEqual([{ price: 2, size: bmBook.maxStake }]);
  });

  it('runs a match: play suspends every market, reopen opens them, a bet is settled and paid', async () => {
    const created = await event({ eventName: 'Play One v Play Two' });
    const bm = (await data<DeskEventView>(post('/api/backoffice/desk/markets/create', { eventId: created.eventId, kind: 'BOOKMAKER' }))).markets[0]!;
    await data(post('/api/backoffice/desk/markets/quote', { marketId: bm.marketId, prices: [{ runnerId: '1', back: 2, lay: 2.04 }, { runnerId: '2', back: 1.9, lay: 1.94 }] }));
    expect(codeOf(await post('/api/backoffice/desk/events/play', { eventId: created.eventId, ball: '4' }))).toBe('EVENT_NOT_IN_PLAY');
    const balance = async () => (await data<{ bankBalance: number }>(post('/api/user/balance', {}, 'demo'))).bankBalance;
    const before = await balance();
    // Backed at 2.00 for ₹100: ₹100 won, less commission, once the desk settles on the home side.
    expect(codeOf(await post('/api/bets/place', { marketId: bm.marketId, selection: { kind: 'bookmaker', runnerId: '1', price: 2 }, side: 'BACK', size: 10_000, idempotencyKey: `desk-${created.eventId}` }, 'demo'))).toBeNull();
    const live = await data<DeskEventView>(post('/api/backoffice/desk/events/start', { eventId: created.eventId }));
    expect(live.inPlay).toBe(true);
    expect(live.markets[0]!.inPlay).toBe(true);
    const afterBall = await data<DeskEventView>(post('/api/backoffice/desk/events/play', { eventId: created.eventId, ball: '4' }));
    expect(afterBall.betting).toBe('SUSPENDED');
    expect(afterBall.markets[0]!.status).toBe('SUSPENDED');
    expect(JSON.parse(afterBall.score!)).toMatchObject({ kind: 'cricket', runs: [4, 0], lastBall: '4' });
    expect(codeOf(await post('/api/backoffice/desk/events/play', { eventId: created.eventId, ball: '7' }))).toBe('INVALID_PLAY');
    const reopened = await data<DeskEventView>(post('/api/backoffice/desk/events/reopen', { eventId: created.eventId }));
    expect(reopened.markets[0]!.status).toBe('OPEN');
    const suspended = await data<DeskEventView>(post('/api/backoffice/desk/markets/status', { marketId: bm.marketId, status: 'SUSPENDED' }));
    expect(suspended).toMatchObject({ status: 'SUSPENDED' });
    const settled = await data<DeskEventView>(post('/api/backoffice/desk/markets/settle', { marketId: bm.marketId, winnerId: '1' }));
    expect(settled.markets).toEqual([]);
    await expect.poll(balance).toBeGreaterThan(before);
  });

  it('records a goal on a soccer match as the incident that suspends its markets', async () => {
    const created = await data<DeskEventView>(post('/api/backoffice/desk/events/create', { sportId: 1, tournamentId: 's-epl', eventName: 'Goal One v Goal Two', eventTime: '2030-01-01T10:00:00Z' }));
    await data(post('/api/backoffice/desk/markets/create', { eventId: created.eventId, kind: 'MATCH_ODDS', runners: ['Goal One', 'Goal Two', 'The Draw'] }));
    await data(post('/api/backoffice/desk/events/start', { eventId: created.eventId }));
    expect(codeOf(await post('/api/backoffice/desk/events/play', { eventId: created.eventId, ball: '4' }))).toBe('INVALID_PLAY');
    const scored = await data<DeskEventView>(post('/api/backoffice/desk/events/play', { eventId: created.eventId, goal: 'AWAY', minute: 17 }));
    expect(JSON.parse(scored.score!)).toMatchObject({ kind: 'soccer', home: 0, away: 1, minute: 17 });
    expect(scored.betting).toBe('SUSPENDED');
    expect(scored.markets.map((m) => [m.status, m.runners.map((r) => r.runnerName)])).toEqual([['SUSPENDED', ['Goal One', 'Goal Two', 'The Draw']]]);
  });
});
