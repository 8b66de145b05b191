/** A bet of My Bets' lists: a bet partly matched is in both (its matched part and its rest). */
interface ListedBet {
  betId: string;
}

/** The bettor's open bets on an event: every bet matched or waiting (each once), settled ones having left the lists. */
export function openBetCount(lists: { matchedBets: readonly ListedBet[]; unmatchedBets: readonly ListedBet[] } | undefined): number {
  if (!lists) return 0;
  return new Set([...lists.matchedBets, ...lists.unmatchedBets].map((bet) => bet.betId)).size;
}
