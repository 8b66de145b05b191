import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from './context';
import { EVENT_CHANGE_GATHER_MS, flushEventChanges, publishEventChange } from './event-changes';

/** A hub that records the topics published; the event's view is never built here (make is not called). */
function fakeServices() {
  const published: string[] = [];
  const hub = { publishLatest: vi.fn(async (topic: string) => void published.push(topic)) };
  return { services: { hub, db: null } as unknown as ExchangeServices, published };
}
const registry = {} as MarketRegistry;

describe('event changes', () => {
  afterEach(() => vi.useRealTimers());

  it('gathers an event’s changes for EVENT_CHANGE_GATHER_MS and publishes them once', async () => {
    vi.useFakeTimers();
    const { services, published } = fakeServices();
    await publishEventChange(services, registry, 'e1');
    await publishEventChange(services, registry, 'e1');
    await publishEventChange(services, registry, 'e2');
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(EVENT_CHANGE_GATHER_MS);
    expect(published.sort()).toEqual(['event:e1', 'event:e2']);
  });

  it('a flush (the exchange closing) publishes what is gathering at once, and nothing fires after', async () => {
    vi.useFakeTimers();
    const { services, published } = fakeServices();
    await publishEventChange(services, registry, 'e1');
    await flushEventChanges(services);
    expect(published).toEqual(['event:e1']);
    await vi.advanceTimersByTimeAsync(EVENT_CHANGE_GATHER_MS * 2);
    expect(published).toEqual(['event:e1']);
    // Nothing gathering: a flush does nothing.
    await flushEventChanges(services);
    expect(published).toEqual(['event:e1']);
  });
});
