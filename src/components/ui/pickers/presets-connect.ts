/**
 * The presets part of the date picker's connect() in range mode: Today, Yesterday, Last 7 Days, …
 * beside Custom Range, the one matching the value pressed. Pure: the value and the clock in, props out.
 */
import { matchingPreset, rangePresets } from '../../../../machines/lib/calendar';
import type { RangePreset } from '../../../../machines/lib/calendar';
import { dataAttr } from './calendar-connect';
import type { DataAttributes } from './calendar-connect';

export interface PresetItem {
  preset: RangePreset;
  props: DataAttributes & { type: 'button'; 'aria-pressed': boolean; onClick: () => void };
}

export interface PresetParts {
  presets: PresetItem[];
  /** Custom Range: pressed when the value is no preset; moves into the calendar. */
  customRangeProps: DataAttributes & { type: 'button'; 'aria-pressed': boolean };
}

export interface PresetFacts {
  /** Offer the presets at all. */
  shown: boolean;
  now: Date;
  value: readonly Date[];
  /** A new range is being picked: none of the presets is the value any more. */
  halfPicked: boolean;
}

export function connectPresets({ shown, now, value, halfPicked }: PresetFacts, send: (event: { type: 'range.preset'; value: [Date, Date] }) => void): PresetParts {
  const list = shown ? rangePresets(now) : [];
  const active = halfPicked || value.length !== 2 ? null : matchingPreset([value[0]!, value[1]!], list);
  return {
    presets: list.map((preset) => ({
      preset,
      props: {
        type: 'button',
        'aria-pressed': active?.key === preset.key,
        'data-preset': preset.key,
        'data-active': dataAttr(active?.key === preset.key),
        onClick: () => send({ type: 'range.preset', value: preset.range }),
      },
    })),
    customRangeProps: { type: 'button', 'aria-pressed': active === null, 'data-active': dataAttr(active === null) },
  };
}
