import { formatMoney } from '@/lib/format';
import { fractionPercent as percent } from '@/lib/percent';
import { formatProfitLoss } from '@domain/money';
import { oddsText } from '@domain/bet-label';
import { CASH_OUT_FRACTIONS } from '../../../machines/cash-out.types';
import type { CashOutView } from './connect-cash-out';
import { refusedText, unavailableText } from './cash-out-text';
import styles from './cash-out-panel.module.css';

/** The exchange's quote as the panel reads it (paise, decimal odds). */
export interface CashOutQuoteData {
  marketId: string;
  fraction: number;
  available: boolean;
  reason: string | null;
  guaranteed: number | null;
  bets: readonly { runnerId: string; runnerName: string; side: 'BACK' | 'LAY'; price: number; size: number }[];
  profitBefore: readonly { runnerId: string; runnerName?: string | null; profit: number }[];
  profitAfter: readonly { runnerId: string; runnerName?: string | null; profit: number }[];
}

export interface CashOutPanelProps {
  marketName: string;
  /** Runner names (the quote carries them too; these win when given). */
  runners?: readonly { runnerId: string; runnerName: string }[];
  /** The live quote for the chosen share; null while the first is on its way or failed. */
  quote: CashOutQuoteData | null;
  loading?: boolean;
  /** The quote could not be read. */
  error?: boolean;
  view: CashOutView;
  onFraction: (fraction: number) => void;
  onRequest: () => void;
  onConfirm: () => void;
  onBack: () => void;
  onDismiss: () => void;
  /** Narrow (My Bets): the runner table is left out until confirming. */
  compact?: boolean;
  /** The section's id: the container finds it to read whether it is on screen before it toasts an outcome. */
  id?: string;
}

const sideWord = (side: 'BACK' | 'LAY') => (side === 'BACK' ? 'Back' : 'Lay');

/**
 * Cash out (trade out) of one market: the live value the exchange quotes (the same profit whichever
 * runner wins), a share to cash out, a confirmation showing the bets, and what matched.
 */
export function CashOutPanel({ marketName, runners, quote, loading = false, error = false, view, onFraction, onRequest, onConfirm, onBack, onDismiss, compact = false, id }: CashOutPanelProps) {
  const names = new Map([...(quote?.profitBefore ?? []).map((r) => [r.runnerId, r.runnerName ?? r.runnerId] as const), ...(runners ?? []).map((r) => [r.runnerId, r.runnerName] as const)]);
  const name = (runnerId: string) => names.get(runnerId) ?? runnerId;
  const busy = view.stage === 'placing';
  const held = view.stage === 'confirming' || view.stage === 'placing' || view.stage === 'requoted';
  const state = view.stage !== 'idle' ? view.stage : error ? 'error' : !quote ? 'loading' : quote.available ? 'ready' : 'unavailable';
  const full = view.fraction === 1;
  return (
    <section id={id} className={styles.panel} aria-label={`Cash Out: ${marketName}`} data-state={state}>
      <header className={styles.head}>
        <h3 className={styles.title}>Cash Out</h3>
        <div className={styles.fractions} role="radiogroup" aria-label="Share to cash out">
          {CASH_OUT_FRACTIONS.map((f) => (
            <button key={f} type="button" role="radio" aria-checked={view.fraction === f} disabled={view.stage !== 'idle'} onClick={() => onFraction(f)}>
              {percent(f)}
            </button>
          ))}
        </div>
      </header>

      {state === 'loading' ? <p className={styles.note}>{loading ? 'Working out the cash-out value…' : 'Waiting for the cash-out value…'}</p> : null}
      {state === 'error' ? <p className={styles.note} role="alert">The cash-out value could not be read. It will be tried again shortly.</p> : null}
      {state === 'unavailable' && quote ? <p className={styles.note}>{unavailableText(quote.reason)}</p> : null}

      {state === 'ready' && quote ? (
        <>
          {compact ? null : <ProfitTable rows={quote.profitAfter} before={quote.profitBefore} name={name} />}
          <button type="button" className={styles.action} onClick={onRequest}>
            <span>Cash Out {percent(view.fraction)}</span>{' '}
            <strong data-sign={Math.sign(quote.guaranteed ?? 0)}>{formatProfitLoss(quote.guaranteed ?? 0)}</strong>
          </button>
          {full ? null : <p className={styles.note}>Worst case after cashing out {percent(view.fraction)}; the rest of your position stays open.</p>}
        </>
      ) : null}

      {held && view.held ? (
        <div className={styles.confirm} aria-label="Confirm cash out">
          {view.stage === 'requoted' ? (
            <p className={styles.note} role="alert">
              The price moved, so nothing was placed. The new value is {formatProfitLoss(view.held.guaranteed ?? 0)}: confirm it or go back.
            </p>
          ) : null}
          <p className={styles.note}>{full ? 'These bets make your profit the same whichever runner wins:' : `These bets cash out ${percent(view.fraction)} of your position:`}</p>
          <ul className={styles.bets}>
            {view.held.bets.map((bet) => (
              <li key={`${bet.runnerId}-${bet.side}`} data-side={bet.side === 'BACK' ? 'back' : 'lay'}>
                {sideWord(bet.side)} {name(bet.runnerId)} {formatMoney(bet.size)} at {oddsText(bet.price)}
              </li>
            ))}
          </ul>
          {quote && compact ? <ProfitTable rows={quote.profitAfter} before={quote.profitBefore} name={name} /> : null}
          <p className={styles.note}>Placed only at these prices or better; if the price moves first, nothing is placed and you see the new value.</p>
          <div className={styles.buttons}>
            <button type="button" className={styles.action} onClick={onConfirm} disabled={busy}>
              {busy ? 'Placing…' : `Confirm${view.stage === 'requoted' ? ' new value' : ''}: ${formatProfitLoss(view.held.guaranteed ?? 0)}`}
            </button>
            <button type="button" className={styles.secondary} onClick={onBack} disabled={busy}>
              Back
            </button>
          </div>
        </div>
      ) : null}

      {view.stage === 'waiting' && view.outcome ? (
        <div className={styles.result} role="status" aria-label="Cash out waiting">
          <ul className={styles.bets}>
            {view.outcome.bets.map((bet) => (
              <li key={`${bet.runnerId}-${bet.side}`} data-side={bet.side === 'BACK' ? 'back' : 'lay'}>
                {sideWord(bet.side)} {name(bet.runnerId)} {formatMoney(bet.size)} at {oddsText(bet.price)}: waiting out the in-play delay
              </li>
            ))}
          </ul>
          <p className={styles.note}>It matches at this price or better when the delay is over; what does not match then is cancelled.</p>
        </div>
      ) : null}

      {view.stage === 'done' && view.outcome ? (
        <div className={styles.result} role="status" aria-label="Cash out result">
          <ul className={styles.bets}>
            {view.outcome.bets.map((bet) => (
              <li key={`${bet.runnerId}-${bet.side}`} data-side={bet.side === 'BACK' ? 'back' : 'lay'}>
                {bet.error
                  ? `${sideWord(bet.side)} ${name(bet.runnerId)}: refused (${bet.error})`
                  : bet.sizeMatched === null
                    ? `${sideWord(bet.side)} ${name(bet.runnerId)} ${formatMoney(bet.size)}: done after the in-play delay`
                    : `${sideWord(bet.side)} ${name(bet.runnerId)}: matched ${formatMoney(bet.sizeMatched)} of ${formatMoney(bet.size)}${bet.averagePriceMatched ? ` at ${oddsText(bet.averagePriceMatched)}` : ''}`}
              </li>
            ))}
          </ul>
          {/* After the delay the answer's profits are the old ones: the live quote's position is the one after. */}
          <ProfitTable rows={view.waited && quote ? quote.profitBefore : view.outcome.profitAfter} name={name} />
          <button type="button" className={styles.secondary} onClick={onDismiss}>
            OK
          </button>
        </div>
      ) : null}

      {view.stage === 'failed' ? (
        <div className={styles.result} role="alert">
          <p className={styles.note}>{refusedText(view.failure)}</p>
          <div className={styles.buttons}>
            {quote?.available ? (
              <button type="button" className={styles.action} onClick={onRequest}>
                New value: {formatProfitLoss(quote.guaranteed ?? 0)}
              </button>
            ) : null}
            <button type="button" className={styles.secondary} onClick={onDismiss}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ProfitTable({ rows, before, name }: { rows: readonly { runnerId: string; profit: number }[]; before?: readonly { runnerId: string; profit: number }[]; name: (id: string) => string }) {
  const now = new Map(before?.map((r) => [r.runnerId, r.profit]));
  return (
    <table className={styles.table} aria-label="Profit if each runner wins">
      <thead>
        <tr>
          <th scope="col">If this wins</th>
          {before ? (
            <th scope="col" className={styles.number}>
              Now
            </th>
          ) : null}
          <th scope="col" className={styles.number}>
            {before ? 'After' : 'Profit'}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.runnerId}>
            <th scope="row">{name(row.runnerId)}</th>
            {before ? (
              <td className={styles.number} data-sign={Math.sign(now.get(row.runnerId) ?? 0)}>
                {formatProfitLoss(now.get(row.runnerId) ?? 0)}
              </td>
            ) : null}
            <td className={styles.number} data-sign={Math.sign(row.profit)}>
              {formatProfitLoss(row.profit)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
