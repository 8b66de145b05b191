import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountPage, SummaryFigures, ToolbarButton } from './account-page';

/** The frame every account and history screen shares: title, breadcrumbs, toolbar, summary, content. */
const meta = {
  title: 'Account/AccountPage (frame)',
  component: AccountPage,
  args: {
    title: 'Profit & Loss: Cricket',
    breadcrumbs: [{ label: 'Profit & Loss', to: '/profitloss' }, { label: 'Cricket' }],
    toolbar: (
      <ToolbarButton onClick={fn()} label="Download CSV of these rows">
        Download CSV
      </ToolbarButton>
    ),
    pending: false,
    children: (
      <SummaryFigures
        label="Totals"
        figures={[
          { label: 'Profit/Loss', value: '+590.00', sign: 'positive' },
          { label: 'Commission', value: '16.00' },
          { label: 'Net', value: '−26.00', sign: 'negative' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, the trail back up the drill-down (current level last, not a link), toolbar and figures. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Profit & Loss: Cricket');
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Profit & Loss' })).toHaveAttribute('href', '/profitloss');
    await expect(within(trail).getByText('Cricket')).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByLabelText('Totals')).getAllByRole('term').map((t) => t.textContent)).toEqual(['Profit/Loss', 'Commission', 'Net']);
    await expect(canvas.getByRole('button', { name: 'Download CSV of these rows' })).toBeEnabled();
  },
};

/** New rows on their way (a filter changed): the old ones stay, greyed, with a status. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A top-level screen: no breadcrumbs, no toolbar. */
export const Plain: Story = {
  args: { title: 'Activity Log', breadcrumbs: undefined, toolbar: undefined, children: <p>No activity in this range.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
