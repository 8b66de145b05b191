import type { BetHistoryState } from '@/gql/graphql';
import { AccountPage } from '@/features/account/shared/account-page';
import type { DayRange } from '@/features/account/shared/account-range';
import { AccountRange, FilterSelect } from '@/features/account/shared/account-range-field';
import { BetHistoryTable, STATE_LABEL, type HistoryBet } from './bet-history-table';

export type StatusFilter = 'ALL' | Exclude<BetHistoryState, 'OPEN'>;
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...(['SETTLED', 'CANCELLED', 'VOIDED', 'LAPSED'] as const).map((s) => ({ value: s, label: STATE_LABEL[s] })),
];

/** The past bets My Bets history lists: settled, cancelled, voided and lapsed (open bets are on Unsettled Bets). */
export function pastBets(bets: readonly HistoryBet[], status: StatusFilter, sportId: string): HistoryBet[] {
  return bets.filter((b) => b.state !== 'OPEN' && (status === 'ALL' || b.state === status) && (sportId === 'ALL' || String(b.sportId) === sportId));
}

export interface MyBetsHistoryViewProps {
  bets: readonly HistoryBet[];
  range: DayRange;
  status: StatusFilter;
  /** A sport id, or 'ALL'. */
  sportId: string;
  onRangeChange: (range: DayRange) => void;
  onStatusChange: (status: StatusFilter) => void;
  onSportChange: (sportId: string) => void;
  pending?: boolean;
  locale?: string;
}

/** My Bets history: past bets of the range, filtered by status and sport. */
export function MyBetsHistoryView({ bets, range, status, sportId, onRangeChange, onStatusChange, onSportChange, pending, locale }: MyBetsHistoryViewProps) {
  const sports = [...new Map(bets.filter((b) => b.state !== 'OPEN').map((b) => [String(b.sportId), b.sportName])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const sportOptions = [{ value: 'ALL', label: 'All sports' }, ...sports.map(([value, label]) => ({ value, label }))];
  if (sportId !== 'ALL' && !sports.some(([id]) => id === sportId)) sportOptions.push({ value: sportId, label: `Sport ${sportId}` });
  return (
    <AccountPage
      title="My Bets"
      pending={pending}
      toolbar={
        <>
          <AccountRange range={range} onChange={onRangeChange} />
          <FilterSelect label="Status" value={status} options={STATUS_FILTERS} onChange={onStatusChange} />
          <FilterSelect label="Sport" value={sportId} options={sportOptions} onChange={onSportChange} />
        </>
      }
    >
      <BetHistoryTable caption="Bet history" bets={pastBets(bets, status, sportId)} emptyText="No settled, cancelled, voided or lapsed bets match these filters." locale={locale} />
    </AccountPage>
  );
}
