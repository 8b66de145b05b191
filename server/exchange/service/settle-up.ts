/**
 * Settle-up between a level and its upline (issue #32, docs/adr/partnership.md): what the levels
 * above a level took of its downline bettors' P&L (pnl_shares) is what the level owes up (+) or is
 * owed (−); settle-ups the upline records bring it back. Recording moves no ledger money: the
 * ledger holds the chips (credit in/out); a settle-up records the cash that changed hands outside it.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { owedUp } from '../db/queries/backoffice-reports';
import { insertSettleUp, settledTotals, settleUpsAround, type SettleUpRow } from '../db/queries/settle-ups';
import { userById, type UserRow } from '../db/queries/users';
import { users } from '../db/schema';
import { roleDisplayName } from '../domain/hierarchy';
import { userLock, type ExchangeServices } from './context';
import type { RecordSettleUpInput, SettleUpBalance, SettleUpRecord, SettleUpStatement } from '../../contract/backoffice-reports';
import { invalid } from './errors';
import { idempotent } from './idempotency';
import { assertDirectChild, scopeOf } from './scope';
import { auditBy, recordAudit, userTarget, type Actor } from './audit';

/** The largest settle-up accepted, paise (₹1,000 crore). */
const MAX_SETTLE_UP = 1_000_000_000_000;

const recordView = (r: SettleUpRow): SettleUpRecord => ({ ...r, id: String(r.id), at: r.at.toISOString() });

/** Each downline level's balance with its upline: accrued shares less settle-ups. */
async function balances(db: Db, levels: readonly UserRow[], uplineId: string): Promise<SettleUpBalance[]> {
  const settled = await settledTotals(db, levels.map((l) => ({ downlineId: l.userId, uplineId })));
  const owed = await owedUp(db, levels.map((l) => ({ userId: l.userId, path: l.path, since: settled.get(l.userId)?.lastAt ?? null })));
  return levels.map((l) => {
    const s = settled.get(l.userId)!;
    const o = owed.get(l.userId)!;
    return { userName: l.userName, roleName: roleDisplayName(l.role), outstanding: o.total - s.paid, sinceLast: o.sinceLast, lastSettledAt: s.lastAt?.toISOString() ?? null };
  });
}

export function settleUpService(services: ExchangeServices) {
  const { db } = services;
  return {
    /** My balance with my upline, each direct downline level's with me, and the settle-ups recorded. */
    async statement(caller: AuthUser): Promise<SettleUpStatement> {
      const scope = await scopeOf(db, caller);
      const me = (await userById(db, scope.userId))!;
      const upline = me.uplineId && scope.role !== 'operator' ? await userById(db, me.uplineId) : undefined;
      const children = await db
        .select()
        .from(users)
        .where(and(eq(users.uplineId, me.userId), ne(users.role, 'bettor')))
        .orderBy(users.userName);
      return {
        upline: upline?.userName ?? null,
        withUpline: upline ? (await balances(db, [me], upline.userId))[0]! : null,
        withDownline: await balances(db, children, me.userId),
        history: (await settleUpsAround(db, me.userId)).map(recordView),
      };
    },

    /** The upline records a settle-up with a direct downline level; the same key replays the first answer. */
    async record(caller: Actor, input: RecordSettleUpInput): Promise<SettleUpRecord> {
      if (!Number.isSafeInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > MAX_SETTLE_UP) {
        throw invalid(`amount must be a whole number of paise, not 0, at most ${MAX_SETTLE_UP} either way`);
      }
      const scope = await scopeOf(db, caller);
      const target = await assertDirectChild(db, scope, input.downlineUserName);
      if (target.role === 'bettor') throw invalid('Settle-ups are between levels: a bettor has no partnership to settle');
      if (target.uplineId !== scope.userId) throw invalid(`${target.userName} settles with its own upline`);
      return services.locks.run([userLock(scope.userId)], async () => {
        const reply = await idempotent<SettleUpRecord>(db, scope.userId, input.idempotencyKey, input, async (tx) => {
          const made = await insertSettleUp(tx, { downlineId: target.userId, uplineId: scope.userId, amount: input.amount, note: input.note, byUserId: scope.userId });
          await recordAudit(tx, auditBy(caller, 'settle_up.record', userTarget(target), undefined, { settleUpId: made.id, amount: input.amount, note: input.note }));
          return { statusCode: 200, body: recordView({ id: made.id, downline: target.userName, upline: scope.userName, amount: input.amount, note: input.note, recordedBy: scope.userName, at: made.at }) };
        });
        return reply.body;
      });
    },
  };
}
