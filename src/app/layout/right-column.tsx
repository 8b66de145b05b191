import type { ReactNode } from 'react';
import { showsMyBets, type RightColumnContent } from '@/lib/layout-rules';
import styles from './right-column.module.css';

export type { RightColumnContent };

export interface RightColumnProps {
  content: RightColumnContent;
  liveStream: ReactNode;
  betSlip: ReactNode;
  myBets: ReactNode;
  /** The phone's My Bets button (held above the footer bar; hidden on wider screens). */
  myBetsButton?: ReactNode;
  playGames: ReactNode;
}

/**
 * The right column, one rule for every page (src/lib/layout-rules.ts): Live Stream + bet slip + My Bets on
 * marketdetails and lotterydetails; bet slip + My Bets wherever else an event's prices can be clicked
 * (ballByBall, virtual events, binary, the race card); the bet slip above Play Games on the lists; Play
 * Games alone elsewhere. The slip is always the column's first betting panel, so a price's click shows
 * at the top of the screen beside the prices (on a phone, as the slip's bottom sheet).
 */
export function RightColumn({ content, liveStream, betSlip, myBets, myBetsButton, playGames }: RightColumnProps) {
  const withMyBets = showsMyBets(content);
  return (
    <aside className={styles.column} aria-label="Right column" data-content={content}>
      {content === 'market' ? liveStream : null}
      {content === 'casino' ? null : betSlip}
      {withMyBets ? myBets : null}
      {withMyBets ? myBetsButton : null}
      {content === 'casino' || content === 'lists' ? <div className={styles.games}>{playGames}</div> : null}
    </aside>
  );
}

/** A panel's place while its code loads: a quiet box of about its height, announced as loading. */
export function PanelLoadingBox({ label }: { label: string }) {
  return <div className={styles.loading} role="status" aria-label={`Loading ${label}`} />;
}
