import type { RestClient } from './rest-client';
import type { DeskCompetition, DeskEventEdit, DeskEventInput, DeskEventView, DeskMarketInput, DeskMarketView, DeskPlayInput, DeskQuoteInput } from '../../contract/trading-desk';

export type { DeskEventView, DeskMarketView };

/** The trading desk (REST /backoffice/desk/…, issue #48). Never cached: every act changes it. */
export class TradingDeskAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  /** Whether the caller may open the desk (any back-office level may ask). */
  open = async () => (await this.mine<{ open: boolean }>('/backoffice/desk/access', {})).open;
  desk = () => this.mine<{ events: DeskEventView[]; competitions: DeskCompetition[] }>('/backoffice/desk/events', {});
  event = (eventId: string) => this.mine<DeskEventView>('/backoffice/desk/event', { eventId });
  createEvent = (input: DeskEventInput) => this.mine<DeskEventView>('/backoffice/desk/events/create', input);
  editEvent = (input: DeskEventEdit) => this.mine<DeskEventView>('/backoffice/desk/events/edit', input);
  addMarket = (input: DeskMarketInput) => this.mine<DeskEventView>('/backoffice/desk/markets/create', input);
  quote = (input: DeskQuoteInput) => this.mine<DeskMarketView>('/backoffice/desk/markets/quote', input);
  setMarketStatus = (marketId: string, status: 'OPEN' | 'SUSPENDED') => this.mine<DeskMarketView>('/backoffice/desk/markets/status', { marketId, status });
  suspendEvent = (eventId: string) => this.mine<DeskEventView>('/backoffice/desk/events/suspend', { eventId });
  reopenEvent = (eventId: string) => this.mine<DeskEventView>('/backoffice/desk/events/reopen', { eventId });
  startPlay = (eventId: string) => this.mine<DeskEventView>('/backoffice/desk/events/start', { eventId });
  play = (input: DeskPlayInput) => this.mine<DeskEventView>('/backoffice/desk/events/play', input);
  settle = (marketId: string, result: { winnerId?: string | null; runs?: number | null }) => this.mine<DeskEventView>('/backoffice/desk/markets/settle', { marketId, ...result });
}
