/**
 * updateOrders: changes the persistenceType of unmatched bets (LAPSE ⇄ PERSIST), one call of the
 * betting service per instruction, each refusal in Betfair's codes (errors.ts).
 */
import type { z } from 'zod';
import type { AuthUser } from '../../auth/sessions';
import type { BettingService } from '../../service/betting';
import type { MarketReads } from '../../service/market-reads';
import type { UpdateInstruction } from './definitions';
import { InstructionError, type InstructionRefusal } from './errors';
import { executionReport, instructionReport, reportStatus } from './orders';

type Update = z.infer<typeof UpdateInstruction>;

export async function updateOrders(betting: BettingService, reads: MarketReads, user: AuthUser, params: { marketId: string; instructions: Update[]; customerRef?: string | undefined }) {
  const { marketId, instructions, customerRef } = params;
  const head = { ...(customerRef !== undefined ? { customerRef } : {}), marketId };
  const market = reads.findMarket(marketId);
  if (!market) return executionReport(head, { status: 'FAILURE', errorCode: 'INVALID_MARKET_ID', reports: instructions.map((instruction) => ({ status: 'FAILURE' as const, errorCode: 'ERROR_IN_ORDER' as const, instruction })) });
  const open = new Map((await reads.openOrders(user.userId, marketId)).map((o) => [o.betId, o]));
  const reports = [];
  const refusals: (InstructionRefusal | null)[] = [];
  for (const instruction of instructions) {
    const update = async () => {
      // Betfair's persistence type that a non-BSP market cannot hold.
      if (instruction.newPersistenceType === 'MARKET_ON_CLOSE') throw new InstructionError('INVALID_PERSISTENCE_TYPE', 'MARKET_ON_CLOSE needs a BSP market: none here are');
      const before = open.get(instruction.betId);
      if (!before) throw new InstructionError('BET_TAKEN_OR_LAPSED', `Bet ${instruction.betId} has nothing unmatched to update`);
      if ((before.persistence ?? 'LAPSE') === instruction.newPersistenceType) throw new InstructionError('NO_ACTION_REQUIRED', `Bet ${instruction.betId} is ${instruction.newPersistenceType} already`);
      await betting.updatePersistence(user, { betId: instruction.betId, marketId, persistence: instruction.newPersistenceType });
      // A later instruction of the same call sees the bet as it is now.
      open.set(instruction.betId, { ...before, persistence: instruction.newPersistenceType });
      return { status: 'SUCCESS' as const, instruction };
    };
    reports.push(await instructionReport(refusals, update, (refusal) => ({ status: 'FAILURE' as const, errorCode: refusal.instruction, instruction })));
  }
  return executionReport(head, { ...reportStatus(refusals, false), reports });
}
