import { ExchangeCallError, type ExchangeClient } from '../client';

export interface ProductMarket {
  marketId: string;
  marketName: string;
  kind: string;
  runners: Array<{ runnerId: string; runnerName: string; role?: 'HOME' | 'AWAY' | 'DRAW' }>;
  config?: Record<string, unknown>;
  minStake?: number;
  maxStake?: number;
  maxProfit?: number;
  sequence?: number;
}

/** The operator calls the product runs make: every one is ordinary role-checked REST. */
export class ProductOps {
  constructor(
    readonly operator: ExchangeClient,
    private readonly log: (message: string) => void,
  ) {}

  /** An admin call whose refusal (a market already settled, say) is logged, not thrown. */
  async admin(path: string, body: unknown): Promise<boolean> {
    try {
      await this.operator.call(path, body);
      return true;
    } catch (err) {
      if (!(err instanceof ExchangeCallError)) throw err;
      this.log(`products: ${err.message}`);
      return false;
    }
  }

  createEvent(event: { exEventId: string; sportId: number; tournamentId: string; eventName: string; startsAt: number; markets: ProductMarket[] }): Promise<boolean> {
    const { startsAt, ...rest } = event;
    return this.admin('/admin/events/create', { ...rest, eventTime: new Date(startsAt).toISOString() });
  }

  score(eventId: string, change: { inPlay?: boolean; status?: 'IN_PLAY' | 'FINISHED'; score?: Record<string, unknown> }): Promise<boolean> {
    return this.admin('/admin/events/score', { eventId, ...change });
  }

  status(marketId: string, change: { status?: 'OPEN' | 'SUSPENDED'; inPlay?: boolean }): Promise<boolean> {
    return this.admin('/admin/markets/status', { marketId, ...change });
  }

  quote(marketId: string, quote: Record<string, unknown>): Promise<boolean> {
    return this.admin('/admin/markets/quote', { marketId, ...quote });
  }

  settle(marketId: string, result: { winners: string[] } | { value: number } | { void: true }): Promise<boolean> {
    return this.admin('/admin/markets/settle', { marketId, ...result });
  }
}

/** "15:42" of a moment, UTC (the names of draws and lines). */
export function clockOf(at: number): string {
  return new Date(at).toISOString().slice(11, 16);
}
