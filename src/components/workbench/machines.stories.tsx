/**
 * The "Machines" section: one page per machine in machines/. A new machine needs one line
 * here (`export const Name = machine('file-name');`); registry.test.ts fails until it has it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { specNamed } from './registry';
import { Workbench } from './workbench';

const meta = {
  title: 'Machines',
  component: Workbench,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
  // Every page: the machine starts, its chart is laid out, its current state is highlighted.
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: `Statechart of ${args.spec.name}` }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-active] rect')).not.toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
} satisfies Meta<typeof Workbench>;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (name: string): Story => ({ name, args: { spec: specNamed(name) } });

export const App = machine('app');
export const AuditLog = machine('audit-log');
export const BetSlip = machine('bet-slip');
export const CashOut = machine('cash-out');
export const CasinoLaunch = machine('casino-launch');
export const DatePicker = machine('date-picker');
export const DrillDown = machine('drill-down');
export const ExchangeTab = machine('exchange-tab');
export const LiveStream = machine('live-stream');
export const RealityCheck = machine('reality-check');
export const RouteGuard = machine('route-guard');
export const SaferBetting = machine('safer-betting');
export const Search = machine('search');
export const Session = machine('session');
export const Startup = machine('startup');
export const SystemMonitor = machine('system-monitor');
export const TimePicker = machine('time-picker');
export const Toast = machine('toast');
export const TopNav = machine('top-nav');
export const TradingDesk = machine('trading-desk');
export const TwoFactor = machine('two-factor');
