import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { placeOneClick } from './one-click';

/** A client whose PlaceBet answers `receipt` (or fails with `code`), recording every operation's variables. */
function clientAnswering(receipt: Record<string, unknown> | null, code?: string) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ name: operation.operationName ?? '', variables: operation.variables });
        if (operation.operationName !== 'PlaceBet') observer.next({ data: null });
        else if (code) observer.next({ errors: [{ message: code, extensions: { code } }] } as never);
        else observer.next({ data: { placeBet: { __typename: 'BetReceipt', ...receipt } } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

const bet = { marketId: '41002.mo', runnerId: '1', runnerName: 'Mumbai Indians', side: 'BACK' as const, price: 1.85 };

describe('one-click betting', () => {
  it('a click places the PlaceBet mutation at the clicked price with the default stake and its own idempotency key, and toasts the outcome', async () => {
    const { client, calls } = clientAnswering({ betId: 'b1', marketId: '41002.mo', status: 'EXECUTION_COMPLETE', sizeMatched: 50_000, sizeRemaining: 0, averagePriceMatched: 1.86, releaseAt: null });
    const toast = vi.fn();
    await placeOneClick({ client, toast }, bet, 50_000, 'one-click-key-1');
    const placed = calls.filter((c) => c.name === 'PlaceBet');
    expect(placed).toEqual([
      { name: 'PlaceBet', variables: { input: { marketId: '41002.mo', side: 'BACK', size: 50_000, idempotencyKey: 'one-click-key-1', selection: { exchange: { runnerId: '1', price: 1.85 } } } } },
    ]);
    expect(toast).toHaveBeenCalledWith('success', 'Bet matched: Mumbai Indians');
  });

  it('an in-play bet says the exchange holds it for the delay', async () => {
    const releaseAt = new Date(Date.now() + 5000).toISOString();
    const { client } = clientAnswering({ betId: 'b2', marketId: '41002.mo', status: 'PENDING', sizeMatched: 0, sizeRemaining: 10_000, averagePriceMatched: null, releaseAt });
    const toast = vi.fn();
    await placeOneClick({ client, toast }, { ...bet, side: 'LAY' }, 10_000);
    expect(toast).toHaveBeenCalledWith('info', expect.stringMatching(/^Bet placed: Mumbai Indians 100\.00 at 1\.85, in-play delay [45]s$/));
  });

  it('a refusal is toasted with its message, nothing thrown', async () => {
    const { client } = clientAnswering(null, 'MARKET_SUSPENDED');
    const toast = vi.fn();
    await placeOneClick({ client, toast }, bet, 10_000);
    expect(toast).toHaveBeenCalledWith('error', 'The market is suspended right now. Try again when it reopens.');
  });
});
