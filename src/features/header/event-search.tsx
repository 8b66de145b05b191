import { useId, type ReactNode } from 'react';
import { SearchIcon } from '@/components/icons';
import { formatEventTime } from '@/lib/format';
import styles from './event-search.module.css';

export interface SearchResult {
  exEventId: string;
  sportId: number | string;
  sportName: string;
  eventName: string;
  eventTime?: string;
}

export interface EventSearchProps {
  text: string;
  results: readonly SearchResult[];
  /** Whether the results box shows (the search machine's `resultsVisible`). */
  open: boolean;
  busy: boolean;
  error: string | null;
  /** `dropdown`: desktop box 300 × 200 px under the input; `list`: mobile list at most 300 px high. */
  variant: 'dropdown' | 'list';
  onTextChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  onChoose: (result: SearchResult) => void;
  autoFocus?: boolean;
  /** The live match odds beside each result (absent: none shown); a click on a price opens the bet slip. */
  oddsFor?: (exEventId: string) => ReactNode;
}

/** Event search: an input and the events whose sport or event name contains the text. */
export function EventSearch({ text, results, open, busy, error, variant, onTextChange, onFocus, onBlur, onChoose, autoFocus, oddsFor }: EventSearchProps) {
  const listId = useId();
  let body;
  if (busy && results.length === 0) body = <p className={styles.note}>Searching…</p>;
  else if (error) body = <p className={styles.note}>Search is unavailable right now.</p>;
  else if (results.length === 0) body = <p className={styles.note}>No events match “{text.trim()}”.</p>;
  else
    body = (
      <ul className={styles.list} aria-label="Search results">
        {results.map((result) => (
          <li key={result.exEventId} className={styles.item}>
            <button
              type="button"
              className={styles.result}
              // Keep focus in the input so the choice lands before the blur timer clears the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(result)}
            >
              <span className={styles.eventName}>{result.eventName}</span>
              <span className={styles.meta}>
                {result.sportName}
                {result.eventTime ? ` · ${formatEventTime(result.eventTime)}` : ''}
              </span>
            </button>
            {oddsFor ? (
              // Keep focus in the input (as the result does) so the price's click lands before the blur timer.
              <div className={styles.odds} onMouseDown={(e) => e.preventDefault()}>
                {oddsFor(result.exEventId)}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.search} data-variant={variant} data-state={open ? 'open' : 'closed'}>
      <label className={styles.field}>
        <SearchIcon size={16} className={styles.icon} />
        <input
          type="search"
          className={styles.input}
          placeholder="Search events"
          aria-label="Search events"
          autoComplete="off"
          value={text}
          autoFocus={autoFocus}
          onChange={(e) => onTextChange(e.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          aria-controls={open ? listId : undefined}
        />
      </label>
      {open ? (
        // The input controls this box (it exists whenever it is open, with results or a note).
        <div className={styles.results} id={listId} data-testid="search-results">
          {body}
        </div>
      ) : null}
    </div>
  );
}
