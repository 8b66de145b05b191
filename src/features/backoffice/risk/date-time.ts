import { format } from 'date-fns';

/** "22 Nov 2026, 14:05:09" in the reader's time zone; '' for a missing or bad instant. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM yyyy, HH:mm:ss');
}

/** "14:05:09": a ticker line's time. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'HH:mm:ss');
}
