import { useLayoutEffect, useMemo, useRef } from 'react';
import { formatMoney } from '@/lib/format';
import { formatOdds } from '@/features/market/odds-format';
import { centredScrollTop, centreIndex, ladderRows, tradedShare, type LadderLevelData, type OwnStake } from './ladder-rows';
import { PanelError, PanelStatus } from '@/features/market/panel-state';
import styles from './runner-ladder.module.css';

export interface LadderData {
  status: 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
  lastTradedPrice: number | null;
  /** Paise; null while the full depth is still being read (the live book is shown meanwhile). */
  tradedVolume: number | null;
  levels: readonly LadderLevelData[];
}

export type LadderState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; ladder: LadderData };

export interface RunnerLadderProps {
  runnerName: string;
  state: LadderState;
  /** The bettor's unmatched bets on this runner. */
  own: readonly OwnStake[];
  /** One-click betting from settings: on, a click places at once at `stake` (paise). */
  oneClick: { on: boolean; stake: number };
  /** A one-click bet is on its way: cells wait. */
  placing?: boolean;
  onPick: (side: 'BACK' | 'LAY', price: number) => void;
  onRetry?: () => void;
}

const sizeText = (paise: number) => (paise > 0 ? formatMoney(paise) : '');

/**
 * One runner's full-depth ladder: every Betfair ladder price, highest odds at the top, with money
 * waiting to back (blue) and to lay (pink), the bettor's own unmatched stakes beside, the last traded
 * price marked and traded volume per price. It opens with the row of its centre price (centreIndex) in the
 * middle of its viewport, measured on the rows as drawn (their height differs between desk and phone).
 */
export function RunnerLadder({ runnerName, state, own, oneClick, placing = false, onPick, onRetry }: RunnerLadderProps) {
  return (
    <div className={styles.ladder} data-state={state.kind}>
      <div className={styles.bar}>
        <span className={styles.oneClick} data-on={oneClick.on} data-testid="one-click-status">
          {oneClick.on ? `One-click ON: a click places ${formatMoney(oneClick.stake)} at once` : 'One-click off: a click fills the bet slip'}
        </span>
        {state.kind === 'ready' ? (
          <span>
            {state.ladder.tradedVolume !== null ? `Traded ${formatMoney(state.ladder.tradedVolume)}` : 'Reading the full depth…'}
            {state.ladder.lastTradedPrice !== null ? ` · LTP ${formatOdds(state.ladder.lastTradedPrice)}` : ''}
          </span>
        ) : null}
      </div>
      {state.kind === 'loading' ? (
        <PanelStatus>Loading the ladder…</PanelStatus>
      ) : state.kind === 'error' ? (
        <PanelError what="The ladder" message={state.message} onRetry={onRetry} />
      ) : (
        <LadderTable runnerName={runnerName} ladder={state.ladder} own={own} placing={placing} onPick={onPick} />
      )}
    </div>
  );
}

function LadderTable({ runnerName, ladder, own, placing, onPick }: { runnerName: string; ladder: LadderData; own: readonly OwnStake[]; placing: boolean; onPick: RunnerLadderProps['onPick'] }) {
  const rows = useMemo(() => ladderRows(ladder.levels, own, ladder.lastTradedPrice), [ladder, own]);
  const share = useMemo(() => tradedShare(rows), [rows]);
  const scroller = useRef<HTMLDivElement>(null);
  const centred = useRef(false);
  const centre = centreIndex(rows);
  useLayoutEffect(() => {
    const el = scroller.current;
    const row = el?.querySelector<HTMLElement>(`tbody tr:nth-child(${centre + 1})`);
    if (!el || !row || centred.current) return;
    centred.current = true;
    el.scrollTop = centredScrollTop(row.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop, row.offsetHeight, el.clientHeight, el.querySelector('thead')?.offsetHeight ?? 0);
  }, [centre]);
  const open = ladder.status === 'OPEN';
  const empty = ladder.levels.length === 0;
  return (
    <>
      {!open ? (
        <p className={styles.notice} role="status">
          {ladder.status === 'SUSPENDED' ? 'Suspended: no bets for now.' : 'The market is not open for bets.'}
        </p>
      ) : null}
      {empty ? (
        <p className={styles.notice} role="status">
          Nothing on this runner’s book yet: click a price to be the first.
        </p>
      ) : null}
      <div className={styles.scroller} ref={scroller} data-testid="ladder-scroller" tabIndex={0} role="region" aria-label={`Ladder prices: ${runnerName}`}>
        <table className={styles.table} aria-label={`Ladder: ${runnerName}`}>
          <thead>
            <tr>
              <th scope="col">My backs</th>
              <th scope="col">Back</th>
              <th scope="col">Odds</th>
              <th scope="col">Lay</th>
              <th scope="col">My lays</th>
              <th scope="col">Traded</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const odds = formatOdds(row.price);
              return (
                <tr key={row.price} className={styles.row} data-last={row.lastTraded} data-price={row.price} data-centre={index === centre || undefined}>
                  <td className={styles.own}>{sizeText(row.ownBack)}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.cell}
                      data-side="back"
                      data-size={row.availableToBack > 0}
                      disabled={!open || placing}
                      aria-label={`Back ${runnerName} at ${odds}${row.availableToBack > 0 ? ` ${sizeText(row.availableToBack)}` : ''}`}
                      onClick={() => onPick('BACK', row.price)}
                    >
                      {sizeText(row.availableToBack)}
                    </button>
                  </td>
                  <th scope="row" className={styles.price} title={row.lastTraded ? 'Last traded price' : undefined}>
                    {odds}
                  </th>
                  <td>
                    <button
                      type="button"
                      className={styles.cell}
                      data-side="lay"
                      data-size={row.availableToLay > 0}
                      disabled={!open || placing}
                      aria-label={`Lay ${runnerName} at ${odds}${row.availableToLay > 0 ? ` ${sizeText(row.availableToLay)}` : ''}`}
                      onClick={() => onPick('LAY', row.price)}
                    >
                      {sizeText(row.availableToLay)}
                    </button>
                  </td>
                  <td className={styles.own}>{sizeText(row.ownLay)}</td>
                  <td className={styles.traded}>
                    {row.traded > 0 ? <span className={styles.volumeBar} style={{ width: `${Math.round(share(row.traded) * 100)}%` }} /> : null}
                    <span className={styles.tradedText}>{sizeText(row.traded)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
