/** How the back office names a bet's selection and price: the project's bet labels (domain/bet-label.ts), nothing of its own. */
import { betOddsLabel, isFancyBet } from '@domain/bet-label';
import type { Side } from '@domain/side';

interface BetWords {
  side: Side;
  selectionName: string;
  /** Decimal odds, or a fancy line's rate. */
  price: number;
  line?: number | null;
}

/** "Back Mumbai Indians"; a fancy line's own name (its side is in the price: "Yes 45 @ 100"). */
export function betSelection(bet: BetWords): string {
  return isFancyBet(bet) ? bet.selectionName : `${bet.side === 'BACK' ? 'Back' : 'Lay'} ${bet.selectionName}`;
}

/** "2.50", or "Yes 45 @ 100" on a fancy line. */
export function betPrice(bet: BetWords): string {
  return betOddsLabel({ side: bet.side, oddsPrice: bet.price, line: bet.line });
}
