import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { useTestServer } from '../../gateway/test-server';
import type { StreamMessage } from './hub';
import { restOver, signInToken } from '../../../tests/support/two-factor';

// Tokens behind private topics are checked again every 200 ms here (10 s by default).
vi.hoisted(() => {
  process.env.STREAM_TOKEN_RECHECK_MS = '200';
});

function open(url: string): Promise<{ ws: WebSocket; next: () => Promise<StreamMessage & { error?: unknown }> }> {
  const ws = new WebSocket(url);
  const queue: Array<StreamMessage & { error?: unknown }> = [];
  const waiters: Array<(m: StreamMessage) => void> = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as StreamMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise<StreamMessage>((resolve) => waiters.push(resolve)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next }));
    ws.once('error', reject);
  });
}

describe('exchange change stream', () => {
  const server = useTestServer();
  const api = async <T>(url: string, body: unknown, token?: string) =>
    (await (
      await fetch(`${server().url}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })
    ).json()) as T;

  it('sends a market snapshot, then deltas, and resumes from the last sequence without a gap', async () => {
    const url = `${server().url.replace('http', 'ws')}/api/stream`;
    const token = (await api<{ data: { token: string } }>('/auth/login', { userName: 'mm1', password: 'demo-password' })).data.token;
    const first = await open(url);
    first.ws.send(JSON.stringify({ op: 'subscribe', topic: 'market:41003.mo' }));
    const snapshot = await first.next();
    expect(snapshot).toMatchObject({ topic: 'market:41003.mo', kind: 'snapshot', data: { marketId: '41003.mo', status: 'OPEN' } });
    await api('/bets/place', { idempotencyKey: 'stream-1', marketId: '41003.mo', side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 1.9 } }, token);
    const delta = await first.next();
    expect(delta).toMatchObject({ kind: 'delta', seq: snapshot.seq + 1 });
    expect((delta.data as { runners: Array<{ availableToBack: unknown[] }> }).runners[0]!.availableToBack[0]).toEqual({ price: 1.9, size: 10_000 });
    first.ws.close();

    await api('/bets/place', { idempotencyKey: 'stream-2', marketId: '41003.mo', side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 1.8 } }, token);
    await api('/bets/place', { idempotencyKey: 'stream-3', marketId: '41003.mo', side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '2', price: 2.2 } }, token);
    const second = await open(url);
    second.ws.send(JSON.stringify({ op: 'subscribe', topic: 'market:41003.mo', lastSeq: delta.seq }));
    const resumed = [await second.next(), await second.next()];
    expect(resumed.map((m) => [m.kind, m.seq])).toEqual([
      ['delta', delta.seq + 1],
      ['delta', delta.seq + 2],
    ]);
    second.ws.close();
  });

  it('serves a user their own orders and balance, and refuses those topics without a token', async () => {
    const url = `${server().url.replace('http', 'ws')}/api/stream`;
    const token = (await api<{ data: { token: string } }>('/auth/login', { userName: 'demo', password: 'demo-password' })).data.token;
    const client = await open(url);
    client.ws.send(JSON.stringify({ op: 'subscribe', topic: 'balance' }));
    expect(await client.next()).toMatchObject({ topic: 'balance', error: { code: 'INVALID_SESSION_INFORMATION' } });
    client.ws.send(JSON.stringify({ op: 'subscribe', topic: 'balance', token }));
    const balance = await client.next();
    expect(balance).toMatchObject({ topic: 'balance', kind: 'snapshot', data: { exposure: 0 } });
    await api('/bets/place', { idempotencyKey: 'stream-4', marketId: '41003.mo', side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '2', price: 10 } }, token);
    expect(await client.next()).toMatchObject({ topic: 'balance', kind: 'delta', data: { exposure: 10_000 } });
    client.ws.send('not json');
    expect(await client.next()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    client.ws.close();
  });

  it('carries several users’ private topics on one connection, each under the id it was subscribed with', async () => {
    const url = `${server().url.replace('http', 'ws')}/api/stream`;
    const login = async (userName: string) => (await api<{ data: { token: string } }>('/auth/login', { userName, password: 'demo-password' })).data.token;
    const [demo, mm2] = await Promise.all([login('demo'), login('mm2')]);
    const client = await open(url);
    client.ws.send(JSON.stringify({ op: 'subscribe', topic: 'balance', token: demo, id: 'a' }));
    const first = await client.next();
    client.ws.send(JSON.stringify({ op: 'subscribe', topic: 'balance', token: mm2, id: 'b' }));
    const second = await client.next();
    expect([first, second].map((m) => [m.topic, (m as { id?: string }).id, m.kind])).toEqual([
      ['balance', 'a', 'snapshot'],
      ['balance', 'b', 'snapshot'],
    ]);
    expect((first.data as { bankBalance: number }).bankBalance).not.toBe((second.data as { bankBalance: number }).bankBalance);
    client.ws.send(JSON.stringify({ op: 'unsubscribe', topic: 'balance', id: 'a' }));
    await api('/bets/place', { idempotencyKey: 'stream-ids-1', marketId: '41003.mo', side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '2', price: 10 } }, mm2);
    expect(await client.next()).toMatchObject({ topic: 'balance', id: 'b', kind: 'delta', data: { exposure: 10_000 } });
    client.ws.close();
  });

  it('ends a private subscription once its session is logged out', async () => {
    const url = `${server().url.replace('http', 'ws')}/api/stream`;
    const token = await signInToken(restOver(server().url), 'agent');
    const client = await open(url);
    client.ws.send(JSON.stringify({ op: 'subscribe', topic: 'orders', token, id: 'sub-1' }));
    expect(await client.next()).toMatchObject({ topic: 'orders', id: 'sub-1', kind: 'snapshot' });
    await api('/auth/logout', {}, token);
    expect(await client.next()).toMatchObject({ topic: 'orders', id: 'sub-1', error: { code: 'INVALID_SESSION_INFORMATION' } });
    client.ws.close();
  });
});
