/**
 * placeOrders, cancelOrders and replaceOrders over Backlay's betting service: each instruction is one
 * call of the same service the REST API uses, its refusal mapped to Betfair's codes (errors.ts).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/sessions';
import { priceToTick } from '../../domain/ladder';
import type { BettingService } from '../../service/betting';
import type { MarketReads } from '../../service/market-reads';
import type { CancelInstruction, PlaceInstruction, ReplaceInstruction } from './definitions';
import { InstructionError, refusalOf, type ExecutionCode, type InstructionCode, type InstructionRefusal } from './errors';
import { runnerIdOf, selectionIdOf } from './ids';
import { toPaise, toUnits } from './money';
import { betfairOrderStatus } from './order-rows';

type Place = z.infer<typeof PlaceInstruction>;
type Market = NonNullable<ReturnType<MarketReads['findMarket']>>;

/** At most this many instructions in one call (Betfair's limit for placeOrders). */
export const MAX_INSTRUCTIONS = 200;

/** The report's status and errorCode from its instructions' outcomes. */
export function reportStatus(refusals: readonly (InstructionRefusal | null)[], atomic: boolean) {
  const failed = refusals.filter((r): r is InstructionRefusal => r !== null);
  if (failed.length === 0) return { status: 'SUCCESS' as const };
  if (failed.length === refusals.length || atomic) return { status: 'FAILURE' as const, errorCode: failed[0]!.execution };
  return { status: 'PROCESSED_WITH_ERRORS' as const, errorCode: 'PROCESSED_WITH_ERRORS' as const };
}

/**
 * Runs one instruction to its report: `work`'s on success, `failed`'s on a refusal (a Backlay refusal
 * mapped to Betfair's codes); `refusals` collects each outcome for the report's status. Anything that
 * is not a refusal (our bug) propagates.
 */
export async function instructionReport<R, F>(refusals: (InstructionRefusal | null)[], work: () => Promise<R>, failed: (refusal: InstructionRefusal) => F): Promise<R | F> {
  try {
    const report = await work();
    refusals.push(null);
    return report;
  } catch (err) {
    const refusal = refusalOf(err);
    if (!refusal) throw err;
    refusals.push(refusal);
    return failed(refusal);
  }
}

/** Whole-call failure: every instruction refused, the first with its reason and the rest as ERROR_IN_ORDER (nothing was placed). */
function failAll<T>(instructions: readonly T[], execution: ExecutionCode, reasonOf: (i: number) => InstructionCode | null) {
  return {
    status: 'FAILURE' as const,
    errorCode: execution,
    reports: instructions.map((instruction, i) => ({ status: 'FAILURE' as const, errorCode: reasonOf(i) ?? ('ERROR_IN_ORDER' as const), instruction })),
  };
}

/** Checks what this edge can check of a LIMIT instruction; answers the bet to place. */
function betOf(market: Market, instruction: Place) {
  if (instruction.orderType !== 'LIMIT') throw new InstructionError('INVALID_ORDER_TYPE', `Only LIMIT orders are taken, not ${instruction.orderType}`);
  const limit = instruction.limitOrder;
  if (!limit) throw new InstructionError('INVALID_ORDER_TYPE', 'A LIMIT order needs limitOrder');
  if (limit.timeInForce || limit.minFillSize !== undefined || limit.betTargetType || limit.betTargetSize !== undefined) {
    throw new InstructionError('INVALID_ORDER_TYPE', 'timeInForce, minFillSize and betTarget* are not supported');
  }
  if (limit.persistenceType === 'MARKET_ON_CLOSE') throw new InstructionError('INVALID_PERSISTENCE_TYPE', 'MARKET_ON_CLOSE needs a BSP market: none here are');
  const runnerId = instruction.handicap ? null : runnerIdOf(market, instruction.selectionId);
  if (runnerId === null) throw new InstructionError('INVALID_RUNNER', `No selection ${instruction.selectionId} in market ${market.marketId}`);
  const size = limit.size === undefined ? null : toPaise(limit.size);
  if (size === null || size <= 0) throw new InstructionError('INVALID_BET_SIZE', `Size ${String(limit.size)} is not a positive amount in whole paise`);
  priceToTick(limit.price);
  return { runnerId, price: limit.price, size, persistence: limit.persistenceType ?? ('LAPSE' as const) };
}

export async function placeOrders(betting: BettingService, reads: MarketReads, user: AuthUser, params: { marketId: string; instructions: Place[]; customerRef?: string | undefined }) {
  const { marketId, instructions, customerRef } = params;
  const head = { ...(customerRef !== undefined ? { customerRef } : {}), marketId };
  const market = reads.findMarket(marketId);
  if (!market) return executionReport(head, failAll(instructions, 'INVALID_MARKET_ID', () => null));
  if (market.kind !== 'exchange') {
    // Fancy, bookmaker and fixed-odds markets take bets at the house's quote, not a LIMIT order on a book.
    return executionReport(head, failAll(instructions, 'INVALID_ORDER', () => 'INVALID_ORDER_TYPE'));
  }
  if (instructions.length > MAX_INSTRUCTIONS) return executionReport(head, failAll(instructions, 'TOO_MANY_INSTRUCTIONS', () => null));
  // Everything this edge can refuse is refused before any bet is placed: the call fails whole.
  const checked = instructions.map((instruction) => {
    try {
      return { bet: betOf(market, instruction), refusal: null };
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      return { bet: null, refusal };
    }
  });
  const firstRefused = checked.find((c) => c.refusal);
  if (firstRefused) return executionReport(head, failAll(instructions, firstRefused.refusal!.execution, (i) => checked[i]!.refusal?.instruction ?? null));

  const reports = [];
  const refusals: (InstructionRefusal | null)[] = [];
  for (const [i, instruction] of instructions.entries()) {
    const bet = checked[i]!.bet!;
    // customerRef is the idempotency key of the call: each instruction's key is derived from it.
    const idempotencyKey = customerRef !== undefined ? `bf:${customerRef}:${i}` : `bf-${randomUUID()}`;
    reports.push(
      await instructionReport(
        refusals,
        async () => {
          const { body } = await betting.place(user, {
            marketId,
            side: instruction.side,
            size: bet.size,
            persistence: bet.persistence,
            idempotencyKey,
            selection: { kind: 'exchange', runnerId: bet.runnerId, price: bet.price },
          });
          const placed = body.data;
          return {
            status: 'SUCCESS' as const,
            orderStatus: betfairOrderStatus(placed.status),
            instruction,
            betId: placed.betId,
            placedDate: new Date().toISOString(),
            averagePriceMatched: placed.averagePriceMatched ?? 0,
            sizeMatched: toUnits(placed.sizeMatched),
          };
        },
        (refusal) => ({ status: 'FAILURE' as const, errorCode: refusal.instruction, instruction }),
      ),
    );
  }
  return executionReport(head, { ...reportStatus(refusals, false), reports });
}

export function executionReport<R>(head: { customerRef?: string; marketId?: string }, outcome: { status: 'SUCCESS' | 'FAILURE' | 'PROCESSED_WITH_ERRORS'; errorCode?: ExecutionCode; reports: R[] }) {
  return { ...head, status: outcome.status, ...(outcome.errorCode ? { errorCode: outcome.errorCode } : {}), instructionReports: outcome.reports };
}

type Cancel = z.infer<typeof CancelInstruction>;

/**
 * cancelOrders: the given bets of a market (all or a size reduction each), or with no instructions
 * every unmatched bet of the market, or with no market every unmatched bet of the caller.
 */
export async function cancelOrders(betting: BettingService, reads: MarketReads, user: AuthUser, params: { marketId?: string | undefined; instructions?: Cancel[] | undefined; customerRef?: string | undefined }) {
  const { marketId, customerRef } = params;
  const open = await reads.openOrders(user.userId, marketId);
  const head = { ...(customerRef !== undefined ? { customerRef } : {}), ...(marketId !== undefined ? { marketId } : {}) };
  const targets: { marketId: string; instruction: Cancel }[] =
    params.instructions && params.instructions.length > 0
      ? params.instructions.map((instruction) => ({ marketId: marketId!, instruction }))
      : open.map((o) => ({ marketId: o.marketId, instruction: { betId: o.betId } }));
  if (marketId !== undefined && !reads.findMarket(marketId)) return executionReport(head, failAll(targets.map((t) => t.instruction), 'INVALID_MARKET_ID', () => null));
  const remainingBefore = new Map(open.map((o) => [o.betId, o.sizeRemaining]));
  const reports = [];
  const refusals: (InstructionRefusal | null)[] = [];
  for (const { marketId: market, instruction } of targets) {
    try {
      const reduction = instruction.sizeReduction === undefined ? undefined : toPaise(instruction.sizeReduction);
      if (reduction === null || (reduction !== undefined && reduction <= 0)) throw new InstructionError('INVALID_BET_SIZE', `sizeReduction ${String(instruction.sizeReduction)} is not a positive amount in whole paise`);
      if (!remainingBefore.has(instruction.betId)) throw new InstructionError('BET_TAKEN_OR_LAPSED', `Bet ${instruction.betId} has nothing unmatched to cancel`);
      const after = await betting.cancel(user, { betId: instruction.betId, marketId: market, ...(reduction !== undefined ? { sizeReduction: reduction } : {}) });
      refusals.push(null);
      reports.push({ status: 'SUCCESS' as const, instruction, sizeCancelled: toUnits(remainingBefore.get(instruction.betId)! - after.sizeRemaining), cancelledDate: new Date().toISOString() });
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      refusals.push(refusal);
      reports.push({ status: 'FAILURE' as const, errorCode: refusal.instruction, instruction, sizeCancelled: 0 });
    }
  }
  return executionReport(head, { ...reportStatus(refusals, false), reports });
}

type Replace = z.infer<typeof ReplaceInstruction>;

/**
 * replaceOrders: each bet's unmatched part at a new price. Backlay re-prices the bet in place, so
 * the bet keeps its betId (Betfair cancels and places a new bet with a new one).
 */
export async function replaceOrders(betting: BettingService, reads: MarketReads, user: AuthUser, params: { marketId: string; instructions: Replace[]; customerRef?: string | undefined }) {
  const { marketId, instructions, customerRef } = params;
  const head = { ...(customerRef !== undefined ? { customerRef } : {}), marketId };
  const market = reads.findMarket(marketId);
  if (!market) return executionReport(head, { status: 'FAILURE', errorCode: 'INVALID_MARKET_ID', reports: instructions.map(() => ({ status: 'FAILURE' as const, errorCode: 'ERROR_IN_ORDER' as const })) });
  const open = new Map((await reads.openOrders(user.userId, marketId)).map((o) => [o.betId, o]));
  const reports = [];
  const refusals: (InstructionRefusal | null)[] = [];
  for (const instruction of instructions) {
    const before = open.get(instruction.betId);
    try {
      if (!before) throw new InstructionError('BET_TAKEN_OR_LAPSED', `Bet ${instruction.betId} has nothing unmatched to re-price`);
      const placed = await betting.replace(user, { betId: instruction.betId, marketId, price: instruction.newPrice });
      refusals.push(null);
      const now = new Date().toISOString();
      reports.push({
        status: 'SUCCESS' as const,
        cancelInstructionReport: { status: 'SUCCESS' as const, instruction: { betId: instruction.betId }, sizeCancelled: toUnits(before.sizeRemaining), cancelledDate: now },
        placeInstructionReport: {
          status: 'SUCCESS' as const,
          orderStatus: betfairOrderStatus(placed.status),
          instruction: {
            orderType: 'LIMIT' as const,
            selectionId: selectionIdOf(market, before.runnerId),
            handicap: 0,
            side: before.side,
            limitOrder: { size: toUnits(before.sizeRemaining), price: instruction.newPrice, persistenceType: before.persistence ?? 'LAPSE' },
          },
          betId: placed.betId,
          placedDate: now,
          averagePriceMatched: placed.averagePriceMatched ?? 0,
          sizeMatched: toUnits(placed.sizeMatched),
        },
      });
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      refusals.push(refusal);
      reports.push({ status: 'FAILURE' as const, errorCode: refusal.instruction });
    }
  }
  return executionReport(head, { ...reportStatus(refusals, false), reports });
}
