import { formatMoney } from '@domain/money';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { sportOfMarket } from '../db/queries/operator-markets';
import type { MarketEntry } from '../markets/registry';
import { invalid } from './errors';
import type { SiteSettings } from './site-settings';

/** What the bet path asks before a bet joins a batch (BettingService.limits). */
export interface BetLimits {
  check(user: AuthUser, bet: { marketId: string; size: number }, entry: MarketEntry): Promise<void>;
}

/**
 * The operator's per-sport limits (site settings) applied to a bet before it joins a batch: a stake
 * under the sport's minimum or over its maximum is refused INVALID_BET_SIZE (the engines' own code for
 * the market's limits, which still apply); the sport's in-play bet delay is put on the market before
 * an in-play bet is taken, so the bet waits it out. A sport without a setting keeps each market's own.
 */
export class SportBetLimits implements BetLimits {
  /** A market's sport never changes: looked up once per market. */
  private readonly sportOf = new Map<string, number | undefined>();

  constructor(
    private readonly db: Db,
    private readonly settings: SiteSettings,
    /** Sets a market's bet delay the way the operator does (MarketAdmin.setStatus: stored, engine, published). */
    private readonly setDelay: (marketId: string, betDelayMs: number) => Promise<void>,
  ) {}

  async check(user: AuthUser, bet: { marketId: string; size: number }, entry: MarketEntry): Promise<void> {
    const sportId = await this.sport(bet.marketId);
    if (sportId === undefined) return;
    const { minStake, maxStake, delaySeconds } = await this.settings.limitsOf(user.siteKey, sportId);
    if (minStake !== undefined && bet.size < minStake) throw invalid(`The minimum stake in this sport is ${formatMoney(minStake)}`, 'INVALID_BET_SIZE');
    if (maxStake !== undefined && bet.size > maxStake) throw invalid(`The maximum stake in this sport is ${formatMoney(maxStake)}`, 'INVALID_BET_SIZE');
    if (delaySeconds !== undefined && entry.row.inPlay && entry.row.betDelayMs !== delaySeconds * 1000) await this.setDelay(bet.marketId, delaySeconds * 1000);
  }

  private async sport(marketId: string): Promise<number | undefined> {
    if (!this.sportOf.has(marketId)) this.sportOf.set(marketId, await sportOfMarket(this.db, marketId));
    return this.sportOf.get(marketId);
  }
}
