import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/** What the bettor chose the exchange and the bet slip do when the price moved since they picked it. */
export type AcceptOddsChanges = 'never' | 'better' | 'any';

/** A user's betting settings, money in paise. */
export interface UserSettings {
  defaultStakes: number[];
  lossLimit: number | null;
  oneClickBetting: boolean;
  oneClickStake: number;
  acceptOddsChanges: AcceptOddsChanges;
}

const columns = {
  defaultStakes: users.defaultStakes,
  lossLimit: users.lossLimit,
  oneClickBetting: users.oneClickBetting,
  oneClickStake: users.oneClickStake,
  acceptOddsChanges: users.acceptOddsChanges,
};

/** The user's settings; undefined for an unknown user. */
export async function settingsOf(db: Db, userId: string): Promise<UserSettings | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.userId, userId));
  return row;
}

/** Changes the given settings (omitted ones stay) and answers them all. */
export async function updateSettings(db: Db, userId: string, change: Partial<UserSettings>): Promise<UserSettings | undefined> {
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return settingsOf(db, userId);
  const [row] = await db.update(users).set(set).where(eq(users.userId, userId)).returning(columns);
  return row;
}
