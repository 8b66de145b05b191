import { tickToPrice } from './ladder';
import type { Trade } from './types';

/**
 * Each order's matched size and matched value (price × size), kept as trades happen, so an
 * order's average matched price is one lookup instead of a pass over the market's trade log.
 * Both sides of every trade are counted; a restored trade is added like a new one.
 */
export class MatchedValues {
  private readonly sums = new Map<string, { value: number; size: number }>();

  add(trade: Trade): void {
    const value = tickToPrice(trade.price) * trade.size;
    this.addTo(trade.backOrderId, value, trade.size);
    this.addTo(trade.layOrderId, value, trade.size);
  }

  /** The order's average matched price, rounded to hundredths; null when nothing of it has matched. */
  averagePrice(orderId: string): number | null {
    const sum = this.sums.get(orderId);
    return sum ? Math.round((sum.value / sum.size) * 100) / 100 : null;
  }

  private addTo(orderId: string, value: number, size: number): void {
    const sum = this.sums.get(orderId);
    if (sum) {
      sum.value += value;
      sum.size += size;
    } else this.sums.set(orderId, { value, size });
  }
}
