import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './forgot-password-form';

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { status: { kind: 'idle' }, onRequestCode: fn(), onReset: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('demo');
  },
};

export const CodeSent: Story = {
  args: { status: { kind: 'codeSent', message: 'Your upline has been sent a reset code: ask them for it.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('ask them for it');
    await userEvent.type(canvas.getByLabelText('User name'), 'demo');
    await userEvent.type(canvas.getByLabelText('Reset code'), 'ABC123XY');
    await userEvent.type(canvas.getByLabelText('New password'), 'brand-new-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onReset).toHaveBeenCalledWith({ username: 'demo', code: 'ABC123XY', newPassword: 'brand-new-pass' });
  },
};

export const WrongCode: Story = {
  args: { status: { kind: 'failed', step: 'reset', message: 'The reset code is wrong or has expired' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('wrong or has expired');
  },
};

export const Reset: Story = {
  args: { status: { kind: 'reset' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your password has been reset');
  },
};

/** The operator's setup link: only the new password is asked for; the name and code come from the link. */
export const SetupLink: Story = {
  args: { setup: { username: 'operator', code: 'K7Q2M9XW4T1B8ZRA' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Set your password' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('User name')).toHaveValue('operator');
    await expect(canvas.queryByLabelText('Reset code')).toBeNull();
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-operator-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(args.onReset).toHaveBeenCalledWith({ username: 'operator', code: 'K7Q2M9XW4T1B8ZRA', newPassword: 'a-new-operator-pass' });
  },
};

export const SetupDone: Story = {
  args: { setup: { username: 'operator', code: 'K7Q2M9XW4T1B8ZRA' }, status: { kind: 'reset' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your password is set.');
  },
};
