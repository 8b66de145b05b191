/** The `?inspect` side panel, attached here to a workbench run of the root machine (fake services). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorRef } from 'xstate';
import { runBench } from '../../../machines/lib/bench';
import LiveInspector from './live-inspector';
import { specNamed } from './registry';

const meta = {
  title: 'Tools/Live inspector',
  component: LiveInspector,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { root: null as unknown as AnyActorRef, canStep: false, onClose: fn() },
  loaders: [async () => ({ root: (await runBench(specNamed('app'), { inputIndex: 0, steps: [] })).actor })],
  render: (args, { loaded }) => <LiveInspector {...args} root={loaded.root as AnyActorRef} />,
} satisfies Meta<typeof LiveInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Production: the app's actors, read-only. */
export const ReadOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(await panel.findByRole('complementary', { name: 'Machine inspector' })).toBeInTheDocument();
    await waitFor(() => expect(panel.getByRole('status', { name: 'Current state' })).toHaveTextContent('"loggedOut"'));
    await expect(await panel.findByRole('img', { name: 'Statechart of session' })).toBeInTheDocument();
    await expect(panel.getByText(/read-only/)).toBeInTheDocument();
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Actor' }), 'search');
    await expect(await panel.findByRole('img', { name: 'Statechart of search' })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Close the inspector' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Development builds: events can be sent to the live actor. */
export const Stepping: Story = {
  args: { canStep: true },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await waitFor(() => expect(panel.getByRole('status', { name: 'Current state' })).toHaveTextContent('"loggedOut"'));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Event to send' }), 'session.login');
    const payload = panel.getByRole('textbox', { name: 'Payload (JSON)' });
    await userEvent.clear(payload);
    await userEvent.click(payload);
    await userEvent.paste('{"credentials":{"userName":"asha","password":"secret"}}');
    await userEvent.click(panel.getByRole('button', { name: 'Send session.login' }));
    await waitFor(() => expect(panel.getByRole('status', { name: 'Current state' })).toHaveTextContent('"loggingIn"'));
    await expect(panel.getByRole('list', { name: 'State changes' })).toHaveTextContent('"loggingIn"');
  },
};
