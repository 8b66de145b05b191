import { DomainError } from './errors';
import { betProfit } from './exposure';
import type { RunnerBet } from './exposure';
import { fancyProfit } from './fancy';
import type { FancyBet } from './fancy';
import { COMMISSION_ACCOUNT, HOUSE_ACCOUNT, reversal, transaction, walletAccount } from './ledger';
import type { LedgerTransaction, Posting } from './ledger';
import { commissionOn } from './money';
import type { MarketKind } from './types';

export interface UserResult {
  readonly userId: string;
  /** Profit (+) or loss (−) on the market before commission. */
  readonly profitAndLoss: number;
  readonly commission: number;
}

/** A market's settlement: its per-user results and the balanced ledger transactions that pay them. */
export interface Settlement {
  readonly marketId: string;
  /** 1 for the first settlement, +1 for each resettlement; it keeps references unique. */
  readonly version: number;
  readonly results: readonly UserResult[];
  readonly transactions: readonly LedgerTransaction[];
}

export interface RunnerSettlementInput {
  readonly marketId: string;
  readonly kind: Exclude<MarketKind, 'fancy'>;
  readonly runnerIds: readonly string[];
  /** Every matched bet of the market. */
  readonly bets: readonly RunnerBet[];
  readonly winners: readonly string[];
  /** Commission on each user's net winnings, basis points; exchange markets only. */
  readonly commissionBp?: number;
  readonly version: number;
}

/** Settles a runner market from its winners. Exchange markets pay users from users and charge commission; house kinds settle against the house. */
export function settleRunnerMarket(input: RunnerSettlementInput): Settlement {
  const known = new Set(input.runnerIds);
  if (input.winners.length === 0 || input.winners.some((w) => !known.has(w))) throw new DomainError('INVALID_INPUT_DATA', 'Winners must be runners of the market');
  const winners = new Set(input.winners);
  const pnl = new Map<string, number>();
  for (const bet of input.bets) {
    if (!known.has(bet.runnerId)) throw new DomainError('INVALID_INPUT_DATA', `Bet ${bet.betId} is on an unknown runner`);
    pnl.set(bet.userId, (pnl.get(bet.userId) ?? 0) + betProfit(bet, winners));
  }
  const commissionBp = input.kind === 'exchange' ? (input.commissionBp ?? 0) : 0;
  if (!Number.isInteger(commissionBp) || commissionBp < 0 || commissionBp > 10_000) throw new DomainError('INVALID_INPUT_DATA', 'commissionBp must be 0–10000');
  return build(input.marketId, input.version, pnl, input.kind === 'exchange', commissionBp);
}

export interface FancySettlementInput {
  readonly marketId: string;
  readonly bets: readonly FancyBet[];
  /** The runs the line settled at. */
  readonly result: number;
  readonly version: number;
}

/** Settles a fancy line against the house from its result value. */
export function settleFancyMarket(input: FancySettlementInput): Settlement {
  if (!Number.isSafeInteger(input.result) || input.result < 0) throw new DomainError('INVALID_INPUT_DATA', 'A fancy result is a whole number of runs');
  const pnl = new Map<string, number>();
  for (const bet of input.bets) pnl.set(bet.userId, (pnl.get(bet.userId) ?? 0) + fancyProfit(bet, input.result));
  return build(input.marketId, input.version, pnl, false, 0);
}

/** Voids a market: no money moves (stakes were never taken, only held as exposure); each user gets a zero "void" line. */
export function voidMarket(marketId: string, userIds: readonly string[], version: number): Settlement {
  assertVersion(version);
  const users = [...new Set(userIds)].sort();
  const results = users.map((userId) => ({ userId, profitAndLoss: 0, commission: 0 }));
  const postings = users.map((userId) => ({ account: walletAccount(userId), amount: 0 }));
  const transactions = postings.length > 0 ? [transaction('void', `void:${marketId}:${version}`, postings)] : [];
  return { marketId, version, results, transactions };
}

/** Reverses a previous settlement and applies a new one; both sets of entries stay on the statement. */
export function resettle(previous: Settlement, next: Settlement): LedgerTransaction[] {
  if (previous.marketId !== next.marketId || next.version <= previous.version) {
    throw new DomainError('INVALID_INPUT_DATA', 'A resettlement must be of the same market with a higher version');
  }
  return [...previous.transactions.map(reversal), ...next.transactions];
}

function build(marketId: string, version: number, pnl: Map<string, number>, peerToPeer: boolean, commissionBp: number): Settlement {
  assertVersion(version);
  const users = [...pnl.keys()].sort();
  const results = users.map((userId) => {
    const profitAndLoss = pnl.get(userId) as number;
    return { userId, profitAndLoss, commission: commissionOn(profitAndLoss, commissionBp) };
  });
  const postings: Posting[] = results.map((r) => ({ account: walletAccount(r.userId), amount: r.profitAndLoss }));
  const total = postings.reduce((sum, p) => sum + p.amount, 0);
  if (peerToPeer && total !== 0) throw new DomainError('INVALID_INPUT_DATA', `Exchange bets do not net to zero (${total}): a trade is missing a side`);
  if (!peerToPeer) postings.push({ account: HOUSE_ACCOUNT, amount: -total });
  const transactions: LedgerTransaction[] = [];
  if (postings.length > 0) transactions.push(transaction('settlement', `settlement:${marketId}:${version}`, postings));
  const charged = results.filter((r) => r.commission > 0);
  if (charged.length > 0) {
    const commission = charged.map((r) => ({ account: walletAccount(r.userId), amount: -r.commission }));
    commission.push({ account: COMMISSION_ACCOUNT, amount: charged.reduce((sum, r) => sum + r.commission, 0) });
    transactions.push(transaction('commission', `commission:${marketId}:${version}`, commission));
  }
  return { marketId, version, results, transactions };
}

function assertVersion(version: number): void {
  if (!Number.isSafeInteger(version) || version < 1) throw new DomainError('INVALID_INPUT_DATA', 'version must be a whole number ≥ 1');
}
