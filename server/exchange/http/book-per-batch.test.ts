import { beforeAll, expect, it } from 'vitest';
import { batchSize } from '../../metrics/registry';
import type { StreamMessage } from '../stream/hub';
import { onEveryStore, tokenOf } from './test-harness';

/**
 * Bets placed together are one group-commit batch, and their market's book goes out once for the batch,
 * not once per bet (issue #50: every publish is a JetStream store and a fan-out in a cluster): the one
 * book sent holds every bet of the batch, and each bet's order change still goes to its owner, after it.
 */
const MARKET = '22002.mo';
const batches = async () => (await batchSize.get()).values.find((v) => v.metricName === 'backlay_bet_batch_size_count')?.value ?? 0;

onEveryStore('the book once per batch', (api) => {
  let token = '';
  beforeAll(async () => {
    token = await tokenOf(api(), 'demo');
  });

  it('publishes the market’s book once for a batch of bets on it, holding all of them, before their orders', async () => {
    const { hub } = api().exchange.services;
    const seen: StreamMessage[] = [];
    await hub.subscribe(`market:${MARKET}`, (m) => m.kind === 'delta' && seen.push(m));
    const before = await batches();
    const bets = [1, 2, 3, 4, 5, 6].map((i) => ({ idempotencyKey: `book-per-batch-${Date.now()}-${i}`, marketId: MARKET, side: 'LAY', size: 1_000 * i, selection: { kind: 'exchange', runnerId: '1', price: 1.5 } }));
    const replies = await Promise.all(bets.map((bet) => api().post('/api/bets/place', bet, token)));
    expect(replies.map((r) => r.statusCode)).toEqual(bets.map(() => 200));
    const placedIn = (await batches()) - before;
    // They were placed in fewer batches than bets (else this says nothing), and the book went out once per batch.
    expect(placedIn).toBeLessThan(bets.length);
    expect(seen).toHaveLength(placedIn);
    // The last book holds every bet: 21,000 paise more to lay at 1.5 than before them.
    const layAt = (m: StreamMessage) => (m.data as { runners: Array<{ runnerId: string; availableToLay?: Array<{ price: number; size: number }>; availableToBack?: Array<{ price: number; size: number }> }> }).runners.find((r) => r.runnerId === '1');
    const last = layAt(seen.at(-1)!);
    const offered = [...(last?.availableToBack ?? []), ...(last?.availableToLay ?? [])].filter((l) => l.price === 1.5).reduce((sum, l) => sum + l.size, 0);
    expect(offered).toBeGreaterThanOrEqual(21_000);
  });
});
