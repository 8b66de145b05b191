import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { siteSettings } from './operator-fixtures';
import { noSidewaysOverflow, tapTargetsAtLeast44 } from '@/features/backoffice/shell/phone-checks';
import { SettingsView } from './settings-view';

const meta = {
  title: 'Back office/Operator/Site settings',
  component: SettingsView,
  args: { settings: siteSettings, onSave: fn(async (): Promise<string | null> => null), error: null },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Soccer Min stake (₹)' });
    await userEvent.type(min, '50');
    // The trading desk opened to masters too (super masters already have it).
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Master' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        levels: 4,
        defaultShares: [
          { role: 'super_master', shareBps: 2_000 },
          { role: 'master', shareBps: 3_000 },
          { role: 'agent', shareBps: 1_250 },
        ],
        sportLimits: [
          { sportId: 4, minStake: 10_000, maxStake: 50_000_000, delaySeconds: 5 },
          { sportId: 1, minStake: 5_000, maxStake: null, delaySeconds: null },
        ],
        bettorTwoFactor: false,
        deskRoles: ['super_master', 'master'],
        moneyLocale: 'en-IN',
      }),
    );
    await expect(await canvas.findByText('Saved')).toBeVisible();
  },
};

/** The operator offers two-step sign-in to bettors. */
export const OffersBettorsTwoStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bettors' }), 'May turn it on in their account');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ bettorTwoFactor: true })));
  },
};

/** The operator writes money for a UK market: each choice shows the same sample figure in its own grouping. */
export const ChoosesMoneyLocale: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Written as' });
    await expect(select).toHaveDisplayValue('₹12,34,567.00 (en-IN)');
    await userEvent.selectOptions(select, '£1,234,567.00 (en-GB)');
    await expect(canvas.getByRole('option', { name: '1.234.567,00\u00a0€ (de-DE)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ moneyLocale: 'en-GB' })));
  },
};

export const Loading: Story = { args: { settings: null } };
export const LoadError: Story = { args: { settings: null, error: 'The exchange could not be reached. Check your connection and try again.' } };

/** Bad input: each field says what is wrong, and nothing is sent. */
export const InvalidInput: Story = {
  args: {
    draft: (form) => ({
      ...form,
      shares: form.shares.map((s, i) => (i === 0 ? { ...s, percent: '120' } : s)),
      sports: form.sports.map((s, i) => (i === 0 ? { ...s, minStake: '900', maxStake: '100' } : i === 1 ? { ...s, delaySeconds: '45' } : s)),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A share is 0 to 100 %, at most two decimals.')).toBeVisible();
    await expect(canvas.getByText('The maximum is below the minimum.')).toBeVisible();
    await expect(canvas.getByText('0 to 30 seconds.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The exchange refuses fewer levels while users hold a level that would go: its words and the counts. */
export const LevelInUse: Story = {
  args: { onSave: fn(async () => 'That would drop a level that still has users — 2 levels drop a level that has users (3 Super masters, 5 Masters): move them first') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Levels' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('3 Super masters, 5 Masters');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    tapTargetsAtLeast44(canvasElement);
    noSidewaysOverflow(canvasElement);
  },
};
export const PhoneInvalid: Story = { ...InvalidInput, globals: { viewport: { value: 'mobile', isRotated: false } } };
