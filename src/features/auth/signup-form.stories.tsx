import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupForm } from './signup-form';

const meta = {
  title: 'Auth/SignupForm',
  component: SignupForm,
  args: { status: { kind: 'idle' }, onSubmit: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'newbettor');
    await userEvent.type(canvas.getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.type(canvas.getByLabelText('Referral code (optional)'), 'DEMO01');
    await userEvent.click(canvas.getByRole('button', { name: 'Open account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'newbettor', password: 'long-enough-1', referralCode: 'DEMO01' });
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'ab');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Open account' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('3–32 letters');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { status: { kind: 'busy' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Opening…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { status: { kind: 'failed', message: "The user name 'demo' is taken" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('is taken');
  },
};

export const Done: Story = {
  args: { status: { kind: 'done', userName: 'newbettor' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Account newbettor is open');
  },
};
