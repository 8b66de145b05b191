import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LoginDialog } from './login-dialog';

const meta = {
  title: 'Account/LoginDialog',
  component: LoginDialog,
  args: { open: true, onOpenChange: fn(), busy: false, error: null, onSubmit: fn() },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('User name'), ' demo ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ userName: 'demo', password: 'demo-password' });
  },
};

export const LoggingIn: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Wrong user name or password' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Wrong user name or password');
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
