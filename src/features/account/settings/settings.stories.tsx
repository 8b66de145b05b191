import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { SettingsView } from './settings';

const meta = {
  title: 'Account/Settings',
  component: SettingsView,
  args: { settings: { defaultStakes: [10_000, 50_000, 100_000], lossLimit: null, oneClickBetting: false, oneClickStake: 10_000, acceptOddsChanges: 'better', cancelOnDisconnect: false }, status: { kind: 'idle' }, onSave: fn() },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditStakesAndLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Stake 4'), '2500');
    await userEvent.type(canvas.getByLabelText(/Most your open bets may risk/), '10000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({ defaultStakes: [10_000, 50_000, 100_000, 250_000], lossLimit: 1_000_000, oneClickBetting: false, oneClickStake: 10_000, acceptOddsChanges: 'better', cancelOnDisconnect: false });
  },
};

export const RefusesBadInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Stake 1'));
    await userEvent.type(canvas.getByLabelText('Stake 1'), '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('must be an amount above zero');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const OneClickAndOddsChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Place at once when I click a price/ }));
    await userEvent.clear(canvas.getByLabelText('One-click stake'));
    await userEvent.type(canvas.getByLabelText('One-click stake'), '250');
    await userEvent.click(canvas.getByRole('radio', { name: /^Never/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({ defaultStakes: [10_000, 50_000, 100_000], lossLimit: null, oneClickBetting: true, oneClickStake: 25_000, acceptOddsChanges: 'never', cancelOnDisconnect: false });
  },
};

export const RefusesZeroOneClickStake: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('One-click stake'));
    await userEvent.type(canvas.getByLabelText('One-click stake'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The one-click stake must be an amount above zero.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const OneClickOn: Story = { args: { settings: { defaultStakes: [10_000, 50_000], lossLimit: 500_000, oneClickBetting: true, oneClickStake: 50_000, acceptOddsChanges: 'any', cancelOnDisconnect: false } } };

export const CancelOnDisconnect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Cancel my unmatched bets if I disconnect' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({ defaultStakes: [10_000, 50_000, 100_000], lossLimit: null, oneClickBetting: false, oneClickStake: 10_000, acceptOddsChanges: 'better', cancelOnDisconnect: true });
  },
};

export const CancelOnDisconnectOn: Story = {
  args: { settings: { defaultStakes: [10_000], lossLimit: null, oneClickBetting: false, oneClickStake: 10_000, acceptOddsChanges: 'better', cancelOnDisconnect: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Cancel my unmatched bets if I disconnect' })).toBeChecked();
  },
};

export const Saving: Story = { args: { status: { kind: 'saving' } } };
export const Saved: Story = { args: { status: { kind: 'saved' } } };
export const SaveFailed: Story = { args: { status: { kind: 'failed', message: 'defaultStakes: Too big: expected array to have <=8 items' } } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="Check your connection and try again." resetTo="/settings" onRetry={fn()} />,
};
