import { Link } from 'react-router-dom';
import { formatDateTime } from './date-time';
import { formatShare, MoneyFigure, PnlFigure } from './figures';
import { RISK_BOOK_PATH } from './risk-paths';
import type { RiskBet, RiskRow } from './risk-types';
import styles from './risk.module.css';

export interface RiskMarketViewProps {
  /** The market's row of the book (my P&L per outcome and worst case). */
  market: RiskRow;
  bets: readonly RiskBet[];
  error?: string | null;
}

/** `/backoffice/risk/:marketId`: my figures on one market and the downline's bets behind them. */
export function RiskMarketView({ market, bets, error }: RiskMarketViewProps) {
  return (
    <section className={styles.page} aria-labelledby="risk-market-title">
      <Link to={RISK_BOOK_PATH} className={styles.back}>
        ← Risk book
      </Link>
      <div className={styles.titleBar}>
        <h1 id="risk-market-title" className={styles.title}>
          {market.eventName} · {market.marketName}
        </h1>
        {market.inPlay ? <span className={styles.inPlay}>In-play</span> : null}
      </div>
      <p className={styles.lead}>{market.sportName}: my level&apos;s profit or loss on each result, after partnership.</p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <ul className={styles.totals} aria-label="My P&L by outcome">
        {market.outcomes.map((o) => (
          <li key={o.key} className={styles.total}>
            <span className={styles.totalLabel}>{o.name}</span>
            <span className={styles.totalValue}>
              <PnlFigure paise={o.pnl} live />
            </span>
          </li>
        ))}
        <li className={styles.total}>
          <span className={styles.totalLabel}>Worst case</span>
          <span className={styles.totalValue}>
            <PnlFigure paise={market.worstCase} live />
          </span>
        </li>
      </ul>
      <h2 className={styles.sectionTitle}>Bets behind it ({bets.length})</h2>
      {bets.length === 0 ? (
        <p className={styles.empty} role="status">
          No open bets of your downline on this market.
        </p>
      ) : (
        <div className={styles.scroll} role="region" aria-label="Bets behind the market" tabIndex={0}>
          <table className={styles.betsTable}>
            <caption className={styles.caption}>Bets behind {market.marketName}</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
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
                <th scope="col">Placed</th>
                {market.outcomes.map((o) => (
                  <th key={o.key} scope="col" className={styles.num}>
                    If {o.name}
                  </th>
                ))}
                <th scope="col" className={styles.num}>
                  My share
                </th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <tr key={bet.betId} data-side={bet.side}>
                  <td data-label="User">{bet.userName}</td>
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
                  <td data-label="Placed">{formatDateTime(bet.placedAt)}</td>
                  {market.outcomes.map((o, i) => (
                    <td key={o.key} data-label={`If ${o.name}`} className={styles.num}>
                      <PnlFigure paise={bet.bettorPnl[i] ?? 0} />
                    </td>
                  ))}
                  <td data-label="My share" className={styles.num}>
                    {formatShare(bet.myShareBps)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
