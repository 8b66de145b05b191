import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { football, largeRiskBook, matchOdds, riskRows } from './risk-fixtures';
import { RiskBookView } from './risk-book-view';
import type { RiskRow } from './risk-types';
import { expectUnderHeader, headerCell } from './under-header';

const meta = {
  title: 'Back office/Risk book',
  component: RiskBookView,
  args: { rows: riskRows, live: 'live', error: null },
} satisfies Meta<typeof RiskBookView>;

export default meta;
type Story = StoryObj<typeof meta>;

const marketIds = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-market'));

/** The worst case first; each market's worst case under the "Worst case" header, in red, with its outcomes beside it. */
export const WithWorstCase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(marketIds(canvasElement)).toEqual(['1.2001', '1.3001', '9.4001']);
    const table = canvas.getByRole('table');
    const firstRow = canvasElement.querySelector<HTMLElement>('tbody tr')!;
    const worst = within(firstRow).getByText('−₹18,450.00', { selector: 'td:last-child span' });
    await expectUnderHeader(headerCell(table, 'Worst case'), worst);
    await expect(worst).toHaveAttribute('data-sign', 'negative');
    await expectUnderHeader(headerCell(table, 'My P&L by outcome'), within(firstRow).getByText('+₹7,325.50'));
    await expect(within(firstRow).getByText('In-play')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Worst case/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SortByEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Event/ }));
    await expect(marketIds(canvasElement)).toEqual(['1.3001', '1.2001', '9.4001']);
    await userEvent.click(canvas.getByRole('button', { name: /^Worst case/ }));
    await expect(marketIds(canvasElement)).toEqual(['1.2001', '1.3001', '9.4001']);
    await userEvent.click(canvas.getByRole('button', { name: /^Worst case/ }));
    await expect(marketIds(canvasElement)).toEqual(['9.4001', '1.3001', '1.2001']);
  },
};

export const DrillDownLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Bets behind Arsenal v Tottenham Match Odds' });
    await expect(link).toHaveAttribute('href', '/backoffice/risk?market=1.3001');
  },
};

/** A book whose pushes arrive by a button (the page's subscription writes the same rows). */
function LiveBook({ pushes }: { pushes: readonly (readonly RiskRow[])[] }) {
  const [step, setStep] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setStep((s) => Math.min(s + 1, pushes.length - 1))}>
        Next push
      </button>
      <RiskBookView rows={pushes[step]!} />
    </div>
  );
}

/** A push moves the football market's worst case below the cricket one: the figure flashes, the rows stay put, the screen offers to sort again. */
export const LiveUpdate: Story = {
  render: () => <LiveBook pushes={[riskRows, riskRows.map((r) => (r === football ? { ...football, outcomes: [football.outcomes[0]!, { ...football.outcomes[1]!, pnl: -2_500_000 }, football.outcomes[2]!], worstCase: -2_500_000 } : r))]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next push' }));
    const moved = await canvas.findAllByText('−₹25,000.00');
    await waitFor(() => expect(moved[0]).toHaveAttribute('data-flash', 'down'));
    await expect(marketIds(canvasElement)).toEqual(['1.2001', '1.3001', '9.4001']);
    await userEvent.click(canvas.getByRole('button', { name: 'Figures moved: sort again by worst case' }));
    await expect(marketIds(canvasElement)).toEqual(['1.3001', '1.2001', '9.4001']);
    await expect(canvas.queryByRole('button', { name: /sort again/ })).toBeNull();
  },
};

export const Loading: Story = { args: { rows: null } };
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open market has bets of your downline.')).toBeVisible();
  },
};
export const StreamError: Story = { args: { live: 'reconnecting', error: 'The live risk book dropped: reconnecting to the exchange.' } };
/** A big master's book: 300 markets, the worst 100 listed, the rest one click away. */
export const Large: Story = {
  args: { rows: largeRiskBook(300) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(100);
    await expect(canvas.getByText('300 markets')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all 300 markets' })).toBeVisible();
    // The book's worst case (−₹10,000.00) heads the list.
    await expect(canvasElement.querySelector('tbody tr td:last-child')).toHaveTextContent('−₹10,000.00');
  },
};

/** A phone: a card per market, the worst case at the card's top. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { rows: [matchOdds, football] },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('tbody tr')!;
    const worst = card.querySelector<HTMLElement>('td[data-label="Worst case"]')!;
    const event = within(card).getByText('Mumbai Indians v Chennai Super Kings');
    await expect(worst.getBoundingClientRect().bottom).toBeLessThanOrEqual(event.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
