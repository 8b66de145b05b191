import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RulesPage } from './rules-page';

const meta = { title: 'Pages/RulesPage', component: RulesPage } satisfies Meta<typeof RulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Rules & Regulations');
  },
};
