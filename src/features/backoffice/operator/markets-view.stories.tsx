import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noSidewaysOverflow, tapTargetsAtLeast44 } from '@/features/backoffice/shell/phone-checks';
import { MarketsView } from './markets-view';
import { fancy, football, longMarketList, matchOdds, operatorMarkets, settled, sports, suspended } from './operator-fixtures';

const meta = {
  title: 'Back office/Operator/Markets',
  component: MarketsView,
  args: {
    markets: operatorMarkets,
    sports,
    filter: { search: '', sportId: null, state: null },
    onFilter: fn(),
    onAct: fn(async (): Promise<string | null> => null),
    error: null,
  },
} satisfies Meta<typeof MarketsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

export const WithMarkets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 markets')).toBeVisible();
    const row = canvasElement.querySelector<HTMLElement>('tr[data-market="41003.mo"]')!;
    await expect(within(row).getByText('Suspended')).toBeVisible();
    await expect(within(row).getByRole('button', { name: /^Open Delhi v Kolkata/ })).toBeVisible();
  },
};

export const Loading: Story = { args: { markets: null } };
export const Empty: Story = { args: { markets: [], filter: { search: 'nothing like this', sportId: null, state: null } } };
export const LoadError: Story = { args: { markets: [], error: 'The exchange could not be reached. Check your connection and try again.' } };
export const LongList: Story = { args: { markets: longMarketList } };
export const SettledMarkets: Story = { args: { markets: [settled, { ...settled, marketId: '41005.mo', settledVersion: 2, result: 'Void', reason: 'Match abandoned' }], filter: { search: '', sportId: null, state: 'SETTLED' } } };

/** Filters: the sport and state selects apply at once, the search on submit. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Mumbai');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onFilter).toHaveBeenLastCalledWith({ search: 'Mumbai', sportId: null, state: null });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sport' }), 'Soccer');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ search: 'Mumbai', sportId: 1, state: null });
  },
};

export const ConfirmSettle: Story = {
  args: { opened: { marketId: matchOdds.marketId, kind: 'settle', initial: { winnerId: '1' } } },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByTestId('confirm-text')).toHaveTextContent('Settle Mumbai v Chennai · Match Odds: winner Mumbai — 128 bets, ₹4,21,300.00 matched');
    await userEvent.click(box.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(args.onAct).toHaveBeenCalledWith({ kind: 'settle', marketId: '41002.mo', winnerId: '1', runs: null, reason: null }));
  },
};

/** Nothing picked: the dialog says what is missing and sends nothing. */
export const ConfirmSettleInvalid: Story = {
  args: { opened: { marketId: football.marketId, kind: 'settle' } },
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole('button', { name: 'Settle' }));
    await expect(box.getByRole('alert')).toHaveTextContent('Pick the winner.');
    await expect(args.onAct).not.toHaveBeenCalled();
  },
};

export const ConfirmSettleFancy: Story = { args: { opened: { marketId: fancy.marketId, kind: 'settle', initial: { runs: '57' } } } };
export const ConfirmSuspend: Story = { args: { opened: { marketId: matchOdds.marketId, kind: 'suspend' } } };
export const ConfirmOpen: Story = { args: { opened: { marketId: suspended.marketId, kind: 'open' } } };

export const ConfirmResettle: Story = {
  args: { markets: [settled], opened: { marketId: settled.marketId, kind: 'resettle', initial: { winnerId: '2' } } },
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole('button', { name: 'Resettle' }));
    await expect(box.getByRole('alert')).toHaveTextContent('Give a reason');
    await userEvent.type(box.getByRole('textbox', { name: 'Reason (recorded)' }), 'Wrong winner keyed');
    await userEvent.click(box.getByRole('button', { name: 'Resettle' }));
    await waitFor(() => expect(args.onAct).toHaveBeenCalledWith({ kind: 'settle', marketId: '41004.mo', winnerId: '2', runs: null, reason: 'Wrong winner keyed' }));
  },
};

export const ConfirmVoid: Story = { args: { opened: { marketId: matchOdds.marketId, kind: 'void', initial: { reason: 'Match abandoned' } } } };

/** The exchange refuses: its code in words, the dialog stays open. */
export const ActRefused: Story = {
  args: { onAct: fn(async () => 'The event is suspended after an incident: its markets open again with the event.'), opened: { marketId: suspended.marketId, kind: 'open' } },
  play: async () => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole('button', { name: 'Open' }));
    await expect(await box.findByRole('alert')).toHaveTextContent('The event is suspended after an incident');
  },
};

/** A card per market, every tap target at least 44 px, nothing past the screen's edge. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('li[data-market="41002.mo"]')).toBeVisible();
    tapTargetsAtLeast44(canvasElement);
    noSidewaysOverflow(canvasElement);
  },
};
export const PhoneLongList: Story = { args: { markets: longMarketList }, globals: { viewport: { value: 'mobile', isRotated: false } } };
export const PhoneConfirmSettle: Story = { args: { opened: { marketId: matchOdds.marketId, kind: 'settle', initial: { winnerId: '2' } } }, globals: { viewport: { value: 'mobile', isRotated: false } } };
