import { useState, type FormEvent } from 'react';
import type { BetSlipEvent } from '../../../machines/bet-slip.types';
import { betErrorMessage } from './bet-errors';
import { formatMoney, formatMoneyWhole, parseRupees, rupeesText } from '@/lib/format';
import { betPriceLabel, oddsText } from '@domain/bet-label';
import { oddsChangeMessage } from '@domain/odds-change';
import type { BetSlipView } from './connect-bet-slip';
import { EmptyBetSlipPanel } from './empty-bet-slip-panel';
import styles from './bet-slip-panel.module.css';

export interface BetSlipPanelProps {
  view: BetSlipView;
  send: (event: BetSlipEvent) => void;
}

/** The bet slip (right column; a bottom sheet on phones while it holds a bet), controlled by the bet-slip machine. */
export function BetSlipPanel({ view, send }: BetSlipPanelProps) {
  const { state, selection } = view;
  if (state === 'empty' || !selection) return <EmptyBetSlipPanel />;
  return (
    <section className={styles.panel} aria-label="Bet Slip" data-state={state} data-side={selection.side.toLowerCase()}>
      <h2 className={styles.heading}>
        Bet Slip
        <button type="button" className={styles.clear} onClick={() => send({ type: 'slip.clear' })} aria-label="Clear the bet slip">
          ×
        </button>
      </h2>
      <SlipBody view={view} send={send} />
    </section>
  );
}

function SlipBody({ view, send }: BetSlipPanelProps) {
  const { state, selection } = view;
  const editable = state === 'ready' || state === 'needsFixing';
  const side = selection!.side;
  return (
    <form
      className={styles.body}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        send({ type: 'bet.place' });
      }}
    >
      <div className={styles.selection}>
        <span className={styles.sideTag} data-side={side.toLowerCase()}>
          {selection!.kind === 'fancy' ? betPriceLabel({ side, oddsPrice: selection!.rate, line: selection!.line }) : side === 'BACK' ? 'Back' : 'Lay'}
        </span>
        <span className={styles.runner}>{selection!.runnerName}</span>
      </div>
      <div className={styles.inputs}>
        <PriceField view={view} send={send} disabled={!editable} />
        <StakeField view={view} send={send} disabled={!editable} />
      </div>
      {editable && view.quickStakes.length > 0 ? (
        <div className={styles.quick} role="group" aria-label="Quick stakes">
          {view.quickStakes.map((amount) => (
            <button key={amount} type="button" className={styles.quickStake} onClick={() => send({ type: 'stake.quick', amount })}>
              {formatMoneyWhole(amount)}
            </button>
          ))}
        </div>
      ) : null}
      <dl className={styles.figures}>
        <div>
          <dt>{side === 'BACK' ? 'Profit' : 'Backer’s stake'}</dt>
          <dd data-testid="slip-profit">{formatMoney(view.profit)}</dd>
        </div>
        <div>
          <dt>Liability</dt>
          <dd data-testid="slip-liability">{formatMoney(view.liability)}</dd>
        </div>
      </dl>
      {state === 'needsFixing' && view.errors.length > 0 ? (
        <div role="alert">
          <ul className={styles.errors}>
            {view.errors.map((code) => (
              <li key={code} data-code={code}>
                {code === 'INVALID_BET_SIZE' ? `Minimum stake is ${formatMoney(view.minStake)}.` : code === 'INSUFFICIENT_FUNDS' ? `${betErrorMessage(code)} Available: ${formatMoney(view.available)}.` : betErrorMessage(code)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Status view={view} send={send} />
      {editable ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => send({ type: 'slip.clear' })}>
            Cancel
          </button>
          <button type="submit" className={styles.place} data-side={side.toLowerCase()} disabled={state !== 'ready'}>
            Place Bet
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** Odds with ladder steps (exchange markets); fixed odds or the fancy rate are shown read-only. */
function PriceField({ view, send, disabled }: BetSlipPanelProps & { disabled: boolean }) {
  const [draft, setDraft] = useState({ text: String(view.price), price: view.price });
  if (draft.price !== view.price && Number(draft.text) !== view.price) setDraft({ text: String(view.price), price: view.price });
  if (view.priceMode !== 'ladder') {
    return (
      <label className={styles.field}>
        <span>{view.priceMode === 'rate' ? 'Rate' : 'Odds'}</span>
        <output className={styles.fixed} data-testid="slip-price">
          {view.rate ?? oddsText(view.price)}
        </output>
      </label>
    );
  }
  return (
    <label className={styles.field}>
      <span>Odds</span>
      <span className={styles.stepper}>
        <button type="button" aria-label="Lower odds" disabled={disabled} onClick={() => send({ type: 'price.down' })}>
          −
        </button>
        <input
          inputMode="decimal"
          aria-label="Odds"
          value={draft.text}
          disabled={disabled}
          onChange={(e) => {
            const price = Number(e.target.value);
            setDraft({ text: e.target.value, price: Number.isFinite(price) ? price : draft.price });
            send({ type: 'price.change', price: Number.isFinite(price) ? price : 0 });
          }}
        />
        <button type="button" aria-label="Higher odds" disabled={disabled} onClick={() => send({ type: 'price.up' })}>
          +
        </button>
      </span>
    </label>
  );
}

/** The stake as the bettor types it, in rupees; parsed into paise here, at the input's edge, and nowhere else. */
function StakeField({ view, send, disabled }: BetSlipPanelProps & { disabled: boolean }) {
  const shown = (paise: number) => (paise ? rupeesText(paise) : '');
  const [draft, setDraft] = useState({ text: shown(view.stake), stake: view.stake });
  if (draft.stake !== view.stake && (parseRupees(draft.text) ?? 0) !== view.stake) setDraft({ text: shown(view.stake), stake: view.stake });
  return (
    <label className={styles.field}>
      <span>Stake</span>
      <input
        className={styles.stake}
        inputMode="decimal"
        aria-label="Stake"
        placeholder="0"
        value={draft.text}
        disabled={disabled}
        onChange={(e) => {
          const stake = parseRupees(e.target.value) ?? 0;
          setDraft({ text: e.target.value, stake });
          send({ type: 'stake.change', stake });
        }}
      />
    </label>
  );
}

/**
 * What matched, as the exchange answered: the matched amount at the average matched price and its
 * profit (or liability) at that price, so it agrees with My Bets; a partly matched bet adds the
 * unmatched remainder that waits on the book.
 */
/** Where a bet stands on the slip's status lines: "Yes 45 @ 100" for a fancy line (its line and rate), else its odds. */
const atText = ({ selection, price }: BetSlipView) => (selection?.kind === 'fancy' ? betPriceLabel({ side: selection.side, oddsPrice: selection.rate, line: selection.line }) : oddsText(price));

function MatchedStatus({ view }: { view: BetSlipView }) {
  const { outcome, selection } = view;
  const sizeMatched = outcome?.sizeMatched ?? 0;
  const average = outcome?.averagePriceMatched ?? null;
  const back = selection?.side !== 'LAY';
  const at = atText(view);
  return (
    <div className={styles.status} role="status" data-tone="success">
      <p>
        <strong>{view.state === 'matched' ? 'Bet matched' : 'Partly matched'}:</strong> {selection?.runnerName} — <span data-testid="slip-matched-size">{formatMoney(sizeMatched)}</span>
        {average !== null ? (
          <>
            {' '}
            at <span data-testid="slip-matched-price">{average.toFixed(2)}</span> (average)
          </>
        ) : null}
        .
      </p>
      {view.matched ? (
        <p>
          {back ? 'Profit' : 'Liability'} if it wins: <span data-testid="slip-matched-profit">{formatMoney(back ? view.matched.profit : view.matched.liability)}</span>
        </p>
      ) : null}
      {view.state === 'partlyMatched' ? (
        <p>
          <span data-testid="slip-unmatched-size">{formatMoney(outcome?.sizeRemaining ?? 0)}</span> unmatched at {at} waits in Unmatched Bets.
        </p>
      ) : null}
    </div>
  );
}

function Status({ view, send }: BetSlipPanelProps) {
  const { state, outcome } = view;
  const at = atText(view);
  switch (state) {
    case 'placing':
      return (
        <p className={styles.status} role="status" data-tone="busy">
          Placing your bet…
        </p>
      );
    case 'waiting':
      return (
        <p className={styles.status} role="status" data-tone="busy">
          In-play delay: your bet reaches the market in <strong data-testid="slip-delay">{view.delaySeconds}s</strong>
        </p>
      );
    case 'matched':
    case 'partlyMatched':
      return <MatchedStatus view={view} />;
    case 'unmatched':
      return (
        <p className={styles.status} role="status" data-tone="info">
          Bet placed, unmatched at {at}: it waits on the book. Change or cancel it in Unmatched Bets.
        </p>
      );
    case 'priceMoved': {
      const move = view.priceMove!;
      return (
        <div className={styles.status} role="alert" data-tone="error">
          <p>
            <strong>Odds changed.</strong> <span data-testid="slip-price-move">{oddsChangeMessage(move.from, move.to, move.better)}</span>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => send({ type: 'bet.edit' })}>
              Keep {oddsText(move.from)}
            </button>
            <button type="button" className={styles.place} onClick={() => send({ type: 'odds.accept' })}>
              Place at {oddsText(move.to)}
            </button>
          </div>
        </div>
      );
    }
    case 'rejected':
      return (
        <div className={styles.status} role="alert" data-tone="error">
          <p>
            {/* An in-play bet the exchange took and then lapsed at its delay's end is not "not placed". */}
            <strong>{outcome?.status === 'LAPSED' ? 'Bet lapsed, nothing matched.' : 'Bet not placed.'}</strong> <span data-testid="slip-error">{betErrorMessage(outcome?.errorCode ?? 'UNKNOWN_ERROR', outcome?.retryAfterS, outcome?.limitRemaining)}</span>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => send({ type: 'bet.edit' })}>
              Edit bet
            </button>
            <button type="button" className={styles.place} onClick={() => send({ type: 'bet.retry' })}>
              Try again
            </button>
          </div>
        </div>
      );
    default:
      return null;
  }
}
