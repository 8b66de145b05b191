/**
 * The change stream on the bus, end to end below GraphQL: a real exchange (PGlite, its REST app and
 * hub) publishing to a memory bus, and two gateways' BusUpstreams reading it. A subscriber that leaves
 * gateway A and comes back on gateway B with its last sequence gets exactly the changes it missed and
 * then the new ones — compared with what the stream itself holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryBus } from '../../bus/memory-bus';
import { changeSubject, INTEREST_SUBJECT } from '../../bus/subjects';
import { publishToBus } from '../../exchange/stream/bus-publisher';
import { ChangeHub } from '../../exchange/stream/hub';
import { injectTransport } from '../datasources/rest-client';
import { BusUpstream } from './bus-upstream';
import { restSnapshots } from './snapshot-fetch';
import { startExchangeOnBus, type ExchangeOnBus } from './test-exchange';
import type { UpstreamMessage, UpstreamTopic } from './upstream';

const MARKET = '41003.mo';
const key = () => `bus-${Math.random().toString(36).slice(2, 12)}`;

async function until(check: () => boolean, what: string, withinMs = 20_000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What one subscriber received. */
function recorder() {
  const messages: UpstreamMessage[] = [];
  return { messages, handler: (m: UpstreamMessage) => void messages.push(m), deltas: () => messages.filter((m) => m.kind === 'delta') };
}

describe('the change stream on the bus: two gateways, one exchange', () => {
  let exchange: ExchangeOnBus;
  let bus: MemoryBus;
  const gateways: BusUpstream[] = [];
  const gateway = () => {
    const upstream = new BusUpstream(bus, restSnapshots(injectTransport(exchange.app, '/api')), { recheckMs: 200 });
    gateways.push(upstream);
    return upstream;
  };
  const http = <T>(url: string, body: unknown, token?: string) => exchange.rest<T>(url, body, token);
  const login = (userName: string) => exchange.login(userName);
  const place = async (token: string, price: number) => {
    const res = await http<{ data: { betId: string } }>('/bets/place', { idempotencyKey: key(), marketId: MARKET, side: 'LAY', size: 1_000, selection: { kind: 'exchange', runnerId: '1', price } }, token);
    expect(res.status).toBe(200);
    return res.body.data.betId;
  };
  /** Every change of a hub topic the stream holds after `after`, read from the bus itself. */
  const stored = async (topic: string, after: number) => {
    const changes: Array<{ seq: number; data: unknown }> = [];
    const last = await bus.lastSeq();
    const sub = await bus.subscribe(changeSubject(topic), after, { change: (c) => void changes.push({ seq: c.seq, data: c.data }) });
    await until(() => true, 'replay');
    await sub.stop();
    return changes.filter((c) => c.seq <= last);
  };

  beforeAll(async () => {
    exchange = await startExchangeOnBus();
    bus = exchange.bus;
  }, 120_000);
  afterAll(async () => {
    for (const upstream of gateways) upstream.close();
    await exchange?.close();
  });

  it('resumes on another gateway from the last sequence: no gap, no duplicate, as the stream holds them', async () => {
    const token = await login('mm1');
    const a = gateway();
    const onA = recorder();
    const leaveA = a.subscribe('orders', token, onA.handler);
    await until(() => onA.messages.length >= 1, 'the snapshot on A');
    const snapshot = onA.messages[0]!;
    expect(snapshot.kind).toBe('snapshot');
    const placedOnA = [await place(token, 1.5), await place(token, 1.6)];
    await until(() => onA.deltas().length >= 2, 'two deltas on A');
    const last = onA.deltas().at(-1) as { seq: number };
    leaveA(); // gateway A goes away (its subscriber's socket dropped)

    const missed = [await place(token, 1.7), await place(token, 1.8)];
    const b = gateway();
    // Another subscriber of the same user on B starts its line after the missed changes: the resumer reads them back from the stream.
    const already = recorder();
    b.subscribe('orders', token, already.handler);
    await until(() => already.messages.length >= 1, 'the other subscriber’s snapshot on B');
    const onB = recorder();
    b.subscribe('orders', token, onB.handler, last.seq);
    await until(() => onB.deltas().length >= 2, 'the missed deltas on B');
    const after = [await place(token, 1.9)];
    await until(() => onB.deltas().length >= 3, 'a new delta on B');
    expect(b.lineCount).toBe(1);

    // B resumed: no snapshot, and exactly the stream's changes after the last one A gave.
    expect(onB.messages.filter((m) => m.kind !== 'delta')).toEqual([]);
    const userTopic = (await http<{ data: { topic: string } }>('/stream/snapshot', { topic: 'orders', data: false }, token)).body.data.topic;
    expect(userTopic).toMatch(/^orders:/);
    const streamed = await stored(userTopic, last.seq);
    expect(onB.deltas().map((m) => (m as { seq: number }).seq)).toEqual(streamed.map((c) => c.seq));
    // (An order's change also moves the queue of the user's other resting orders: those come too.)
    const firstSeen = (messages: UpstreamMessage[]) => [...new Set(messages.map((m) => (m as { data: { betId: string } }).data.betId))];
    expect(firstSeen(onB.deltas()).filter((id) => !placedOnA.includes(id))).toEqual([...missed, ...after]);
    const onStreamForA = (await stored(userTopic, snapshot.kind === 'snapshot' ? snapshot.seq : 0)).filter((c) => c.seq <= last.seq);
    expect(onA.deltas().map((m) => (m as { seq: number }).seq)).toEqual(onStreamForA.map((c) => c.seq));
    expect(firstSeen(onA.deltas())).toEqual(placedOnA);
  });

  it('shares one bus subscription per topic among a gateway’s subscribers, and closes it with the last', async () => {
    const token = await login('mm2');
    const g = gateway();
    const readers = [recorder(), recorder(), recorder()];
    const leave = readers.map((r) => g.subscribe(`market:${MARKET}` as UpstreamTopic, undefined, r.handler));
    await until(() => readers.every((r) => r.messages.length >= 1), 'three snapshots');
    expect(g.lineCount).toBe(1);
    await place(token, 2.5);
    await until(() => readers.every((r) => r.deltas().length >= 1), 'the book on every reader');
    const seqs = readers.map((r) => (r.deltas()[0] as { seq: number }).seq);
    expect(new Set(seqs).size).toBe(1);
    for (const stop of leave) stop();
    expect(g.lineCount).toBe(0);
    expect(g.subscriptionCount).toBe(0);
  });

  it('checks the token at the exchange: none, a bad one, a bettor asking for the back office, and a logout ending it at once', async () => {
    const g = gateway();
    const none = recorder();
    g.subscribe('balance', undefined, none.handler);
    const bad = recorder();
    g.subscribe('orders', 'not-a-token', bad.handler);
    const bettor = await login('demo');
    const risk = recorder();
    g.subscribe('risk', bettor, risk.handler);
    await until(() => [none, bad, risk].every((r) => r.messages.length >= 1), 'three refusals');
    expect(none.messages[0]).toMatchObject({ kind: 'error', code: 'INVALID_SESSION_INFORMATION' });
    expect(bad.messages[0]).toMatchObject({ kind: 'error', code: 'INVALID_SESSION_INFORMATION' });
    expect(risk.messages[0]).toMatchObject({ kind: 'error', code: 'PERMISSION_DENIED' });

    const token = await login('demo');
    const balance = recorder();
    g.subscribe('balance', token, balance.handler);
    await until(() => balance.messages.length >= 1, 'the balance snapshot');
    expect(balance.messages[0]).toMatchObject({ kind: 'snapshot', data: expect.objectContaining({ bankBalance: expect.any(Number) }) });
    await http('/auth/logout', {}, token);
    await until(() => balance.messages.some((m) => m.kind === 'error'), 'the subscription ended by the logout');
    expect(balance.messages.at(-1)).toMatchObject({ kind: 'error', code: 'INVALID_SESSION_INFORMATION' });
    expect(g.subscriptionCount).toBe(0);
  });

  it('carries a private subscription’s interest to every exchange on the bus (a bad announcement is logged and changes nothing)', async () => {
    // A second exchange's hub on the same bus (same store: only its interest matters here).
    const other = new ChangeHub(async () => null);
    const logged: string[] = [];
    const otherPublisher = publishToBus(other, bus, exchange.db, (m) => void logged.push(m));
    try {
      bus.broadcast(INTEREST_SUBJECT, { topic: 'market:41003.mo' });
      const g = gateway();
      const balance = recorder();
      const leave = g.subscribe('balance', await login('mm2'), balance.handler);
      await until(() => balance.messages.length >= 1, 'the balance snapshot');
      // The exchange that checked the token announced it; broadcasts arrive in order, so the bad one came first.
      await until(() => other.watched('balance').has('u-mm2'), 'the other exchange watching the balance');
      expect(exchange.exchange.services.hub.watched('balance').has('u-mm2')).toBe(true);
      expect(other.watched('market').size).toBe(0);
      expect(logged).toEqual([expect.stringContaining('interest: not an announcement')]);
      leave();
    } finally {
      await otherPublisher.close();
    }
  });

  it('carries a product list’s changes (issue #51): the topic’s snapshot, then a change when a draw is made, one bus subscription for its readers', async () => {
    const g = gateway();
    const readers = [recorder(), recorder()];
    const leave = readers.map((r) => g.subscribe('product:lottery', undefined, r.handler));
    await until(() => readers.every((r) => r.messages.length >= 1), 'two snapshots');
    expect(readers[0]!.messages[0]).toMatchObject({ kind: 'snapshot', data: { product: 'lottery' } });
    expect(g.lineCount).toBe(1);
    const operator = await login('operator');
    const made = await http('/admin/events/create', {
      exEventId: 'bus-draw-1',
      sportId: 66104,
      tournamentId: 'bus-lotto',
      tournamentName: 'Bus Lotto',
      eventName: 'Bus draw',
      eventTime: new Date(Date.now() + 600_000).toISOString(),
      markets: [{ marketId: 'bus-draw-1.m', marketName: 'Winner', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'One' }, { runnerId: '2', runnerName: 'Two' }] }],
    }, operator);
    expect(made.status).toBe(201);
    await until(() => readers.every((r) => r.deltas().length >= 1), 'the change on both readers');
    expect(readers[1]!.deltas()[0]).toMatchObject({ kind: 'delta', data: { product: 'lottery' } });
    for (const stop of leave) stop();
    expect(g.lineCount).toBe(0);
  });

  it('carries an event’s changes: its snapshot from the exchange, then the event again with a market created on it', async () => {
    const g = gateway();
    const r = recorder();
    type Detail = { event: { exEventId: string }; markets: Array<{ marketId: string }> };
    const leave = g.subscribe('event:41003', undefined, r.handler);
    await until(() => r.messages.length >= 1, 'the snapshot');
    expect(r.messages[0]).toMatchObject({ kind: 'snapshot', data: { event: { exEventId: '41003' } } });
    const operator = await login('operator');
    const marketId = `41003.bus-${key()}`;
    const created = await http('/admin/markets/create', { eventId: '41003', market: { marketId, marketName: 'Bus line', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'Yes' }, { runnerId: '2', runnerName: 'No' }] } }, operator);
    expect(created.status).toBe(201);
    await until(() => r.deltas().some((m) => (m as { data: Detail }).data.markets.some((x) => x.marketId === marketId)), 'the event with its new market');
    expect(r.deltas()).toHaveLength(1);
    leave();
  });

  it('starts from a fresh snapshot when asked to resume from a sequence the stream never had', async () => {
    const g = gateway();
    const r = recorder();
    g.subscribe(`market:${MARKET}` as UpstreamTopic, undefined, r.handler, (await bus.lastSeq()) + 1_000);
    await until(() => r.messages.length >= 1, 'the snapshot');
    expect(r.messages[0]).toMatchObject({ kind: 'snapshot', data: expect.objectContaining({ marketId: MARKET }) });
  });
});
