/** The choices the Safer betting page offers, as the exchange bounds them (issue #47). */
import type { LimitPeriod, ProtectionAct } from '../../../machines/safer-betting.machine';
import { formatMoney } from '@domain/money';

export const PERIODS: readonly { period: LimitPeriod; label: string }[] = [
  { period: 'DAY', label: 'Day' },
  { period: 'WEEK', label: 'Week' },
  { period: 'MONTH', label: 'Month' },
];

/** Time-out lengths, hours: 24 hours to 6 weeks (the exchange takes 24 … 1008). */
export const TIME_OUT_CHOICES: readonly { hours: number; label: string }[] = [
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '1 week' },
  { hours: 336, label: '2 weeks' },
  { hours: 672, label: '4 weeks' },
  { hours: 1008, label: '6 weeks' },
];

/** Self-exclusion lengths, months (6 … 60), or permanent (months null). */
export const SELF_EXCLUSION_CHOICES: readonly { months: number | null; label: string }[] = [
  { months: 6, label: '6 months' },
  { months: 12, label: '1 year' },
  { months: 24, label: '2 years' },
  { months: 60, label: '5 years' },
  { months: null, label: 'Permanently' },
];

/** Reality-check intervals, minutes; null is off. */
export const REALITY_CHECK_CHOICES: readonly { minutes: number | null; label: string }[] = [
  { minutes: 15, label: 'Every 15 minutes' },
  { minutes: 30, label: 'Every 30 minutes' },
  { minutes: 60, label: 'Every 60 minutes' },
  { minutes: null, label: 'Off' },
];

const periodWord = (period: LimitPeriod) => PERIODS.find((p) => p.period === period)!.label.toLowerCase();
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the toast says once the exchange took an act. */
export function savedText(act: ProtectionAct): string {
  switch (act.kind) {
    case 'depositLimit':
    case 'lossLimit': {
      const what = act.kind === 'depositLimit' ? 'deposit' : 'loss';
      return act.amount === null ? `Removal of your ${periodWord(act.period)} ${what} limit saved.` : `${capital(periodWord(act.period))} ${what} limit of ${formatMoney(act.amount)} saved.`;
    }
    case 'timeOut':
      return `Time-out of ${TIME_OUT_CHOICES.find((c) => c.hours === act.hours)?.label ?? `${act.hours} hours`} started.`;
    case 'selfExclude':
      return act.permanent ? 'You are now self-excluded permanently.' : `You are now self-excluded for ${act.months} months.`;
    case 'realityCheck':
      return act.minutes === null ? 'Reality check turned off.' : `Reality check every ${act.minutes} minutes.`;
    case 'privacy':
      return act.shareAmountsWithUpline ? 'Your upline can now see the amounts of your limits.' : 'Your upline now sees only which protections you have.';
  }
}
