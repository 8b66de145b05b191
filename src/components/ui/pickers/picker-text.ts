/** Texts the pickers show under their input for the spec's date errors (§5), in the picker's locale. */
import type { Locale } from 'date-fns';
import { formatDateText } from '../../../../machines/lib/calendar';
import type { DateError, DateRules } from '../../../../machines/lib/calendar';

export function dateErrorMessage(error: DateError | null, rules: DateRules, pattern: string, locale: Locale, range = false): string | null {
  switch (error) {
    case null:
      return null;
    case 'date': {
      const hint = pattern.toLowerCase();
      return range ? `Enter a valid date range: ${hint} - ${hint}` : `Enter a valid date: ${hint}`;
    }
    case 'minDate':
      return `The earliest date is ${formatDateText(rules.minDate ?? null, pattern, locale)}; it was used instead.`;
    case 'maxDate':
      return `The latest date is ${formatDateText(rules.maxDate ?? null, pattern, locale)}; it was used instead.`;
  }
}
