import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusChip } from './status-chip';

const meta = { title: 'Components/StatusChip', component: StatusChip, args: { status: 'PENDING' } } satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toHaveAttribute('data-state', 'pending');
  },
};
export const Approved: Story = { args: { status: 'APPROVED' } };
export const Rejected: Story = { args: { status: 'REJECTED' } };
