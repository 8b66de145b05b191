import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HorseRacingView } from './horse-racing-page';

const meta = {
  title: 'Pages/HorseRacing',
  component: HorseRacingView,
  args: {
    races: [
      { exEventId: '77002', sportId: 7, eventName: '15:05 Cheltenham', eventTime: '2030-01-10T15:05:00Z', tournamentName: 'UK Racing', inPlay: false },
      { exEventId: '77001', sportId: 7, eventName: '14:30 Ascot', eventTime: '2030-01-10T14:30:00Z', tournamentName: 'UK Racing', inPlay: false },
    ],
  },
} satisfies Meta<typeof HorseRacingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Races: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link').map((a) => a.textContent)).toEqual(['14:30 Ascot', '15:05 Cheltenham']);
  },
};
export const NoRaces: Story = { args: { races: [] } };
