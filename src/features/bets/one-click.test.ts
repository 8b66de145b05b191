import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LiveStore } from '@/lib/feed/book-store';
import { betTypePolicy } from './bet-type-policy';
import { oneClickEvent } from './one-click';
import { provideBetSlip } from './provide-bet-slip';

/** A client whose PlaceBet answers `receipt` (or fails with `code`), recording every operation that reaches the network. */
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
  return { client: new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: { Bet: betTypePolicy } }) }), calls };
}

const bet = { marketId: '41002.mo', runnerId: '1', runnerName: 'Mumbai Indians', side: 'BACK' as const, price: 1.85 };

/** The bet slip with the app's real effects over `client`, one-click stake allowed (minimum ₹1, ₹1,000 available). */
function slipOver(client: ApolloClient) {
  const toast = vi.fn();
  const machine = provideBetSlip({ client, toast, liveStore: new LiveStore() });
  const actor = createActor(machine, { input: { minStake: 100, available: 100_000, quickStakes: [], createIdempotencyKey: () => 'one-click-key-1' } }).start();
  return { actor, toast };
}

describe('one-click betting goes through the bet slip machine', () => {
  it('a click places one PlaceBet at the clicked price with the one-click stake and its own key, toasts the exchange status, and sends nothing else', async () => {
    const { client, calls } = clientAnswering({ betId: 'b1', marketId: '41002.mo', status: 'EXECUTION_COMPLETE', sizeMatched: 50_000, sizeRemaining: 0, averagePriceMatched: 1.86, releaseAt: null });
    const { actor, toast } = slipOver(client);
    actor.send(oneClickEvent(bet, 50_000));
    await waitFor(actor, (s) => s.matches('settled'));
    expect(actor.getSnapshot().value).toEqual({ settled: 'matched' });
    expect(actor.getSnapshot().context.outcome).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeMatched: 50_000, averagePriceMatched: 1.86 });
    // One mutation, no refetch of My Bets or the balance: the streams move them.
    expect(calls).toEqual([
      { name: 'PlaceBet', variables: { input: { marketId: '41002.mo', side: 'BACK', size: 50_000, idempotencyKey: 'one-click-key-1', selection: { exchange: { runnerId: '1', price: 1.85 } } } } },
    ]);
    expect(toast).toHaveBeenCalledWith('success', 'Bet matched: Mumbai Indians');
  });

  it('an in-play bet waits out its delay on the slip (the exchange says PENDING), with no query sent while it waits', async () => {
    const releaseAt = new Date(Date.now() + 5000).toISOString();
    const { client, calls } = clientAnswering({ betId: 'b2', marketId: '41002.mo', status: 'PENDING', sizeMatched: 0, sizeRemaining: 10_000, averagePriceMatched: null, releaseAt });
    const { actor } = slipOver(client);
    actor.send(oneClickEvent({ ...bet, side: 'LAY' }, 10_000));
    await waitFor(actor, (s) => s.matches('waitingOutDelay'));
    expect(actor.getSnapshot().context.delayRemainingMs).toBeGreaterThan(4000);
    expect(calls.map((c) => c.name)).toEqual(['PlaceBet']);
    actor.stop();
  });

  it('a refusal is toasted with its message and the slip shows it', async () => {
    const { client } = clientAnswering(null, 'MARKET_SUSPENDED');
    const { actor, toast } = slipOver(client);
    actor.send(oneClickEvent(bet, 10_000));
    await waitFor(actor, (s) => s.matches('rejected'));
    expect(toast).toHaveBeenCalledWith('error', 'The market is suspended right now. Try again when it reopens.');
  });
});
