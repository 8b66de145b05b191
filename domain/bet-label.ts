/**
 * How a bet and its market are named on every screen (statement, profit and loss, bet history, My
 * Bets, bet slip): the event, the market and the runner by name, never by id, and a fancy bet by its
 * line and rate ("Yes 45 @ 100", "No 44 @ 90", as the fancy market's No / Yes columns show line over
 * rate), a runner bet by its side and odds ("Back 2.10").
 */
import type { Side } from './side';

/** What a bet's price label needs: a fancy bet has a line (its odds are the rate), other bets none. */
export interface BetPrice {
  side: Side;
  /** Decimal odds (fancy: the rate, whole percent). */
  oddsPrice: number;
  /** A fancy bet's line in runs; null or absent for other bets. */
  line?: number | null;
}

/** Where a bet or a statement line sits. Names may be missing on old rows: what is there is shown. */
export interface MarketPlace {
  eventName?: string | null;
  marketName?: string | null;
}

export type BetResult = 'won' | 'lost' | 'void' | null;

const SEPARATOR = ' · ';

/** Decimal odds as a bettor reads them: two decimals ("2.10", "1.01", "100.00"). */
export const oddsText = (odds: number): string => odds.toFixed(2);

/** Whether a bet is on a fancy line (its odds are the rate). */
export const isFancyBet = (bet: Pick<BetPrice, 'line'>): boolean => bet.line !== null && bet.line !== undefined;

/** "Yes 45 @ 100" / "No 44 @ 90" for a fancy bet, "Back 2.10" / "Lay 3.50" for any other. */
export function betPriceLabel(bet: BetPrice): string {
  if (isFancyBet(bet)) return `${bet.side === 'BACK' ? 'Yes' : 'No'} ${bet.line} @ ${Math.round(bet.oddsPrice)}`;
  return `${bet.side === 'BACK' ? 'Back' : 'Lay'} ${oddsText(bet.oddsPrice)}`;
}

/** A bet's odds column: "Yes 45 @ 100" / "No 44 @ 90" for a fancy bet (its odds are the rate), "2.10" for any other. */
export function betOddsLabel(bet: BetPrice): string {
  return isFancyBet(bet) ? betPriceLabel(bet) : oddsText(bet.oddsPrice);
}

/** "Mumbai v Chennai · Match Odds": the event and market names, whichever are known. */
export function marketLabel(place: MarketPlace): string {
  return [place.eventName, place.marketName].filter((name): name is string => Boolean(name)).join(SEPARATOR);
}

/**
 * A whole bet in one line: "Mumbai v Chennai · Match Odds · Mumbai — Back 2.10 won". A fancy bet's
 * runner is its market (the line says what it is on): "India v Australia · 6 Over Runs IND — Yes 45 @ 100".
 */
export function betLabel(bet: BetPrice & MarketPlace & { selectionName?: string | null; result?: BetResult }): string {
  const where = [marketLabel(bet), isFancyBet(bet) ? null : bet.selectionName].filter((part): part is string => Boolean(part)).join(SEPARATOR);
  const what = [betPriceLabel(bet), bet.result].filter(Boolean).join(' ');
  return where ? `${where} — ${what}` : what;
}

/** The result word of a settled bet from its state and profit: won, lost or void; null while open. */
export function betResult(bet: { state?: string | null; profitAndLoss?: number | null }): BetResult {
  if (bet.state === 'VOIDED') return 'void';
  if (bet.state !== 'SETTLED' || bet.profitAndLoss === null || bet.profitAndLoss === undefined) return null;
  return bet.profitAndLoss >= 0 ? 'won' : 'lost';
}
