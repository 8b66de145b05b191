import type { ApolloCache, Reference } from '@apollo/client';
import type { BackofficeRiskLiveSubscription, RiskBet_BetFragment, RiskRow_RowFragment } from '@/gql/graphql';
import { betPrice, betSelection } from './bet-text';
import { RiskRow_row } from './risk-documents';
import type { RiskBet, RiskRow } from './risk-types';

/** Sport names by id, from the site's sports list; an id the list lacks shows as "Sport <id>". */
export function sportNamer(sports: readonly { sportId: number; sportName: string }[]): (id: number) => string {
  const names = new Map(sports.map((s) => [s.sportId, s.sportName]));
  return (id) => names.get(id) ?? `Sport ${id}`;
}

export function toRiskRow(row: RiskRow_RowFragment, sportName: (id: number) => string): RiskRow {
  return {
    marketId: row.marketId,
    sportName: sportName(row.sportId),
    eventName: row.eventName,
    marketName: row.marketName,
    inPlay: row.inPlay,
    outcomes: row.outcomes.map((o) => ({ key: o.key, name: o.name, pnl: o.myPnl })),
    worstCase: row.worstCase,
  };
}

export function toRiskBet(bet: RiskBet_BetFragment): RiskBet {
  return {
    betId: bet.betId,
    userName: bet.userName,
    side: bet.side,
    selection: betSelection(bet),
    price: betPrice(bet),
    stake: bet.stake,
    matched: bet.matched,
    placedAt: bet.placedAt,
    bettorPnl: bet.bettorPnl,
    myShareBps: bet.myShareBps,
  };
}

type RiskChange = BackofficeRiskLiveSubscription['backofficeRiskBook'];

/**
 * Writes a push into the book: a market's new row replaces its old one in place (rows are
 * normalised by marketId, so the drill-down's row moves too), a new market joins the list, a
 * market with no row any more (closed, or no downline bet left) leaves it. Nothing is read again.
 */
export function writeRiskChange(cache: ApolloCache, change: RiskChange): void {
  const ref = change.row ? cache.writeFragment({ fragment: RiskRow_row, fragmentName: 'RiskRow_row', data: change.row }) : undefined;
  cache.modify<{ backofficeRiskBook: readonly Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      backofficeRiskBook(existing, { readField }) {
        const list = existing as readonly Reference[];
        const has = list.some((r) => readField('marketId', r) === change.marketId);
        if (!ref) return has ? list.filter((r) => readField('marketId', r) !== change.marketId) : list;
        return has ? list : [...list, ref];
      },
    },
  });
}
