import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSidewaysOverflow, tapTargetsAtLeast44 } from '@/features/backoffice/shell/phone-checks';
import { downlineUser, userCard } from './downline-fixtures';
import { UserCardView } from './user-card-view';

const meta = {
  title: 'Back office/User card',
  component: UserCardView,
  args: { card: userCard(), isOperator: false, closeHref: '/backoffice/downline', onAction: fn(), onSetLocked: fn(), lockState: { status: 'idle' } },
} satisfies Meta<typeof UserCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (root: HTMLElement, label: string) => within(root).getByText(label, { selector: 'dt' }).nextElementSibling;

/** My direct agent: its figures under their labels, recent activity, every act of a direct upline. */
export const DirectDownline: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(figure(canvasElement, 'Balance')).toHaveTextContent('50,000.00');
    await expect(figure(canvasElement, 'Credit reference')).toHaveTextContent('1,00,000.00');
    await expect(figure(canvasElement, 'Exposure')).toHaveTextContent('2,000.00');
    await expect(figure(canvasElement, 'Partnership')).toHaveTextContent('20 %');
    await expect(figure(canvasElement, 'Commission')).toHaveTextContent('Site default');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Credit in from master1')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Credit in / out' }));
    await expect(args.onAction).toHaveBeenCalledWith('credit');
    await userEvent.click(canvas.getByRole('button', { name: 'Block betting' }));
    await expect(args.onSetLocked).toHaveBeenCalledWith('betting', true);
    await expect(canvas.queryByRole('button', { name: 'Move to another parent' })).toBeNull();
    await expect(figure(canvasElement, 'Two-step sign-in')).toHaveTextContent('On');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset two-step sign-in' }));
    await expect(args.onAction).toHaveBeenCalledWith('resetTwoFactor');
  },
};

/** A direct bettor without two-step sign-in (the site does not offer it to bettors): nothing to reset, so no reset. */
export const NoSecondFactor: Story = {
  args: { card: userCard({ user: downlineUser({ userName: 'bettor3', role: 'bettor', roleName: 'Bettor', partnershipBps: 0, downlineCount: 0 }), twoFactor: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'Two-step sign-in')).toHaveTextContent('Off');
    await expect(canvas.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeVisible();
  },
};

/** A user further down (an agent's bettor, seen by a master): no credit or reset from here, locks still. */
export const FurtherDown: Story = {
  args: { card: userCard({ user: downlineUser({ userName: 'bettor7', role: 'bettor', roleName: 'Bettor', parent: 'agent1', partnershipBps: 0, downlineCount: 0 }), trail: ['agent1'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Under agent1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Credit in / out' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reset password' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Lock login' })).toBeEnabled();
  },
};

/** The admin also moves users. A locked user offers to unlock. */
export const OperatorLocked: Story = {
  args: { isOperator: true, card: userCard({ user: downlineUser({ status: { bettingLocked: true, loginLocked: true }, lastLoginAt: null }), recentLogins: [], recentLedger: [] }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Login and betting locked')).toBeVisible();
    await expect(figure(canvasElement, 'Last login')).toHaveTextContent('Never');
    await expect(canvas.getByText('No money movements yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock login' }));
    await expect(args.onSetLocked).toHaveBeenCalledWith('login', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to another parent' }));
    await expect(args.onAction).toHaveBeenCalledWith('move');
  },
};

/** A lock on its way: the lock buttons wait. */
export const LockBusy: Story = {
  args: { lockState: { status: 'busy' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Block betting' })).toBeDisabled();
  },
};

/** A lock refused: the reason in words. */
export const LockRefused: Story = {
  args: { lockState: { status: 'failed', code: 'PERMISSION_DENIED', message: 'You may not do this for this user.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You may not do this for this user.');
  },
};

/**
 * On a phone, with a crore moved out under a long description: the amount keeps its sign (a true minus)
 * and stays on one line beside the description, not broken after its "-".
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    card: userCard({
      recentLedger: [
        { txId: 'tx-3', at: '2026-11-23T13:00:00.000Z', amount: -10_16_05_000_00, balance: 5_000_000, description: 'Credit given: supermaster → master' },
        { txId: 'tx-2', at: '2026-11-23T12:00:00.000Z', amount: 1_000_000, balance: 5_000_000, description: 'Credit in from master1' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    tapTargetsAtLeast44(canvasElement);
    noSidewaysOverflow(canvasElement);
    const out = within(canvasElement).getByText('−₹10,16,05,000.00');
    // The lines its text is laid out on (a flex item is as tall as its row, so its box cannot say).
    const range = document.createRange();
    range.selectNodeContents(out);
    await expect(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size).toBe(1);
    await expect(within(canvasElement).getByText('+₹10,000.00')).toBeVisible();
  },
};
