import { useEffect, useRef } from 'react';
import type { DeskAct, DeskDialog, TradingDeskEvent } from '../../../../machines/trading-desk.types';
import { DeskBoard } from './desk-board';
import { commandOf, focusedMarket } from './desk-commands';
import { EventForm, MarketForm, SettleForm } from './desk-forms';
import { DESK_LEGEND, intentOf } from './desk-keys';
import type { DeskCompetition, DeskEvent, DeskRisk, DeskSport } from './desk-types';
import styles from './desk.module.css';

export interface DeskViewProps {
  /** null while the desk loads. */
  events: DeskEvent[] | null;
  sports: DeskSport[];
  competitions: DeskCompetition[];
  risk: ReadonlyMap<string, DeskRisk>;
  /** A failed load or a dropped live feed, in words. */
  error: string | null;
  eventId: string | null;
  marketId: string | null;
  runnerId: string | null;
  dialog: DeskDialog;
  editing: string | null;
  busy: boolean;
  /** The last act's refusal in words. */
  refusal: string | null;
  /** The last act done, in words, for the status line. */
  done: string | null;
  /** The form's default start time (ISO): now, passed in. */
  now: string;
  onSend: (event: TradingDeskEvent) => void;
}

const DONE_WORDS: Record<DeskAct['kind'], string> = {
  createEvent: 'Event created',
  editEvent: 'Event saved',
  addMarket: 'Market added',
  quote: 'Quote live',
  marketStatus: 'Market status changed',
  suspendEvent: 'Event suspended',
  reopenEvent: 'Event reopened',
  startPlay: 'In play',
  play: 'Play recorded: every market suspended',
  settle: 'Market settled',
};

export const doneText = (kind: DeskAct['kind'] | null) => (kind ? DONE_WORDS[kind] : null);

/** `/backoffice/desk`: the events on the left, the selected event's board, the key legend; every act is one key or one click. */
export function DeskView(props: DeskViewProps) {
  const { events, sports, competitions, risk, error, eventId, marketId, runnerId, dialog, editing, busy, refusal, done, now, onSend } = props;
  const selected = events?.find((e) => e.eventId === eventId) ?? null;
  const focus = { event: selected, marketId, runnerId };
  const latest = useRef({ focus, dialog, onSend });
  useEffect(() => {
    latest.current = { focus, dialog, onSend };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { focus: f, dialog: d, onSend: send } = latest.current;
      if (d !== 'none' || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      const inField = !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
      const inQuote = inField && target.dataset.quoteField !== undefined;
      const intent = intentOf({ key: e.key, code: e.code, shiftKey: e.shiftKey, altKey: e.altKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey, inField, inQuote });
      const command = intent ? commandOf(intent, f) : null;
      if (!command) return;
      e.preventDefault();
      send(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const close = () => onSend({ type: 'dialog.close' });
  const act = (a: DeskAct) => onSend({ type: 'act.request', act: a });
  const settling = dialog === 'settleForm' ? focusedMarket(focus) : null;
  return (
    <section className={styles.desk} aria-labelledby="desk-title" aria-busy={busy || undefined}>
      <div className={styles.top}>
        <h1 id="desk-title" className={styles.title}>
          Trading desk
        </h1>
        <p className={styles.statusLine} role="status" aria-live="polite">
          {busy ? 'Sending…' : refusal && dialog === 'none' ? '' : (done ?? 'Ready')}
        </p>
        <button type="button" className={styles.primary} onClick={() => onSend({ type: 'eventForm.open', editing: null })}>
          New event <kbd>N</kbd>
        </button>
      </div>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {refusal && dialog === 'none' ? (
        <p className={styles.alert} role="alert">
          {refusal}{' '}
          <button type="button" className={styles.link} onClick={() => onSend({ type: 'error.dismiss' })}>
            Dismiss
          </button>
        </p>
      ) : null}
      {events === null ? (
        <p className={styles.empty} role="status" aria-busy="true">
          Loading the desk…
        </p>
      ) : (
        <div className={styles.columns}>
          <nav className={styles.events} aria-label="Events">
            {events.length === 0 ? <p className={styles.empty}>No events to run. Create one with N.</p> : null}
            <ul className={styles.eventList}>
              {events.map((e) => (
                <li key={e.eventId}>
                  <button type="button" className={styles.eventItem} aria-current={e.eventId === eventId ? 'true' : undefined} data-betting={e.betting} onClick={() => onSend({ type: 'event.select', eventId: e.eventId })}>
                    <span className={styles.eventItemName}>{e.eventName}</span>
                    <span className={styles.muted}>
                      {e.sportName} · {e.markets.length} mkts{e.inPlay ? ' · in play' : ''}
                      {e.betting === 'SUSPENDED' ? ' · suspended' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.main}>
            {selected ? (
              <DeskBoard event={selected} risk={risk} marketId={marketId} runnerId={runnerId} busy={busy} onSend={onSend} onAct={act} />
            ) : (
              <p className={styles.empty}>{events.length === 0 ? 'Create the day’s first event (N).' : 'Pick an event on the left to quote it.'}</p>
            )}
          </div>
          <aside className={styles.legend} aria-labelledby="desk-keys-title">
            <h2 id="desk-keys-title" className={styles.legendTitle}>
              Keys
            </h2>
            <dl className={styles.keys}>
              {DESK_LEGEND.map((row) => (
                <div key={row.keys} className={styles.keyRow}>
                  <dt>
                    <kbd>{row.keys}</kbd>
                  </dt>
                  <dd>{row.does}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      )}
      {dialog === 'eventForm' ? (
        <EventForm event={editing ? (events?.find((e) => e.eventId === editing) ?? null) : null} sports={sports} competitions={competitions} now={now} busy={busy} refusal={refusal} onAct={act} onClose={close} />
      ) : null}
      {dialog === 'marketForm' && selected ? <MarketForm event={selected} busy={busy} refusal={refusal} onAct={act} onClose={close} /> : null}
      {settling ? <SettleForm market={settling} busy={busy} refusal={refusal} onAct={act} onClose={close} /> : null}
    </section>
  );
}
