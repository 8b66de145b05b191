import { AccountPage, SummaryFigures, type Crumb } from '@/features/account/shared/account-page';
import { BetHistoryTable, type HistoryBet } from '@/features/account/history/bet-history-table';
import { formatPaise, formatSignedPaise, signOf } from '@/features/account/shared/account-format';

export interface MarketResult {
  profitAndLoss: number;
  commission: number;
  net: number;
}

export interface MarketBetsViewProps {
  /** The market's name, from its bets (or the id while none are known). */
  title: string;
  bets: readonly HistoryBet[];
  /** The settled result of the market (null while it is not settled). */
  result: MarketResult | null;
  breadcrumbs: readonly Crumb[];
  pending?: boolean;
  locale?: string;
}

/** `userBetHistory`: the bettor's bets in one market and what the market came to. */
export function MarketBetsView({ title, bets, result, breadcrumbs, pending, locale }: MarketBetsViewProps) {
  return (
    <AccountPage title={title} breadcrumbs={breadcrumbs} pending={pending}>
      {result ? (
        <SummaryFigures
          label="Market result"
          figures={[
            { label: 'Profit/Loss', value: formatSignedPaise(result.profitAndLoss), sign: signOf(result.profitAndLoss) },
            { label: 'Commission', value: formatPaise(result.commission) },
            { label: 'Net total', value: formatSignedPaise(result.net), sign: signOf(result.net) },
          ]}
        />
      ) : (
        bets.length > 0 && <p>This market is not settled yet.</p>
      )}
      <BetHistoryTable caption="Bets in this market" bets={bets} emptyText="You have no bets in this market." showMarket={false} locale={locale} />
    </AccountPage>
  );
}
