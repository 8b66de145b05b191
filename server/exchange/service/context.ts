import type { Db } from '../db/client';
import type { ExposureSource } from '../markets/registry';
import type { ChangeHub } from '../stream/hub';
import type { KeyedMutex } from './keyed-mutex';

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
export const eventLock = (exEventId: string) => `event:${exEventId}`;
