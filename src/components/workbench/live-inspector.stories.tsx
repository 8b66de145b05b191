/** The `?inspect` side panel, attached here to a workbench run of the root machine (fake services). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorRef } from 'xstate';
import { runBench } from '../../../tools/machines/bench';
import { DatePicker } from '../ui/pickers/date-picker';
import { storyClock } from '../ui/pickers/picker-stories-kit';
import LiveInspector from './live-inspector';
import { activateLocalActors } from './local-actors';
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

/**
 * Component-local actors: a picker's own machine (useActorRef in the component) reports to the
 * inspector once it is active, and is listed beside the root's children while it is mounted.
 */
export const ComponentActors: Story = {
  loaders: [
    async () => {
      activateLocalActors(); // what the gate does when the page has ?inspect
      return {};
    },
  ],
  render: (args, { loaded }) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ padding: 16 }}>
        <DatePicker id="from" label="From" value="2024-06-12" onChange={fn()} now={storyClock} />
      </div>
      <LiveInspector {...args} root={loaded.root as AnyActorRef} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('complementary', { name: 'Machine inspector' }));
    const actor = panel.getByRole('combobox', { name: 'Actor' });
    await waitFor(() => expect(within(actor).getByRole('option', { name: 'date-picker from' })).toBeInTheDocument());
    await expect(within(actor).getByRole('option', { name: 'session' })).toBeInTheDocument();
    await userEvent.selectOptions(actor, 'date-picker from');
    await expect(await panel.findByRole('img', { name: 'Statechart of date-picker from' })).toBeInTheDocument();
    await expect(panel.getByRole('status', { name: 'Current state' })).toHaveTextContent('"closed"');
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'From' }));
    await waitFor(() => expect(panel.getByRole('status', { name: 'Current state' })).toHaveTextContent('"open"'));
    await expect(panel.getByRole('list', { name: 'State changes' })).toHaveTextContent('"open"');
  },
};
