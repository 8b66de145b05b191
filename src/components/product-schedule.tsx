/**
 * The schedule pages of the products (lottery draws, virtual events): a panel of upcoming rows with
 * time, name, countdown and state chip, and a panel of recent results. Each page says what its rows
 * link to and what the states are called; the row's state comes from lib/product-state.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from '@/components/product-page.module.css';
import { SportIcon } from '@/components/icons';
import { formatEventClock } from '@/lib/format';
import { productState, type ProductState } from '@/lib/product-state';
import { formatCountdown } from '@/lib/use-now';

export type StateLabels = Record<ProductState, string>;

/** The page's heading panel with the upcoming rows (or the empty text). */
export function SchedulePanel({ id, sportId, title, subheading, emptyText, children }: { id: string; sportId: number; title: string; subheading: string; emptyText: string; children: ReactNode[] }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h1 id={id} className={styles.heading}>
        <SportIcon sportId={sportId} size={16} /> {title}
      </h1>
      <h2 className={styles.subheading}>{subheading}</h2>
      {children.length === 0 ? <p className={styles.empty}>{emptyText}</p> : <ul className={styles.list}>{children}</ul>}
    </section>
  );
}

/** The start of an event page's stage row: the clock time, and the name with what is happening now under it. */
export function StageHeading({ eventName, eventTime, headline }: { eventName: string; eventTime: string; headline: string }) {
  return (
    <>
      <time className={styles.time} dateTime={eventTime}>
        {formatEventClock(eventTime)}
      </time>
      <span className={styles.name}>
        {eventName}
        <span className={styles.meta}>{headline}</span>
      </span>
    </>
  );
}

export interface ScheduleEvent {
  exEventId: string;
  eventName: string;
  eventTime: string;
  inPlay: boolean;
  status?: string | null;
  markets: ReadonlyArray<{ status: string }>;
}

/** One upcoming row: time, the event's link with a line under it, countdown (— while running) and state chip. */
export function ScheduleRow({ event, to, meta, now, labels, countdownLabel }: { event: ScheduleEvent; to: string; meta: ReactNode; now: number; labels: StateLabels; countdownLabel: string }) {
  const state = productState(event, now);
  return (
    <li className={styles.row} data-state={state}>
      <time className={styles.time} dateTime={event.eventTime}>
        {formatEventClock(event.eventTime)}
      </time>
      <Link to={to} className={styles.name}>
        {event.eventName}
        <span className={styles.meta}>{meta}</span>
      </Link>
      <span className={styles.countdown} aria-label={countdownLabel}>
        {state === 'running' ? '—' : formatCountdown(event.eventTime, now)}
      </span>
      <span className={styles.chip} data-state={state}>
        {labels[state]}
      </span>
    </li>
  );
}

/** The recent results panel (or its empty text). */
export function ResultsPanel({ id, emptyText, children }: { id: string; emptyText: string; children: ReactNode[] }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        Recent results
      </h2>
      {children.length === 0 ? <p className={styles.empty}>{emptyText}</p> : <ul className={styles.list}>{children}</ul>}
    </section>
  );
}

/** One result row: time, name, what the result was (`outcome`) and the settled chip. */
export function ResultRow({ eventTime, name, outcome, labels }: { eventTime: string; name: ReactNode; outcome: ReactNode; labels: StateLabels }) {
  return (
    <li className={styles.row}>
      <time className={styles.time} dateTime={eventTime}>
        {formatEventClock(eventTime)}
      </time>
      {name}
      {outcome}
      <span className={styles.chip} data-state="settled">
        {labels.settled}
      </span>
    </li>
  );
}
