/**
 * Interest in private topics (interest.ts): what an announcement may name, and how long a checked
 * topic stays watched. That a check reaches every exchange on the bus: server/gateway/live/bus-upstream.test.ts
 * (memory bus) and tests/cluster/interest.test.ts (a real cluster).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeHub } from './hub';
import { announcedTopic, INTEREST_MS } from './interest';

describe('announcedTopic', () => {
  it('names a private hub topic and nothing else', () => {
    expect(announcedTopic({ topic: 'balance:u-1' })).toBe('balance:u-1');
    expect(announcedTopic({ topic: 'downline:*' })).toBe('downline:*');
    expect(announcedTopic({ topic: 'ticker:u:with:colons' })).toBe('ticker:u:with:colons');
    for (const bad of [null, 'balance:u-1', [], {}, { topic: 1 }, { topic: 'market:1.1' }, { topic: 'balance' }, { topic: 'balance:' }, { topic: ':u-1' }, { topic: `orders:${'x'.repeat(300)}` }, { topic: 'orders:u-1', extra: true }]) {
      expect(announcedTopic(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('TopicInterest', () => {
  afterEach(() => void vi.useRealTimers());

  it('watches a renewed topic and announces it; a hold keeps it INTEREST_MS from the last one, then it goes', () => {
    vi.useFakeTimers();
    const hub = new ChangeHub(async () => null);
    const announced: unknown[] = [];
    hub.interest.announceTo((a) => void announced.push(a));
    hub.interest.renew('balance:u-1');
    expect(announced).toEqual([{ topic: 'balance:u-1' }]);
    expect(hub.watched('balance').has('u-1')).toBe(true);

    vi.advanceTimersByTime(INTEREST_MS - 1_000);
    hub.interest.hold('balance:u-1'); // an announcement heard: not announced again
    expect(announced).toHaveLength(1);
    vi.advanceTimersByTime(INTEREST_MS - 1);
    expect(hub.watched('balance').has('u-1')).toBe(true);
    expect(hub.listenerCount('balance:u-1')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(hub.watched('balance').has('u-1')).toBe(false);
    expect(hub.interest.topics()).toEqual([]);
  });

  it('clear stops watching everything held', () => {
    const hub = new ChangeHub(async () => null);
    hub.interest.hold('orders:u-1');
    hub.interest.hold('risk:u-2');
    hub.interest.clear();
    expect(hub.watched('orders').size + hub.watched('risk').size).toBe(0);
  });
});
