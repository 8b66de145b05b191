import type { Db } from '../db/client';
import type { ChangeHub } from '../stream/hub';
import type { KeyedMutex } from './keyed-mutex';

/** What the markets know about a user's money at risk. */
export interface ExposureSource {
  /** Total exposure over all the user's open markets, paise. */
  totalExposure(userId: string): number;
}

/** The long-lived parts every route of the exchange service works with. */
export interface ExchangeServices {
  db: Db;
  locks: KeyedMutex;
  hub: ChangeHub;
  exposure: ExposureSource;
  now: () => Date;
}

export const userLock = (userId: string) => `user:${userId}`;
export const marketLock = (marketId: string) => `market:${marketId}`;
