import type { ReactNode } from 'react';
import { formatDateTime } from '@/features/backoffice/risk/date-time';
import { MoneyFigure } from '@/features/backoffice/risk/figures';
import { BetFilters, type BetFiltersProps } from './bet-filters';
import { STATUS_OPTIONS, type DownlineBet } from './bets-types';
import styles from './bets.module.css';

export interface BetsViewProps extends BetFiltersProps {
  /** One page of the bets matching the filter, newest first; null while it loads. */
  bets: readonly DownlineBet[] | null;
  /** How many matching bets come before this page (0 on the first). */
  pageStart: number;
  /** Older bets match after this page. */
  hasOlder: boolean;
  /** A page is on its way. */
  paging?: boolean;
  onOlder: () => void;
  onNewer: () => void;
  error?: string | null;
  /** The live ticker beside the list. */
  ticker: ReactNode;
}

const statusWord = (status: DownlineBet['status']) => STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;

/** `/backoffice/bets`: the downline's bets by user, sport, market, status and dates, paged, with the live ticker beside them. */
export function BetsView({ bets, pageStart, hasOlder, paging = false, onOlder, onNewer, error, ticker, ...filters }: BetsViewProps) {
  return (
    <section className={styles.page} aria-labelledby="bets-title">
      <h1 id="bets-title" className={styles.title}>
        Bets
      </h1>
      <BetFilters key={`${filters.filter.userName}|${filters.filter.marketId}`} {...filters} />
      <div className={styles.columns}>
        <div className={styles.listColumn}>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          {bets === null ? (
            <p className={styles.empty} role="status" aria-busy="true">
              Loading bets…
            </p>
          ) : bets.length === 0 ? (
            <p className={styles.empty} role="status">
              No bets of your downline match these filters.
            </p>
          ) : (
            <BetTable bets={bets} />
          )}
          {bets && bets.length > 0 ? (
            <nav className={styles.pager} aria-label="Pages of bets">
              <button type="button" className={styles.more} onClick={onNewer} disabled={paging || pageStart === 0}>
                Newer
              </button>
              <span className={styles.count} role="status">
                {paging ? 'Loading…' : `Bets ${pageStart + 1}–${pageStart + bets.length}`}
              </span>
              <button type="button" className={styles.more} onClick={onOlder} disabled={paging || !hasOlder}>
                Older
              </button>
            </nav>
          ) : null}
        </div>
        <div className={styles.tickerColumn}>{ticker}</div>
      </div>
    </section>
  );
}

function BetTable({ bets }: { bets: readonly DownlineBet[] }) {
  return (
    <div className={styles.scroll} role="region" aria-label="Bet list" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Bets of the downline, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Placed</th>
            <th scope="col">User</th>
            <th scope="col">Market</th>
            <th scope="col">Selection</th>
            <th scope="col" className={styles.num}>
              Price
            </th>
            <th scope="col" className={styles.num}>
              Stake
            </th>
            <th scope="col" className={styles.num}>
              Matched
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.betId} data-side={bet.side}>
              <td data-label="Placed">{formatDateTime(bet.placedAt)}</td>
              <td data-label="User" className={styles.user}>
                {bet.userName}
              </td>
              <td data-label="Market">
                <span className={styles.sport}>{bet.sportName}</span> {bet.eventName} · {bet.marketName}
              </td>
              <td data-label="Selection">{bet.selection}</td>
              <td data-label="Price" className={styles.num}>
                {bet.price}
              </td>
              <td data-label="Stake" className={styles.num}>
                <MoneyFigure paise={bet.stake} />
              </td>
              <td data-label="Matched" className={styles.num}>
                <MoneyFigure paise={bet.matched} />
              </td>
              <td data-label="Status">{statusWord(bet.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
