import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { onEveryStore } from '../../http/test-harness';
import type { LedgerTransaction } from '../../domain/ledger';
import { balanceOf, balancesOutOfStep, postTransaction, postTransactions } from './ledger';

/**
 * account_balances (migration 0015) is what every balance read sees: it must be the sum of the
 * account's postings after any mix of posts, failed posts, and changes to postings, on both stores.
 */
const ACCOUNTS = ['house', 'wallet:u-demo', 'wallet:u-mm1', 'wallet:u-mm2', 'zz:a', 'zz:b'];
let run = 0;

const transactionArb = fc
  .array(fc.record({ from: fc.constantFrom(...ACCOUNTS), to: fc.constantFrom(...ACCOUNTS), amount: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 4 })
  .map((moves) => moves.flatMap((m) => [{ account: m.from, amount: -m.amount }, { account: m.to, amount: m.amount }]));

onEveryStore('account balances kept by the postings', (api) => {
  it('equal the sum of postings after random posts, duplicate references refused and rolled back, edits and deletes', async () => {
    const db = api().database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.array(transactionArb, { minLength: 1, maxLength: 5 }), fc.boolean()), { minLength: 1, maxLength: 4 }), async (batches) => {
        run += 1;
        for (const [postings, duplicate] of batches) {
          const transactions: LedgerTransaction[] = postings.map((p, i) => ({ reference: `zz-bal-${run}-${i}-${Math.random()}`, kind: 'transfer', postings: p }));
          if (duplicate) transactions.push({ ...transactions[0]!, postings: transactions[0]!.postings });
          const attempt = db.transaction(async (tx) => {
            await postTransactions(tx as never, transactions, 'balance test');
          });
          if (duplicate) await expect(attempt).rejects.toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
          else await attempt;
        }
        expect(await balancesOutOfStep(db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
    // Postings changed or removed in place (a repair by hand): the balances follow.
    const edit = (delta: number) => db.execute(sql`update ledger_postings set amount = amount + ${delta} where id = (select max(id) from ledger_postings where account = 'zz:a')`);
    await edit(7);
    expect(await balancesOutOfStep(db)).toEqual([]);
    await edit(-7);
    expect(await balancesOutOfStep(db)).toEqual([]);
    // A whole (balanced) transaction removed.
    await db.execute(sql`delete from ledger_postings where tx_id = (select max(tx_id) from ledger_postings where account = 'zz:b')`);
    expect(await balancesOutOfStep(db)).toEqual([]);
  });

  it('reads a wallet in one probe whatever its history, and two writers posting to the same accounts in opposite orders both commit', async () => {
    const db = api().database.db;
    const before = await balanceOf(db, 'wallet:u-mm1');
    const pair = (i: number, tag: string, first: string, second: string): LedgerTransaction => ({
      reference: `zz-order-${i}-${tag}`,
      kind: 'transfer',
      postings: [
        { account: first, amount: -100 },
        { account: second, amount: 100 },
      ],
    });
    for (let i = 0; i < 10; i += 1) {
      await Promise.all([
        db.transaction(async (tx) => {
          await postTransaction(tx as never, pair(i, 'a', 'wallet:u-mm1', 'zz:c'));
          await postTransaction(tx as never, pair(i, 'b', 'zz:d', 'wallet:u-mm1'));
        }),
        db.transaction(async (tx) => {
          await postTransactions(tx as never, [pair(i, 'c', 'zz:c', 'zz:d'), pair(i, 'd', 'wallet:u-mm1', 'zz:c')]);
        }),
      ]);
    }
    expect(await balanceOf(db, 'wallet:u-mm1')).toBe(before - 1_000);
    expect(await balanceOf(db, 'zz:c')).toBe(1_000);
    expect(await balancesOutOfStep(db)).toEqual([]);
  });
});
