import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventSearch } from './event-search';

const results = [
  { exEventId: '13001', sportId: 1, sportName: 'Soccer', eventName: 'Arsenal v Liverpool', eventTime: '2030-01-01T15:00:00Z' },
  { exEventId: '41004', sportId: 4, sportName: 'Cricket', eventName: 'India v Australia', eventTime: '2030-01-01T09:00:00Z' },
];

const meta = {
  title: 'Shell/EventSearch',
  component: EventSearch,
  args: { text: '', results: [], open: false, busy: false, error: null, variant: 'dropdown', onTextChange: fn(), onFocus: fn(), onBlur: fn(), onChoose: fn() },
  decorators: [(Story) => <div style={{ background: '#0b3d2e', padding: 12, minHeight: 260 }}><Story /></div>],
} satisfies Meta<typeof EventSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'a');
    await expect(args.onTextChange).toHaveBeenCalledWith('a');
    await expect(canvas.queryByTestId('search-results')).toBeNull();
  },
};

export const Searching: Story = { args: { text: 'ars', open: true, busy: true } };

export const WithResults: Story = {
  args: { text: 'aRs', open: true, results },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('search-results');
    await expect(box.getBoundingClientRect().width).toBe(300);
    await expect(box.getBoundingClientRect().height).toBe(200);
    await userEvent.click(canvas.getByText('Arsenal v Liverpool'));
    await expect(args.onChoose).toHaveBeenCalledWith(results[0]);
  },
};

export const NoResults: Story = {
  args: { text: 'zzz', open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events match “zzz”.')).toBeVisible();
  },
};

export const Failed: Story = { args: { text: 'ars', open: true, error: 'offline' } };

export const MobileList: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'list', text: 'v', open: true, results: [...results, ...results.map((r) => ({ ...r, exEventId: `${r.exEventId}b` })), ...results.map((r) => ({ ...r, exEventId: `${r.exEventId}c` }))] },
  decorators: [(Story) => <div style={{ background: '#fff', padding: 12 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('search-results');
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};
