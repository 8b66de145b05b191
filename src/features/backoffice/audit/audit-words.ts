/** How the Audit page words an entry: the act in plain words and what changed, before → after. */
import { formatMoney } from '@domain/money';

const ACTS: Record<string, string> = {
  'credit.give': 'Credit given',
  'credit.take': 'Credit taken',
  'limits.credit_reference': 'Credit reference set',
  'user.create': 'User created',
  'user.block': 'Login locked',
  'user.unblock': 'Login unlocked',
  'user.bet_lock': 'Betting locked',
  'user.bet_unlock': 'Betting unlocked',
  'user.move': 'User moved',
  'user.password_reset': 'Password reset',
  'partnership.set': 'Partnership set',
  'settle_up.record': 'Settle-up recorded',
  'market.suspend': 'Market suspended',
  'market.resume': 'Market resumed',
  'market.close': 'Market closed',
  'market.deactivate': 'Market deactivated',
  'market.update': 'Market changed',
  'market.quote': 'Market quoted',
  'market.settle': 'Market settled',
  'market.void': 'Market voided',
  'market.resettle': 'Market resettled',
  'market.create': 'Market created',
  'event.create': 'Event created',
  'event.incident': 'Incident declared',
  'event.reopen': 'Event reopened',
  'deposit.approve': 'Deposit approved',
  'deposit.reject': 'Deposit rejected',
  'withdrawal.approve': 'Withdrawal approved',
  'withdrawal.reject': 'Withdrawal rejected',
  'settings.update': 'Site settings changed',
};

/** The families the kind filter offers (an act's first part). */
export const KIND_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'All acts' },
  { value: 'credit', label: 'Credit' },
  { value: 'limits', label: 'Limits' },
  { value: 'user', label: 'Users' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'settle_up', label: 'Settle-up' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'market', label: 'Markets' },
  { value: 'event', label: 'Events' },
  { value: 'settings', label: 'Site settings' },
  { value: 'protection', label: 'Protections' },
  { value: 'twofactor', label: 'Two-step sign-in' },
];

/** "Credit given"; an act this screen has no words for shows as the act itself ("protection.set"). */
export const actLabel = (act: string): string => ACTS[act] ?? act;

/** Fields that hold paise. */
const MONEY = new Set(['balance', 'amount', 'creditReference']);
const BPS = new Set(['partnershipBps', 'commissionBps']);

/** One value as text: paise as money, basis points as a percentage, flags and lists in words. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && MONEY.has(key)) return formatMoney(value);
  if (typeof value === 'number' && BPS.has(key)) return `${value / 100}%`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (key === 'isLogin' && typeof value === 'number') return value === 1 ? 'active' : 'locked';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "creditReference" → "credit reference". */
const fieldWords = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * What changed, field by field in a fixed order: `before` null for a field only set by the act,
 * `after` null for one only read before it. Fields equal on both sides are left out.
 */
export function changesOf(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const hasBefore = before != null && key in before;
    const hasAfter = after != null && key in after;
    const b = hasBefore ? valueText(key, before[key]) : null;
    const a = hasAfter ? valueText(key, after[key]) : null;
    if (hasBefore && hasAfter && a === b) return [];
    return [{ field: fieldWords(key), before: b, after: a }];
  });
}
