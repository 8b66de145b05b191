/**
 * A market as the Exchange Stream API sees it: its full image (every offer each side, traded volume
 * per price, last traded price, the market definition) read from the live engine, in paise. An image
 * is immutable: the feed keeps a short history of them (stream-market-feed.ts) and each subscriber
 * projects them to the fields it asked for (stream-projection.ts).
 */
import { runnerLadderOf } from '../../markets/ladder';
import type { MarketEntry } from '../../markets/registry';
import { marketView } from '../../markets/views';
import { bettingTypeOf, marketTypeOf, selectionIdOf } from './ids';
import type { MarketDefinitionShape } from './stream-definitions';

/** Price → paise; only prices with money. */
export type PriceMap = ReadonlyMap<number, number>;

export interface RunnerImage {
  id: number;
  /** Available to back (resting lays) and to lay (resting backs), each price with money. */
  atb: PriceMap;
  atl: PriceMap;
  /** Traded per price. */
  trd: PriceMap;
  ltp: number | null;
  /** Traded volume, paise. */
  tv: number;
}

export interface MarketImage {
  marketId: string;
  definition: MarketDefinitionShape;
  /** The definition with its version as text: two images with the same key have the same definition. */
  definitionKey: string;
  tv: number;
  runners: readonly RunnerImage[];
}

/** What the stream says about a market's event: fixed while the market is open. */
export interface MarketInfo {
  marketId: string;
  eventId: string;
  eventTypeId: string;
  openDate: string;
  commissionBp: number;
}

const sizes = (levels: readonly { price: number; size: number }[]): PriceMap => new Map(levels.filter((l) => l.size > 0).map((l) => [l.price, l.size]));

/** The market's image now; a market no longer open (settled, voided, removed) is CLOSED with an empty book. */
export function marketImageOf(entry: MarketEntry | undefined, info: MarketInfo, previous: MarketImage | null): MarketImage {
  if (!entry) {
    const definition = { ...(previous?.definition ?? baseDefinition(info)), status: 'CLOSED' as const, inPlay: false, complete: true };
    const runners = (previous?.runners ?? []).map((r) => ({ id: r.id, atb: new Map(), atl: new Map(), trd: r.trd, ltp: r.ltp, tv: r.tv }));
    // Settled and gone from the engines: its settlement counted one more version.
    return finish(info.marketId, definition, runners, (previous?.definition.version ?? 0) + 1);
  }
  const view = marketView(entry);
  const runners = view.runners.map((runner): RunnerImage => {
    const id = selectionIdOf(view, runner.runnerId);
    const ladder = view.kind === 'exchange' ? runnerLadderOf(entry, runner.runnerId) : null;
    if (ladder?.ok) {
      const { levels, lastTradedPrice, tradedVolume } = ladder.ladder;
      return {
        id,
        atb: new Map(levels.filter((l) => l.availableToBack > 0).map((l) => [l.price, l.availableToBack])),
        atl: new Map(levels.filter((l) => l.availableToLay > 0).map((l) => [l.price, l.availableToLay])),
        trd: new Map(levels.filter((l) => l.traded > 0).map((l) => [l.price, l.traded])),
        ltp: lastTradedPrice,
        tv: tradedVolume,
      };
    }
    // The house kinds: the house's quotes with what it takes there.
    return { id, atb: sizes(runner.availableToBack), atl: sizes(runner.availableToLay), trd: new Map(), ltp: runner.lastTradedPrice, tv: runner.tradedVolume };
  });
  const exchange = view.kind === 'exchange';
  const definition: MarketDefinitionShape = {
    ...baseDefinition(info),
    marketType: marketTypeOf(view.kind, view.marketName),
    // The stream's schema has no FIXED_ODDS: the house kinds go without a betting type (their marketType names them).
    ...(exchange ? { bettingType: bettingTypeOf(view.kind) as 'ODDS' } : {}),
    status: view.status as 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED',
    inPlay: view.inPlay,
    betDelay: Math.round(view.betDelayMs / 1000),
    persistenceEnabled: exchange,
    turnInPlayEnabled: exchange,
    numberOfActiveRunners: runners.length,
    runners: runners.map((r, i) => ({ id: r.id, sortPriority: i + 1, status: 'ACTIVE' as const, hc: 0 })),
  };
  return finish(info.marketId, definition, runners, view.version);
}

function baseDefinition(info: MarketInfo): MarketDefinitionShape {
  return {
    eventId: info.eventId,
    eventTypeId: info.eventTypeId,
    openDate: info.openDate,
    marketTime: info.openDate,
    suspendTime: info.openDate,
    countryCode: 'IN',
    timezone: 'Asia/Kolkata',
    regulators: ['BACKLAY'],
    marketBaseRate: info.commissionBp / 100,
    numberOfWinners: 1,
    bspMarket: false,
    bspReconciled: false,
    crossMatching: false,
    runnersVoidable: false,
    discountAllowed: false,
    complete: true,
    priceLadderDefinition: { type: 'CLASSIC' },
  };
}

/** The image with its definition's version: the market's own (markets.version, the one listMarketBook reports). */
function finish(marketId: string, definition: MarketDefinitionShape, runners: RunnerImage[], version: number): MarketImage {
  const versioned = { ...definition, version };
  return { marketId, definition: versioned, definitionKey: JSON.stringify(versioned), tv: runners.reduce((sum, r) => sum + r.tv, 0), runners };
}
