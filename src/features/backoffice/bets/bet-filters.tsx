import { useId, useState, type FormEvent } from 'react';
import { AccountRange } from '@/features/account/public';
import { STATUS_OPTIONS, type BetFilter, type BetStatusFilter } from './bets-types';
import styles from './bets.module.css';

export interface BetFiltersProps {
  filter: BetFilter;
  sports: readonly { id: string; name: string }[];
  onChange: (filter: BetFilter) => void;
  /** The clock for the picker's presets and latest day (stories pin it). */
  now?: () => Date;
}

/**
 * The bet list's filters: user and market typed then applied (Enter or Show bets); sport, status
 * and the date range (the site's date-range picker) apply as they change.
 */
export function BetFilters({ filter, sports, onChange, now }: BetFiltersProps) {
  const [userName, setUserName] = useState(filter.userName);
  const [marketId, setMarketId] = useState(filter.marketId);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filter, userName: userName.trim(), marketId: marketId.trim() });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Bet filters">
      <div className={styles.field}>
        <label htmlFor={`${id}-user`}>User</label>
        <input id={`${id}-user`} value={userName} onChange={(e) => setUserName(e.target.value)} placeholder="Any user" autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sport`}>Sport</label>
        <select id={`${id}-sport`} value={filter.sportId} onChange={(e) => onChange({ ...filter, sportId: e.target.value })}>
          <option value="">All sports</option>
          {sports.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-market`}>Market id</label>
        <input id={`${id}-market`} value={marketId} onChange={(e) => setMarketId(e.target.value)} placeholder="Any market" autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={filter.status} onChange={(e) => onChange({ ...filter, status: e.target.value as BetStatusFilter })}>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <AccountRange range={filter.range} onChange={(range) => onChange({ ...filter, range })} now={now} />
      <button type="submit" className={styles.apply}>
        Show bets
      </button>
    </form>
  );
}
