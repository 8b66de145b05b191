import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { SearchIcon } from '@/components/icons';
import { formatEventTime } from '@/lib/format';
import { searchResultPath } from '../../../machines/search.machine';
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
  /** `dropdown`: desktop box 300 px wide under the input, as high as its results (scrolls past a maximum); `list`: mobile list at most 300 px high. */
  variant: 'dropdown' | 'list';
  onTextChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  /** Escape: the results close, the text stays (the search machine's `search.close`; without it Escape is the field's own). */
  onClose?: () => void;
  onChoose: (result: SearchResult) => void;
  autoFocus?: boolean;
  /** The live match odds beside each result (absent: none shown); a click on a price opens the bet slip. */
  oddsFor?: (exEventId: string) => ReactNode;
}

/** The highlighted result: an index into the results it was chosen among (a new list starts with none). */
function useHighlight(results: readonly SearchResult[]) {
  const [highlight, setHighlight] = useState<{ results: readonly SearchResult[]; index: number }>({ results, index: -1 });
  const index = highlight.results === results ? highlight.index : -1;
  const move = (step: 1 | -1) => {
    if (results.length === 0) return;
    const next = index === -1 ? (step === 1 ? 0 : results.length - 1) : (index + step + results.length) % results.length;
    setHighlight({ results, index: next });
  };
  return { index, move };
}

/** A plain click opens the result in the app; a click with a modifier (new tab, new window) is the link's own. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Event search as a WAI-ARIA combobox: the input owns a listbox of the events whose sport or event
 * name contains the text. ArrowDown/ArrowUp move the highlight (aria-activedescendant; focus stays in
 * the input), Enter opens the highlighted event, Escape closes the list. Each result is a link, so it
 * also opens in a new tab. The box is as high as its results, scrolling past its maximum.
 */
export function EventSearch({ text, results, open, busy, error, variant, onTextChange, onFocus, onBlur, onClose, onChoose, autoFocus, oddsFor }: EventSearchProps) {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const showList = open && !error && results.length > 0;
  const { index, move } = useHighlight(results);
  const active = showList && index >= 0 ? index : -1;

  // The highlighted option scrolls into view in a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) onFocus();
      else move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      onChoose(results[active]!);
    } else if (e.key === 'Escape' && open && onClose) {
      // Closes the list; the native search field's Escape would also clear the text.
      e.preventDefault();
      onClose();
    }
  };

  let body;
  if (busy && results.length === 0) body = <p className={styles.note} role="status">Searching…</p>;
  else if (error) body = <p className={styles.note} role="status">Search is unavailable right now.</p>;
  else if (results.length === 0) body = <p className={styles.note} role="status">No events match “{text.trim()}”.</p>;
  else
    body = (
      <>
        <ul className={styles.list} id={listId} role="listbox" aria-label="Search results">
          {results.map((result, i) => (
            <li key={result.exEventId} role="none" className={styles.item}>
              <a
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                href={searchResultPath(result)}
                tabIndex={-1}
                className={styles.result}
                // Keep focus in the input so the choice lands before the blur timer clears the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={(e) => {
                  if (!plainClick(e)) return;
                  e.preventDefault();
                  onChoose(result);
                }}
              >
                <span className={styles.eventName}>{result.eventName}</span>
                <span className={styles.meta}>
                  {result.sportName}
                  {result.eventTime ? ` · ${formatEventTime(result.eventTime)}` : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
        {oddsFor ? (
          // Beside the listbox, row for row (a subgrid), not inside it: an option holds no buttons.
          // Keep focus in the input (as a result does) so the price's click lands before the blur timer.
          <div className={styles.oddsColumn} onMouseDown={(e) => e.preventDefault()}>
            {results.map((result) => (
              <div key={result.exEventId} className={styles.odds}>
                {oddsFor(result.exEventId)}
              </div>
            ))}
          </div>
        ) : null}
      </>
    );
  return (
    <div className={styles.search} data-variant={variant} data-state={open ? 'open' : 'closed'}>
      <label className={styles.field}>
        <SearchIcon size={16} className={styles.icon} />
        <input
          type="search"
          role="combobox"
          className={styles.input}
          placeholder="Search events"
          aria-label="Search events"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={text}
          autoFocus={autoFocus}
          onChange={(e) => onTextChange(e.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
      </label>
      {open ? (
        <div className={styles.results} data-testid="search-results" data-odds={showList && oddsFor ? 'true' : undefined} style={{ '--rows': Math.max(results.length, 1) } as CSSProperties}>
          {body}
        </div>
      ) : null}
    </div>
  );
}
