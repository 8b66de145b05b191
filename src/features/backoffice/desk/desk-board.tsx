import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type MouseEvent } from 'react';
import { formatProfitLoss, moneySign } from '@domain/money';
import type { DeskAct, TradingDeskEvent } from '../../../../machines/trading-desk.types';
import { fieldsOf, quoteOf, type QuoteFields } from './desk-quote';
import { scoreLine } from './desk-score';
import type { DeskEvent, DeskMarket, DeskRisk } from './desk-types';
import styles from './desk.module.css';

const KIND_LABEL: Record<string, string> = { exchange: 'Match odds', bookmaker: 'Bookmaker', fancy: 'Fancy', lottery: 'Fixed odds', ballByBall: 'Next Ball', binary: 'Binary' };
const BALLS = ['0', '1', '2', '3', '4', '6', 'W'];

export interface DeskBoardProps {
  event: DeskEvent;
  risk: ReadonlyMap<string, DeskRisk>;
  marketId: string | null;
  runnerId: string | null;
  busy: boolean;
  onSend: (event: TradingDeskEvent) => void;
  onAct: (act: DeskAct) => void;
}

function Pnl({ paise }: { paise: number | undefined }) {
  if (paise === undefined) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.pnl} data-sign={paise < 0 ? 'negative' : paise > 0 ? 'positive' : 'zero'}>
      {formatProfitLoss(paise)}
    </span>
  );
}

/** The selected event: its state and score, the acts on the whole event, the play pad, and a row per market with its quote and the house's risk. */
export function DeskBoard({ event, risk, marketId, runnerId, busy, onSend, onAct }: DeskBoardProps) {
  const score = scoreLine(event.score);
  const act = (a: DeskAct) => onAct(a);
  return (
    <section className={styles.board} aria-labelledby="desk-event-title" data-betting={event.betting}>
      <header className={styles.eventHead}>
        <div>
          <h2 id="desk-event-title" className={styles.eventTitle}>
            {event.eventName}
          </h2>
          <p className={styles.muted}>
            {event.sportName} · {event.tournamentName} · {new Date(event.eventTime).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
        </div>
        <div className={styles.badges}>
          {event.inPlay ? <span className={styles.live}>In play</span> : <span className={styles.badge}>Not started</span>}
          <span className={styles.badge} data-state={event.betting.toLowerCase()} role="status" aria-label={`Event ${event.betting === 'SUSPENDED' ? 'suspended' : event.betting === 'OPEN' ? 'open' : 'closed'}`}>
            {event.betting === 'SUSPENDED' ? 'Event suspended' : event.betting === 'OPEN' ? 'Event open' : 'Closed'}
          </span>
          {score ? (
            <span className={styles.score} aria-label="Score">
              {score.line}
              {score.recent.length > 0 ? <span className={styles.recent}> · {score.recent.join(' ')}</span> : null}
            </span>
          ) : null}
        </div>
        <div className={styles.eventActs}>
          <button type="button" className={styles.button} onClick={() => onSend({ type: 'eventForm.open', editing: event.eventId })}>
            Edit <kbd>E</kbd>
          </button>
          <button type="button" className={styles.button} onClick={() => onSend({ type: 'marketForm.open' })}>
            Add market <kbd>M</kbd>
          </button>
          {!event.inPlay ? (
            <button type="button" className={styles.button} disabled={busy} onClick={() => act({ kind: 'startPlay', eventId: event.eventId })}>
              Start play <kbd>P</kbd>
            </button>
          ) : null}
          <button type="button" className={styles.suspend} disabled={event.betting !== 'OPEN'} onClick={() => act({ kind: 'suspendEvent', eventId: event.eventId })}>
            Suspend event <kbd>⇧S</kbd>
          </button>
          <button type="button" className={styles.open} disabled={event.betting !== 'SUSPENDED'} onClick={() => act({ kind: 'reopenEvent', eventId: event.eventId })}>
            Reopen event <kbd>⇧O</kbd>
          </button>
        </div>
      </header>
      {event.inPlay && (event.sportId === 4 || event.sportId === 1) ? (
        <div className={styles.pad} role="group" aria-label={event.sportId === 4 ? 'Record a ball' : 'Record a goal'}>
          <span className={styles.padLabel}>{event.sportId === 4 ? 'Ball (suspends all)' : 'Goal (suspends all)'}</span>
          {event.sportId === 4
            ? BALLS.map((b) => (
                <button key={b} type="button" className={styles.ball} data-ball={b} onClick={() => act({ kind: 'play', input: { eventId: event.eventId, ball: b } })} aria-label={b === 'W' ? 'Wicket' : `${b} runs`}>
                  {b}
                </button>
              ))
            : (['HOME', 'AWAY'] as const).map((side) => (
                <button key={side} type="button" className={styles.ball} onClick={() => act({ kind: 'play', input: { eventId: event.eventId, goal: side } })}>
                  Goal {side === 'HOME' ? 'home' : 'away'}
                </button>
              ))}
        </div>
      ) : null}
      {event.markets.length === 0 ? (
        <p className={styles.empty}>No markets yet. Add one with M: match odds, bookmaker, a fancy line, fixed odds or Next Ball.</p>
      ) : (
        <ul className={styles.markets} aria-label="Markets">
          {event.markets.map((m) => (
            <MarketRow key={m.marketId} market={m} risk={risk.get(m.marketId)} focused={m.marketId === marketId} runnerId={m.marketId === marketId ? runnerId : null} onSend={onSend} onAct={onAct} />
          ))}
        </ul>
      )}
    </section>
  );
}

const quoteKey = (m: DeskMarket) => JSON.stringify([m.runners.map((r) => [r.back, r.lay, r.size, r.odds]), m.fancy]);

/** The field J/K put the caret in: the focused bookmaker runner's back price, else the market's first quote field, else its name. */
function entryField(row: HTMLElement, runnerId: string | null): HTMLElement | null {
  return (runnerId ? row.querySelector<HTMLElement>(`[data-runner="${CSS.escape(runnerId)}"] input[data-quote-field]`) : null) ?? row.querySelector<HTMLElement>('input[data-quote-field]') ?? row.querySelector<HTMLElement>('button');
}

function MarketRow({ market, risk, focused, runnerId, onSend, onAct }: { market: DeskMarket; risk: DeskRisk | undefined; focused: boolean; runnerId: string | null; onSend: DeskBoardProps['onSend']; onAct: DeskBoardProps['onAct'] }) {
  const suspended = market.status !== 'OPEN';
  const row = useRef<HTMLLIElement>(null);
  const wasFocused = useRef(focused);
  // J/K (the machine's focus.move) move the caret into the market they focus, so the trader types its quote at once.
  useEffect(() => {
    const became = focused && !wasFocused.current;
    wasFocused.current = focused;
    const el = row.current;
    if (became && el && !el.contains(document.activeElement)) entryField(el, runnerId)?.focus();
  }, [focused, runnerId]);
  // A field of a bookmaker runner focuses that runner too: the arrows then move its prices, not the first runner's.
  const focusFrom = (e: FocusEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const runner = (e.target as HTMLElement).closest<HTMLElement>('[data-runner]')?.dataset.runner ?? null;
    if (!focused || (runner !== null && runner !== runnerId)) onSend({ type: 'market.focus', marketId: market.marketId, runnerId: runner ?? (focused ? runnerId : null) });
  };
  return (
    <li
      ref={row}
      className={styles.market}
      data-focused={focused || undefined}
      data-status={market.status.toLowerCase()}
      data-market={market.marketId}
      aria-label={`${market.marketName}, ${suspended ? 'suspended' : 'open'}`}
      onFocus={focusFrom}
      onClick={focusFrom}
    >
      <div className={styles.marketHead}>
        <button type="button" className={styles.marketName} aria-pressed={focused}>
          {market.marketName}
        </button>
        <span className={styles.kind}>{KIND_LABEL[market.kind] ?? market.kind}</span>
        <span className={styles.status} data-state={market.status.toLowerCase()}>
          {suspended ? 'Suspended' : 'Open'}
        </span>
        <span className={styles.worst}>
          Worst <Pnl paise={risk?.worstCase} />
          {risk ? <span className={styles.muted}> · {risk.betCount} {risk.betCount === 1 ? 'bet' : 'bets'}</span> : null}
        </span>
        <span className={styles.marketActs}>
          {suspended ? (
            <button type="button" className={styles.open} onClick={() => onAct({ kind: 'marketStatus', marketId: market.marketId, status: 'OPEN' })}>
              Open
            </button>
          ) : (
            <button type="button" className={styles.suspend} onClick={() => onAct({ kind: 'marketStatus', marketId: market.marketId, status: 'SUSPENDED' })}>
              Suspend
            </button>
          )}
          <button type="button" className={styles.button} onClick={() => onSend({ type: 'settleForm.open', marketId: market.marketId })}>
            Result
          </button>
        </span>
      </div>
      <QuoteEditor market={market} risk={risk} runnerId={runnerId} focused={focused} onAct={onAct} />
    </li>
  );
}

function QuoteEditor({ market, risk, runnerId, focused, onAct }: { market: DeskMarket; risk: DeskRisk | undefined; runnerId: string | null; focused: boolean; onAct: DeskBoardProps['onAct'] }) {
  // Kept mounted across quotes (a remount lost the caret at each send or arrow): a new quote, from this desk or
  // another, replaces the typed fields while rendering.
  const quote = quoteKey(market);
  const [fields, setFields] = useState<QuoteFields>(() => fieldsOf(market));
  const [shownQuote, setShownQuote] = useState(quote);
  if (shownQuote !== quote) {
    setShownQuote(quote);
    setFields(fieldsOf(market));
  }
  const [problem, setProblem] = useState<string | null>(null);
  const pnl = new Map(risk?.outcomes.map((o) => [o.key, o.myPnl]) ?? []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const quote = quoteOf(market, fields);
    if ('error' in quote) return setProblem(quote.error);
    setProblem(null);
    onAct(quote.act);
  };
  const field = (key: string, label: string, side?: 'back' | 'lay') => (
    <input
      className={styles.quoteInput}
      data-quote-field
      data-side={side}
      inputMode="decimal"
      aria-label={`${market.marketName} ${label}`}
      value={fields[key] ?? ''}
      onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
    />
  );
  // A size in rupees: the most one bet may stake at the quote; empty, the market's max stake.
  const sizeField = (key: string, label: string) => (
    <input
      className={styles.sizeInput}
      data-quote-field
      inputMode="decimal"
      placeholder="max"
      aria-label={`${market.marketName} ${label}`}
      value={fields[key] ?? ''}
      onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
    />
  );
  if (market.kind === 'fancy') {
    const outcomes = risk?.outcomes ?? [];
    return (
      <form className={styles.quote} onSubmit={submit} data-kind="fancy">
        <div className={styles.fancyGrid}>
          <span className={styles.colHead}>NO line</span>
          <span className={styles.colHead}>Rate</span>
          <span className={styles.colHead}>YES line</span>
          <span className={styles.colHead}>Rate</span>
          <span className={`${styles.colHead} ${styles.sizeHead}`}>Size {moneySign()}</span>
          {field('noLine', 'NO line', 'lay')}
          {field('noRate', 'NO rate', 'lay')}
          {field('yesLine', 'YES line', 'back')}
          {field('yesRate', 'YES rate', 'back')}
          <span className={styles.sizeCell}>{sizeField('size', `size (${moneySign()})`)}</span>
        </div>
        <button type="submit" className={styles.send} tabIndex={focused ? 0 : -1}>
          Send ⏎
        </button>
        <div className={styles.runBook} aria-label={`${market.marketName} house position by runs`}>
          {outcomes.length === 0 ? <span className={styles.muted}>No bets on this line yet</span> : null}
          {outcomes.map((o) => (
            <span key={o.key} className={styles.runCell}>
              <span className={styles.muted}>{o.name}</span> <Pnl paise={o.myPnl} />
            </span>
          ))}
        </div>
        {problem ? <p className={styles.refusal}>{problem}</p> : null}
      </form>
    );
  }
  const house = market.kind !== 'exchange';
  return (
    <form className={styles.quote} onSubmit={submit} data-kind={market.kind}>
      <table className={styles.runners}>
        <thead>
          <tr>
            <th scope="col">Runner</th>
            {market.kind === 'bookmaker' ? (
              <>
                <th scope="col" data-side="back">
                  Back
                </th>
                <th scope="col" data-side="lay">
                  Lay
                </th>
                <th scope="col" title="The most one bet may stake at the runner's prices; empty: the market's maximum stake">
                  Size {moneySign()}
                </th>
              </>
            ) : house ? (
              <th scope="col" data-side="back">
                Odds
              </th>
            ) : (
              <th scope="col">Book</th>
            )}
            <th scope="col" className={styles.num}>
              House P&amp;L
            </th>
          </tr>
        </thead>
        <tbody>
          {market.runners.map((r) => (
            <tr key={r.runnerId} data-runner={market.kind === 'bookmaker' ? r.runnerId : undefined} data-focused={focused && (runnerId ?? market.runners[0]?.runnerId) === r.runnerId && market.kind === 'bookmaker' ? true : undefined}>
              <th scope="row">{r.runnerName}</th>
              {market.kind === 'bookmaker' ? (
                <>
                  <td data-side="back">{field(`back:${r.runnerId}`, `${r.runnerName} back`, 'back')}</td>
                  <td data-side="lay">{field(`lay:${r.runnerId}`, `${r.runnerName} lay`, 'lay')}</td>
                  <td>{sizeField(`size:${r.runnerId}`, `${r.runnerName} size (${moneySign()})`)}</td>
                </>
              ) : house ? (
                <td data-side="back">{field(`odds:${r.runnerId}`, `${r.runnerName} odds`, 'back')}</td>
              ) : (
                <td className={styles.muted}>Exchange book</td>
              )}
              <td className={styles.num}>
                <Pnl paise={pnl.get(r.runnerId)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {house ? (
        <button type="submit" className={styles.send} tabIndex={focused ? 0 : -1}>
          Send ⏎
        </button>
      ) : null}
      {problem ? <p className={styles.refusal}>{problem}</p> : null}
    </form>
  );
}
