/** One operation of the Betfair API: its params (Betfair's request definition) and what it does. */
import type { z } from 'zod';
import type { AuthUser } from '../../auth/sessions';
import type { Exchange } from '../../service/exchange';

/** What an operation runs with: the exchange and the caller (the session is checked before it runs). */
export interface CallContext {
  exchange: Exchange;
  user: AuthUser;
}

export interface Operation<P extends z.ZodType> {
  params: P;
  /** Places, cancels or re-prices: refused to a blocked account. */
  writes?: boolean;
  run(ctx: CallContext, params: z.infer<P>): Promise<unknown>;
}
export const op = <P extends z.ZodType>(o: Operation<P>) => o as unknown as Operation<z.ZodType>;
