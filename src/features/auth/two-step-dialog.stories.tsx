import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { TwoStepDialog } from './two-step-dialog';

const SECRET = 'BACKLAYDEMOTOTPSECRETKEY234567AB';
const URI = `otpauth://totp/Backlay:agent?issuer=Backlay&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = ['4k7p2-9xq3m', 'a8c1d-7fh2k', 'mn3q8-2vw9t', 'p4r6s-1xz8b', 'q2w3e-4r5t6', 'z9x8c-7v6b5', 'h3j4k-5m6n7', 't1y2u-3i4o5', 'b6n7m-8k9j0', 'c5v4b-3n2m1'];

const meta = {
  title: 'Account/TwoStepDialog',
  component: TwoStepDialog,
  args: { open: true, onOpenChange: fn(), view: { kind: 'code' }, busy: false, error: null, onCode: fn(), onRetry: fn(), onCancel: fn(), onSaved: fn() },
} satisfies Meta<typeof TwoStepDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(args.onCode).toHaveBeenCalledWith('123456');
  },
};

export const RecoveryCode: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), '4k7p2-9xq3m');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(args.onCode).toHaveBeenCalledWith('4k7p2-9xq3m');
  },
};

export const Checking: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  args: { error: 'The code is wrong' },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Back to password' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const EnrolmentLoading: Story = {
  args: { view: { kind: 'enrolLoading' }, busy: true },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Preparing your key');
  },
};

export const EnrolmentFailed: Story = {
  args: { view: { kind: 'enrolFailed' }, error: 'This sign-in step has expired or was used: sign in again' },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('expired');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Enrolment: Story = {
  args: { view: { kind: 'enrol', secret: SECRET, otpauthUri: URI } },
  play: async ({ args }) => {
    await expect(await screen.findByRole('img', { name: 'QR code of the two-step secret' })).toBeVisible();
    await expect(screen.getByLabelText('Secret key')).toHaveTextContent('BACK LAYD EMOT');
    await expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await expect(args.onCode).toHaveBeenCalledWith('654321');
  },
};

export const EnrolmentWrongCode: Story = {
  args: { view: { kind: 'enrol', secret: SECRET, otpauthUri: URI }, error: 'The code is wrong' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');
  },
};

export const RecoveryCodes: Story = {
  args: { view: { kind: 'recoveryCodes', codes: CODES } },
  play: async ({ args }) => {
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await expect(screen.queryByRole('button', { name: 'Back to password' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them: continue' }));
    await expect(args.onSaved).toHaveBeenCalled();
  },
};

/** At 390 px the QR code, the key and the code field fit the phone's width. */
export const EnrolmentPhone: Story = {
  args: { view: { kind: 'enrol', secret: SECRET, otpauthUri: URI } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
