import type { FastifyReply } from 'fastify';
import { loginDecision, SlowLane } from '../auth/throttle';
import type { Db } from '../db/client';
import { ApiError } from './errors';

/**
 * Runs a sign-in attempt for `userName` (a password, or a second-step code) behind the login throttle
 * (auth/throttle.ts): refused with 429 TOO_MANY_REQUESTS and Retry-After, or slowed one at a time for
 * an account under attack. One throttle, one set of codes, for every step of signing in.
 */
export function loginThrottle(db: Db) {
  const slowLane = new SlowLane();
  return async function throttled<T>(userName: string, address: string, reply: FastifyReply, attempt: () => Promise<T>): Promise<T> {
    const decision = await loginDecision(db, userName, address);
    if (decision.kind === 'refuse') {
      void reply.header('retry-after', String(decision.retryAfterS));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', `${decision.reason}: try again in ${Math.ceil(decision.retryAfterS / 60)} minutes`);
    }
    if (decision.delayMs === 0) return attempt();
    // An account under attack: slowed, one attempt at a time — never refused outright.
    const slowed = slowLane.run(userName, decision.delayMs, attempt);
    if (!slowed) {
      void reply.header('retry-after', String(Math.ceil(decision.delayMs / 1000)));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'This account is receiving many login attempts: try again in a few seconds');
    }
    return slowed;
  };
}
