import { partitionOf } from '../../bus/subjects';
import type { OwnerConnection } from '../cluster/owner-connection';
import { PartitionLeases } from '../cluster/partition-leases';
import { cancelOnOwners, cancelsAcrossOwners, type RemoteMarketCancel } from '../cluster/cross-market-cancel';
import { authUserById } from '../auth/sessions';
import type { Db } from '../db/client';
import type { Exclusion } from '../domain/protections';
import { eventScore } from '../db/queries/events';
import { MarketRegistry } from '../markets/registry';
import { betsIn, marketView } from '../markets/views';
import { ChangeHub } from '../stream/hub';
import { BettingService } from './betting';
import { CashOutService } from './cash-out';
import { DeadManSwitches, type CancelOutcome, type DeadManClock } from './dead-man';
import { EventIncidents } from './event-incidents';
import type { ExchangeServices } from './context';
import { backfillExposures, balanceView, restoreMarketExposures } from './funds';
import { KeyedMutex } from './keyed-mutex';
import { MarketAdmin } from './market-admin';
import { productSnapshot } from './product-changes';
import { RetentionJob, type RetentionOptions } from './retention';
import { MarketOwnership } from './market-ownership';
import { eventDetailView, marketReads, type MarketReads } from './market-reads';
import { flushEventChanges } from './event-changes';
import { SiteSettings } from './site-settings';
import { SportBetLimits } from './site-settings-bet-limits';
import { userMarkets } from './user-markets';
import { coalesced, CoalescedByKey } from '../../coalesced';

export interface Exchange {
  services: ExchangeServices;
  registry: MarketRegistry;
  betting: BettingService;
  cashOut: CashOutService;
  admin: MarketAdmin;
  /** The incident rule: suspend a whole event with its score, reopen it. */
  incidents: EventIncidents;
  /** The operator's site settings (levels, default shares, per-sport stake limits and bet delay). */
  siteSettings: SiteSettings;
  reads: MarketReads;
  /** Dead-man switches: the Betfair heartbeat and "cancel my unmatched bets if I disconnect" (dead-man.ts). */
  deadMan: DeadManSwitches;
  /** The partitions of the markets this process owns (cluster/partition-leases.ts; all of them without an owner connection). */
  leases: PartitionLeases;
  /**
   * In a cluster (set by the exchange role): how a market's share of a bettor-wide cancel reaches that
   * market's owner over the bus (cluster/cross-market-cancel.ts); null when every market is this process's.
   */
  remoteCancel: RemoteMarketCancel | null;
  /** The pruning of idempotency replies and lease history past their retention (retention.ts); null when not asked for. */
  retention: RetentionJob | null;
  /** Stops the release and pruning timers and waits for a release or a pruning run in flight. */
  close(): Promise<void>;
}

/** How often delayed in-play bets are checked for release. */
const RELEASE_INTERVAL_MS = 100;

/** Builds the exchange service's parts over a store: the engines are rebuilt from it first. */
export async function createExchange(
  db: Db,
  now: () => Date = () => new Date(),
  options: {
    ownerDb?: OwnerConnection | undefined;
    deadManClock?: DeadManClock | undefined;
    /** The caller starts `leases` itself (a cluster exchange: once it serves). */
    deferLeases?: boolean;
    /** Prune idempotency replies and lease history past these retentions on a timer (ServerConfig.retention); absent or false: no pruning. */
    retention?: RetentionOptions | false | undefined;
  } = {},
): Promise<Exchange> {
  const registry = await MarketRegistry.load(db);
  // Existing stores (migration 0012): each open market's exposure rows, filled once before any bet is checked.
  await backfillExposures(db, registry);
  const services: ExchangeServices = {
    db,
    locks: new KeyedMutex(),
    now,
    exposure: registry,
    // Several processes may share the bettors (PostgreSQL): bet checks lock the users' rows and read the stored exposure.
    sharedFunds: options.ownerDb !== undefined,
    hub: new ChangeHub(async (topic) => {
      const [kind, id = ''] = topic.split(':');
      if (kind === 'market') {
        const entry = registry.get(id);
        return entry ? marketView(entry) : null;
      }
      if (kind === 'score') return eventScore(db, id);
      if (kind === 'product') return productSnapshot(id);
      if (kind === 'event') return eventDetailView(db, registry, id);
      if (kind === 'balance') return balanceView(services, id);
      if (kind === 'orders') return (await userMarkets(services, registry, id)).marketsOf(id).flatMap((entry) => betsIn(entry, id).unmatched);
      return null;
    }),
  };
  // With an owner connection (PostgreSQL) the process owns the partitions it holds a lease on; taking one
  // rebuilds its markets from the store (and their stored exposure) before anything is served.
  const leases = new PartitionLeases({
    owner: options.ownerDb ?? null,
    db,
    onAcquire: async (partitions, write) => {
      const taken = new Set(partitions);
      const kept = await registry.reloadWhere(db, (marketId) => taken.has(partitionOf(marketId)));
      if (services.sharedFunds && kept.length > 0) await write(async (tx) => {
        for (const marketId of kept) await restoreMarketExposures(tx, registry, marketId);
      });
    },
  });
  services.ownership = new MarketOwnership(leases);
  const betting = new BettingService(services, registry, services.ownership);
  const admin = new MarketAdmin(services, registry);
  const siteSettings = new SiteSettings(db);
  betting.limits = new SportBetLimits(db, siteSettings, (marketId, betDelayMs) => admin.setStatus(marketId, { betDelayMs }, null));
  const cashOut = new CashOutService(services, registry, betting);
  const reads = marketReads(services, registry);
  // The walk over every market, one at a time: a call while one runs makes one more after it (a bet due
  // now may have been read before it was due).
  const release = coalesced(() => betting.releaseDue(), 'releasing delayed bets failed:');
  const timer = setInterval(() => void release.run(), RELEASE_INTERVAL_MS);
  timer.unref();
  // Each delayed bet is released at its own instant too, its market alone (not behind a walk over every
  // market, nor one under way); the interval stays for bets restored from the store. Per market the same
  // way as the walk: bets due together, or while a release of their market is writing, go in one release
  // (one transaction), not one each.
  const onTime = new Set<ReturnType<typeof setTimeout>>();
  const releasingMarkets = new CoalescedByKey<string>();
  const releaseMarket = (marketId: string): void => {
    void releasingMarkets.run(marketId, () => betting.releaseMarket(marketId), `releasing delayed bets of ${marketId} failed:`);
  };
  betting.onDelayed = (marketId, releaseAt) => {
    const t = setTimeout(() => {
      onTime.delete(t);
      releaseMarket(marketId);
    }, Math.max(0, releaseAt - now().getTime()));
    t.unref();
    onTime.add(t);
  };
  // In a cluster a switch fires once every market's owner is reachable: the bus route is wired, or every market is this process's.
  const deadMan = new DeadManSwitches(db, (userId) => cancelUnmatched(exchange, userId), options.deadManClock, undefined, () => exchange.remoteCancel !== null || leases.ownsEveryMarket);
  const retention = options.retention ? new RetentionJob(db, options.retention) : null;
  const exchange: Exchange = {
    services,
    remoteCancel: null,
    registry,
    betting,
    deadMan,
    leases,
    cashOut,
    admin,
    incidents: new EventIncidents(services, registry),
    siteSettings,
    reads,
    retention,
    close: async () => {
      // The event changes still gathering go out while the store is open.
      await flushEventChanges(services);
      // Partitions given back first (in-flight work finishes): another process takes them at once.
      await leases.stop();
      clearInterval(timer);
      for (const t of onTime) clearTimeout(t);
      // A pruning run in flight stops after its current batch.
      await retention?.close();
      await release.idle();
      await releasingMarkets.idle();
      await deadMan.close();
    },
  };
  await deadMan.restore();
  if (!options.deferLeases) await leases.start();
  retention?.start();
  return exchange;
}

/**
 * Cancels every unmatched exchange bet of a bettor through the ordinary cancel; counts what was and was
 * not cancelled. One bet at a time here while this process owns every market; in a cluster each
 * market's share is run by its owner (cluster/cross-market-cancel.ts) and the reports are counted.
 */
export async function cancelUnmatched(exchange: Exchange, userId: string): Promise<CancelOutcome> {
  const { betting, reads, registry } = exchange;
  const user = await authUserById(exchange.services.db, userId);
  if (!user) return { cancelled: 0, failed: 0 };
  const outcome = { cancelled: 0, failed: 0 };
  if (cancelsAcrossOwners(exchange)) {
    // A market this process never loaded (made since it started, owned elsewhere) is its owner's to judge.
    const open = (await reads.openOrders(userId)).filter((o) => (registry.get(o.marketId)?.engine.kind ?? 'exchange') === 'exchange');
    const marketIds = [...new Set(open.map((o) => o.marketId))];
    for (const [i, settled] of (await cancelOnOwners(exchange, user, marketIds)).entries()) {
      if (settled.status === 'rejected') {
        console.error(`dead-man switch of ${userId}: cancelling on ${marketIds[i]} failed:`, settled.reason);
        outcome.failed += open.filter((o) => o.marketId === marketIds[i]).length;
        continue;
      }
      for (const report of settled.value.instructionReports) outcome[report.status === 'SUCCESS' ? 'cancelled' : 'failed'] += 1;
    }
    return outcome;
  }
  const open = (await reads.openOrders(userId)).filter((o) => registry.get(o.marketId)?.engine.kind === 'exchange');
  for (const order of open) {
    try {
      await betting.cancel(user, { betId: order.betId, marketId: order.marketId });
      outcome.cancelled += 1;
    } catch (err) {
      console.error(`cancelling ${order.betId} of ${userId} on ${order.marketId} failed:`, err);
      outcome.failed += 1;
    }
  }
  return outcome;
}

/**
 * Ends a bettor's open bets when its time-out or self-exclusion begins (`reason`): every unmatched
 * exchange bet cancelled (those in their bet delay included), every house bet waiting out its delay
 * lapsed with the code. Counts what was and was not ended.
 */
export async function endOpenBets(exchange: Exchange, userId: string, reason: NonNullable<Exclusion>['code']): Promise<CancelOutcome> {
  const cancelled = await cancelUnmatched(exchange, userId);
  const lapsed = await exchange.betting.lapseWaitingOf(userId, reason);
  return { cancelled: cancelled.cancelled + lapsed.lapsed, failed: cancelled.failed + lapsed.failed };
}
