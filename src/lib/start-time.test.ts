import { describe, expect, it } from 'vitest';
import { byStartTime } from './start-time';

describe('byStartTime', () => {
  it('orders by the instant, whatever the offset, and puts an unreadable time last', () => {
    const events = [
      { id: 'c', eventTime: '2030-01-01T12:00:00Z' },
      { id: 'bad', eventTime: 'soon' },
      { id: 'a', eventTime: '2030-01-01T15:00:00+05:30' }, // 09:30Z
      { id: 'b', eventTime: '2030-01-01T10:00:00.000Z' },
    ];
    expect([...events].sort(byStartTime).map((e) => e.id)).toEqual(['a', 'b', 'c', 'bad']);
  });
});
