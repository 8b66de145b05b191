import { lazy, Suspense, type ReactNode } from 'react';
import styles from './inline-betting.module.css';

// Loaded with the page that shows it: public.ts exports InlineBetting beside the bet documents the
// shell's header uses, and a static import here would pull the whole slip into the first chunk.
const BetSlipContainer = lazy(() => import('./betting-containers').then((m) => ({ default: m.BetSlipContainer })));
const MyBetsContainer = lazy(() => import('./betting-containers').then((m) => ({ default: m.MyBetsContainer })));

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
  return (
    <Suspense fallback={<InlineBettingLayout slip={<div className={styles.loading} role="status" aria-label="Loading bet slip" />} bets={null} />}>
      <InlineBettingLayout slip={<BetSlipContainer />} bets={<MyBetsContainer eventId={eventId} />} />
    </Suspense>
  );
}
