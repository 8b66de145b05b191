import { graphql } from '@/gql/gql';
import type { BetHistoryState, BetHistoryTable_BetsFragment } from '@/gql/graphql';
import { betLabel, marketLabel, oddsText } from '@domain/bet-label';
import { AccountTable, type Column } from '@/features/account/shared/account-table';
import { formatDateTime, formatPaise, formatSignedPaise, signOf } from '@/features/account/shared/account-format';

export const BetHistoryTable_bets = graphql(`
  fragment BetHistoryTable_bets on BetHistoryRow {
    betId
    marketId
    marketName
    exEventId
    eventName
    sportId
    sportName
    selectionName
    side
    type
    line
    oddsPrice
    averagePriceMatched
    stake
    sizeMatched
    state
    placedAt
    settledAt
    profitAndLoss
  }
`);

export type HistoryBet = BetHistoryTable_BetsFragment;

export const STATE_LABEL: Record<BetHistoryState, string> = {
  OPEN: 'Open',
  SETTLED: 'Settled',
  VOIDED: 'Voided',
  CANCELLED: 'Cancelled',
  LAPSED: 'Lapsed',
};

export interface BetHistoryTableProps {
  caption: string;
  bets: readonly HistoryBet[];
  emptyText: string;
  /** Event and market columns (off on one market's page). */
  showMarket?: boolean;
  locale?: string;
}

/** Past bets, back rows blue and lay rows pink, with what each won or lost. */
export function BetHistoryTable({ caption, bets, emptyText, showMarket = true, locale }: BetHistoryTableProps) {
  const columns: Column<HistoryBet>[] = [
    ...(showMarket
      ? [
          { key: 'sport', header: 'Sport', cell: (b: HistoryBet) => b.sportName },
          { key: 'market', header: 'Event · Market', cell: (b: HistoryBet) => marketLabel(b) },
        ]
      : []),
    // Runner, side and odds asked in one label; a fancy bet by its line and rate ("Yes 45 @ 100").
    { key: 'bet', header: 'Bet', cell: (b) => betLabel({ selectionName: b.selectionName, side: b.side, oddsPrice: b.oddsPrice, line: b.line }) },
    { key: 'avg', header: 'Avg matched', numeric: true, cell: (b) => (b.averagePriceMatched === null || b.averagePriceMatched === undefined ? '–' : oddsText(b.averagePriceMatched)) },
    { key: 'stake', header: 'Stake', numeric: true, cell: (b) => formatPaise(b.stake) },
    { key: 'pnl', header: 'Profit/Loss', numeric: true, cell: (b) => (b.profitAndLoss === null || b.profitAndLoss === undefined ? '–' : <span data-sign={signOf(b.profitAndLoss)}>{formatSignedPaise(b.profitAndLoss)}</span>) },
    { key: 'status', header: 'Status', cell: (b) => STATE_LABEL[b.state] },
    { key: 'placed', header: 'Placed', cell: (b) => formatDateTime(b.placedAt, locale) },
    { key: 'settled', header: 'Settled', cell: (b) => formatDateTime(b.settledAt, locale) || '–' },
  ];
  return <AccountTable caption={caption} columns={columns} rows={bets} rowKey={(b) => b.betId} emptyText={emptyText} rowSide={(b) => (b.side === 'BACK' ? 'back' : 'lay')} virtual />;
}
