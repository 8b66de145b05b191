/** The profit-and-loss drill-down's addresses and breadcrumbs: each level's URL carries the range. */
import type { Crumb } from '@/features/account/shared/account-page';
import type { DayRange } from '@/features/account/shared/account-range';
import { pathTo } from '../../../../machines/lib/routes';

export const profitLossPaths = {
  sport: (range: DayRange) => `${pathTo('profitLoss')}?from=${range.from}&to=${range.to}`,
  event: (sportId: number, range: DayRange) => pathTo('profitLossEvent', { sportId, startDate: range.from, endDate: range.to }),
  market: (sportId: number, eventId: string, range: DayRange) => pathTo('profitLossMarket', { sportsId: sportId, eventId, startDate: range.from, endDate: range.to }),
  /** The bets of one market; the range and event ride along for the breadcrumbs and the market's figures. */
  bets: (marketId: string, sportId: number, range: DayRange, eventId?: string) =>
    `${pathTo('userBetHistory', { marketId, sportsId: sportId })}?from=${range.from}&to=${range.to}${eventId ? `&eventId=${encodeURIComponent(eventId)}` : ''}`,
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
