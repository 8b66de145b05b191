import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditEntries, storyFilter, storyNow } from './audit-fixtures';
import { AuditView } from './audit-view';

const meta = {
  title: 'Back office/Audit',
  component: AuditView,
  args: {
    entries: auditEntries,
    draft: storyFilter,
    loading: false,
    pageStart: 0,
    hasOlder: true,
    exporting: false,
    exportError: null,
    onEdit: fn(),
    onRange: fn(),
    onApply: fn(),
    onClear: fn(),
    onOlder: fn(),
    onNewer: fn(),
    onExport: fn(),
    now: storyNow,
  },
} satisfies Meta<typeof AuditView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { entries: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the audit log…');
  },
};

export const Empty: Story = {
  args: { entries: [], hasOlder: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No audited acts match these filters.');
    await expect(canvas.queryByRole('navigation', { name: 'Pages of the audit log' })).toBeNull();
  },
};

export const WithEntries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const credit = canvas.getByText('Credit given').closest('tr')!;
    // Before → after in words and money; the client as an address and a device.
    await expect(within(credit).getByText('₹1,00,000.00')).toBeVisible();
    await expect(within(credit).getByText('₹1,05,000.00')).toBeVisible();
    await expect(within(credit).getByText('Chrome on Android')).toBeVisible();
    await expect(within(canvas.getByText('Partnership set').closest('tr')!).getByText('25%')).toBeVisible();
    await expect(within(canvas.getByText('protection.set').closest('tr')!).getByText('System')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onOlder).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const Filtered: Story = {
  args: {
    draft: { ...storyFilter, actor: 'agent', kind: 'user' },
    entries: auditEntries.filter((e) => e.actor?.userName === 'agent' && e.act.startsWith('user.')),
    hasOlder: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Actor')).toHaveValue('agent');
    await expect(canvas.getByLabelText('Kind')).toHaveValue('user');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('Target'), 'd');
    await expect(args.onEdit).toHaveBeenLastCalledWith('target', 'd');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onApply).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: 'Date range' })).toBeVisible();
  },
};

/** At 390 px each entry is a card: label and value in two columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Credit given')).toBeVisible();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exporting…' })).toBeDisabled();
  },
};

/** The export was refused or cut off: said in words, and Export CSV tries again. */
export const Error: Story = {
  args: { exportError: 'The session has expired or was revoked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The export failed: The session has expired or was revoked');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};
