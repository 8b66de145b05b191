import type { EventBook, FancyMarketBook } from '@domain/event-book';
import { formatProfitLoss } from '@domain/money';
import styles from './event-book-panel.module.css';

export interface EventBookPanelProps {
  /** Whether the exchange's book has come (loading), failed (error) or is here (ready). */
  state: 'loading' | 'error' | 'ready';
  /** The exchange's book of the bettor's matched bets. */
  book: EventBook | null;
  /** The same with the bet slip's bet added, if it were matched in full (null: nothing in the slip). */
  whatIf: EventBook | null;
  onRetry?: () => void;
}

/**
 * No result wins or loses the bettor anything: no matched bet yet, or bets that cancel out (a cash out at
 * break-even). The book cannot tell the two apart, so the words are true of both.
 */
const NO_POSITION_TEXT = 'No result wins or loses you anything: no position on this event. Choose a price: what each result would pay shows here before you place it.';

const Money = ({ value }: { value: number }) => (
  <td className={styles.number} data-sign={Math.sign(value)}>
    {formatProfitLoss(value)}
  </td>
);

/**
 * The whole-event book: what the bettor wins or loses on each result of the event over its match
 * odds and bookmaker markets, and beside it each fancy line's run book (fancy lines pay on runs, not
 * on the result, so they are not mixed into the outcomes). With a bet in the slip, a second column
 * shows the book as it would be with that bet matched.
 */
export function EventBookPanel({ state, book, whatIf, onRetry }: EventBookPanelProps) {
  const shown = whatIf ?? book;
  const hasAny = (book?.hasPosition ?? false) || (whatIf?.hasPosition ?? false);
  return (
    <section className={styles.panel} aria-labelledby="event-book-title" data-state={state === 'ready' ? (hasAny ? 'positions' : 'empty') : state}>
      <header className={styles.head}>
        <h3 className={styles.title} id="event-book-title">
          Event book
        </h3>
        {whatIf ? <span className={styles.badge}>With the bet slip</span> : null}
      </header>
      {state === 'loading' ? <p className={styles.note}>Reading your book for this event…</p> : null}
      {state === 'error' ? (
        <p className={styles.note} role="alert">
          Your event book could not be read.{' '}
          {onRetry ? (
            <button type="button" className={styles.link} onClick={onRetry}>
              Try again
            </button>
          ) : null}
        </p>
      ) : null}
      {state === 'ready' && !hasAny ? <p className={styles.note}>{NO_POSITION_TEXT}</p> : null}
      {state === 'ready' && hasAny && shown ? (
        <>
          <table className={styles.table}>
            <BookHead caption="If each result happens: match odds and bookmaker together (matched bets)." keyLabel="Result" withSlip={whatIf !== null} />
            <tbody>
              {shown.outcomes.map((outcome) => (
                <tr key={outcome.key}>
                  <th scope="row">{outcome.name}</th>
                  <Money value={book?.outcomes.find((o) => o.key === outcome.key)?.profit ?? 0} />
                  {whatIf ? <Money value={outcome.profit} /> : null}
                </tr>
              ))}
            </tbody>
          </table>
          {shown.fancy.length > 0 ? (
            <p className={styles.note}>Fancy lines pay on runs, not on who wins, so each has its own run book; they are not added to the results above.</p>
          ) : null}
          {shown.fancy.map((fancy) => (
            <RunBook key={fancy.marketId} now={book?.fancy.find((f) => f.marketId === fancy.marketId) ?? null} withSlip={whatIf ? fancy : null} name={fancy.marketName} />
          ))}
        </>
      ) : null}
    </section>
  );
}

/** A book table's caption and head: what each row is, the book now, and with the slip's bet when there is one. */
function BookHead({ caption, keyLabel, withSlip }: { caption: string; keyLabel: string; withSlip: boolean }) {
  return (
    <>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyLabel}</th>
          <th scope="col" className={styles.number}>
            Now
          </th>
          {withSlip ? (
            <th scope="col" className={styles.number}>
              With slip
            </th>
          ) : null}
        </tr>
      </thead>
    </>
  );
}

/** A run book's value at any run: rows cover a range, and results beyond it score like its ends. */
function valueAt(rows: FancyMarketBook['rows'], run: number): number {
  if (rows.length === 0) return 0;
  const first = rows[0]!.key;
  return rows[Math.min(rows.length - 1, Math.max(0, run - first))]!.value;
}

function RunBook({ now, withSlip, name }: { now: FancyMarketBook | null; withSlip: FancyMarketBook | null; name: string }) {
  const rows = (withSlip ?? now)?.rows ?? [];
  const last = rows.length - 1;
  return (
    <table className={styles.table} data-kind="fancy">
      <BookHead caption={`${name}: by runs`} keyLabel="Runs" withSlip={withSlip !== null} />
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.key}>
            <th scope="row">{i === 0 && row.key > 0 ? `${row.key} or less` : i === last ? `${row.key} or more` : row.key}</th>
            <Money value={now ? valueAt(now.rows, row.key) : 0} />
            {withSlip ? <Money value={row.value} /> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
