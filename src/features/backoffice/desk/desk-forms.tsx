import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import type { DeskAct, DeskMarketKind } from '../../../../machines/trading-desk.types';
import type { DeskCompetition, DeskEvent, DeskMarket, DeskSport } from './desk-types';
import styles from './desk.module.css';

interface FormProps {
  busy: boolean;
  refusal: string | null;
  onAct: (act: DeskAct) => void;
  onClose: () => void;
}

function Refusal({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.refusal} role="alert">
      {text}
    </p>
  ) : null;
}

/** `2026-11-25T14:00:00.000Z` → the local `datetime-local` value, and back. */
const localOf = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** The competition select's choice that names a new competition (created with the event). */
const NEW_COMPETITION = '+new';

/**
 * Create (no event) or edit an event: sport, competition (an existing one of the sport, or a new one
 * named here: a site outside the demo starts with none), "Home v Away" (the teams become the runners), start time.
 */
export function EventForm({ event, sports, competitions, now, busy, refusal, onAct, onClose }: FormProps & { event: DeskEvent | null; sports: DeskSport[]; competitions: DeskCompetition[]; now: string }) {
  const [sportId, setSportId] = useState(String(event?.sportId ?? sports[0]?.sportId ?? ''));
  const inSport = competitions.filter((c) => String(c.sportId) === sportId);
  const [tournamentId, setTournamentId] = useState(event?.tournamentId ?? inSport[0]?.tournamentId ?? NEW_COMPETITION);
  const [newCompetition, setNewCompetition] = useState('');
  const [eventName, setEventName] = useState(event?.eventName ?? '');
  const [time, setTime] = useState(localOf(event?.eventTime ?? now));
  const [problem, setProblem] = useState<string | null>(null);
  const creating = event === null && tournamentId === NEW_COMPETITION;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (eventName.trim().length < 3) return setProblem('Name the event, e.g. “Mumbai v Chennai”.');
    if (creating && newCompetition.trim().length < 3) return setProblem('Name the new competition, e.g. “Indian Premier League”.');
    if (!creating && (!tournamentId || tournamentId === NEW_COMPETITION)) return setProblem('Pick a competition.');
    if (!time) return setProblem('Give the start time.');
    setProblem(null);
    if (event) onAct({ kind: 'editEvent', input: { eventId: event.eventId, eventName: eventName.trim(), tournamentId, eventTime: isoOf(time) } });
    else onAct({ kind: 'createEvent', input: { sportId: Number(sportId), ...(creating ? { tournamentName: newCompetition.trim() } : { tournamentId }), eventName: eventName.trim(), eventTime: isoOf(time) } });
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={event ? `Edit ${event.eventName}` : 'New event'} size="compact">
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          Sport
          <select
            className={styles.input}
            value={sportId}
            disabled={event !== null}
            onChange={(e) => {
              setSportId(e.target.value);
              setTournamentId(competitions.find((c) => String(c.sportId) === e.target.value)?.tournamentId ?? NEW_COMPETITION);
            }}
          >
            {sports.map((s) => (
              <option key={s.sportId} value={s.sportId}>
                {s.sportName}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Competition
          <select className={styles.input} value={tournamentId} onChange={(e) => setTournamentId(e.target.value)}>
            {inSport.map((c) => (
              <option key={c.tournamentId} value={c.tournamentId}>
                {c.tournamentName}
              </option>
            ))}
            {event === null ? <option value={NEW_COMPETITION}>New competition…</option> : null}
          </select>
        </label>
        {creating ? (
          <label className={styles.field}>
            New competition’s name
            <input className={styles.input} value={newCompetition} onChange={(e) => setNewCompetition(e.target.value)} placeholder="Indian Premier League" />
          </label>
        ) : null}
        <label className={styles.field}>
          Teams or name (“Home v Away”)
          <input className={styles.input} value={eventName} onChange={(e) => setEventName(e.target.value)} autoFocus placeholder="Mumbai v Chennai" />
        </label>
        <label className={styles.field}>
          Start time
          <input className={styles.input} type="datetime-local" value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        <Refusal text={problem ?? refusal} />
        <div className={styles.formActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {event ? 'Save event' : 'Create event'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const KINDS: ReadonlyArray<[DeskMarketKind, string]> = [
  ['MATCH_ODDS', 'Match odds (exchange)'],
  ['BOOKMAKER', 'Bookmaker'],
  ['FANCY', 'Fancy line'],
  ['FIXED_ODDS', 'Fixed odds'],
  ['NEXT_BALL', 'Next Ball'],
];

/** Adds a market: its kind; a fancy line's name and opening line; runner names (the event's teams when left empty). */
export function MarketForm({ event, busy, refusal, onAct, onClose }: FormProps & { event: DeskEvent }) {
  const [kind, setKind] = useState<DeskMarketKind>('BOOKMAKER');
  const [name, setName] = useState('');
  const [line, setLine] = useState('');
  const [runners, setRunners] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = runners
      .split(/[\n,]/)
      .map((r) => r.trim())
      .filter(Boolean);
    if (kind === 'FANCY' && (!name.trim() || !/^\d+$/.test(line.trim()))) return setProblem('A fancy line needs its name and an opening line in whole runs.');
    setProblem(null);
    onAct({ kind: 'addMarket', input: { eventId: event.eventId, kind, marketName: name.trim() || null, runners: list.length > 0 ? list : null, line: kind === 'FANCY' ? Number(line) : null } });
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`Add a market · ${event.eventName}`} size="compact">
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.kinds}>
          <legend>Kind</legend>
          {KINDS.map(([k, label]) => (
            <label key={k} className={styles.radio}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} autoFocus={kind === k} />
              {label}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          Name{kind === 'FANCY' ? '' : ' (optional)'}
          <input className={styles.input} value={name} onChange={(e) => setName(e.target.value)} placeholder={kind === 'FANCY' ? '6 Over Runs MI' : 'The usual name'} />
        </label>
        {kind === 'FANCY' ? (
          <label className={styles.field}>
            Opening line (runs)
            <input className={styles.input} inputMode="numeric" value={line} onChange={(e) => setLine(e.target.value)} placeholder="52" />
          </label>
        ) : kind !== 'NEXT_BALL' ? (
          <label className={styles.field}>
            Runners, one a line (empty: the event’s teams)
            <textarea className={styles.input} rows={3} value={runners} onChange={(e) => setRunners(e.target.value)} />
          </label>
        ) : null}
        <Refusal text={problem ?? refusal} />
        <div className={styles.formActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            Add market
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Result and settle a market: its winner, or a fancy line's runs. */
export function SettleForm({ market, busy, refusal, onAct, onClose }: FormProps & { market: DeskMarket }) {
  const [winnerId, setWinnerId] = useState(market.runners[0]?.runnerId ?? '');
  const [runs, setRuns] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fancy = market.kind === 'fancy';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fancy && !/^\d+$/.test(runs.trim())) return setProblem('Enter the runs scored as a whole number.');
    setProblem(null);
    onAct(fancy ? { kind: 'settle', marketId: market.marketId, runs: Number(runs) } : { kind: 'settle', marketId: market.marketId, winnerId });
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`Result · ${market.marketName}`} size="compact" description="Settling pays every bet of the market at once; a settled market leaves the desk.">
      <form className={styles.form} onSubmit={submit} noValidate>
        {fancy ? (
          <label className={styles.field}>
            Runs scored
            <input className={styles.input} inputMode="numeric" value={runs} onChange={(e) => setRuns(e.target.value)} autoFocus />
          </label>
        ) : (
          <label className={styles.field}>
            Winner
            <select className={styles.input} value={winnerId} onChange={(e) => setWinnerId(e.target.value)} autoFocus>
              {market.runners.map((r) => (
                <option key={r.runnerId} value={r.runnerId}>
                  {r.runnerName}
                </option>
              ))}
            </select>
          </label>
        )}
        <Refusal text={problem ?? refusal} />
        <div className={styles.formActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            Settle
          </button>
        </div>
      </form>
    </Modal>
  );
}
