import type { Meta, StoryObj } from '@storybook/react-vite';
import { CombinedGraphQLErrors } from '@apollo/client';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountRouteStory, type Answer } from '@/features/account/public';
import { ServicesContext, type AppServices } from '@/lib/services';
import { limitOf, noProtections, type ProtectionsFixture, selfExcludedPermanently, selfExcludedUntil, timedOut, withLimits, withPendingRaise } from './safer-betting-fixtures';
import { SaferBettingPage, SaferBettingQuery } from './safer-betting-page';

const routes = [{ path: '/saferbetting', Page: SaferBettingPage, query: SaferBettingQuery, variables: () => ({}) }];

/** The page as the app mounts it, its query (and every act) answered by `answer`. */
function PageStory({ answer, toast }: { answer: Answer; toast: AppServices['toast'] }) {
  // The page's one service: the toast after an act (the rest of the app's services are not reached).
  const services = { toast } as Partial<AppServices> as AppServices;
  return (
    <ServicesContext.Provider value={services}>
      <AccountRouteStory routes={routes} path="/saferbetting" answer={answer} />
    </ServicesContext.Provider>
  );
}

/** Answers the query with `protections`, and each act with `afterAct` (or the same protections). */
const answering =
  (protections: (now: number) => ProtectionsFixture, afterAct?: (now: number) => ProtectionsFixture): Answer =>
  (operation) => {
    if (operation === 'SaferBettingQuery') return { saferBetting: protections(Date.now()) };
    const field = operation.charAt(0).toLowerCase() + operation.slice(1);
    return { [field]: (afterAct ?? protections)(Date.now()) };
  };

const meta = {
  title: 'Account/Safer betting',
  component: PageStory,
  parameters: { layout: 'fullscreen', ownRouter: true },
  args: { answer: answering(withLimits), toast: fn() },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { answer: () => null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { answer: () => new globalThis.Error('offline') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /try again/i })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { answer: answering(noProtections) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('no-protections')).toBeVisible();
    await expect(canvas.getAllByText('No limit')).toHaveLength(6);
  },
};

export const WithLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposits = await canvas.findByRole('table', { name: 'Deposit limits' });
    await expect(within(deposits).getByText('₹5,000.00')).toBeVisible();
    await expect(within(deposits).getByText('₹3,800.00')).toBeVisible();
    await expect(canvas.queryByTestId('no-protections')).toBeNull();
    await expect(canvas.getByLabelText('Remind me')).toHaveValue('30');
  },
};

/** Lowering the daily loss limit: the field's amount goes to the exchange and the answer shows. */
export const SetLimit: Story = {
  args: { answer: answering(noProtections, (now) => ({ ...noProtections(now), lossLimits: [limitOf('DAY', 250_000), ...noProtections(now).lossLimits.slice(1)] })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New day loss limit'), 'abc');
    await userEvent.click(within(canvas.getByRole('table', { name: 'Loss limits' })).getAllByRole('button', { name: 'Set' })[0]!);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an amount above zero.');
    await userEvent.clear(canvas.getByLabelText('New day loss limit'));
    await userEvent.type(canvas.getByLabelText('New day loss limit'), '2500');
    await userEvent.click(within(canvas.getByRole('table', { name: 'Loss limits' })).getAllByRole('button', { name: 'Set' })[0]!);
    // The limit and what is left of it.
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Loss limits' })).getAllByText('₹2,500.00')).toHaveLength(2));
    await expect(args.toast).toHaveBeenCalledWith('success', 'Day loss limit of ₹2,500.00 saved.');
  },
};

/** While a change is on its way to the exchange: said, and every control held until the answer (which here never comes). */
export const Saving: Story = {
  args: { answer: (operation) => (operation === 'SaferBettingQuery' ? { saferBetting: noProtections(Date.now()) } : null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New day deposit limit'), '1000');
    await userEvent.click(within(canvas.getByRole('table', { name: 'Deposit limits' })).getAllByRole('button', { name: 'Set' })[0]!);
    await expect(await canvas.findByTestId('saving')).toHaveTextContent('Saving…');
    for (const button of within(canvas.getByRole('table', { name: 'Loss limits' })).getAllByRole('button', { name: 'Set' })) await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText('Remind me')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Take a time-out' })).toBeDisabled();
    await expect(args.toast).not.toHaveBeenCalled();
  },
};

/** A change the exchange refuses: its words in an alert (the code on it), nothing changed, and the controls back. */
export const Refused: Story = {
  args: {
    answer: (operation) =>
      operation === 'SaferBettingQuery'
        ? { saferBetting: noProtections(Date.now()) }
        : new CombinedGraphQLErrors({ errors: [{ message: 'amount: a whole number of paise from 1 to 10000000000, or null to remove the limit', extensions: { code: 'INVALID_INPUT_DATA' } }] }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New day loss limit'), '200000000');
    await userEvent.click(within(canvas.getByRole('table', { name: 'Loss limits' })).getAllByRole('button', { name: 'Set' })[0]!);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('amount: a whole number of paise from 1 to 10000000000');
    await expect(alert).toHaveAttribute('data-code', 'INVALID_INPUT_DATA');
    await expect(canvas.getAllByText('No limit')).toHaveLength(6);
    await expect(canvas.queryByTestId('saving')).toBeNull();
    await expect(args.toast).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(within(canvas.getByRole('table', { name: 'Loss limits' })).getAllByRole('button', { name: 'Set' })[0]).toBeEnabled();
  },
};

export const PendingRaise: Story = {
  args: { answer: answering(withPendingRaise) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const raise = await canvas.findByTestId('depositLimit-DAY-pending');
    await expect(raise).toHaveTextContent(/Raise to ₹20,000\.00 in 23:5\d:\d\d/);
    await expect(canvas.getByTestId('lossLimit-WEEK-pending')).toHaveTextContent(/Removal in [45]:\d\d:\d\d/);
    const first = raise.textContent;
    await waitFor(() => expect(raise.textContent).not.toBe(first), { timeout: 2_500 });
  },
};

export const TimedOut: Story = {
  args: { answer: answering(timedOut) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You are on a time-out until/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Take a time-out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Self-exclude' })).toBeDisabled();
  },
};

export const SelfExcludedPermanent: Story = {
  args: { answer: answering(selfExcludedPermanently) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are self-excluded permanently.')).toBeVisible();
  },
};

/** Self-excluded for six months: until when, said first; no break can be taken on top. */
export const SelfExcludedUntil: Story = {
  args: { answer: answering(selfExcludedUntil) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByText(/^You are self-excluded until .+\.$/);
    await expect(banner).toBeVisible();
    await expect(banner.textContent).not.toContain('permanently');
    await expect(canvas.getByRole('button', { name: 'Take a time-out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Self-exclude' })).toBeDisabled();
  },
};

/** A time-out asks first, saying it cannot be ended early; confirming sends it and the page shows it in force. */
export const TimeOutConfirm: Story = {
  args: { answer: answering(withLimits, timedOut) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Length', { selector: '#time-out-length' }), '168');
    await userEvent.click(canvas.getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out?' });
    await expect(dialog).toHaveTextContent('It cannot be ended early.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the time-out' }));
    await expect(await canvas.findByText(/You are on a time-out until/)).toBeVisible();
  },
};

/** Self-exclusion asks more firmly: the confirm button stays off until the bettor ticks that they understand. */
export const SelfExclusionConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Length', { selector: '#self-exclusion-length' }), 'null');
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude?' });
    await expect(dialog).toHaveTextContent('This never ends.');
    await expect(within(dialog).getByRole('button', { name: 'Self-exclude' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Phone: Story = { args: { answer: answering(withPendingRaise) }, globals: { viewport: { value: 'mobile', isRotated: false } } };
