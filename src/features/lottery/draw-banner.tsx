import styles from '@/components/product-page.module.css';
import { StageHeading } from '@/components/product-schedule';
import type { ProductState } from '@/lib/product-state';
import { formatCountdown } from '@/lib/use-now';
import { DrawBalls } from './lottery-page';
import type { DrawScore } from './draw-state';

export interface DrawBannerProps {
  eventName: string;
  eventTime: string;
  state: ProductState;
  score: DrawScore | null;
  now: number;
}

const HEADLINE: Record<ProductState, string> = {
  upcoming: 'Bets close at the draw',
  suspended: 'Betting is suspended',
  running: 'Drawing now',
  settled: 'Drawn',
};

/** A draw's state above its markets: countdown while open, digits as they are drawn, then the number. */
export function DrawBanner({ eventName, eventTime, state, score, now }: DrawBannerProps) {
  const digits = score?.digits ?? 4;
  return (
    <section className={styles.panel} aria-label="Draw" data-state={state}>
      <div className={styles.row}>
        <StageHeading eventName={eventName} eventTime={eventTime} headline={HEADLINE[state]} />
        {state === 'upcoming' || state === 'suspended' ? (
          <span className={styles.countdown} aria-label="Time to draw">
            {formatCountdown(eventTime, now)}
          </span>
        ) : (
          <DrawBalls
            revealed={score?.revealed ?? []}
            digits={digits}
            label={score?.number !== null && score?.number !== undefined ? `Drawn ${score.number}, last digit ${score.lastDigit}` : `Drawing: ${score?.revealed.length ?? 0} of ${digits} digits`}
          />
        )}
        <span className={styles.chip} data-state={state}>
          {state === 'settled' ? 'Settled' : state === 'running' ? 'Drawing' : state === 'suspended' ? 'Suspended' : 'Open'}
        </span>
      </div>
    </section>
  );
}
