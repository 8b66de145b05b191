import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSidewaysOverflow, tapTargetsAtLeast44 } from '@/features/backoffice/shell/phone-checks';
import { agents, bettorsPage, userCard } from './downline-fixtures';
import { downlineHref } from './downline-paths';
import { DownlineTreeView } from './downline-tree-view';
import { UserCardView } from './user-card-view';

const meta = {
  title: 'Back office/Downline',
  component: DownlineTreeView,
  args: {
    crumbs: [{ label: 'master1 (you)', to: downlineHref({}) }],
    users: agents,
    total: 3,
    from: 0,
    nextHref: null,
    firstHref: null,
    search: '',
    onSearch: fn(),
    onCreate: fn(),
    cardHref: (user: string) => downlineHref({ user }),
    drillHref: (parent: string) => downlineHref({ parent }),
  },
} satisfies Meta<typeof DownlineTreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cell of `row` under the column headed `column`. */
function cellUnder(table: HTMLElement, row: HTMLElement, column: string): HTMLElement {
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  const at = headers.indexOf(column);
  expect(at, `column ${column}`).toBeGreaterThanOrEqual(0);
  return within(row).getAllByRole('cell')[at]!;
}

/** A master's agents: each figure sits under its column. */
export const Level: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Downline users' });
    const row = within(table).getByRole('link', { name: 'Open agent2' }).closest('tr')!;
    await expect(cellUnder(table, row, 'Balance')).toHaveTextContent('12,345.50');
    await expect(cellUnder(table, row, 'Credit ref.')).toHaveTextContent('20,000.00');
    await expect(cellUnder(table, row, 'Exposure')).toHaveTextContent('0.00');
    await expect(cellUnder(table, row, 'Partnership')).toHaveTextContent('15 %');
    await expect(cellUnder(table, row, 'Status')).toHaveTextContent('Active');
    const locked = within(table).getByRole('link', { name: 'Open agent3' }).closest('tr')!;
    await expect(cellUnder(table, locked, 'Status')).toHaveTextContent('Login and betting locked');
    await expect(within(table).getByRole('link', { name: 'Downline of agent1: 12' })).toHaveAttribute('href', '/backoffice/downline?parent=agent1');
    await expect(within(table).getByRole('link', { name: 'Open agent1' })).toHaveAttribute('href', '/backoffice/downline?user=agent1');
    await userEvent.type(canvas.getByLabelText('Search users'), 'agent{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** Drilled two levels down: the breadcrumb leads back up, the opened level last. */
export const DrilledDown: Story = {
  args: {
    crumbs: [
      { label: 'super1 (you)', to: downlineHref({}) },
      { label: 'master1', to: downlineHref({ parent: 'master1' }) },
      { label: 'agent1', to: downlineHref({ parent: 'agent1' }) },
    ],
    users: bettorsPage.slice(0, 5),
    total: 5,
  },
  play: async ({ canvasElement }) => {
    const crumbs = within(canvasElement).getByRole('navigation', { name: 'Where in the tree' });
    await expect(within(crumbs).getByRole('link', { name: 'master1' })).toHaveAttribute('href', '/backoffice/downline?parent=master1');
    await expect(within(crumbs).getByText('agent1')).toHaveAttribute('aria-current', 'location');
  },
};

/** A large level (420 bettors), its second page: rows 51–100, a way to the first page and the next. */
export const LargeDownline: Story = {
  args: {
    users: bettorsPage,
    total: 420,
    from: 50,
    nextHref: downlineHref({ parent: 'agent1', after: 'bettor100', from: 100 }),
    firstHref: downlineHref({ parent: 'agent1' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(51);
    await expect(canvas.getByText('51–100 of 420')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/backoffice/downline?parent=agent1&after=bettor100&from=100');
    await expect(canvas.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/backoffice/downline?parent=agent1');
  },
};

/** A level with no users yet. */
export const Empty: Story = {
  args: { users: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users at this level yet.')).toBeVisible();
  },
};

/** A search that matches nobody. */
export const NoMatch: Story = {
  args: { users: [], total: 0, search: 'zz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users matching “zz” at this level.')).toBeVisible();
  },
};

/** An agent's card open over its level. */
export const WithCard: Story = {
  args: {
    children: <UserCardView card={userCard()} isOperator={false} closeHref={downlineHref({})} onAction={fn()} onSetLocked={fn()} lockState={{ status: 'idle' }} />,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: /agent1/ });
    await expect(within(card).getByText('Credit reference').nextElementSibling).toHaveTextContent('1,00,000.00');
    // Above the level's users: on a phone it shows without scrolling past them.
    const table = within(canvasElement).getByRole('table', { name: 'Downline users' });
    await expect(card.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** On a phone (390 px) each row is a card with its labels; tap targets of 44 px; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { users: bettorsPage.slice(0, 6), total: 420, from: 0, nextHref: downlineHref({ after: 'bettor056', from: 6 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('link', { name: 'Open bettor051' }).closest('tr')!;
    const balance = within(row).getAllByRole('cell')[2]!;
    await expect(balance).toHaveAttribute('data-label', 'Balance');
    // A card: the row lays its figures out in a grid, each labelled, and the table's header row is hidden.
    await expect(getComputedStyle(row).display).toBe('grid');
    await expect(getComputedStyle(balance, '::before').content).toBe('"Balance"');
    await expect(canvas.getAllByRole('rowgroup')[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    tapTargetsAtLeast44(canvasElement);
    noSidewaysOverflow(canvasElement);
  },
};
