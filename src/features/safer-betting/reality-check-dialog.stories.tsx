import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RealityCheckDialogView } from './reality-check-dialog';

const meta = {
  title: 'Safer betting/Reality check',
  component: RealityCheckDialogView,
  args: { open: true, busy: false, length: '0:30:04', sessionNet: -125_050, failure: null, onAnswer: fn() },
} satisfies Meta<typeof RealityCheckDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Due: the session's length and result; Escape does not close it, only an answer does. */
export const RealityCheckDue: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByText('0:30:04')).toBeVisible();
    await expect(within(dialog).getByText('−₹1,250.50')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
  },
};

export const LogOut: Story = {
  args: { sessionNet: 240_000, length: '1:00:00' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
  },
};

export const Answering: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByRole('button', { name: 'Keep playing' })).toBeDisabled();
  },
};

export const AnswerFailed: Story = {
  args: { failure: 'Your answer did not reach the exchange. Check your connection and try again.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('did not reach the exchange');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
