import { useRef } from 'react';
import { SportIcon } from '@/components/icons';
import { useScrollSelectedIntoView } from './centre-scroll';
import styles from './top-nav.module.css';

export interface ExchangeTab {
  exchangeId: string;
  exchangeName: string;
  highlight?: boolean | number | null;
}

export interface SportTab {
  sportId: number;
  sportName: string;
}

export interface TopNavProps {
  /** Inplay, the server's exchange types and VIMAAN, in order (exchangeTabs()). */
  exchangeTabs: readonly ExchangeTab[];
  selectedExchangeId: string;
  onSelectExchange: (exchangeId: string) => void;
  /** Sports shown as tabs (topNavSports()). */
  sports: readonly SportTab[];
  selectedSportId: number | null;
  onSelectSport: (sportId: number) => void;
  /** Reference data still loading: skeleton tabs keep the height. */
  loading?: boolean;
}

/** Share of the spare width left before the selected exchange tab (spec §9). */
export const EXCHANGE_TAB_SHARE = 1 / 3;

/** The top navigation: the exchange tab bar and one tab per sport (a scrollable icon strip on mobile). */
export function TopNav({ exchangeTabs, selectedExchangeId, onSelectExchange, sports, selectedSportId, onSelectSport, loading }: TopNavProps) {
  const exchangeStrip = useRef<HTMLUListElement>(null);
  const sportStrip = useRef<HTMLUListElement>(null);
  useScrollSelectedIntoView(exchangeStrip, selectedExchangeId, EXCHANGE_TAB_SHARE);
  useScrollSelectedIntoView(sportStrip, selectedSportId, 1 / 2);
  return (
    <nav className={styles.nav} aria-label="Top navigation" data-state={loading ? 'loading' : 'ready'}>
      <ul className={styles.exchangeBar} ref={exchangeStrip} aria-label="Exchanges">
        {exchangeTabs.map((tab) => {
          const active = tab.exchangeId === selectedExchangeId;
          return (
            <li key={tab.exchangeId}>
              <button
                type="button"
                className={styles.exchangeTab}
                data-state={active ? 'active' : 'inactive'}
                data-exchange-id={tab.exchangeId}
                data-highlight={tab.highlight || undefined}
                aria-current={active ? 'page' : undefined}
                onClick={() => onSelectExchange(tab.exchangeId)}
              >
                {tab.exchangeId === '00' ? <span className={styles.liveDot} aria-hidden="true" /> : null}
                {tab.exchangeName}
              </button>
            </li>
          );
        })}
        {loading && exchangeTabs.length === 0
          ? [0, 1, 2, 3].map((i) => (
              <li key={i}>
                <span className={styles.skeleton} />
              </li>
            ))
          : null}
      </ul>
      <ul className={styles.sportStrip} ref={sportStrip} aria-label="Sports">
        {sports.map((sport) => {
          const active = sport.sportId === selectedSportId;
          return (
            <li key={sport.sportId}>
              <button
                type="button"
                className={styles.sportTab}
                data-state={active ? 'active' : 'inactive'}
                data-sport-id={sport.sportId}
                aria-pressed={active}
                onClick={() => onSelectSport(sport.sportId)}
              >
                <SportIcon sportId={sport.sportId} size={18} />
                <span className={styles.sportName}>{sport.sportName}</span>
              </button>
            </li>
          );
        })}
        {loading && sports.length === 0
          ? [0, 1, 2, 3, 4].map((i) => (
              <li key={i}>
                <span className={styles.skeleton} />
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
