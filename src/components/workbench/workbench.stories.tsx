/** The workbench's own stories, run as tests: step a machine through a path, settle services, export, replay. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { specNamed } from './registry';
import { Workbench } from './workbench';

const meta = {
  title: 'Tools/Workbench',
  component: Workbench,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { spec: specNamed('session') },
} satisfies Meta<typeof Workbench>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentState = (canvas: ReturnType<typeof within>) => canvas.getByRole('status', { name: 'Current state' });
const settled = async (canvas: ReturnType<typeof within>) =>
  waitFor(() => expect(canvas.getByRole('button', { name: /Restart/ })).toBeInTheDocument());

/** Logged out, the login service waiting for the tester. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('"loggedOut"'));
    await expect(await canvas.findByRole('img', { name: 'Statechart of session' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-state-id="session.loggedOut"]')).toHaveAttribute('data-active', 'true'));
  },
};

/** Sends an event with a payload, fails the service by hand, goes back and forward. */
export const StepAndRewind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'session.login …' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send session.login' }));
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('"loggingIn"'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject login' }));
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('"loggedOut"'));
    await expect(within(canvas.getByRole('list', { name: 'Context tree' })).getByText('"Invalid username or password"')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '◀ Back' }));
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('"loggingIn"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Forward ▶' }));
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('"loggedOut"'));
  },
};

/** A service in "succeed" mode settles itself with the model's sample answer. */
export const ServiceSucceeds: Story = {
  args: { start: { modes: { login: 'succeed' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'session.login …' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send session.login' }));
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('{"loggedIn":"active"}'));
    await expect(canvas.getByRole('button', { name: /done: login .*\(by mode\)/ })).toBeInTheDocument();
  },
};

/** The clock: a toast dismisses itself when its delay passes. */
export const ClockAdvances: Story = {
  args: { spec: specNamed('toast'), start: { steps: [{ type: 'toast.show', kind: 'success', message: 'Bet placed' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('"showing"'));
    await userEvent.click(await canvas.findByRole('button', { name: /Advance 3000 ms/ }));
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('"hidden"'));
    await expect(canvas.getByRole('status', { name: 'Simulated time' })).toHaveTextContent('3000 ms');
  },
};

/** A model path to the blocked state, stepped through; then exported and replayed as a check. */
export const PathExportReplay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'List the paths the model tests walk' }));
    const select = await canvas.findByRole('combobox', { name: 'Model path' });
    const option = [...select.querySelectorAll('option')].find((o) => o.textContent?.startsWith('to {"loggedIn":"blocked"}'));
    await expect(option).toBeDefined();
    await userEvent.selectOptions(select, option!.value);
    await userEvent.click(canvas.getByRole('button', { name: 'Load path' }));
    await waitFor(() => expect(canvas.getByText(/step 0 of [1-9]/)).toBeInTheDocument());
    while (!(canvas.getByRole('button', { name: 'Forward ▶' }) as HTMLButtonElement).disabled) {
      await userEvent.click(canvas.getByRole('button', { name: 'Forward ▶' }));
      await settled(canvas);
    }
    await waitFor(() => expect(currentState(canvas)).toHaveTextContent('{"loggedIn":"blocked"}'));
    await expect(canvasElement.querySelector('[data-state-id="session.loggedIn.blocked"]')).toHaveAttribute('data-active', 'true');

    const exported = (canvas.getByRole('textbox', { name: 'Recording JSON' }) as HTMLTextAreaElement).value;
    await expect(JSON.parse(exported)).toMatchObject({ machine: 'session', expect: { value: { loggedIn: 'blocked' } } });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Paste a recording to replay' }));
    await userEvent.paste(exported);
    await userEvent.click(canvas.getByRole('button', { name: 'Replay and check' }));
    await expect(await canvas.findByText(/Passed: ended in \{"loggedIn":"blocked"\}/)).toBeInTheDocument();

    // A recording whose end no longer holds fails, saying where it ended.
    const broken = JSON.stringify({ ...JSON.parse(exported), expect: { value: 'loggedOut' } });
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Paste a recording to replay' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Paste a recording to replay' }));
    await userEvent.paste(broken);
    await userEvent.click(canvas.getByRole('button', { name: 'Replay and check' }));
    await expect(await canvas.findByText(/Failed: .*expected "loggedOut"/)).toBeInTheDocument();
  },
};

/** The root machine: its children run too, their services wait in the Fakes panel. */
export const RootMachine: Story = {
  args: { spec: specNamed('app') },
};
