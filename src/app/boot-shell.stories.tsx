import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BootShell, LandingFirstScreen } from './boot-shell';

/**
 * What a bettor sees before the app has its first route: index.html's first paint and the router's
 * fallback are this one component (the build writes its markup into the HTML). The bars have the
 * layout's heights, so the app's frame replaces them without a jump.
 */
const meta = {
  title: 'Shell/BootShell',
  component: BootShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BootShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any route's first paint: the shell's bars and "Loading markets…". */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading markets…');
    const bars = ['boot-header', 'boot-strip', 'boot-tabs', 'boot-sports'].map((name) => canvasElement.querySelector(`.${name}`)!.getBoundingClientRect().height);
    // The layout's top on a desktop: header 56, news strip 26 (with its border), two navigation bars 38 + 36.
    if (window.innerWidth >= 768) await expect(bars.reduce((a, b) => a + b, 0)).toBe(156);
    await expect(canvasElement.querySelector('.boot-landing')).toBeNull();
  },
};

/** Home's first paint (home.html): the promotions carousel under the bars, on a phone. */
export const HomeOnPhone: Story = {
  args: { landing: <LandingFirstScreen /> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const landing = canvasElement.querySelector('.boot-landing') as HTMLElement;
    await expect(within(landing).getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    await expect(getComputedStyle(landing).display).toBe(window.innerWidth < 768 ? 'block' : 'none');
  },
};
