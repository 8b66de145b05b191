import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { inMatchedList, inUnmatchedList } from '@domain/bet-contract';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { CancelBetMutation } from '@/features/bets/public';
import { graphql } from '@/gql/gql';
import type { UnsettledBets_BetsFragment, UnsettledBetsQueryQuery } from '@/gql/graphql';
import { AccountPage } from '@/features/account/shared/account-page';
import { AccountTable, type Column } from '@/features/account/shared/account-table';
import { formatDateTime, formatPaise } from '@/features/account/shared/account-format';
import styles from '@/features/account/shared/account-page.module.css';
import { oddsText } from '@domain/bet-label';
import { pathTo } from '../../../../machines/lib/routes';

export const UnsettledBets_bets = graphql(`
  fragment UnsettledBets_bets on Bet {
    betId
    marketId
    marketName
    exEventId
    eventName
    sportId
    selectionName
    side
    oddsPrice
    averagePriceMatched
    stake
    sizeMatched
    sizeRemaining
    status
    placedAt
  }
`);

/** The one query of `/unsetteledbet`. */
export const UnsettledBetsQuery = graphql(`
  query UnsettledBetsQuery {
    unsettledBets {
      ...UnsettledBets_bets
    }
  }
`);

type Bet = UnsettledBets_BetsFragment;

/** The market page of a bet (lottery draws have their own). */
export const marketPathOf = (bet: Pick<Bet, 'exEventId' | 'sportId'>): string | null =>
  bet.exEventId && bet.sportId !== null && bet.sportId !== undefined
    ? pathTo(bet.sportId === 66104 ? 'lotteryDetails' : 'marketDetails', { eventId: bet.exEventId, id: bet.sportId })
    : null;

export type CancelNotice = { kind: 'done' | 'failed'; text: string } | null;

export interface UnsettledBetsViewProps {
  bets: readonly Bet[];
  onCancel: (bet: Bet) => void;
  /** Bets whose cancel is on its way. */
  cancelling: ReadonlySet<string>;
  notice: CancelNotice;
  pending?: boolean;
  locale?: string;
}

/** Unsettled bets: every open matched and unmatched bet, linked to its market; unmatched ones cancel here. */
export function UnsettledBetsView({ bets, onCancel, cancelling, notice, pending, locale }: UnsettledBetsViewProps) {
  const columns: Column<Bet>[] = [
    {
      key: 'market',
      header: 'Market',
      cell: (b) => {
        const path = marketPathOf(b);
        const name = `${b.eventName ?? b.exEventId ?? ''} · ${b.marketName ?? b.marketId}`;
        return path ? <Link to={path}>{name}</Link> : name;
      },
    },
    { key: 'selection', header: 'Selection', cell: (b) => b.selectionName },
    { key: 'side', header: 'Back/Lay', cell: (b) => (b.side === 'BACK' ? 'Back' : 'Lay') },
    { key: 'odds', header: 'Odds', numeric: true, cell: (b) => oddsText(b.oddsPrice) },
    { key: 'avg', header: 'Avg matched', numeric: true, cell: (b) => (b.averagePriceMatched ? oddsText(b.averagePriceMatched) : '–') },
    { key: 'matched', header: 'Matched', numeric: true, cell: (b) => formatPaise(b.sizeMatched) },
    { key: 'unmatched', header: 'Unmatched', numeric: true, cell: (b) => formatPaise(b.sizeRemaining) },
    { key: 'placed', header: 'Placed', cell: (b) => formatDateTime(b.placedAt, locale) },
    {
      key: 'action',
      header: 'Action',
      cell: (b) =>
        b.sizeRemaining > 0 ? (
          <button type="button" className={styles.button} disabled={cancelling.has(b.betId)} onClick={() => onCancel(b)} aria-label={`Cancel unmatched ${formatPaise(b.sizeRemaining)} on ${b.selectionName}${cancelling.has(b.betId) ? ': cancelling' : ''}`}>
            {cancelling.has(b.betId) ? 'Cancelling…' : 'Cancel'}
          </button>
        ) : (
          ''
        ),
    },
  ];
  return (
    <AccountPage title="Unsettled Bets" pending={pending}>
      {notice && (
        <p role={notice.kind === 'failed' ? 'alert' : 'status'} data-sign={notice.kind === 'failed' ? 'negative' : undefined}>
          {notice.text}
        </p>
      )}
      <AccountTable caption="Unsettled bets" columns={columns} rows={bets} rowKey={(b) => b.betId} emptyText="You have no unsettled bets." rowSide={(b) => (b.side === 'BACK' ? 'back' : 'lay')} />
    </AccountPage>
  );
}

/** Takes a bet out of the cached Unsettled Bets once it has nothing matched or waiting (the exchange's rule, domain/bet-contract.ts). */
export function dropSettledOut(cache: ApolloCache, bet: { betId: string; sizeMatched: number; sizeRemaining: number }): void {
  if (inMatchedList(bet) || inUnmatchedList(bet)) return;
  cache.modify<{ unsettledBets: Reference[] }>({ id: 'ROOT_QUERY', fields: { unsettledBets: (existing, { readField }) => existing.filter((ref) => readField<string>('betId', ref) !== bet.betId) } });
}

/** `/unsetteledbet` (both). */
export function UnsettledBetsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<UnsettledBetsQueryQuery>);
  // No refetch: the cancel answers the bet (the cache's Bet moves); one left with nothing matched or waiting leaves the list.
  const [cancelBet] = useMutation(CancelBetMutation, { update: (cache, { data }) => data && dropSettledOut(cache, data.cancelBet) });
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<CancelNotice>(null);
  const cancel = async (bet: Bet) => {
    setCancelling((s) => new Set(s).add(bet.betId));
    try {
      await cancelBet({ variables: { marketId: bet.marketId, betId: bet.betId } });
      setNotice({ kind: 'done', text: `Bet cancelled: ${bet.selectionName}` });
    } catch (error) {
      setNotice({ kind: 'failed', text: `Could not cancel the bet on ${bet.selectionName}: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setCancelling((s) => {
        const next = new Set(s);
        next.delete(bet.betId);
        return next;
      });
    }
  };
  return <UnsettledBetsView bets={data.unsettledBets} onCancel={(b) => void cancel(b)} cancelling={cancelling} notice={notice} />;
}
