/** What the bet screens show, as plain data (money in paise). */
import type { DayRange } from '@/features/account/public';

export type BetSide = 'BACK' | 'LAY';
export type BetStatus = 'MATCHED' | 'UNMATCHED' | 'SETTLED' | 'VOIDED' | 'LAPSED' | 'CANCELLED';
export type BetStatusFilter = 'ALL' | BetStatus;

/** One bet of the downline in the list. */
export interface DownlineBet {
  betId: string;
  userName: string;
  sportName: string;
  eventName: string;
  marketName: string;
  side: BetSide;
  /** "Back Mumbai Indians", or a fancy line's market name. */
  selection: string;
  /** "2.50", or "Yes 45 @ 100" on a fancy line (domain/bet-label.ts). */
  price: string;
  stake: number;
  matched: number;
  status: BetStatus;
  placedAt: string;
}

/** A new bet as the ticker shows it. */
export interface TickerBet {
  betId: string;
  userName: string;
  marketName: string;
  side: BetSide;
  selection: string;
  price: string;
  stake: number;
  placedAt: string;
}

export interface BetFilter {
  userName: string;
  sportId: string;
  marketId: string;
  status: BetStatusFilter;
  range: DayRange;
}

export const STATUS_OPTIONS: readonly { value: BetStatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'MATCHED', label: 'Matched' },
  { value: 'UNMATCHED', label: 'Unmatched' },
  { value: 'SETTLED', label: 'Settled' },
  { value: 'VOIDED', label: 'Voided' },
  { value: 'LAPSED', label: 'Lapsed' },
  { value: 'CANCELLED', label: 'Cancelled' },
];
