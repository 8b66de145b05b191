import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ProductError } from '@/components/product-error';
import { RouteLoading } from '@/components/route-loading';
import { TipsReviewView, type Tip, type TipAuthor, type TipFilters } from './tips-review-page';

const tip = (tipId: string, over: Partial<Tip>): Tip => ({
  tipId,
  exEventId: '66101301',
  sportId: 66101,
  sportName: 'Virtual Sports',
  eventName: '12:01 Dash Park (Virtual)',
  title: 'Blue Harbour in 12:01 Dash Park (Virtual)',
  body: 'Form Finder backs Blue Harbour: about a 38% chance on the form we see.',
  author: 'Form Finder',
  confidence: 4,
  createdAt: '2030-01-10T11:58:00Z',
  marketId: '66101301.win',
  selectionName: 'Blue Harbour',
  odds: 2.4,
  outcome: 'PENDING',
  ...over,
});
const tips: Tip[] = [
  tip('3', {}),
  tip('2', { author: 'Value Hunter', outcome: 'LOST', selectionName: 'Red Admiral', odds: 4.2, title: 'Red Admiral at a price' }),
  tip('1', { exEventId: '41002', sportId: 4, sportName: 'Cricket', eventName: 'RCB v KKR', author: 'Analyst Desk', outcome: 'WON', selectionName: 'RCB', odds: 2.6, title: 'RCB to edge it' }),
  tip('0', { exEventId: null, sportId: null, sportName: null, eventName: null, marketId: null, selectionName: null, odds: null, outcome: null, author: 'Backlay', title: 'Bankroll first', body: 'Stake no more than 2% of your balance.' }),
];
const authors: TipAuthor[] = [
  { author: 'Analyst Desk', tips: 1, pending: 0, won: 1, lost: 0, void: 0, hitRateBp: 10_000, profit: 16_000, levelStake: 10_000 },
  { author: 'Form Finder', tips: 5, pending: 1, won: 2, lost: 2, void: 0, hitRateBp: 5_000, profit: 4_000, levelStake: 10_000 },
  { author: 'Value Hunter', tips: 4, pending: 0, won: 1, lost: 3, void: 0, hitRateBp: 2_500, profit: -5_000, levelStake: 10_000 },
];

/** The view with its filters held in state, as the page holds them in the address. */
function Filtered(props: { tips: Tip[]; authors: TipAuthor[] }) {
  const [filters, setFilters] = useState<TipFilters>({ sportId: null, author: null });
  return <TipsReviewView {...props} filters={filters} onFilter={setFilters} />;
}

const meta = {
  title: 'TipsReview/TipsReviewPage',
  component: TipsReviewView,
  args: { tips, authors, filters: { sportId: null, author: null }, onFilter: () => {} },
} satisfies Meta<typeof TipsReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Authors' records (hit rate, profit at ₹100 level stakes) and tips graded from their markets. */
export const Settled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByRole('row', { name: /Form Finder/ }));
    await expect(row.getByText('50.0%')).toBeInTheDocument();
    await expect(canvas.getAllByText('Won')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'RCB v KKR' })).toHaveAttribute('href', '/marketdetails/41002/4');
    await expect(canvas.getAllByRole('link', { name: '12:01 Dash Park (Virtual)' })[0]).toHaveAttribute('href', '/virtualdetails/66101/66101301');
  },
};
/** Filtering by sport and by author (clicking an author's name). */
export const Filters: Story = {
  render: (args) => <Filtered tips={[...args.tips]} authors={[...args.authors]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Sport'), 'Cricket');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.selectOptions(canvas.getByLabelText('Sport'), '');
    await userEvent.click(canvas.getByRole('button', { name: 'Value Hunter' }));
    await expect(canvas.getByText('Red Admiral at a price')).toBeInTheDocument();
    await expect(canvas.queryByText('RCB to edge it')).toBeNull();
  },
};
/** An author whose tips are all pending: neither hit rate nor profit has a figure yet. */
export const Upcoming: Story = {
  args: { tips: [tips[0]!], authors: [{ ...authors[1]!, won: 0, lost: 0, void: 0, pending: 1, tips: 1, hitRateBp: null, profit: 0 }] },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('row', { name: new RegExp(authors[1]!.author) }));
    await expect(row.getByText('—', { selector: '[data-label="Hit rate"]' })).toBeInTheDocument();
    await expect(row.getByText('—', { selector: '[data-label="Profit"]' })).toBeInTheDocument();
  },
};
/** Tips published, none on a selection (advice): no author has a record yet. */
export const NoRecords: Story = {
  args: { authors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No author has tipped a selection yet.')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { tips: [], authors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tips have been published yet.')).toBeInTheDocument();
  },
};
export const Loading: Story = { render: () => <RouteLoading /> };
export const ErrorState: Story = { render: () => <ProductError title="Tips review" /> };
