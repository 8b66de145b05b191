/** Compact formats of the odds grids. */
import { fromOdds100, toOdds100 } from '@domain/ladder';

/** Decimal odds as the ladder writes them: 1.65, 2.4, 12, 110. */
export function formatOdds(price: number): string {
  if (price >= 100) return price.toFixed(0);
  if (price >= 20) return String(Math.round(price * 10) / 10);
  return String(fromOdds100(toOdds100(price)));
}

/** Money available at a price, paise → short rupees: 950, 4.8k, 1.2L. */
export { formatMoneyShort as formatSize } from '@domain/money';

/** Profit or loss in paise with sign, rupees with two decimals: +150.00, −100.00. */
export { formatProfitLoss } from '@domain/money';
