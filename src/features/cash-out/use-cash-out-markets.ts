import { useKept } from '@/lib/use-kept';

/** A market position as My Bets' query and the figures push leave it in the cache. */
interface Position {
  marketId: string;
  kind: string;
  runners: readonly { profit: number }[];
}

/**
 * The markets that show a cash-out panel (the market page's and My Bets' alike): an exchange market
 * where the bettor's position is not zero on every runner, kept while `scope` (event and session)
 * stays — a cash out at break-even leaves all zeros, and its panel must still show the result.
 */
export function useCashOutMarkets(scope: string, positions: readonly Position[]): ReadonlySet<string> {
  return useKept(
    scope,
    positions.filter((p) => p.kind === 'exchange' && p.runners.some((r) => r.profit !== 0)).map((p) => p.marketId),
  );
}
