/**
 * The trading desk (issue #48): which event and market the trader works on, which form is open, and
 * the acts in flight. Every act (create or edit an event, add a market, quote, suspend, open, a ball,
 * a goal, reopen, settle) is one mutation run by the provided actor `runAct`, one at a time in the
 * order sent: a key pressed while an act is in flight is queued, never dropped. An act that is
 * refused stops the queue and leaves the trader where they were (the form stays open) with the
 * refusal; one that succeeds closes the form.
 *
 * Events: `event.select`, `market.focus`, `focus.move { marketIds, step }`, `runner.move { runnerIds, step }`,
 * `eventForm.open { editing }`, `marketForm.open`, `settleForm.open { marketId }`, `dialog.close`,
 * `error.dismiss`, `act.request { act }`.
 * Must be provided: actor `runAct` (DeskAct → {@link DeskActAnswer}), action `describeError` is pure (code → words).
 */
import { assertEvent, assign, setup } from 'xstate';
import { actorNotProvided, errorMessage } from './lib/effects';
import type { DeskAct, DeskActAnswer, TradingDeskContext, TradingDeskEvent } from './trading-desk.types';

const NAME = 'tradingDeskMachine';

/** The next id in a list from the current one (wrapping); the first when the current is not listed. */
export function stepIn(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return ids[0]!;
  return ids[(at + step + ids.length) % ids.length]!;
}

export const tradingDeskMachine = setup({
  types: {
    context: {} as TradingDeskContext,
    events: {} as TradingDeskEvent,
    input: {} as { eventId?: string | null } | undefined,
    tags: {} as 'busy',
  },
  actors: {
    runAct: actorNotProvided<DeskActAnswer, DeskAct>(NAME, 'runAct'),
  },
  actions: {
    selectEvent: assign(({ event }) => {
      assertEvent(event, 'event.select');
      return { eventId: event.eventId, marketId: null, runnerId: null };
    }),
    focusMarket: assign(({ event }) => {
      assertEvent(event, 'market.focus');
      return { marketId: event.marketId, runnerId: event.runnerId ?? null };
    }),
    moveFocus: assign(({ context, event }) => {
      assertEvent(event, 'focus.move');
      return { marketId: stepIn(event.marketIds, context.marketId, event.step), runnerId: null };
    }),
    moveRunner: assign(({ context, event }) => {
      assertEvent(event, 'runner.move');
      return { runnerId: stepIn(event.runnerIds, context.runnerId, event.step) };
    }),
    openEventForm: assign(({ event }) => {
      assertEvent(event, 'eventForm.open');
      return { editing: event.editing, error: null, dialog: 'eventForm' as const };
    }),
    openSettleForm: assign(({ event }) => {
      assertEvent(event, 'settleForm.open');
      return { marketId: event.marketId, error: null, dialog: 'settleForm' as const };
    }),
    clearError: assign({ error: null }),
    openMarketForm: assign({ error: null, dialog: 'marketForm' as const }),
    closeDialog: assign({ error: null, dialog: 'none' as const }),
    takeAct: assign(({ event }) => {
      assertEvent(event, 'act.request');
      return { current: event.act, error: null };
    }),
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'act.request');
      return { queue: [...context.queue, event.act] };
    }),
    nextFromQueue: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    recordDone: assign(({ context, event }) => {
      const answer = (event as unknown as { output: DeskActAnswer }).output;
      const created = context.current?.kind === 'createEvent' && answer.eventId !== null;
      return { done: context.current?.kind ?? null, current: null, dialog: 'none' as const, ...(created ? { eventId: answer.eventId, marketId: null, runnerId: null } : {}) };
    }),
    recordError: assign(({ event }) => ({ error: errorMessage((event as unknown as { error: unknown }).error), current: null, queue: [] })),
  },
  guards: {
    queued: ({ context }) => context.queue.length > 0,
    hasEvent: ({ context }) => context.eventId !== null,
  },
}).createMachine({
  id: 'tradingDesk',
  context: ({ input }) => ({ eventId: input?.eventId ?? null, marketId: null, runnerId: null, dialog: 'none', editing: null, queue: [], current: null, error: null, done: null }),
  initial: 'ready',
  on: {
    'event.select': { actions: 'selectEvent' },
    'market.focus': { actions: 'focusMarket' },
    'focus.move': { actions: 'moveFocus' },
    'runner.move': { actions: 'moveRunner' },
    'error.dismiss': { actions: 'clearError' },
  },
  states: {
    ready: {
      initial: 'board',
      on: {
        'act.request': { target: 'acting', actions: 'takeAct' },
      },
      states: {
        board: {
          on: {
            'eventForm.open': { target: 'eventForm', actions: 'openEventForm' },
            'marketForm.open': { target: 'marketForm', actions: 'openMarketForm', guard: 'hasEvent' },
            'settleForm.open': { target: 'settleForm', actions: 'openSettleForm' },
          },
        },
        eventForm: { on: { 'dialog.close': { target: 'board', actions: 'closeDialog' } } },
        marketForm: { on: { 'dialog.close': { target: 'board', actions: 'closeDialog' } } },
        settleForm: { on: { 'dialog.close': { target: 'board', actions: 'closeDialog' } } },
        hist: { type: 'history' },
      },
    },
    acting: {
      tags: ['busy'],
      on: { 'act.request': { actions: 'enqueue', description: 'Keys pressed while an act is in flight run after it, in order.' } },
      invoke: {
        id: 'runAct',
        src: 'runAct',
        input: ({ context }) => context.current!,
        onDone: [
          { guard: 'queued', target: 'acting', reenter: true, actions: ['recordDone', 'nextFromQueue'] },
          { target: 'ready.board', actions: 'recordDone' },
        ],
        onError: { target: 'ready.hist', actions: 'recordError', description: 'A refusal keeps the form it came from open, with its words.' },
      },
    },
  },
});
