import type { Db } from '../db/client';
import { eventScore } from '../db/queries/events';
import { MarketRegistry } from '../markets/registry';
import { betsIn, marketView } from '../markets/views';
import { ChangeHub } from '../stream/hub';
import { BettingService } from './betting';
import { CashOutService } from './cash-out';
import { EventIncidents } from './event-incidents';
import type { ExchangeServices } from './context';
import { balanceView } from './funds';
import { KeyedMutex } from './keyed-mutex';
import { MarketAdmin } from './market-admin';
import { MarketOwnership } from './market-ownership';
import { marketReads, type MarketReads } from './market-reads';

export interface Exchange {
  services: ExchangeServices;
  registry: MarketRegistry;
  betting: BettingService;
  cashOut: CashOutService;
  admin: MarketAdmin;
  /** The incident rule: suspend a whole event with its score, reopen it. */
  incidents: EventIncidents;
  reads: MarketReads;
  /** Stops the release timer and waits for a release in flight. */
  close(): Promise<void>;
}

/** How often delayed in-play bets are checked for release. */
const RELEASE_INTERVAL_MS = 100;

/** Builds the exchange service's parts over a store: the engines are rebuilt from it first. */
export async function createExchange(db: Db, now: () => Date = () => new Date(), options: { ownerDb?: Db | undefined } = {}): Promise<Exchange> {
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
      if (kind === 'score') return eventScore(db, id);
      if (kind === 'balance') return balanceView(services, id);
      if (kind === 'orders') return registry.marketsOf(id).flatMap((entry) => betsIn(entry, id).unmatched);
      return null;
    }),
  };
  const betting = new BettingService(services, registry, options.ownerDb ? new MarketOwnership(options.ownerDb) : undefined);
  const admin = new MarketAdmin(services, registry);
  const cashOut = new CashOutService(services, registry, betting);
  const reads = marketReads(services, registry);
  let releasing: Promise<void> | null = null;
  let again = false;
  const release = (): void => {
    if (releasing) {
      // A release is in flight: run once more after it (a bet due now may have been read before it was due).
      again = true;
      return;
    }
    releasing = betting
      .releaseDue()
      .catch((err: unknown) => console.error('releasing delayed bets failed:', err))
      .finally(() => {
        releasing = null;
        if (again) {
          again = false;
          release();
        }
      });
  };
  const timer = setInterval(release, RELEASE_INTERVAL_MS);
  timer.unref();
  // Each delayed bet is released at its own instant too; the interval stays for bets restored from the store.
  const onTime = new Set<ReturnType<typeof setTimeout>>();
  betting.onDelayed = (releaseAt) => {
    const t = setTimeout(() => {
      onTime.delete(t);
      release();
    }, Math.max(0, releaseAt - now().getTime()));
    t.unref();
    onTime.add(t);
  };
  return {
    services,
    registry,
    betting,
    cashOut,
    admin,
    incidents: new EventIncidents(services, registry),
    reads,
    close: async () => {
      clearInterval(timer);
      for (const t of onTime) clearTimeout(t);
      await releasing;
    },
  };
}
