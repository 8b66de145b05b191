/**
 * Tells the exchange when a signed-in bettor's graphql-ws connection opens and closes, so its dead-man
 * switch ("cancel my unmatched bets if I disconnect", server/exchange/service/dead-man.ts) knows when
 * their last live connection is gone. Each connection gets a random id (122 bits), and this gateway
 * one for its life (`gatewayId`, never shown to a client). While it holds connections the gateway
 * beats every PRESENCE_HEARTBEAT_MS: the exchanges take a gateway silent for longer (killed -9, cut
 * off) for dead and its bettors for disconnected. When a beat answers that the gateway is unknown (it
 * was silent too long and its connections were dropped), every live connection is announced again.
 * A failed call is logged and never holds a connection up.
 */
import { randomUUID } from 'node:crypto';
import type { AccountAPI } from '../datasources/account-api';
import { PRESENCE_HEARTBEAT_MS } from '../../cluster/presence-timing';

type Account = Pick<AccountAPI, 'connectionOpened' | 'connectionClosed' | 'gatewayAlive'>;
interface Entry {
  id: string;
  account: Account;
  opened: Promise<unknown>;
}

export function connectionPresence(accountOf: (ctx: { connectionParams?: Readonly<Record<string, unknown>> | undefined; extra: unknown }) => Account | null) {
  const gatewayId = randomUUID();
  const open = new Map<object, Entry>();
  const failed = (what: string) => (err: unknown) => console.warn(`presence: ${what} failed:`, (err as Error).message);
  let beat: ReturnType<typeof setInterval> | null = null;
  let beating = false;

  /** One beat (through any open connection's account: the route takes no token); re-announces everything when the exchanges forgot this gateway. */
  const heartbeat = async () => {
    const any = open.values().next().value;
    if (!any || beating) return;
    beating = true;
    try {
      const { known } = await any.account.gatewayAlive(gatewayId);
      if (!known) for (const entry of open.values()) entry.opened = entry.account.connectionOpened(entry.id, gatewayId).catch(failed('announcing again'));
    } catch (err) {
      failed('heartbeat')(err);
    } finally {
      beating = false;
    }
  };

  return {
    gatewayId,
    onConnect(ctx: { connectionParams?: Readonly<Record<string, unknown>> | undefined; extra: unknown }) {
      const account = accountOf(ctx);
      if (!account) return;
      const id = randomUUID();
      open.set(ctx, { id, account, opened: account.connectionOpened(id, gatewayId).catch(failed('opening')) });
      if (!beat) {
        beat = setInterval(() => void heartbeat(), PRESENCE_HEARTBEAT_MS);
        beat.unref();
      }
    },
    onClose(ctx: object) {
      const entry = open.get(ctx);
      if (!entry) return;
      open.delete(ctx);
      if (open.size === 0 && beat) {
        clearInterval(beat);
        beat = null;
      }
      // After the open call, so the exchange never hears of a close before its open.
      void entry.opened.then(() => entry.account.connectionClosed(entry.id)).catch(failed('closing'));
    },
  };
}
