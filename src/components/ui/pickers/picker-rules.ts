/** The date rules of a picker's props (ISO days in, dates out), the same for both selection modes. */
import { fromIsoDate } from '../../../../machines/lib/calendar';
import type { DateRules } from '../../../../machines/lib/calendar';
import type { CalendarFieldProps } from './calendar-connect';

const isoDays = (list: string[] | undefined) => list?.map(fromIsoDate).filter((d): d is Date => d !== null);

export function rulesOf(props: CalendarFieldProps & { maxRangeDays?: number }): DateRules {
  return {
    minDate: fromIsoDate(props.min),
    maxDate: fromIsoDate(props.max),
    disabled: props.disabled,
    daysDisabled: props.daysDisabled,
    datesDisabled: isoDays(props.datesDisabled),
    datesEnabled: isoDays(props.datesEnabled),
    maxRangeDays: props.maxRangeDays,
  };
}
