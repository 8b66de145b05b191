import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RulesPage } from './rules-page';

const meta = { title: 'Pages/RulesPage', component: RulesPage } satisfies Meta<typeof RulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Rules & Regulations');
    // The money glossary: the four words every screen uses, one meaning each.
    const glossary = canvas.getByRole('region', { name: 'Your money' });
    await expect([...glossary.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Wallet', 'Exposure', 'Held', 'Available']);
    await expect(within(glossary).getByText(/Wallet − exposure − held/)).toBeVisible();
  },
};
