/**
 * The exchange side of bus commands (issue #33), on the in-memory bus against a real exchange REST app
 * (PGlite, one process: every partition held): a command is run through the app as the REST call it
 * carries and answered as the app answered — on `cmd.any` and on its market's `cmd.part.<p>` — the
 * client address forwarded under the forward key arrives intact, a payload that is not a command is
 * answered 400 without running, and after stop nothing is served.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { BusError } from '../../bus/bus';
import type { BusCommand, BusCommandReply } from '../../bus/command';
import { MemoryBus } from '../../bus/memory-bus';
import { ANY_SUBJECT, partitionOf, partSubject } from '../../bus/subjects';
import { FORWARD_KEY_HEADER, FORWARDED_ADDRESS_HEADER } from '../../forwarding';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { exchangeApi } from '../http/app';
import { createExchange, type Exchange } from '../service/exchange';
import { serveExchangeCommands, type ExchangeCommands } from './exchange-commands';

const FORWARD_KEY = 'test-forward-key-0123456789abcdef';
const post = (path: string, body: unknown, headers: Record<string, string> = {}): BusCommand => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('serveExchangeCommands', () => {
  let dir: string;
  let database: Database;
  let exchange: Exchange;
  let app: FastifyInstance;
  const bus = new MemoryBus();
  let commands: ExchangeCommands;
  const send = (subject: string, command: unknown) => bus.request<unknown, BusCommandReply>(subject, command, { timeoutMs: 60_000 });
  const json = (reply: BusCommandReply) => JSON.parse(reply.body) as Record<string, unknown>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-commands-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
    exchange = await createExchange(database.db);
    app = Fastify({ logger: false });
    await app.register(exchangeApi(exchange, '/api', { forwardKey: FORWARD_KEY }), { prefix: '/api' });
    await app.ready();
    commands = await serveExchangeCommands({ bus, app, leases: exchange.leases });
  }, 120_000);
  afterAll(async () => {
    await commands?.stop();
    await bus.close();
    await app?.close();
    await exchange?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a command on cmd.any and on its market’s partition, answering as the REST app did', async () => {
    const forwarded = { [FORWARD_KEY_HEADER]: FORWARD_KEY, [FORWARDED_ADDRESS_HEADER]: '203.0.113.7' };
    const login = await send(ANY_SUBJECT, post('/api/auth/login', { userName: 'demo', password: 'demo-password' }, forwarded));
    expect(login.status).toBe(200);
    expect(login.headers['content-type']).toMatch(/^application\/json/);
    const token = (json(login).data as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };
    // The client's address, forwarded under the key, is the one the exchange recorded.
    const log = await send(ANY_SUBJECT, post('/api/user/activity-log', {}, auth));
    expect((json(log).data as Array<{ ip: string }>)[0]).toMatchObject({ ip: '203.0.113.7' });

    const marketId = '41002.mo';
    const bet = { idempotencyKey: 'commands-1', marketId, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 1.5 } };
    const placed = await send(partSubject(partitionOf(marketId)), post('/api/bets/place', bet, auth));
    expect(placed.status).toBe(200);
    expect(json(placed)).toMatchObject({ data: { marketId, status: 'EXECUTABLE', sizeRemaining: 5_000 } });
    // Held here, so a market-scoped command on cmd.any runs too; a coded refusal comes back as it is.
    const betId = (json(placed).data as { betId: string }).betId;
    const cancelled = await send(ANY_SUBJECT, post('/api/bets/cancel', { marketId, betId }, auth));
    expect(json(cancelled)).toMatchObject({ data: { sizeCancelled: 5_000 } });
    const again = await send(ANY_SUBJECT, post('/api/bets/cancel', { marketId, betId }, auth));
    expect(again.status).toBe(409);
    // A GET with its query string.
    const health = await send(ANY_SUBJECT, { method: 'GET', path: '/api/health', headers: {}, body: '' });
    expect(health).toMatchObject({ status: 200 });
    expect(json(health)).toEqual({ status: 'ok' });
  });

  it('answers a payload that is not a command 400, running nothing', async () => {
    for (const bad of [null, 'x', { method: 'DELETE', path: '/api/health', headers: {}, body: '' }, { method: 'GET', path: 'api/health', headers: {}, body: '' }, { method: 'POST', path: '/api/health', headers: { a: 1 }, body: '' }, { method: 'POST', path: '/api/health', headers: {} }]) {
      const reply = await send(ANY_SUBJECT, bad);
      expect(reply.status).toBe(400);
      expect(json(reply)).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    }
  });

  it('serves nothing once stopped', async () => {
    await commands.stop();
    const err = await send(partSubject(3), post('/api/markets/detail', { marketId: 'x' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BusError);
    expect((err as BusError).code).toBe('NO_RESPONDERS');
    const anyErr = await send(ANY_SUBJECT, { method: 'GET', path: '/api/health', headers: {}, body: '' }).catch((e: unknown) => e);
    expect((anyErr as BusError).code).toBe('NO_RESPONDERS');
  });
});
