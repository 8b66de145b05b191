import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PnlFigure } from './figures';
import { arrangeRiskRows, isOrderStale } from './risk-order';
import { riskMarketPath } from './risk-paths';
import { DEFAULT_RISK_SORT, nextSort, sortRiskRows, type RiskSort, type RiskSortKey } from './risk-sort';
import type { RiskRow } from './risk-types';
import styles from './risk.module.css';

export interface RiskBookViewProps {
  /** Open markets with downline bets; null while the first answer is on its way. */
  rows: readonly RiskRow[] | null;
  /** The live stream's state: 'live' moving, 'reconnecting' after a drop. */
  live?: 'live' | 'reconnecting';
  error?: string | null;
}

/** Markets listed before "Show all": the worst of a big book first, the page stays quick. */
export const RISK_FIRST_ROWS = 100;

const SORT_LABELS: Record<RiskSortKey, string> = { worstCase: 'Worst case', sport: 'Sport', event: 'Event', market: 'Market' };

/** `/backoffice/risk`: what my level wins or loses on each outcome of every open market, worst first, live. */
export function RiskBookView({ rows, live = 'live', error }: RiskBookViewProps) {
  return (
    <section className={styles.page} aria-labelledby="risk-book-title">
      <div className={styles.titleBar}>
        <h1 id="risk-book-title" className={styles.title}>
          Risk book
        </h1>
        <span className={styles.live} data-state={live} role="status">
          {live === 'live' ? 'Live' : 'Reconnecting…'}
        </span>
      </div>
      <p className={styles.lead}>My level&apos;s profit or loss on each result of every open market with downline bets, after partnership.</p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {rows === null ? (
        <p className={styles.empty} role="status" aria-busy="true">
          Loading the risk book…
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.empty} role="status">
          No open market has bets of your downline.
        </p>
      ) : (
        <RiskTable rows={rows} />
      )}
    </section>
  );
}

function RiskTable({ rows }: { rows: readonly RiskRow[] }) {
  const [sort, setSort] = useState<RiskSort>(DEFAULT_RISK_SORT);
  const [pinned, setPinned] = useState<readonly string[]>(() => sortRiskRows(rows, DEFAULT_RISK_SORT).map((r) => r.marketId));
  const [all, setAll] = useState(false);
  const arranged = arrangeRiskRows(rows, pinned, sort);
  const stale = isOrderStale(arranged, sort);
  const shown = all ? arranged : arranged.slice(0, RISK_FIRST_ROWS);
  const sortBy = (next: RiskSort) => {
    setSort(next);
    setPinned(sortRiskRows(rows, next).map((r) => r.marketId));
  };
  const selectId = useId();
  const header = (key: RiskSortKey, numeric = false) => (
    <th scope="col" aria-sort={sort.key === key ? sort.direction : undefined} className={numeric ? styles.num : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => sortBy(nextSort(sort, key))}>
        {SORT_LABELS[key]}
        <span aria-hidden="true">{sort.key === key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.phoneSort} htmlFor={selectId}>
          Sort by
          <select id={selectId} value={sort.key} onChange={(e) => sortBy({ key: e.target.value as RiskSortKey, direction: 'ascending' })}>
            {Object.entries(SORT_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.count}>{rows.length === 1 ? '1 market' : `${rows.length} markets`}</span>
        {stale ? (
          <button type="button" className={styles.resort} onClick={() => sortBy(sort)}>
            Figures moved: sort again by {SORT_LABELS[sort.key].toLowerCase()}
          </button>
        ) : null}
      </div>
      <div className={styles.scroll} role="region" aria-label="Markets" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>Risk book: my profit or loss per outcome</caption>
          <colgroup>
            <col className={styles.colSport} />
            <col className={styles.colEvent} />
            <col className={styles.colMarket} />
            <col />
            <col className={styles.colWorst} />
          </colgroup>
          <thead>
            <tr>
              {header('sport')}
              {header('event')}
              {header('market')}
              <th scope="col">My P&amp;L by outcome</th>
              {header('worstCase', true)}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <RiskTableRow key={row.marketId} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < arranged.length ? (
        <button type="button" className={styles.resort} onClick={() => setAll(true)}>
          Show all {arranged.length} markets
        </button>
      ) : null}
    </>
  );
}

function RiskTableRow({ row }: { row: RiskRow }) {
  return (
    <tr data-market={row.marketId}>
      <td className={styles.sport}>{row.sportName}</td>
      <td className={styles.event}>
        {row.eventName}
        {row.inPlay ? <span className={styles.inPlay}>In-play</span> : null}
      </td>
      <td className={styles.market}>
        <Link to={riskMarketPath(row.marketId)} aria-label={`Bets behind ${row.eventName} ${row.marketName}`}>
          {row.marketName}
        </Link>
      </td>
      <td data-label="My P&L by outcome">
        <dl className={styles.outcomes}>
          {row.outcomes.map((o) => (
            <div key={o.key} className={styles.outcome}>
              <dt>{o.name}</dt>
              <dd>
                <PnlFigure paise={o.pnl} live />
              </dd>
            </div>
          ))}
        </dl>
      </td>
      <td className={`${styles.num} ${styles.worst}`} data-label="Worst case">
        <PnlFigure paise={row.worstCase} live />
      </td>
    </tr>
  );
}
