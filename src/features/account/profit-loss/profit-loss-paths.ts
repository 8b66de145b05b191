/** The profit-and-loss drill-down's addresses and breadcrumbs: each level's URL carries the range. */
import type { Crumb } from '@/features/account/shared/account-page';
import type { DayRange } from '@/features/account/shared/account-range';

const enc = encodeURIComponent;

export const profitLossPaths = {
  sport: (range: DayRange) => `/profitloss?from=${range.from}&to=${range.to}`,
  event: (sportId: number, range: DayRange) => `/profitlossEvent/${sportId}/${range.from}/${range.to}`,
  market: (sportId: number, eventId: string, range: DayRange) => `/profitlossMarket/${sportId}/${enc(eventId)}/${range.from}/${range.to}`,
  /** The bets of one market; the range and event ride along for the breadcrumbs and the market's figures. */
  bets: (marketId: string, sportId: number, range: DayRange, eventId?: string) =>
    `/userBetHistory/${enc(marketId)}/${sportId}?from=${range.from}&to=${range.to}${eventId ? `&eventId=${enc(eventId)}` : ''}`,
};

/** Profit and Loss › sport › event › market, each linking back up except the current level. */
export function profitLossCrumbs(range: DayRange, sport: { sportId: number; sportName: string }, event?: { eventId: string; eventName: string }, market?: { marketName: string }): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Profit and Loss', to: profitLossPaths.sport(range) }];
  const levels: Crumb[] = [
    { label: sport.sportName, to: profitLossPaths.event(sport.sportId, range) },
    ...(event ? [{ label: event.eventName, to: profitLossPaths.market(sport.sportId, event.eventId, range) }] : []),
    ...(market ? [{ label: market.marketName }] : []),
  ];
  const last = levels.length - 1;
  return [...crumbs, ...levels.map((c, i) => (i === last ? { label: c.label } : c))];
}
