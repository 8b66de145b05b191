import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { AccountHelpQueryQuery } from '@/gql/graphql';
import { AccountHelpCard } from './account-help-card';
import { ForgotPasswordForm, type ForgotPasswordStatus } from './forgot-password-form';
import { SignupForm, type SignupStatus } from './signup-form';

/** The one query of /signup and /forgetPass: the site's support channels. */
export const AccountHelpQuery = graphql(`
  query AccountHelpQuery {
    supportInfo {
      channels {
        channel
        value
      }
    }
  }
`);

const Signup = graphql(`
  mutation Signup($username: String!, $password: String!, $referralCode: String) {
    signup(username: $username, password: $password, referralCode: $referralCode) {
      userName
    }
  }
`);

const ForgotPassword = graphql(`
  mutation ForgotPassword($username: String!) {
    forgotPassword(username: $username) {
      sent
      message
    }
  }
`);

const ResetPassword = graphql(`
  mutation ResetPassword($username: String!, $code: String!, $newPassword: String!) {
    resetPassword(username: $username, code: $code, newPassword: $newPassword)
  }
`);

function useChannels() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<AccountHelpQueryQuery>);
  return data.supportInfo.channels;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong; please try again.');

/** /signup (outside the layout): open an account, optionally under a referrer's upline (?ref=CODE). */
export function SignupPage() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<SignupStatus>({ kind: 'idle' });
  const [signup] = useMutation(Signup);
  return (
    <AccountHelpCard
      title="Open an account"
      intro="Choose a user name and password. With a referral code your account joins your referrer's upline; without one, the site's. Questions? Support answers on the channels below."
      channels={useChannels()}
    >
      <SignupForm
        status={status}
        referralCode={params.get('ref') ?? ''}
        onSubmit={async (account) => {
          setStatus({ kind: 'busy' });
          try {
            const { data } = await signup({ variables: account });
            setStatus({ kind: 'done', userName: data?.signup.userName ?? account.username });
          } catch (error) {
            setStatus({ kind: 'failed', message: messageOf(error) });
          }
        }}
      />
    </AccountHelpCard>
  );
}

/**
 * /forgetPass (outside the layout): a reset code goes to the upline, who hands it to the bettor. The
 * operator's setup link (`?user=operator&setup=CODE`, printed by a first start outside the demo) opens
 * it at the set-password step: the operator's first password, redeemed like a reset code.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<ForgotPasswordStatus>({ kind: 'idle' });
  const [forgotPassword] = useMutation(ForgotPassword);
  const [resetPassword] = useMutation(ResetPassword);
  const setupCode = params.get('setup');
  const setup = setupCode ? { username: params.get('user') ?? 'operator', code: setupCode } : undefined;
  return (
    <AccountHelpCard
      title={setup ? 'Set your password' : 'Forgot your password?'}
      intro={
        setup
          ? 'This site has no password for you yet. Choose one (at least 8 characters) to finish its setup; the link works once.'
          : 'Ask for a reset code: it goes to your upline, who passes it to you. Enter it here with a new password. Support can help on the channels below.'
      }
      channels={useChannels()}
    >
      <ForgotPasswordForm
        setup={setup}
        status={status}
        onRequestCode={async (username) => {
          setStatus({ kind: 'busy' });
          try {
            const { data } = await forgotPassword({ variables: { username } });
            setStatus({ kind: 'codeSent', message: data?.forgotPassword.message ?? 'A reset code has been sent to your upline.' });
          } catch (error) {
            setStatus({ kind: 'failed', step: 'request', message: messageOf(error) });
          }
        }}
        onReset={async (reset) => {
          setStatus({ kind: 'busy' });
          try {
            await resetPassword({ variables: reset });
            setStatus({ kind: 'reset' });
          } catch (error) {
            setStatus({ kind: 'failed', step: 'reset', message: messageOf(error) });
          }
        }}
      />
    </AccountHelpCard>
  );
}
