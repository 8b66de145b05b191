import type { ReactNode } from 'react';
import styles from './right-column.module.css';

/** What the right column holds (layout rules): market pages, ball-by-ball pages, everything else. */
export type RightColumnContent = 'market' | 'betting' | 'casino';

export interface RightColumnProps {
  content: RightColumnContent;
  liveStream: ReactNode;
  betSlip: ReactNode;
  myBets: ReactNode;
  playGames: ReactNode;
}

/**
 * The right column (spec §2): Live Stream + bet slip + My Bets on marketdetails and
 * lotterydetails, bet slip + My Bets on ballByBall, the Play Games casino panel elsewhere.
 */
export function RightColumn({ content, liveStream, betSlip, myBets, playGames }: RightColumnProps) {
  return (
    <aside className={styles.column} aria-label="Right column" data-content={content}>
      {content === 'market' ? liveStream : null}
      {content === 'casino' ? playGames : betSlip}
      {content === 'casino' ? null : myBets}
    </aside>
  );
}

/** A panel's place while its code loads: a quiet box of about its height, announced as loading. */
export function PanelLoadingBox({ label }: { label: string }) {
  return <div className={styles.loading} role="status" aria-label={`Loading ${label}`} />;
}
