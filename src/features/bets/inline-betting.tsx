import type { ReactNode } from 'react';
import { BetSlipContainer, MyBetsContainer } from './betting-containers';
import styles from './inline-betting.module.css';

/** The two panels side by side on a desktop, one above the other below 900 px. */
export function InlineBettingLayout({ slip, bets }: { slip: ReactNode; bets: ReactNode }) {
  return (
    <section className={styles.betting} aria-label="Betting">
      {slip}
      {bets}
    </section>
  );
}

/**
 * The bet slip and My Bets inside a page's content, for the product pages whose right column holds
 * the Play Games panel (spec §2: only market, lottery and ball-by-ball pages put the slip there):
 * side by side on a desktop; on a phone the slip becomes its bottom sheet as everywhere.
 */
export function InlineBetting({ eventId }: { eventId: string | null }) {
  return <InlineBettingLayout slip={<BetSlipContainer />} bets={<MyBetsContainer eventId={eventId} />} />;
}
