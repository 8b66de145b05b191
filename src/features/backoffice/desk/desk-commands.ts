/** What a key does on the desk: an intent of desk-keys.ts turned into the machine's event, given what is selected and focused. */
import type { TradingDeskEvent } from '../../../../machines/trading-desk.types';
import type { DeskIntent } from './desk-keys';
import { stepQuote } from './desk-quote';
import type { DeskEvent } from './desk-types';

export interface DeskFocus {
  event: DeskEvent | null;
  marketId: string | null;
  runnerId: string | null;
}

/** The market the keys act on: the focused one, else the event's first house market. */
export function focusedMarket(focus: DeskFocus) {
  const markets = focus.event?.markets ?? [];
  return markets.find((m) => m.marketId === focus.marketId) ?? null;
}

export function commandOf(intent: DeskIntent, focus: DeskFocus): TradingDeskEvent | null {
  const event = focus.event;
  const market = focusedMarket(focus);
  const act = (a: Extract<TradingDeskEvent, { type: 'act.request' }>['act']): TradingDeskEvent => ({ type: 'act.request', act: a });
  switch (intent.kind) {
    case 'newEvent':
      return { type: 'eventForm.open', editing: null };
    case 'editEvent':
      return event ? { type: 'eventForm.open', editing: event.eventId } : null;
    case 'addMarket':
      return event ? { type: 'marketForm.open' } : null;
    case 'focus':
      return event ? { type: 'focus.move', marketIds: event.markets.map((m) => m.marketId), step: intent.step } : null;
    case 'runner':
      return market?.kind === 'bookmaker' ? { type: 'runner.move', runnerIds: market.runners.map((r) => r.runnerId), step: intent.step } : null;
    case 'marketSuspend':
      return market ? act({ kind: 'marketStatus', marketId: market.marketId, status: 'SUSPENDED' }) : null;
    case 'marketOpen':
      return market ? act({ kind: 'marketStatus', marketId: market.marketId, status: 'OPEN' }) : null;
    case 'eventSuspend':
      return event ? act({ kind: 'suspendEvent', eventId: event.eventId }) : null;
    case 'eventReopen':
      return event ? act({ kind: 'reopenEvent', eventId: event.eventId }) : null;
    case 'startPlay':
      return event && !event.inPlay ? act({ kind: 'startPlay', eventId: event.eventId }) : null;
    case 'ball':
      return event?.sportId === 4 ? act({ kind: 'play', input: { eventId: event.eventId, ball: intent.ball } }) : null;
    case 'goal':
      return event?.sportId === 1 ? act({ kind: 'play', input: { eventId: event.eventId, goal: intent.side } }) : null;
    case 'settle':
      return market ? { type: 'settleForm.open', marketId: market.marketId } : null;
    case 'step': {
      const stepped = market ? stepQuote(market, focus.runnerId, intent.step) : null;
      return stepped ? act(stepped) : null;
    }
  }
}
