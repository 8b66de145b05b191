/**
 * Toasts (spec §9): one open at a time, auto-dismissed. Showing a new toast
 * dismisses the open one first; the same message again keeps the open one (its
 * timer restarts). Other machines' `toastError` actions can be provided as
 * `send(toastActor, { type: 'toast.show', … })`.
 *
 * Input: `{ durationMs? }` (default {@link TOAST_DURATION_MS}).
 * Events: `toast.show { kind, message }`, `toast.dismiss`.
 * Must be provided: actions `showToast` ({ id, kind, message }) and `dismissToast` ({ id }), e.g. sonner's.
 */
import { assign, setup } from 'xstate';
import { notProvidedError } from './lib/effects';

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 4000;

export type ToastKind = 'error' | 'success' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastContext {
  durationMs: number;
  current: Toast | null;
  lastId: number;
}

export type ToastEvent = { type: 'toast.show'; kind: ToastKind; message: string } | { type: 'toast.dismiss' };

const NAME = 'toastMachine';

export const toastMachine = setup({
  types: {
    input: {} as { durationMs?: number } | undefined,
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    showToast: (_, _params: Toast) => {
      throw notProvidedError(NAME, 'showToast');
    },
    dismissToast: (_, _params: { id: number }) => {
      throw notProvidedError(NAME, 'dismissToast');
    },
    take: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const id = context.lastId + 1;
      return { lastId: id, current: { id, kind: event.kind, message: event.message } };
    }),
    drop: assign({ current: null }),
  },
  guards: {
    sameAsOpen: ({ context, event }) => event.type === 'toast.show' && context.current !== null && context.current.kind === event.kind && context.current.message === event.message,
  },
  delays: { toastDuration: ({ context }) => context.durationMs },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ durationMs: input?.durationMs ?? TOAST_DURATION_MS, current: null, lastId: 0 }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'toast.show': { target: 'showing', actions: ['take', { type: 'showToast', params: ({ context }) => context.current! }] } },
    },
    showing: {
      after: { toastDuration: { target: 'hidden', actions: [{ type: 'dismissToast', params: ({ context }) => ({ id: context.current!.id }) }, 'drop'] } },
      on: {
        'toast.show': [
          {
            guard: 'sameAsOpen',
            target: 'showing',
            reenter: true,
            description: 'The same message again (two causes of one thing, e.g. a blocked login and the page it sends home): the open toast stays, its timer restarts.',
          },
          {
            target: 'showing',
            reenter: true,
            description: 'One open at a time: the open toast goes before the new one shows.',
            actions: [
              { type: 'dismissToast', params: ({ context }) => ({ id: context.current!.id }) },
              'take',
              { type: 'showToast', params: ({ context }) => context.current! },
            ],
          },
        ],
        'toast.dismiss': { target: 'hidden', actions: [{ type: 'dismissToast', params: ({ context }) => ({ id: context.current!.id }) }, 'drop'] },
      },
    },
  },
});
