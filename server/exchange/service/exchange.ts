import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { betsIn } from '../http/market-routes';
import { BettingService } from '../markets/betting';
import { MarketAdmin } from '../markets/market-admin';
import { MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import { ChangeHub } from '../stream/hub';
import type { ExchangeServices } from './context';
import { balanceView } from './funds';
import { KeyedMutex } from './keyed-mutex';

export interface Exchange {
  services: ExchangeServices;
  registry: MarketRegistry;
  betting: BettingService;
  admin: MarketAdmin;
  /** Stops the release timer and waits for a release in flight. */
  close(): Promise<void>;
}

/** How often delayed in-play bets are checked for release. */
const RELEASE_INTERVAL_MS = 100;

/** Builds the exchange service's parts over a store: the engines are rebuilt from it first. */
export async function createExchange(db: Db, now: () => Date = () => new Date()): Promise<Exchange> {
  const registry = await MarketRegistry.load(db);
  const services: ExchangeServices = {
    db,
    locks: new KeyedMutex(),
    now,
    exposure: registry,
    hub: new ChangeHub(async (topic) => {
      const [kind, id = ''] = topic.split(':');
      if (kind === 'market') {
        const entry = registry.get(id);
        return entry ? marketView(entry) : null;
      }
      if (kind === 'score') {
        const [row] = await db.select().from(events).where(eq(events.exEventId, id));
        return row ? { eventId: row.exEventId, inPlay: row.inPlay, status: row.status, score: row.score } : null;
      }
      if (kind === 'balance') {
        const { bankBalance, exposure, available } = await balanceView(services, id);
        return { bankBalance, exposure, withdrawable: available };
      }
      if (kind === 'orders') return registry.marketsOf(id).flatMap((entry) => betsIn(entry, id).unmatched);
      return null;
    }),
  };
  const betting = new BettingService(services, registry);
  const admin = new MarketAdmin(services, registry);
  let releasing: Promise<void> | null = null;
  const timer = setInterval(() => {
    releasing ??= betting
      .releaseDue()
      .catch((err: unknown) => console.error('releasing delayed bets failed:', err))
      .finally(() => (releasing = null));
  }, RELEASE_INTERVAL_MS);
  timer.unref();
  return {
    services,
    registry,
    betting,
    admin,
    close: async () => {
      clearInterval(timer);
      await releasing;
    },
  };
}
