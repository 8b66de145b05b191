import type { Db } from '../db/client';
import type { ExposureSource } from '../markets/registry';
import type { ChangeHub } from '../stream/hub';
import type { KeyedMutex } from './keyed-mutex';
import type { MarketOwnership } from './market-ownership';

/** The long-lived parts every route of the exchange service works with. */
export interface ExchangeServices {
  db: Db;
  locks: KeyedMutex;
  hub: ChangeHub;
  exposure: ExposureSource;
  /**
   * Which markets this process may write (partition leases, issue #33): every write for a market goes
   * through it (market-ownership.ts writeForMarkets). Absent: the store is written directly.
   */
  ownership?: MarketOwnership;
  /**
   * Bettors' money is shared with other exchange processes (PostgreSQL): bet checks lock the users' rows
   * and count the markets other processes match from user_market_exposure (docs/adr/user-funds.md).
   * Off (the embedded store, one process): the engines hold every market's exposure.
   */
  sharedFunds?: boolean;
  now: () => Date;
}

export const userLock = (userId: string) => `user:${userId}`;
export const marketLock = (marketId: string) => `market:${marketId}`;
export const eventLock = (exEventId: string) => `event:${exEventId}`;
