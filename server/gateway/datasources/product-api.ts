import type { TipAuthorRow } from '../../contract/products';
import type { EventRow } from './reference-api';
import type { MarketRow } from './market-api';
import type { RestClient } from './rest-client';

export type { TipAuthorRow };

export interface ProductResultRow {
  exEventId: string;
  sportId: number;
  eventName: string;
  eventTime: string;
  tournamentId: string;
  tournamentName: string;
  score: Record<string, unknown> | null;
}

export type ProductEventRow = EventRow & { markets: MarketRow[] };

/**
 * Lottery, virtual sports, binary and ball-by-ball lists (live prices: never cached), and the
 * launches that need the caller's token (casino game, partner exchange).
 */
export class ProductAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
    private readonly siteKey: string,
  ) {}

  private list(path: string): Promise<ProductEventRow[]> {
    return this.rest.data<ProductEventRow[]>({ path, body: { key: this.siteKey } });
  }

  lotteryDraws = () => this.list('/lottery/draws');
  virtualEvents = () => this.list('/virtual/events');
  binaryMarkets = () => this.list('/binary/markets');
  /** Authors' records change as markets settle: read every time. */
  tipAuthors = () => this.rest.data<TipAuthorRow[]>({ path: '/tips/authors', body: { key: this.siteKey } });
  productResults = (sportId: number) => this.rest.data<ProductResultRow[]>({ path: '/products/results', body: { key: this.siteKey, sportId } });
  ballByBall = (eventId: string) => this.rest.data<MarketRow[]>({ path: '/ball-by-ball/markets', body: { eventId } });
  casinoGame = (eventId: string) =>
    this.rest.data<{ eventId: string; gameName: string; link: string | null; companyName: string }>({ path: '/casino/launch', body: { eventId }, token: this.token });
  partnerLaunch = () => this.rest.data<{ url: string; expiresInSeconds: number }>({ path: '/partner/launch', token: this.token });
}
