/**
 * An audit entry's before → after in words (issue #47): the back office's Audit page and the bettor's
 * Activity Log show changes the same way.
 */
import { formatMoney } from '@domain/money';

/** Fields that hold paise: these, and any limit (a deposit or loss limit). */
const MONEY = new Set(['balance', 'amount', 'creditReference']);
const isMoney = (key: string) => MONEY.has(key) || /limit/i.test(key);
const BPS = new Set(['partnershipBps', 'commissionBps']);

/** One value as text: paise as money, basis points as a percentage, flags and lists in words. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && isMoney(key)) return formatMoney(value);
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
