import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListOdds } from '@/features/home/public';
import { EventSearch } from './event-search';

const results = [
  { exEventId: '13001', sportId: 1, sportName: 'Soccer', eventName: 'Arsenal v Liverpool', eventTime: '2030-01-01T15:00:00Z' },
  { exEventId: '41004', sportId: 4, sportName: 'Cricket', eventName: 'India v Australia', eventTime: '2030-01-01T09:00:00Z' },
];

const meta = {
  title: 'Shell/EventSearch',
  component: EventSearch,
  args: { text: '', results: [], open: false, busy: false, error: null, variant: 'dropdown', onTextChange: fn(), onFocus: fn(), onBlur: fn(), onClose: fn(), onChoose: fn() },
  decorators: [(Story) => <div style={{ background: '#0b3d2e', padding: 12, minHeight: 260 }}><Story /></div>],
} satisfies Meta<typeof EventSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'a');
    await expect(args.onTextChange).toHaveBeenCalledWith('a');
    await expect(canvas.queryByTestId('search-results')).toBeNull();
  },
};

/** Loading: the search list is on its way. */
export const Searching: Story = {
  args: { text: 'ars', open: true, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A box as high as its results: no blank space under a few. */
const fitsItsResults = async (box: HTMLElement) => {
  const options = within(box).getAllByRole('option');
  const bottom = options[options.length - 1]!.getBoundingClientRect().bottom;
  // The box ends under its last result (its border), not 200 px down whatever the count.
  await expect(box.getBoundingClientRect().bottom - bottom).toBeLessThanOrEqual(2);
  await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
};

/** A few results: the combobox's listbox, each result a link to its event; the box fits them. */
export const WithResults: Story = {
  args: { text: 'aRs', open: true, results },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('search-results');
    await expect(box.getBoundingClientRect().width).toBe(300);
    await fitsItsResults(box);
    const input = canvas.getByRole('combobox', { name: 'Search events' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', canvas.getByRole('listbox').id);
    await expect(canvas.getByRole('option', { name: /Arsenal v Liverpool/ })).toHaveAttribute('href', '/marketdetails/13001/1');
    await userEvent.click(canvas.getByText('Arsenal v Liverpool'));
    await expect(args.onChoose).toHaveBeenCalledWith(results[0]);
  },
};

const manyResults = Array.from({ length: 24 }, (_, i) => ({ exEventId: `5${i}`, sportId: 4, sportName: 'Cricket', eventName: `Team ${i + 1} v Team ${i + 31}`, eventTime: '2030-01-01T09:00:00Z' }));

/** Many results: the box stops at its maximum height and scrolls; the highlighted result scrolls into view. */
export const ManyResults: Story = {
  args: { text: 'team', open: true, results: manyResults },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('search-results');
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(362);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    const last = canvas.getByRole('option', { name: /Team 24 v/ });
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.getBoundingClientRect().bottom + 1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(manyResults[23]);
  },
};

/**
 * The keyboard: ArrowDown and ArrowUp move the highlight (wrapping), focus staying in the input
 * (aria-activedescendant); Enter opens the highlighted event; Escape closes the list.
 */
export const KeyboardNavigation: Story = {
  args: { text: 'a', open: true, results },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search events' });
    await userEvent.click(input);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    const [arsenal, india] = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', arsenal!.id);
    await expect(arsenal).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', india!.id);
    await expect(arsenal).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', arsenal!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', india!.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(results[1]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Escape closes the list; the text stays (the native search field would clear it).
    await expect(args.onTextChange).not.toHaveBeenCalled();
  },
};

/** Closed with text: ArrowDown opens the results again (the machine's focus: it searches the text). */
export const ClosedWithText: Story = {
  args: { text: 'ars', open: false, results: [] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    input.focus();
    (args.onFocus as ReturnType<typeof fn>).mockClear();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onFocus).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  args: { text: 'zzz', open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events match “zzz”.')).toBeVisible();
  },
};

/** Error: the search list could not be read. */
export const Failed: Story = {
  args: { text: 'ars', open: true, error: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Search is unavailable right now.');
  },
};

export const MobileList: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'list', text: 'v', open: true, results: [...results, ...results.map((r) => ({ ...r, exEventId: `${r.exEventId}b` })), ...results.map((r) => ({ ...r, exEventId: `${r.exEventId}c` }))] },
  decorators: [(Story) => <div style={{ background: '#fff', padding: 12 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('search-results');
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};

const level = (price: number) => [{ price, size: 250_000 }];
const oddsMarkets = {
  '13001': { marketId: '13001.mo', runners: [{ runnerId: '1', runnerName: 'Arsenal', role: 'HOME' }, { runnerId: '2', runnerName: 'Liverpool', role: 'AWAY' }, { runnerId: '3', runnerName: 'The Draw', role: 'DRAW' }] },
  '41004': { marketId: '41004.mo', runners: [{ runnerId: '1', runnerName: 'India', role: 'HOME' }, { runnerId: '2', runnerName: 'Australia', role: 'AWAY' }] },
} as const;
const pickOdds = fn();
/** Live back prices beside each result (the home lists' odds, compact); 41004 is suspended. */
const oddsFor = (exEventId: string) => {
  const market = oddsMarkets[exEventId as keyof typeof oddsMarkets];
  if (!market) return null;
  const book = {
    marketId: market.marketId,
    status: exEventId === '41004' ? ('SUSPENDED' as const) : ('OPEN' as const),
    inPlay: false,
    runners: market.runners.map((r, i) => ({ runnerId: r.runnerId, availableToBack: level(1.8 + i), availableToLay: level(1.82 + i), lastTradedPrice: null })),
  };
  return <ListOdds market={market} book={book} compact onPick={pickOdds} />;
};

/** Results with their match odds: a click on a price opens the slip on it (not the event); the box stays 300 × 200. */
export const WithOdds: Story = {
  args: { text: 'a', open: true, results, oddsFor },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('search-results');
    await expect(box.getBoundingClientRect().width).toBe(300);
    await userEvent.click(canvas.getByRole('button', { name: 'Back Liverpool at 2.8' }));
    await expect(pickOdds).toHaveBeenCalledWith(oddsMarkets['13001'].runners[1], 'BACK', 2.8);
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(canvas.getByText('Suspended')).toBeVisible();
    // Each result's odds sit on its own row, beside the listbox (an option holds no buttons).
    const options = canvas.getAllByRole('option');
    const groupsInRows = canvas.getAllByRole('group', { name: 'Match odds' });
    for (const [i, option] of options.entries()) await expect(Math.abs(option.getBoundingClientRect().top - groupsInRows[i]!.parentElement!.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
    await fitsItsResults(box);
    // The two-runner market keeps 1 and 2 under the three-runner one's 1 and 2.
    const groups = canvas.getAllByRole('group', { name: 'Match odds' });
    await expect(groups.map((g) => Math.round((g.children[2] as HTMLElement).getBoundingClientRect().left))).toEqual(Array(2).fill(Math.round((groups[0]!.children[2] as HTMLElement).getBoundingClientRect().left)));
  },
};

export const WithOddsMobileList: Story = {
  ...MobileList,
  args: { ...MobileList.args, oddsFor },
};
