import type { OrderStatus, Persistence, Side } from './types';

// Order slots and the numeric codes an OrderStore keeps, apart from the store so that the store and
// the per-user state (user-state.ts) both use them without importing each other.

/** An order is a slot number in its market's OrderStore; NONE is "no order" (an empty queue end). */
export type OrderRef = number;
export const NONE: OrderRef = -1;

export const BACK = 0;
export const LAY = 1;
export const sideCode = (side: Side): number => (side === 'BACK' ? BACK : LAY);
export const SIDES: readonly Side[] = ['BACK', 'LAY'];

export const EXECUTABLE = 0;
export const PENDING = 1;
export const COMPLETE = 2;
export const STATUSES: readonly OrderStatus[] = ['EXECUTABLE', 'PENDING', 'EXECUTION_COMPLETE'];
export const statusCode = (status: OrderStatus): number => STATUSES.indexOf(status);

export const PERSISTENCES: readonly Persistence[] = ['LAPSE', 'PERSIST'];
