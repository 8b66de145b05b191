/** A bet's effect on a market's outcomes, in paise. */
export interface PositionBet {
  runnerId: string;
  side: 'BACK' | 'LAY';
  /** Decimal odds. */
  price: number;
  /** The part that counts, paise (matched size; the slip's stake for a projection). */
  size: number;
}

/** stake × (odds − 1) in paise, on integer hundredths so no float noise creeps in. */
const winnings = (size: number, price: number) => Math.round((size * (Math.round(price * 100) - 100)) / 100);

/**
 * Profit (+) or loss (−) in paise if each runner wins (ARCHITECTURE §3): a back on the winner pays
 * stake × (odds − 1), a back on a loser loses the stake; a lay is the mirror image.
 */
export function profitLossByRunner(runnerIds: readonly string[], bets: readonly PositionBet[]): Map<string, number> {
  const result = new Map(runnerIds.map((id) => [id, 0]));
  for (const bet of bets) {
    if (bet.size <= 0) continue;
    for (const runnerId of runnerIds) {
      const wins = runnerId === bet.runnerId;
      const sign = bet.side === 'BACK' ? 1 : -1;
      const amount = wins ? sign * winnings(bet.size, bet.price) : -sign * bet.size;
      result.set(runnerId, result.get(runnerId)! + amount);
    }
  }
  return result;
}

/** The worst outcome as a positive number (a market's exposure from these bets), paise. */
export function exposureOf(profitLoss: ReadonlyMap<string, number>): number {
  let worst = 0;
  for (const value of profitLoss.values()) worst = Math.min(worst, value);
  return -worst;
}
