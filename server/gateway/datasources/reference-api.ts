import { ttlFor, type ReferenceEndpoint } from './cache-config';
import type { RestClient } from './rest-client';
import type { TtlCache } from './ttl-cache';

export interface SportRow {
  sportId: number;
  sportName: string;
  highlight: boolean;
}

export interface EventRow {
  exEventId: string;
  sportId: number;
  sportName: string;
  eventName: string;
  eventTime: string;
  tournamentId: string;
  tournamentName: string;
  inPlay: boolean;
}

export interface ExchangeTypeRow {
  exchangeId: string;
  exchangeName: string;
  highlight: boolean;
  sequence: number;
}

export interface CasinoGameRow {
  eventId: string;
  gameName: string;
  link: string | null;
  companyName: string;
  popular: boolean;
  image: string;
}

export interface TipRow {
  tipId: number;
  exEventId: string | null;
  title: string;
  body: string;
  author: string;
  confidence: number;
  createdAt: string;
  sportId: number | null;
  sportName: string | null;
  eventName: string | null;
  marketId: string | null;
  runnerId: string | null;
  selectionName: string | null;
  odds: number | null;
  outcome: 'PENDING' | 'WON' | 'LOST' | 'VOID' | null;
}

/** Site-wide reference calls (spec §7): the payload is the site key; answers are cached per endpoint. */
export class ReferenceAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly cache: TtlCache,
    private readonly siteKey: string,
  ) {}

  private async data<T>(endpoint: ReferenceEndpoint, path: string): Promise<T> {
    const response = await this.cache.get(`${endpoint}:${this.siteKey}`, ttlFor(endpoint), () =>
      this.rest.post<{ data: T }>({ path, body: { key: this.siteKey } }),
    );
    return response.data;
  }

  /**
   * A change to these endpoints' answers was heard of at `at` (a product's list changed, Subscription.productChanged):
   * answers cached before it are read again, those read since are kept (one read per change, however many ask).
   */
  changedAt(endpoints: readonly ReferenceEndpoint[], at: number): void {
    for (const endpoint of endpoints) this.cache.forgetLoadedBefore(`${endpoint}:${this.siteKey}`, at);
  }

  sports = () => this.data<SportRow[]>('sportsList', '/sports/list');
  allEvents = () => this.data<Record<string, EventRow[]>>('allEvents', '/events/all');
  racingEvents = () => this.data<EventRow[]>('racingEvents', '/events/racing');
  searchEventList = () => this.data<EventRow[]>('searchEvents', '/events/search');
  exchangeTypes = () => this.data<ExchangeTypeRow[]>('exchangeTypes', '/exchange-types/list');
  tips = () => this.data<TipRow[]>('tips', '/tips/list');
  casinoLobby = async () => (await this.data<{ lobby: CasinoGameRow[] }>('casinoLobby', '/casino/events')).lobby;
  themeConfig = () => this.data<Record<string, string>>('themeConfig', '/site/theme-config');
  supportInfo = () => this.data<Record<string, string>>('supportInfo', '/site/support-info');
}
