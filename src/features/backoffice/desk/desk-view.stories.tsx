import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { tradingDeskMachine } from '../../../../machines/trading-desk.machine';
import type { DeskAct, DeskActAnswer } from '../../../../machines/trading-desk.types';
import { noSidewaysOverflow } from '@/features/backoffice/shell/phone-checks';
import { DeskView, type DeskViewProps } from './desk-view';
import type { DeskEvent } from './desk-types';
import { bookmaker, competitions, deskEvents, fancyLine, liveMatch, risk, sports, suspendedMatch, upcoming } from './desk-fixtures';

const meta = {
  title: 'Back office/Trading desk',
  component: DeskView,
  args: {
    events: deskEvents,
    sports,
    competitions,
    risk: new Map(risk.map((r) => [r.marketId, r])),
    error: null,
    eventId: liveMatch.eventId,
    marketId: bookmaker.marketId,
    runnerId: '1',
    dialog: 'none',
    editing: null,
    busy: false,
    refusal: null,
    done: null,
    now: '2026-11-25T12:00:00.000Z',
    onSend: fn(),
  },
} satisfies Meta<typeof DeskView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quote act as the exchange answers it: the market's new prices, which the desk's cache would hold. */
function quoted(events: DeskEvent[], act: DeskAct): DeskEvent[] {
  if (act.kind !== 'quote') return events;
  const { marketId, prices, fancy } = act.input;
  return events.map((e) => ({
    ...e,
    markets: e.markets.map((m) =>
      m.marketId !== marketId
        ? m
        : {
            ...m,
            runners: m.runners.map((r) => {
              const p = prices?.find((q) => q.runnerId === r.runnerId);
              return p ? { ...r, back: p.back, lay: p.lay, size: p.size ?? null } : r;
            }),
            fancy: fancy ? { ...fancy, size: fancy.size ?? null } : m.fancy,
          },
    ),
  }));
}

/** The desk as the page runs it: the real machine, whose one effect is a fake exchange answering each quote with the new prices. */
function LiveDesk(props: DeskViewProps) {
  const [events, setEvents] = useState(props.events ?? []);
  const [snapshot, send] = useMachine(
    tradingDeskMachine.provide({
      actors: {
        runAct: fromPromise<DeskActAnswer, DeskAct>(async ({ input }) => {
          setEvents((now) => quoted(now, input));
          return { eventId: null };
        }),
      },
    }),
    { input: { eventId: props.eventId } },
  );
  const { context } = snapshot;
  return (
    <DeskView
      {...props}
      events={events}
      marketId={context.marketId}
      runnerId={context.runnerId}
      busy={snapshot.hasTag('busy')}
      onSend={(event) => {
        props.onSend(event);
        send(event);
      }}
    />
  );
}

/** A live match: a market of every kind, quotes in back blue and lay pink, the house's position beside each. */
export const Board: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mumbai v Chennai' })).toBeVisible();
    await expect(canvas.getByLabelText('Bookmaker Mumbai back')).toHaveValue('1.80');
    await expect(canvas.getByLabelText('6 Over Runs MI NO line')).toHaveValue('52');
    await expect(canvas.getAllByText(/4,200\.00/)[0]).toBeVisible();
    // Keyboard-first: S suspends the focused market, Shift+S the event, ↑ moves the focused price.
    await userEvent.keyboard('s');
    await expect(args.onSend).toHaveBeenLastCalledWith({ type: 'act.request', act: { kind: 'marketStatus', marketId: bookmaker.marketId, status: 'SUSPENDED' } });
    await userEvent.keyboard('{Shift>}S{/Shift}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ type: 'act.request', act: { kind: 'suspendEvent', eventId: liveMatch.eventId } });
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ type: 'act.request', act: { kind: 'quote', input: { marketId: bookmaker.marketId, prices: [{ runnerId: '1', back: 1.81, lay: 1.86, size: 2_500_000 }] } } });
  },
};

/**
 * Keyboard-first on a live board: ↑ in the second bookmaker runner's field moves that runner's prices (not the
 * first's), the caret stays in its field after each step and each typed send, and J takes it into the next market's quote.
 */
export const KeyboardQuoting: Story = {
  args: { marketId: null, runnerId: null },
  render: (args) => <LiveDesk {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chennaiBack = canvas.getByLabelText('Bookmaker Chennai back');
    await userEvent.click(chennaiBack);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ type: 'act.request', act: { kind: 'quote', input: { marketId: bookmaker.marketId, prices: [{ runnerId: '2', back: 2.12, lay: 2.16, size: null }] } } });
    await waitFor(() => expect(canvas.getByLabelText('Bookmaker Chennai back')).toHaveValue('2.12'));
    await expect(canvas.getByLabelText('Bookmaker Mumbai back')).toHaveValue('1.80');
    // The same field, still focused: the next step and a typed send go on from it.
    await expect(canvas.getByLabelText('Bookmaker Chennai back')).toBe(chennaiBack);
    await expect(chennaiBack).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(chennaiBack).toHaveValue('2.14'));
    await expect(chennaiBack).toHaveFocus();
    await userEvent.clear(chennaiBack);
    await userEvent.type(chennaiBack, '2.16{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith(expect.objectContaining({ act: expect.objectContaining({ kind: 'quote' }) }));
    await waitFor(() => expect(chennaiBack).toHaveValue('2.16'));
    await expect(chennaiBack).toHaveFocus();
    // J: the next market (the fancy line), the caret in its NO line; K back to the bookmaker.
    await userEvent.keyboard('j');
    await waitFor(() => expect(canvas.getByLabelText('6 Over Runs MI NO line')).toHaveFocus());
    await expect(canvas.getByLabelText('6 Over Runs MI NO line')).toHaveValue('52');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByLabelText('6 Over Runs MI NO line')).toHaveValue('51'));
    await expect(canvas.getByLabelText('6 Over Runs MI NO line')).toHaveFocus();
    await userEvent.keyboard('k');
    await waitFor(() => expect(canvas.getByLabelText('Bookmaker Mumbai back')).toHaveFocus());
  },
};

/** Sizes: the most one bet may stake at a quote, typed in rupees beside the prices; empty is the market's max stake. Enter sends them, ↑ keeps them. */
export const QuoteSizes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Bookmaker Mumbai size (₹)')).toHaveValue('25000');
    await expect(canvas.getByLabelText('Bookmaker Chennai size (₹)')).toHaveValue('');
    await expect(canvas.getByLabelText('Bookmaker Chennai size (₹)')).toHaveAttribute('placeholder', 'max');
    await expect(canvas.getByLabelText('6 Over Runs MI size (₹)')).toHaveValue('10000');
    const chennai = canvas.getByLabelText('Bookmaker Chennai size (₹)');
    await userEvent.type(chennai, '15000.50{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith({
      type: 'act.request',
      act: {
        kind: 'quote',
        input: {
          marketId: bookmaker.marketId,
          prices: [
            { runnerId: '1', back: 1.8, lay: 1.85, size: 2_500_000 },
            { runnerId: '2', back: 2.1, lay: 2.14, size: 1_500_050 },
          ],
        },
      },
    });
    // The arrows still step the prices from a size field, the size kept.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ type: 'act.request', act: { kind: 'quote', input: { marketId: bookmaker.marketId, prices: [{ runnerId: '1', back: 1.79, lay: 1.84, size: 2_500_000 }] } } });
  },
};

/** A size that is not an amount in rupees is refused on the desk, before anything is sent. */
export const InvalidSize: Story = {
  args: { marketId: fancyLine.marketId, runnerId: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByLabelText('6 Over Runs MI size (₹)');
    await userEvent.clear(size);
    await userEvent.type(size, '-500{Enter}');
    await expect(canvas.getByText(/Size: a size is rupees from ₹0\.01/)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'act.request' }));
  },
};

/** Typing a fancy quote and Enter sends it. */
export const TypedFancyQuote: Story = {
  args: { marketId: fancyLine.marketId, runnerId: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const yes = canvas.getByLabelText('6 Over Runs MI YES rate');
    await userEvent.clear(yes);
    await userEvent.type(yes, '90{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ type: 'act.request', act: { kind: 'quote', input: { marketId: fancyLine.marketId, fancy: { noLine: 52, noRate: 100, yesLine: 53, yesRate: 90, size: 1_000_000 } } } });
  },
};

export const Suspended: Story = {
  args: { events: [suspendedMatch, upcoming] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Event suspended')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Reopen event/ })).toBeEnabled();
  },
};
export const Loading: Story = { args: { events: null } };
export const Empty: Story = { args: { events: [], eventId: null, marketId: null } };
export const NoMarkets: Story = { args: { eventId: upcoming.eventId, marketId: null } };
export const LoadError: Story = { args: { error: 'The live risk feed dropped: reconnecting to the exchange.' } };
export const Sending: Story = { args: { busy: true } };
export const Refused: Story = { args: { refusal: 'The event is suspended: its markets open again with the event (Shift+O).' } };
export const NewEvent: Story = { args: { dialog: 'eventForm' } };
/** A site outside the demo starts with no competition: the form names a new one, created with the event. */
export const NewEventNewCompetition: Story = {
  args: { events: [], eventId: null, marketId: null, competitions: [], dialog: 'eventForm' },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByLabelText('Competition')).toHaveDisplayValue('New competition…');
    await userEvent.type(dialog.getByLabelText('Teams or name (“Home v Away”)'), 'Mumbai v Chennai');
    await userEvent.click(dialog.getByRole('button', { name: 'Create event' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Name the new competition');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('New competition’s name'), 'Indian Premier League{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith({
      type: 'act.request',
      act: { kind: 'createEvent', input: { sportId: 4, tournamentName: 'Indian Premier League', eventName: 'Mumbai v Chennai', eventTime: '2026-11-25T12:00:00.000Z' } },
    });
  },
};
export const EditEvent: Story = { args: { dialog: 'eventForm', editing: liveMatch.eventId } };
export const AddMarket: Story = {
  args: { dialog: 'marketForm' },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByLabelText('Fancy line'));
    await userEvent.type(dialog.getByLabelText('Name'), '10 Over Runs MI');
    await userEvent.type(dialog.getByLabelText('Opening line (runs)'), '84');
    await userEvent.click(dialog.getByRole('button', { name: 'Add market' }));
    await expect(args.onSend).toHaveBeenLastCalledWith({ type: 'act.request', act: { kind: 'addMarket', input: { eventId: liveMatch.eventId, kind: 'FANCY', marketName: '10 Over Runs MI', runners: null, line: 84 } } });
  },
};
export const AddMarketRefused: Story = { args: { dialog: 'marketForm', refusal: 'A fancy line opens at a whole number of runs, 0 to 10,000' } };
export const Settle: Story = { args: { dialog: 'settleForm', marketId: fancyLine.marketId } };
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    noSidewaysOverflow(canvasElement);
  },
};
