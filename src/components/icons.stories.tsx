import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SportIcon } from './icons';

function SportIcons({ sportIds }: { sportIds: number[] }) {
  return (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
      {sportIds.map((id) => (
        <li key={id} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 11 }}>
          <SportIcon sportId={id} size={24} />
          {id}
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Components/Icons', component: SportIcons, args: { sportIds: [4, 2, 1, 7, 7522, 66104, 16, 66102, 98] } } satisfies Meta<typeof SportIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sports: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(9);
  },
};
