import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSidewaysOverflow, tapTargetsAtLeast44 } from '@/features/backoffice/shell/phone-checks';
import type { DownlineViewProps } from './downline-view';
import { DownlineView } from './downline-view';

const at = '2026-11-22T11:30:00.000Z';
const request = (over: Partial<DownlineViewProps['requests'][number]>): DownlineViewProps['requests'][number] => ({
  requestId: 'dep-1',
  userName: 'demo',
  kind: 'DEPOSIT',
  amount: 150_000,
  methodId: 'upi-1',
  utr: '123456789012',
  status: 'PENDING',
  createdAt: at,
  destination: null,
  history: [{ status: 'PENDING', by: null, note: 'Deposit request received' }],
  ...over,
});
const pending = [
  request({}),
  request({ requestId: 'wd-1', kind: 'WITHDRAWAL', amount: 20_000, methodId: null, utr: null, destination: [{ key: 'bankName', value: 'HDFC Bank' }, { key: 'accountNumber', value: '123456789012' }, { key: 'ifsc', value: 'HDFC0001234' }] }),
];
const decided = [request({ requestId: 'dep-0', status: 'REJECTED', history: [{ status: 'PENDING', by: null, note: null }, { status: 'REJECTED', by: 'agent', note: 'UTR not found' }] })];

const meta = {
  title: 'Back office/Requests',
  component: DownlineView,
  args: {
    requests: [...pending, ...decided],
    users: [
      { userName: 'demo', role: 'bettor', isLogin: 1, wallet: 10_000_000, exposure: 20_000, held: 30_000, available: 9_950_000 },
      { userName: 'blocked', role: 'bettor', isLogin: 0, wallet: 1_000_000, exposure: 0, held: 0, available: 1_000_000 },
    ],
    resets: [{ userName: 'newbie', code: 'K7P2QX', expiresAt: at }],
    totals: { depositsApproved: 500_000, depositsApprovedCount: 2, withdrawalsApproved: 100_000, withdrawalsApprovedCount: 1, rejectedCount: 1, pendingDeposits: 150_000, pendingWithdrawals: 20_000, pendingCount: 2 },
    busyId: null,
    error: null,
    onDecide: fn(),
    onSetBlocked: fn(),
  },
} satisfies Meta<typeof DownlineView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pending requests (2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve demo ₹1,500.00' }));
    await expect(args.onDecide).toHaveBeenCalledWith('dep-1', 'APPROVE');
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock blocked' }));
    await expect(args.onSetBlocked).toHaveBeenCalledWith('blocked', false);
  },
};

export const RejectWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject demo ₹200.00' }));
    const reject = canvas.getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Reason'), 'Name on account does not match');
    await userEvent.click(reject);
    await expect(args.onDecide).toHaveBeenCalledWith('wd-1', 'REJECT', 'Name on account does not match');
  },
};

export const NoPending: Story = {
  args: { requests: decided, resets: [], totals: { depositsApproved: 0, depositsApprovedCount: 0, withdrawalsApproved: 0, withdrawalsApprovedCount: 0, rejectedCount: 1, pendingDeposits: 0, pendingWithdrawals: 0, pendingCount: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No requests waiting/)).toBeVisible();
    await expect(canvas.getByText('No reset codes waiting.')).toBeVisible();
  },
};

export const EmptyDownline: Story = { args: { requests: [], users: [], resets: [] } };
export const ActionRefused: Story = { args: { error: 'Request dep-1 was already decided' } };

/** On a phone (390 px): each request is a card, Approve and Reject at least 44 px, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Approve demo ₹1,500.00' });
    await expect(getComputedStyle(approve.closest('tr')!).display).toBe('flex');
    tapTargetsAtLeast44(canvasElement);
    noSidewaysOverflow(canvasElement);
  },
};
