import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CameraIcon, ChatIcon, ChevronLeftIcon, ChevronRightIcon, DownloadIcon, PlaneIcon, SendIcon, SportIcon, StarIcon } from '@/components/icons';
import { chooseOnPlainClick } from './plain-click';
import styles from './side-nav.module.css';

export interface SideNavSport {
  sportId: number;
  sportName: string;
}
export interface SideNavCompetition {
  tournamentId: string;
  tournamentName: string;
  eventCount: number;
}
export interface SideNavEvent {
  exEventId: string;
  sportId: number;
  eventName: string;
  inPlay: boolean;
}
export interface SocialLinks {
  whatsapp?: string;
  telegram?: string;
  instagram?: string;
}

export interface SideNavProps {
  loggedIn: boolean;
  /** The drill-down level (drill-down machine: browsingSports / browsingCompetitions / browsingEvents). */
  level: 'sports' | 'competitions' | 'events';
  sports: readonly SideNavSport[];
  selectedSport: SideNavSport | null;
  competitions: readonly SideNavCompetition[];
  selectedCompetition: Pick<SideNavCompetition, 'tournamentId' | 'tournamentName'> | null;
  events: readonly SideNavEvent[];
  onChooseSport: (sportId: number) => void;
  /** A sport's address (where choosing it goes): its item is a link that opens in a new tab too. */
  sportHref: (sportId: number) => string;
  /** An event's market page: its item is a link. */
  eventHref: (event: SideNavEvent) => string;
  onChooseCompetition: (tournamentId: string) => void;
  onChooseEvent: (event: SideNavEvent) => void;
  onPrevious: () => void;
  onVimaan: () => void;
  social: SocialLinks;
  /** Where Download APK points. */
  apkUrl: string;
  /** The live match odds under each event of a competition (absent: none shown). */
  oddsFor?: (exEventId: string) => ReactNode;
}

/** Desktop side menu: Favourites, sports → competitions → events with Previous, Vimaan, app and social links. */
export function SideNav(props: SideNavProps) {
  const { level, loggedIn } = props;
  return (
    <nav className={styles.nav} aria-label="Side menu" data-level={level}>
      {loggedIn ? (
        <Link to="/favourites" className={styles.favourites}>
          <StarIcon size={16} filled /> Favourites
        </Link>
      ) : null}
      <div className={styles.heading}>{headingOf(props)}</div>
      {level !== 'sports' ? (
        <button type="button" className={styles.previous} onClick={props.onPrevious}>
          <ChevronLeftIcon size={14} /> Previous
        </button>
      ) : null}
      <ul className={styles.list}>
        {level === 'sports'
          ? props.sports.map((sport) => (
              <li key={sport.sportId}>
                <Link to={props.sportHref(sport.sportId)} className={styles.item} onClick={chooseOnPlainClick(() => props.onChooseSport(sport.sportId))}>
                  <SportIcon sportId={sport.sportId} size={16} className={styles.icon} />
                  <span className={styles.label}>{sport.sportName}</span>
                  <ChevronRightIcon size={14} className={styles.chevron} />
                </Link>
              </li>
            ))
          : null}
        {level === 'competitions'
          ? props.competitions.map((c) => (
              <li key={c.tournamentId}>
                <button type="button" className={styles.item} onClick={() => props.onChooseCompetition(c.tournamentId)}>
                  <span className={styles.label}>{c.tournamentName}</span>
                  <span className={styles.count}>{c.eventCount}</span>
                  <ChevronRightIcon size={14} className={styles.chevron} />
                </button>
              </li>
            ))
          : null}
        {level === 'events'
          ? props.events.map((event) => (
              <li key={event.exEventId} className={props.oddsFor ? styles.eventRow : undefined}>
                <Link to={props.eventHref(event)} className={styles.item} onClick={chooseOnPlainClick(() => props.onChooseEvent(event))}>
                  {event.inPlay ? <span className={styles.live} title="In-play" /> : null}
                  <span className={styles.label}>{event.eventName}</span>
                </Link>
                {props.oddsFor ? <div className={styles.eventOdds}>{props.oddsFor(event.exEventId)}</div> : null}
              </li>
            ))
          : null}
        {level === 'competitions' && props.competitions.length === 0 ? <li className={styles.empty}>No competitions open.</li> : null}
        {level === 'events' && props.events.length === 0 ? <li className={styles.empty}>No events open.</li> : null}
      </ul>
      <div className={styles.extras}>
        <button type="button" className={styles.item} onClick={props.onVimaan}>
          <PlaneIcon size={16} className={styles.icon} />
          <span className={styles.label}>Vimaan</span>
        </button>
        <a className={styles.item} href={props.apkUrl} download>
          <DownloadIcon size={16} className={styles.icon} />
          <span className={styles.label}>Download APK</span>
        </a>
        {props.social.whatsapp ? (
          <a className={styles.item} href={props.social.whatsapp} target="_blank" rel="noreferrer">
            <ChatIcon size={16} className={styles.icon} />
            <span className={styles.label}>Whatsapp</span>
          </a>
        ) : null}
        {props.social.telegram ? (
          <a className={styles.item} href={props.social.telegram} target="_blank" rel="noreferrer">
            <SendIcon size={16} className={styles.icon} />
            <span className={styles.label}>Telegram</span>
          </a>
        ) : null}
        {props.social.instagram ? (
          <a className={styles.item} href={props.social.instagram} target="_blank" rel="noreferrer">
            <CameraIcon size={16} className={styles.icon} />
            <span className={styles.label}>Instagram</span>
          </a>
        ) : null}
      </div>
    </nav>
  );
}

function headingOf({ level, selectedSport, selectedCompetition }: SideNavProps): string {
  if (level === 'sports') return 'Sports';
  if (level === 'competitions') return selectedSport?.sportName ?? 'Competitions';
  return selectedCompetition?.tournamentName ?? 'Events';
}
