import { isOnLadder, tickToPrice, fromOdds100, toOdds100, MAX_ODDS100 } from '@domain/ladder';
import { NEXT_BALL_NAMES, NEXT_BALL_ODDS100 } from '@domain/match-score';
import { MAX_STAKE, formatMoney, isStake } from '@domain/money';
import type { DeskFancyQuote, DeskMarketInput, DeskMarketView, DeskQuoteInput } from '../../contract/trading-desk';
import type { NewMarket } from '../db/queries/markets';
import type { RunnerRow } from '../markets/engines';
import type { MarketEntry } from '../markets/registry';
import type { QuoteChange } from '../markets/kinds';
import { invalid } from './errors';

/** The most runners a desk market lists (a race field). */
export const MAX_DESK_RUNNERS = 24;
/** Odds a fixed-odds market opens at before the desk quotes it. */
const OPENING_FIXED_ODDS100 = 200;

const roles = ['HOME', 'AWAY', 'DRAW'] as const;

/** The two teams of an event named "Home v Away"; a race or a name without " v " has none. */
export function teamsOf(eventName: string): string[] {
  const parts = eventName.split(/\s+v(?:s\.?)?\s+/i).map((p) => p.trim());
  return parts.length === 2 && parts.every(Boolean) ? parts : [];
}

function runnerList(names: string[]): NewMarket['runners'] {
  const trimmed = names.map((n) => n.trim());
  if (trimmed.length < 2 || trimmed.length > MAX_DESK_RUNNERS) throw invalid(`A market lists 2 to ${MAX_DESK_RUNNERS} runners`, 'INVALID_RUNNERS');
  if (trimmed.some((n) => n.length === 0 || n.length > 80)) throw invalid('A runner is named in 1 to 80 characters', 'INVALID_RUNNERS');
  if (new Set(trimmed.map((n) => n.toLowerCase())).size !== trimmed.length) throw invalid('Two runners have the same name', 'INVALID_RUNNERS');
  // Teams (two, or two and the draw) take their parts, so the lists line up 1 X 2 and edits rename them together.
  const withRoles = trimmed.length <= 3;
  return trimmed.map((runnerName, i) => ({ runnerId: String(i + 1), runnerName, ...(withRoles ? { role: roles[i]! } : {}) }));
}

/** The market a desk's request creates, with its id under the event (`<eventId>.<kind><n>`). */
export function newDeskMarket(input: DeskMarketInput, eventName: string, marketId: string, sequence: number): NewMarket {
  const names = input.runners && input.runners.length > 0 ? input.runners : teamsOf(eventName);
  const name = input.marketName?.trim();
  if (name !== undefined && (name.length === 0 || name.length > 80)) throw invalid('A market is named in 1 to 80 characters', 'INVALID_MARKET_NAME');
  switch (input.kind) {
    case 'MATCH_ODDS':
      return { marketId, marketName: name ?? 'Match Odds', kind: 'exchange', runners: runnerList(names), sequence };
    case 'BOOKMAKER': {
      const runners = runnerList(names);
      return { marketId, marketName: name ?? 'Bookmaker', kind: 'bookmaker', runners, config: { quotes: Object.fromEntries(runners.map((r) => [r.runnerId, null])) }, sequence };
    }
    case 'FIXED_ODDS': {
      const runners = runnerList(names);
      return { marketId, marketName: name ?? 'To Win (fixed odds)', kind: 'lottery', runners, config: { odds: Object.fromEntries(runners.map((r) => [r.runnerId, OPENING_FIXED_ODDS100])) }, sequence };
    }
    case 'NEXT_BALL':
      return {
        marketId,
        marketName: name ?? 'Next Ball',
        kind: 'ballByBall',
        runners: Object.keys(NEXT_BALL_ODDS100).map((k) => ({ runnerId: k, runnerName: NEXT_BALL_NAMES[k]! })),
        config: { odds: { ...NEXT_BALL_ODDS100 } },
        sequence,
      };
    case 'FANCY': {
      if (!name) throw invalid('A fancy line needs its name ("6 Over Runs IND")', 'INVALID_MARKET_NAME');
      const line = input.line;
      if (line === null || line === undefined || !Number.isSafeInteger(line) || line < 0 || line > 10_000) throw invalid('A fancy line opens at a whole number of runs, 0 to 10,000', 'INVALID_LINE');
      return { marketId, marketName: name, kind: 'fancy', runners: [], config: { quote: { noLine: line, noRate: 100, yesLine: line + 1, yesRate: 100 } }, sequence };
    }
  }
}

/**
 * A quote's size as given: null for none (the market's max stake), else a stake in paise of at least the
 * market's min stake (a smaller size would take no bet at all); INVALID_SIZE otherwise.
 */
function checkSize(size: unknown, where: string, minStake: number): number | null {
  if (size === null || size === undefined) return null;
  if (!isStake(size)) throw invalid(`${where}: a size is a whole number of paise, 1 to ${MAX_STAKE} (${formatMoney(1)} to ${formatMoney(MAX_STAKE)}), got ${JSON.stringify(size)}`, 'INVALID_SIZE');
  if (size < minStake) throw invalid(`${where}: a size of ${formatMoney(size)} is below the market's min stake of ${formatMoney(minStake)}, so it would take no bet`, 'INVALID_SIZE');
  return size;
}

function checkFancy(q: DeskFancyQuote, marketName: string, minStake: number): DeskFancyQuote {
  const whole = (n: number, min: number, max: number) => Number.isSafeInteger(n) && n >= min && n <= max;
  if (!whole(q.noLine, 0, 10_000) || !whole(q.yesLine, 0, 10_000)) throw invalid('A line is a whole number of runs, 0 to 10,000', 'INVALID_LINE');
  if (q.yesLine < q.noLine) throw invalid('The YES line is at or above the NO line', 'INVALID_LINE');
  if (!whole(q.noRate, 1, 1_000) || !whole(q.yesRate, 1, 1_000)) throw invalid('A rate is a whole percent, 1 to 1,000', 'INVALID_RATE');
  return { noLine: q.noLine, noRate: q.noRate, yesLine: q.yesLine, yesRate: q.yesRate, size: checkSize(q.size, marketName, minStake) };
}

/** A desk quote in the exchange's quote form, checked against the market's kind and runners. */
export function quoteChangeOf(entry: MarketEntry, input: DeskQuoteInput): QuoteChange {
  const kind = entry.engine.kind;
  const runnerIds = new Set(runnerIdsOf(entry));
  const known = (runnerId: string) => {
    if (!runnerIds.has(runnerId)) throw invalid(`No runner ${runnerId} in ${entry.row.marketName}`, 'INVALID_RUNNER');
  };
  if (kind === 'bookmaker' && input.prices) {
    const quotes: NonNullable<QuoteChange['quotes']> = {};
    for (const p of input.prices) {
      known(p.runnerId);
      const [back, lay] = [p.back ?? null, p.lay ?? null];
      for (const price of [back, lay]) if (price !== null && !isOnLadder(price)) throw invalid(`${price} is not a price on the ladder`, 'INVALID_PRICE');
      if (back !== null && lay !== null && lay < back) throw invalid('The lay price is at or above the back price', 'INVALID_PRICE');
      quotes[p.runnerId] = { back, lay, size: checkSize(p.size, entry.runners.find((r) => r.runnerId === p.runnerId)?.runnerName ?? p.runnerId, entry.row.minStake) };
    }
    return { quotes };
  }
  if (kind === 'fancy' && input.fancy) return { fancy: checkFancy(input.fancy, entry.row.marketName, entry.row.minStake) };
  if ((kind === 'lottery' || kind === 'ballByBall' || kind === 'binary') && input.odds) {
    const odds: Record<string, number> = {};
    for (const o of input.odds) {
      known(o.runnerId);
      const odds100 = toOdds100(o.odds);
      if (!Number.isFinite(o.odds) || odds100 < 101 || odds100 > MAX_ODDS100) throw invalid(`Odds are ${fromOdds100(101)} to ${fromOdds100(MAX_ODDS100)}`, 'INVALID_PRICE');
      odds[o.runnerId] = odds100;
    }
    return { odds };
  }
  throw invalid(`That quote does not fit ${entry.row.marketName} (${kind})`, 'INVALID_QUOTE');
}

function runnerIdsOf(entry: MarketEntry): string[] {
  if (entry.runners.length > 0) return entry.runners.map((r) => r.runnerId);
  return Object.keys((entry.row.config as { odds?: Record<string, number> }).odds ?? {});
}

/** A live market as the desk shows it: status from its engine, quotes from its stored config. */
export function deskMarketView(entry: MarketEntry): DeskMarketView {
  const config = entry.row.config as { quotes?: Record<string, { back: number | null; lay: number | null; size?: number } | null>; quote?: DeskFancyQuote | null; odds?: Record<string, number> };
  const names = new Map(entry.runners.map((r: RunnerRow) => [r.runnerId, r.runnerName]));
  const runners = runnerIdsOf(entry).map((runnerId) => {
    const q = config.quotes?.[runnerId] ?? null;
    const odds = config.odds?.[runnerId];
    return {
      runnerId,
      runnerName: names.get(runnerId) ?? runnerId,
      back: q?.back == null ? null : tickToPrice(q.back),
      lay: q?.lay == null ? null : tickToPrice(q.lay),
      size: q?.size ?? null,
      odds: odds === undefined ? null : fromOdds100(odds),
    };
  });
  return {
    marketId: entry.row.marketId,
    marketName: entry.row.marketName,
    kind: entry.engine.kind,
    status: entry.engine.market.status,
    inPlay: entry.row.inPlay,
    runners,
    fancy: entry.engine.kind === 'fancy' && config.quote ? { ...config.quote, size: config.quote.size ?? null } : null,
  };
}
