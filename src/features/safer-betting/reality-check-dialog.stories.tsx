import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RealityCheckDialogView } from './reality-check-dialog';

const meta = {
  title: 'Safer betting/Reality check',
  component: RealityCheckDialogView,
  args: { open: true, busy: false, length: '0:30:04', sessionNet: -125_050, net: 'current', failure: null, onAnswer: fn() },
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

/** Just due: the session's result is being read from the exchange (what it says now, not when the schedule was read). */
export const ReadingResult: Story = {
  args: { net: 'reading' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByText('Checking…')).toBeVisible();
    await expect(within(dialog).queryByText('−₹1,250.50')).toBeNull();
    // The bettor may answer meanwhile.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
  },
};

/** The result could not be read when the check fell due: the last one known, said as such. */
export const ResultNotRead: Story = {
  args: { net: 'stale' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByText('−₹1,250.50')).toBeVisible();
    await expect(within(dialog).getByText('Last known: the exchange could not be reached.')).toBeVisible();
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
