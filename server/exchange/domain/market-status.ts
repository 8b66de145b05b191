import { DomainError } from './errors';
import type { MarketStatus } from './types';

const ALLOWED: Record<MarketStatus, readonly MarketStatus[]> = {
  INACTIVE: ['OPEN', 'SUSPENDED', 'CLOSED'],
  OPEN: ['SUSPENDED', 'CLOSED'],
  SUSPENDED: ['OPEN', 'CLOSED'],
  CLOSED: [],
};

/** INACTIVE → OPEN ⇄ SUSPENDED → CLOSED; CLOSED is final. A no-op change is allowed. */
export function assertStatusChange(from: MarketStatus, to: MarketStatus): void {
  if (from === to) return;
  if (!(to in ALLOWED) || !ALLOWED[from].includes(to)) {
    throw new DomainError('INVALID_INPUT_DATA', `Market cannot go from ${from} to ${String(to)}`);
  }
}

/** Placing or re-pricing needs an OPEN market. */
export function assertOpenForBetting(status: MarketStatus): void {
  if (status === 'OPEN') return;
  if (status === 'SUSPENDED') throw new DomainError('MARKET_SUSPENDED', 'The market is suspended');
  throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', `The market is ${status}`);
}

/** Cancelling is allowed while OPEN or SUSPENDED. */
export function assertCancellable(status: MarketStatus): void {
  if (status === 'INACTIVE' || status === 'CLOSED') throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', `The market is ${status}`);
}

export function assertSide(side: unknown): void {
  if (side !== 'BACK' && side !== 'LAY') throw new DomainError('INVALID_INPUT_DATA', `Side must be BACK or LAY, got ${String(side)}`);
}

export function assertOrderId(orderId: unknown, known: { has(id: string): boolean }): void {
  if (typeof orderId !== 'string' || orderId.length === 0) throw new DomainError('INVALID_INPUT_DATA', 'orderId must be a non-empty string');
  if (known.has(orderId)) throw new DomainError('DUPLICATE_TRANSACTION', `Order ${orderId} already exists`);
}

export function assertUserId(userId: unknown): void {
  if (typeof userId !== 'string' || userId.length === 0 || userId === 'HOUSE') {
    throw new DomainError('INVALID_INPUT_DATA', 'userId must be a non-empty string');
  }
}
