import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CreateUserDialog } from './create-user-dialog';
import { CreditDialog } from './credit-dialog';
import { CreditReferenceDialog } from './credit-reference-dialog';
import { MoveUserDialog } from './move-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import type { ActState } from './use-act';

/** Every act's dialog in each of its states: invalid input (nothing sent), busy, refused by the exchange, done. */
const meta = {
  title: 'Back office/Downline acts',
  component: CreditDialog,
  args: {
    userName: 'agent1',
    myAvailable: 4_500_000,
    userAvailable: 1_000_000,
    open: true,
    onOpenChange: fn(),
    state: { status: 'idle' },
    onSubmit: fn(),
  },
} satisfies Meta<typeof CreditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');
const refused = (message: string): ActState => ({ status: 'failed', code: 'INSUFFICIENT_FUNDS', message });

/** Rupees typed, paise sent. */
export const CreditSends: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.type(d.getByLabelText('Amount (₹)'), '5000.50');
    await userEvent.click(d.getByRole('button', { name: 'Give credit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ direction: 'IN', amount: 500_050 });
  },
};

/** Not an amount, then more than the user has: told, nothing sent. */
export const CreditInvalid: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.type(d.getByLabelText('Amount (₹)'), 'abc');
    await userEvent.click(d.getByRole('button', { name: 'Give credit' }));
    await expect(d.getByText('Type an amount in rupees, e.g. 5000 or 5000.50.')).toBeVisible();
    await expect(d.getByLabelText('Amount (₹)')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(d.getByLabelText('Credit out (take back)'));
    await userEvent.clear(d.getByLabelText('Amount (₹)'));
    await userEvent.type(d.getByLabelText('Amount (₹)'), '20000');
    await userEvent.click(d.getByRole('button', { name: 'Take credit back' }));
    await expect(d.getByText('At most ₹10,000.00 (what the user has available) can be taken back.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent, waiting for the exchange: the form and its button are disabled. */
export const CreditBusy: Story = {
  args: { state: { status: 'busy' } },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(d.getByLabelText('Amount (₹)')).toBeDisabled();
  },
};

/** Refused by the exchange: the code in words. */
export const CreditRefused: Story = {
  args: { state: refused('Not enough available balance for this.') },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('Not enough available balance for this.');
  },
};

export const CreditDone: Story = {
  args: { state: { status: 'done' } },
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent('both statements show the movement');
  },
};

export const CreditReferenceInvalid: Story = {
  render: (args) => <CreditReferenceDialog userName="agent1" current={10_000_000} open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit} />,
  play: async ({ args }) => {
    const d = within(await dialog());
    const field = d.getByLabelText('Credit reference (₹)');
    await expect(field).toHaveValue('100000');
    await userEvent.clear(field);
    await userEvent.type(field, '-5');
    await userEvent.click(d.getByRole('button', { name: 'Set credit reference' }));
    await expect(d.getByText('Type an amount in rupees (0 or more), e.g. 100000.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '250000');
    await userEvent.click(d.getByRole('button', { name: 'Set credit reference' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(25_000_000);
  },
};

export const CreditReferenceRefused: Story = {
  args: { state: { status: 'failed', code: 'PERMISSION_DENIED', message: 'You may not do this for this user.' } },
  render: (args) => <CreditReferenceDialog userName="agent1" current={10_000_000} open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit} />,
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('You may not do this for this user.');
  },
};

const roles = [{ role: 'agent', name: 'Agent' }];
const createUser = (args: Story['args'] & object, askParent = false, myAvailable: number | null = 4_500_000) => (
  <CreateUserDialog roles={askParent ? [{ role: 'master', name: 'Master' }, ...roles] : roles} askParent={askParent} defaultParent={null} myAvailable={myAvailable} open onOpenChange={args.onOpenChange!} state={args.state!} onSubmit={args.onSubmit as never} />
);

/** The admin's credit comes from the house's cash: a new site's admin, with nothing of its own, funds a new user (it was refused "You have ₹0.00 available"). */
export const AdminCreatesFunded: Story = {
  render: (args) => createUser(args, true, null),
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByText('From the house’s cash; empty for none.')).toBeVisible();
    await userEvent.type(d.getByLabelText('Login name'), 'agent9');
    await userEvent.type(d.getByLabelText('Password'), 'secret-pass');
    await userEvent.type(d.getByLabelText('Parent (login name)'), 'master1');
    await userEvent.type(d.getByLabelText('Opening credit (₹)'), '250000');
    await userEvent.click(d.getByRole('button', { name: 'Create user' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ userName: 'agent9', password: 'secret-pass', role: 'master', parent: 'master1', partnershipBps: 0, commissionBps: null, creditAmount: 25_000_000 });
  },
};

/** The admin gives credit from the house's cash, whatever its own balance. */
export const AdminCreditFromHouse: Story = {
  args: { myAvailable: null },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByText('From the house’s cash.')).toBeVisible();
    await userEvent.type(d.getByLabelText('Amount (₹)'), '900000');
    await userEvent.click(d.getByRole('button', { name: 'Give credit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ direction: 'IN', amount: 90_000_000 });
  },
};

/** A master creates an agent keeping 20 % with ₹10,000 of credit: percent and rupees typed, basis points and paise sent. */
export const CreateSends: Story = {
  render: (args) => createUser(args),
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.type(d.getByLabelText('Login name'), 'agent9');
    await userEvent.type(d.getByLabelText('Password'), 'secret-pass');
    await userEvent.clear(d.getByLabelText('Partnership (%)'));
    await userEvent.type(d.getByLabelText('Partnership (%)'), '20');
    await userEvent.type(d.getByLabelText('Commission (%)'), '2.5');
    await userEvent.type(d.getByLabelText('Opening credit (₹)'), '10000');
    await userEvent.click(d.getByRole('button', { name: 'Create user' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ userName: 'agent9', password: 'secret-pass', role: 'agent', parent: null, partnershipBps: 2000, commissionBps: 250, creditAmount: 1_000_000 });
  },
};

/** Every field wrong: each says why, nothing is sent. */
export const CreateInvalid: Story = {
  render: (args) => createUser(args, true),
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.type(d.getByLabelText('Login name'), 'a b');
    await userEvent.type(d.getByLabelText('Password'), 'short');
    await userEvent.clear(d.getByLabelText('Partnership (%)'));
    await userEvent.type(d.getByLabelText('Partnership (%)'), '120');
    await userEvent.type(d.getByLabelText('Opening credit (₹)'), '99999');
    await userEvent.click(d.getByRole('button', { name: 'Create user' }));
    await expect(d.getByText('3–32 letters, digits, . _ or -.')).toBeVisible();
    await expect(d.getByText('At least 8 characters.')).toBeVisible();
    await expect(d.getByText('Name the parent (a user of the level just above).')).toBeVisible();
    await expect(d.getByText('A percent from 0 to 100, e.g. 20 or 12.5.')).toBeVisible();
    await expect(d.getByText('You have ₹45,000.00 available to give.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CreateBusy: Story = {
  args: { state: { status: 'busy' } },
  render: (args) => createUser(args),
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(d.getByLabelText('Login name')).toBeDisabled();
  },
};

export const CreateRefused: Story = {
  args: { state: { status: 'failed', code: 'PARTNERSHIP_OUT_OF_RANGE', message: 'That share is more than your upline left you. (partnership: 0 … 5000)' } },
  render: (args) => createUser(args),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('That share is more than your upline left you.');
  },
};

export const ResetPasswordDone: Story = {
  args: { state: { status: 'done' } },
  render: (args) => <ResetPasswordDialog userName="bettor7" open onOpenChange={args.onOpenChange} state={args.state} reset={{ code: 'K7P2QX', expiresAt: '2026-11-24T12:00:00.000Z' }} onSubmit={args.onSubmit as never} />,
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent('K7P2QX');
    // A second code would retire the one on screen: the dialog offers Done, not another code.
    await expect(d.queryByRole('button', { name: 'Issue a reset code' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ResetPasswordRefused: Story = {
  args: { state: { status: 'failed', code: 'PERMISSION_DENIED', message: 'You may not do this for this user.' } },
  render: (args) => <ResetPasswordDialog userName="bettor7" open onOpenChange={args.onOpenChange} state={args.state} reset={null} onSubmit={args.onSubmit as never} />,
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('You may not do this for this user.');
  },
};

export const ResetTwoFactorAsks: Story = {
  render: (args) => <ResetTwoFactorDialog userName="agent1" open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit as never} />,
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByText(/lost the phone/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Reset two-step sign-in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const ResetTwoFactorDone: Story = {
  args: { state: { status: 'done' } },
  render: (args) => <ResetTwoFactorDialog userName="agent1" open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit as never} />,
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent('sets it up again at its next sign-in');
    await expect(d.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
    await expect(d.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

export const ResetTwoFactorRefused: Story = {
  args: { state: { status: 'failed', code: 'TWO_FACTOR_NOT_ENROLLED', message: 'agent1 has no second factor to reset' } },
  render: (args) => <ResetTwoFactorDialog userName="agent1" open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit as never} />,
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('no second factor');
  },
};

/** The admin moves a user: a reason is required. */
export const MoveInvalidThenSends: Story = {
  render: (args) => <MoveUserDialog userName="agent1" open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit as never} />,
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Move' }));
    await expect(d.getByText('Name the new parent.')).toBeVisible();
    await expect(d.getByText('Say why (it is recorded).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(d.getByLabelText('New parent (login name)'), 'master2');
    await userEvent.type(d.getByLabelText('Reason'), 'Agent changed office');
    await userEvent.click(d.getByRole('button', { name: 'Move' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newParent: 'master2', reason: 'Agent changed office' });
  },
};

export const MoveRefused: Story = {
  args: { state: { status: 'failed', code: 'USER_NOT_FOUND', message: 'No such user in your downline.' } },
  render: (args) => <MoveUserDialog userName="agent1" open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit as never} />,
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('No such user in your downline.');
  },
};

/** Moved: the fields stay as sent, read-only, and the button closes the dialog (the same move again would be refused). */
export const MoveDone: Story = {
  args: { state: { status: 'done' } },
  render: (args) => <MoveUserDialog userName="agent1" open onOpenChange={args.onOpenChange} state={args.state} onSubmit={args.onSubmit as never} />,
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent('Moved');
    await expect(d.queryByRole('button', { name: 'Move' })).toBeNull();
    await expect(d.getByLabelText('Reason')).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
