import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TwoFactorPage } from './two-factor-page';

const SECRET = 'BACKLAYDEMOTOTPSECRETKEY234567AB';
const URI = `otpauth://totp/Backlay:demo?issuer=Backlay&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const off = { enrolled: false, enrolledAt: null, required: false, allowed: true, recoveryCodesLeft: 0, apiKeys: [] };
const on = {
  enrolled: true,
  enrolledAt: '2026-11-25T06:00:00Z',
  required: true,
  allowed: true,
  recoveryCodesLeft: 9,
  apiKeys: [{ keyId: '1', label: 'Demo simulator', createdAt: '2026-11-25T06:00:00Z', lastUsedAt: '2026-11-25T06:30:00Z' }],
};

const meta = {
  title: 'Account/TwoFactorPage',
  component: TwoFactorPage,
  args: { view: { kind: 'loading' }, send: fn() },
} satisfies Meta<typeof TwoFactorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  },
};

export const Failed: Story = {
  args: { view: { kind: 'failed', error: 'network down' } },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.retry' });
  },
};

export const Off: Story = {
  args: { view: { kind: 'status', status: off, busy: false, error: null } },
  play: async ({ args }) => {
    await expect(await screen.findByRole('heading', { name: 'Off' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.enrol' });
  },
};

export const NotOffered: Story = {
  args: { view: { kind: 'status', status: { ...off, allowed: false }, busy: false, error: null } },
  play: async () => {
    await expect(await screen.findByText('This site does not offer two-step sign-in to bettors.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Turn on two-step sign-in' })).toBeNull();
  },
};

export const On: Story = {
  args: { view: { kind: 'status', status: on, busy: false, error: null } },
  play: async ({ args }) => {
    await expect(await screen.findByRole('heading', { name: 'On' })).toBeVisible();
    const codes = screen.getByRole('region', { name: 'Recovery codes' });
    await userEvent.type(within(codes).getByLabelText('Code from your app'), '123456');
    await userEvent.click(within(codes).getByRole('button', { name: 'New recovery codes' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.regenerate', code: '123456' });
    const keys = screen.getByRole('region', { name: 'API keys' });
    await userEvent.type(within(keys).getByLabelText('New key’s name'), 'my bot');
    await userEvent.click(within(keys).getByRole('button', { name: 'Create API key' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.createKey', label: 'my bot' });
    await userEvent.click(within(keys).getByRole('button', { name: 'Revoke' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.revokeKey', keyId: '1' });
  },
};

export const WrongCode: Story = {
  args: { view: { kind: 'status', status: on, busy: false, error: 'The code is wrong' } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
  },
};

export const Scanning: Story = {
  args: { view: { kind: 'scanning', secret: SECRET, otpauthUri: URI, busy: false, error: null } },
  play: async ({ args }) => {
    await expect(await screen.findByRole('img', { name: 'QR code of the two-step secret' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.code', code: '654321' });
  },
};

export const RecoveryCodes: Story = {
  args: { view: { kind: 'codes', codes: ['4k7p2-9xq3m', 'a8c1d-7fh2k', 'mn3q8-2vw9t', 'p4r6s-1xz8b', 'q2w3e-4r5t6', 'z9x8c-7v6b5', 'h3j4k-5m6n7', 't1y2u-3i4o5', 'b6n7m-8k9j0', 'c5v4b-3n2m1'] } },
  play: async ({ args }) => {
    await expect((await screen.findByRole('list', { name: 'Recovery codes' })).querySelectorAll('li')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.codesSaved' });
  },
};

export const NewApiKey: Story = {
  args: { view: { kind: 'newKey', label: 'my bot', apiKey: 'Zq3k9vB2mX7pL0aT4nR8sW1yC6dF5gH2jK9uE3oI7' } },
  play: async ({ args }) => {
    await expect(await screen.findByLabelText('API key')).toHaveTextContent('Zq3k9vB2');
    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'twoFactor.keySaved' });
  },
};

/** At 390 px nothing is wider than the phone. */
export const Phone: Story = {
  args: { view: { kind: 'status', status: on, busy: false, error: null } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await screen.findByRole('heading', { name: 'On' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
