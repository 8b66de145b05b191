/**
 * The heartbeat API (HeartbeatAPING v1.0) at `/exchange/heartbeat/json-rpc/v1`: its one operation arms,
 * moves or stands down the caller's dead-man switch (service/dead-man.ts).
 */
import { z } from 'zod';
import { op, type Operation } from './operation';

export const heartbeat: Record<string, Operation<z.ZodType>> = {
  heartbeat: op({
    // A negative timeout is INVALID_INPUT_DATA (Betfair's words); any other is clamped to 10…300 s, 0 is off.
    params: z.object({ preferredTimeoutSeconds: z.number().int().min(0) }),
    run: (ctx, p) => ctx.exchange.deadMan.heartbeat(ctx.user.userId, p.preferredTimeoutSeconds),
  }),
};
