import type { Db } from '../db/client';
import type { PartitionLeases } from '../cluster/partition-leases';
import type { ExchangeServices } from './context';

/**
 * Which markets this exchange process may match and write, when several share one PostgreSQL
 * (issue #33, docs/adr/market-ownership.md): those of the partitions whose lease it holds
 * (cluster/partition-leases.ts — a session-level advisory lock per partition on the process's owner
 * connection, taken by the lease loop, never by a bet). Every write for a market goes through `write`,
 * on that same connection and only while the partition is held, so a process that lost the lease can
 * commit nothing: the lock is the fencing. Anything else is refused 409 MARKET_NOT_OWNED, nothing
 * written; the gateway sends it to the owner. A partition's markets are rebuilt from the store when it
 * is taken, before it serves anything.
 */
export class MarketOwnership {
  constructor(readonly leases: PartitionLeases) {}

  /** Where the bet batches commit: the owner connection (serialised with every other write on it). */
  get db(): Db {
    return this.leases.writeDb;
  }

  /**
   * Inside a bet batch's transaction on the owner connection: whether this process holds the market's
   * partition (a give-back's unlock is queued behind this transaction). `taken` is never true: a market
   * is rebuilt when its partition is taken, not on a bet.
   */
  claim(_tx: Db, marketId: string): Promise<{ owned: boolean; taken: boolean }> {
    return Promise.resolve({ owned: this.leases.ownsMarket(marketId), taken: false });
  }

  ownsMarket(marketId: string): boolean {
    return this.leases.ownsMarket(marketId);
  }

  /** Whether every market is this process's (PartitionLeases.ownsEveryMarket). */
  get ownsEveryMarket(): boolean {
    return this.leases.ownsEveryMarket;
  }

  /** Refuses (409 MARKET_NOT_OWNED) unless every market is this process's. */
  assertOwns(marketIds: string | readonly string[]): void {
    this.leases.assertOwns(marketIds);
  }

  /** The fenced write of anything that belongs to these markets (PartitionLeases.write). */
  write<T>(marketIds: string | readonly string[], fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.leases.write(marketIds, fn);
  }
}

/**
 * Whether a read not tied to one market must come from the store rather than this process's engines:
 * it runs in a cluster and some market is another process's (the rule behind service/user-markets.ts
 * and the Betfair catalogue's http/betfair/catalogue-source.ts). One process (`npm start`) or a
 * cluster's only exchange reads its engines.
 */
export function readsFromStore(services: Pick<ExchangeServices, 'ownership'>): boolean {
  return !!services.ownership && !services.ownership.ownsEveryMarket;
}

/**
 * The one way a service writes what belongs to markets (a cancel, a release, a status, a settlement):
 * fenced by their ownership when the process has one, else (a store used without leases, e.g. a test's
 * bare services) a plain transaction on the store.
 */
export function writeForMarkets<T>(services: ExchangeServices, marketIds: string | readonly string[], fn: (tx: Db) => Promise<T>): Promise<T> {
  if (services.ownership) return services.ownership.write(marketIds, fn);
  return services.db.transaction(async (tx) => fn(tx as unknown as Db));
}

/** Refuses (409 MARKET_NOT_OWNED) a command for a market another process owns, before any work. */
export function assertOwnsMarkets(services: ExchangeServices, marketIds: string | readonly string[]): void {
  services.ownership?.assertOwns(marketIds);
}
