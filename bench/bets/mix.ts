/** Pre-play exchange Match Odds markets of the seeded world (no bet delay). */
export const MIX_MARKETS = ['41002.mo', '41003.mo', '41005.mo', '22002.mo', '13002.mo', '13003.mo'];
export const MIX_SIZE = 10_000; // ₹100

/**
 * bench:bets' mix, by bet number: pairs that cross (BACK 3.0 then LAY 3.0 on the same runner: the second
 * matches the first), and bets that rest (BACK 20, LAY 1.2) and stay on the book. `key` is unique per run tag.
 */
export function mixBet(i: number, tag: string) {
  const marketId = MIX_MARKETS[Math.floor(i / 4) % MIX_MARKETS.length]!;
  const runnerId = String(1 + (Math.floor(i / (4 * MIX_MARKETS.length)) % 2));
  const [side, price] = ([['BACK', 3], ['LAY', 3], ['BACK', 20], ['LAY', 1.2]] as const)[i % 4]!;
  return { marketId, runnerId, side, price, size: MIX_SIZE, key: `${tag}-${i}` };
}
