import { describe, expect, it } from 'vitest';
import type { BusCommand, BusCommandReply } from '../../bus/command';
import { MemoryBus } from '../../bus/memory-bus';
import { marketCommandSubject } from '../../bus/subjects';
import { OwnerChanges } from '../../cluster/owner-changes';
import { remoteMarketCancel, type MarketCancelReport } from './cross-market-cancel';

/**
 * The sender of a market's share of a bettor-wide cancel (cross-market-cancel.ts remoteMarketCancel), on
 * the in-memory bus: while the market's partition is between owners (nobody serves it, or the one that
 * just gave it up answers MARKET_NOT_OWNED) the share is sent again until its owner answers; when the
 * owner it went to never answers and a new owner takes the partition, it goes again, at once, to that one;
 * any other answer stands, sent once.
 */
const MARKET = '41002.mo';
const REPORT: MarketCancelReport = { marketId: MARKET, status: 'SUCCESS', instructionReports: [] };
const json = (status: number, body: unknown): BusCommandReply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a market share of a bettor-wide cancel, sent to its owner', () => {
  it('is sent again while its partition has no owner (nobody serves it, then MARKET_NOT_OWNED) and answers the owner’s report', async () => {
    const bus = new MemoryBus();
    const asked: BusCommand[] = [];
    const cancel = remoteMarketCancel(bus, 'forward-key-0123456789abcdef0123');
    // Nobody serves the partition yet: the first sends find no responder.
    const sending = cancel('u-1', MARKET);
    await new Promise((resolve) => setTimeout(resolve, 120));
    let answers = 0;
    const server = await bus.serve(marketCommandSubject(MARKET), async (command: BusCommand) => {
      asked.push(command);
      answers += 1;
      return answers <= 2 ? json(409, { error: { code: 'MARKET_NOT_OWNED', message: 'moved' } }) : json(200, { data: REPORT });
    });
    await expect(sending).resolves.toEqual(REPORT);
    expect(asked).toHaveLength(3);
    // The same share each time, with the exchange's key and not the forward key.
    expect(new Set(asked.map((c) => c.body)).size).toBe(1);
    expect(JSON.parse(asked[0]!.body)).toMatchObject({ userId: 'u-1', marketId: MARKET });
    expect(asked[0]!.headers['x-backlay-exchange-key']).toBeTruthy();
    expect(asked[0]!.headers['x-backlay-exchange-key']).not.toBe('forward-key-0123456789abcdef0123');
    await server.stop();
    await bus.close();
  });

  it('is sent again, with the same key, to the new owner of its partition when the owner it went to never answers', async () => {
    const bus = new MemoryBus();
    const owners = new OwnerChanges();
    const asked: BusCommand[] = [];
    let arrived!: () => void;
    const first = new Promise<void>((resolve) => (arrived = resolve));
    const server = await bus.serve(marketCommandSubject(MARKET), async (command: BusCommand) => {
      asked.push(command);
      // The first owner dies with the share in flight: it never answers.
      if (asked.length === 1) {
        arrived();
        return new Promise<BusCommandReply>(() => {});
      }
      return json(200, { data: REPORT });
    });
    const began = Date.now();
    const sending = remoteMarketCancel(bus, 'forward-key-0123456789abcdef0123', owners)('u-1', MARKET);
    await first;
    owners.heard(marketCommandSubject(MARKET));
    await expect(sending).resolves.toEqual(REPORT);
    // Answered by the new owner, long before the share's 15 s timeout.
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.body).toBe(asked[0]!.body);
    expect(JSON.parse(asked[0]!.body).idempotencyKey).toMatch(/^cancel-market:/);
    expect(owners.size).toBe(0);
    await server.stop();
    await bus.close();
  });

  it('does not send again an answer that is not a refusal that did nothing', async () => {
    const bus = new MemoryBus();
    let asked = 0;
    const server = await bus.serve(marketCommandSubject(MARKET), async () => {
      asked += 1;
      return json(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } });
    });
    await expect(remoteMarketCancel(bus, 'forward-key-0123456789abcdef0123')('u-1', MARKET)).rejects.toThrow(/answered 500/);
    expect(asked).toBe(1);
    await server.stop();
    await bus.close();
  });
});
