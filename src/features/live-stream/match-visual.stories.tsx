import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MatchVisual } from './match-visual';

const meta = {
  title: 'Panels/MatchVisual',
  component: MatchVisual,
  args: { eventName: 'Mumbai Indians v Chennai Super Kings', score: null },
  decorators: [(Story) => <div style={{ width: 300, aspectRatio: '16 / 9', display: 'grid', background: '#000', color: '#fff' }}><Story /></div>],
} satisfies Meta<typeof MatchVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cricket: batting side, score and overs, the chase, the last six balls. */
export const Cricket: Story = {
  args: {
    score: { kind: 'cricket', innings: 2, batting: 1, runs: [168, 97], wickets: [7, 3], balls: [120, 71], overs: 20, recent: ['1', '4', 'W', '0', '6', '2'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Chennai Super Kings batting/)).toBeVisible();
    await expect(canvas.getByTestId('visual-score')).toHaveTextContent('97/3 (11.5 ov)');
    await expect(canvas.getByText(/Target 169 · needs 72 from 49 balls/)).toBeVisible();
    const balls = within(canvas.getByRole('list', { name: 'Last six balls' })).getAllByRole('listitem');
    await expect(balls.map((b) => b.textContent)).toEqual(['1', '4', 'W', '0', '6', '2']);
  },
};

/** Tennis: sets, games, points and the server. */
export const Tennis: Story = {
  args: {
    eventName: 'Carlos Alcaraz v Jannik Sinner',
    score: { kind: 'tennis', sets: [[6, 4]], games: [3, 5], points: [4, 3], server: 1, tiebreak: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sinner = canvas.getByRole('row', { name: /Jannik Sinner/ });
    await expect(sinner).toHaveAttribute('data-serving', 'true');
    await expect(within(sinner).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '5', '40']);
    await expect(within(canvas.getByRole('row', { name: /Carlos Alcaraz/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['6', '3', 'AD']);
  },
};

/** Soccer: the minute, the score, the latest events newest first. */
export const Soccer: Story = {
  args: {
    eventName: 'Arsenal v Liverpool',
    score: { kind: 'soccer', minute: 67, home: 2, away: 1, events: [{ minute: 12, side: 0, type: 'goal' }, { minute: 40, side: 1, type: 'goal' }, { minute: 58, side: 1, type: 'yellow' }, { minute: 66, side: 0, type: 'goal' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("67'")).toBeVisible();
    await expect(canvas.getByTestId('visual-score')).toHaveTextContent('Arsenal 2 – 1 Liverpool');
    await expect(within(canvas.getByRole('list', { name: 'Latest events' })).getAllByRole('listitem')[0]).toHaveTextContent("66' Goal · Arsenal");
  },
};

/** Racing: the running order, leader first. */
export const Race: Story = {
  args: {
    eventName: '16:10 Newmarket',
    score: { kind: 'race', order: ['3', '1', '2'], furlongsLeft: 2.5, distance: 8, names: { '1': 'Golden Arrow', '2': 'Silver Storm', '3': 'Night Runner' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Running order' })).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['Night Runner', 'Golden Arrow', 'Silver Storm']);
    await expect(canvas.getByText(/2.5f to run/)).toBeVisible();
  },
};

/** Before the first score update. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting for the first score update…')).toBeVisible();
  },
};
