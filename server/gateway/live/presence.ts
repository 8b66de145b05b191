/**
 * Tells the exchange when a signed-in bettor's graphql-ws connection opens and closes, so its dead-man
 * switch ("cancel my unmatched bets if I disconnect", server/exchange/service/dead-man.ts) knows when
 * their last live connection is gone. Each connection gets a random id (122 bits); a failed call is
 * logged and never holds the connection up.
 */
import { randomUUID } from 'node:crypto';
import type { AccountAPI } from '../datasources/account-api';

type Account = Pick<AccountAPI, 'connectionOpened' | 'connectionClosed'>;

export function connectionPresence(accountOf: (ctx: { connectionParams?: Readonly<Record<string, unknown>> | undefined; extra: unknown }) => Account | null) {
  const open = new WeakMap<object, { id: string; account: Account; opened: Promise<unknown> }>();
  const failed = (what: string) => (err: unknown) => console.warn(`presence: ${what} failed:`, (err as Error).message);
  return {
    onConnect(ctx: { connectionParams?: Readonly<Record<string, unknown>> | undefined; extra: unknown }) {
      const account = accountOf(ctx);
      if (!account) return;
      const id = randomUUID();
      open.set(ctx, { id, account, opened: account.connectionOpened(id).catch(failed('opening')) });
    },
    onClose(ctx: object) {
      const entry = open.get(ctx);
      if (!entry) return;
      open.delete(ctx);
      // After the open call, so the exchange never hears of a close before its open.
      void entry.opened.then(() => entry.account.connectionClosed(entry.id)).catch(failed('closing'));
    },
  };
}
