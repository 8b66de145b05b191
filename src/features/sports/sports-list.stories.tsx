import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SportsList } from './sports-list';

const meta = {
  title: 'Home/SportsList',
  component: SportsList,
} satisfies Meta<typeof SportsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSports: Story = {
  args: {
    sports: [
      { sportId: 4, sportName: 'Cricket', highlight: true },
      { sportId: 2, sportName: 'Tennis', highlight: false },
      { sportId: 1, sportName: 'Soccer', highlight: false },
      { sportId: 7, sportName: 'Horse Racing', highlight: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Cricket');
    await expect(items[0]).toHaveAttribute('data-highlight', 'true');
    await expect(items[1]).not.toHaveAttribute('data-highlight');
  },
};

export const Empty: Story = {
  args: { sports: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sports are open right now.')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};
