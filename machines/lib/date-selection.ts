/**
 * The value of the date picker in its two selection modes (after Zag's `selectionMode`):
 * 'single' holds at most one date, 'range' none or [start, end]. Typed text, values from
 * outside and the rules of the next pick are checked here, once for both modes.
 */
import type { Locale } from 'date-fns';
import { checkDate, checkRange, parseDateText, RANGE_SEPARATOR, rangeEndLimit } from './calendar';
import type { DateError, DateRules } from './calendar';

export type SelectionMode = 'single' | 'range';

/** Single: the date, clamped like spec §5 says. Range: both bounds sorted and clamped. Empty is valid. */
export function checkSelection(
  mode: SelectionMode,
  dates: readonly (Date | null)[] | null,
  rules: Pick<DateRules, 'minDate' | 'maxDate'>,
): { value: Date[]; error: DateError | null } {
  if (mode === 'single') {
    const checked = checkDate(dates?.[0] ?? null, rules);
    return { value: checked.value ? [checked.value] : [], error: checked.error };
  }
  const checked = checkRange(dates?.length ? [dates[0] ?? null, dates[1] ?? null] : null, rules);
  return { value: checked.value ?? [], error: checked.error };
}

/** Typed text as dates (null for empty): one date, or 'start - end' in range mode. */
export function parseSelectionText(mode: SelectionMode, text: string, pattern: string, locale: Locale, reference: Date): (Date | null)[] | null {
  if (text.trim() === '') return null;
  if (mode === 'single') return [parseDateText(text, pattern, locale, reference)];
  const parts = text.split(RANGE_SEPARATOR);
  return [parts[0] ?? '', parts[1] ?? ''].map((part) => parseDateText(part, pattern, locale, reference));
}

/** The rules for the next pick: while a range's end is being chosen, capped by the maximum range length. */
export function rulesForPick(context: { rules: DateRules; start: Date | null }): DateRules {
  if (!context.start) return context.rules;
  return { ...context.rules, maxDate: rangeEndLimit(context.start, context.rules) };
}
