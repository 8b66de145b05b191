import type { ReactNode } from 'react';
import { betOddsLabel } from '@domain/bet-label';
import { Tabs } from '@/components/ui/tabs';
import { formatMoney } from '@/lib/format';
import { UnmatchedBetRow, type UnmatchedBet } from './unmatched-bet-row';
import styles from './my-bets-panel.module.css';

export type { UnmatchedBet };

/** A matched bet row (spec §3): type B = back, L = lay. Stake in paise. */
export interface MatchedBet {
  betId: string;
  selectionName: string;
  oddsPrice: number;
  stake: number;
  type: 'B' | 'L';
  /** A fancy bet's line (its odds are the rate); null or absent for other bets. */
  line?: number | null;
}

export interface MyBetsPanelProps {
  matched: readonly MatchedBet[];
  /** Bets (or their rest) waiting on the book. */
  unmatched?: readonly UnmatchedBet[];
  /** Bets with a cancel or re-price on its way. */
  busyBetIds?: ReadonlySet<string>;
  onCancel?: (bet: UnmatchedBet) => void;
  onChangePrice?: (bet: UnmatchedBet, price: number) => void;
  /** Cash out of the markets where the bettor has a position (shown above the tabs). */
  cashOut?: ReactNode;
  /** The event's settled bets with their results and the link to the full history (shown below the tabs). */
  settled?: ReactNode;
  /** Without its own heading: inside the bets popup, whose title already says My Bets. */
  untitled?: boolean;
}

/** My Bets (spec §2): Matched Bets and Unmatched Bets tabs; unmatched bets can be cancelled or re-priced; the event's settled bets below. */
export function MyBetsPanel({ matched, unmatched = [], busyBetIds, onCancel, onChangePrice, cashOut, settled, untitled = false }: MyBetsPanelProps) {
  return (
    <section className={styles.panel} aria-label="My Bets">
      {untitled ? null : <h2 className={styles.heading}>My Bets</h2>}
      {cashOut}
      <Tabs
        label="My Bets"
        tabs={[
          { value: 'matched', title: 'Matched Bets', content: <MatchedTable bets={matched} /> },
          {
            value: 'unmatched',
            title: unmatched.length > 0 ? `Unmatched Bets (${unmatched.length})` : 'Unmatched Bets',
            content:
              unmatched.length === 0 ? (
                <p className={styles.empty}>You have no Unmatched Bets</p>
              ) : (
                <ul className={styles.unmatched}>
                  {unmatched.map((bet) => (
                    <UnmatchedBetRow key={bet.betId} bet={bet} busy={busyBetIds?.has(bet.betId) ?? false} onCancel={onCancel} onChangePrice={onChangePrice} />
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {settled}
    </section>
  );
}

function MatchedTable({ bets }: { bets: readonly MatchedBet[] }) {
  if (bets.length === 0) return <p className={styles.empty}>You have no Matched Bets</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Matched Bets</th>
          <th scope="col">Odds</th>
          <th scope="col">Stake</th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.betId} data-side={bet.type === 'B' ? 'back' : 'lay'}>
            <td>{bet.selectionName}</td>
            <td>{betOddsLabel({ side: bet.type === 'B' ? 'BACK' : 'LAY', oddsPrice: bet.oddsPrice, line: bet.line })}</td>
            <td>{formatMoney(bet.stake)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
