import { useRef, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { SportIcon } from '@/components/icons';
import { useScrollSelectedIntoView } from '@/lib/centre-scroll';
import { chooseOnPlainClick } from './plain-click';
import styles from './top-nav.module.css';

export interface ExchangeTab {
  exchangeId: string;
  exchangeName: string;
  highlight?: boolean | number | null;
  /** The tab's address (a link); none for a tab that leaves the app (VIMAAN): a button. */
  href?: string | null;
}

export interface SportTab {
  sportId: number;
  sportName: string;
  /** The tab's address (a link that opens in a new tab too). */
  href?: string;
}

export interface TopNavProps {
  /** Inplay, the server's exchange types and VIMAAN, in order (exchangeTabs()). */
  exchangeTabs: readonly ExchangeTab[];
  /** The tab of the page on screen (activeExchangeTab); null on a page of no exchange. */
  selectedExchangeId: string | null;
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
              <TabLink
                href={tab.href}
                className={styles.exchangeTab!}
                data-state={active ? 'active' : 'inactive'}
                data-exchange-id={tab.exchangeId}
                data-highlight={tab.highlight || undefined}
                aria-current={active ? 'page' : undefined}
                onChoose={() => onSelectExchange(tab.exchangeId)}
              >
                {tab.exchangeId === '00' ? <span className={styles.liveDot} aria-hidden="true" /> : null}
                {tab.exchangeName}
              </TabLink>
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
              <TabLink
                href={sport.href}
                className={styles.sportTab!}
                data-state={active ? 'active' : 'inactive'}
                data-sport-id={sport.sportId}
                aria-current={active ? 'true' : undefined}
                aria-pressed={sport.href ? undefined : active}
                onChoose={() => onSelectSport(sport.sportId)}
              >
                <SportIcon sportId={sport.sportId} size={18} />
                <span className={styles.sportName}>{sport.sportName}</span>
              </TabLink>
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

type TabLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href?: string | null; onChoose: () => void; 'aria-pressed'?: boolean };

/**
 * A tab: a link to its address (a plain click is the machine's, a ctrl- or middle-click opens a new tab), or a
 * button when it has no address in the app.
 */
function TabLink({ href, onChoose, children, 'aria-pressed': pressed, ...rest }: TabLinkProps) {
  if (href) {
    return (
      <Link to={href} onClick={chooseOnPlainClick(onChoose)} {...rest}>
        {children}
      </Link>
    );
  }
  const { className, ...data } = rest as Record<string, unknown> & { className?: string };
  return (
    <button type="button" className={className} aria-pressed={pressed} {...(data as ComponentProps<'button'>)} onClick={onChoose}>
      {children}
    </button>
  );
}
