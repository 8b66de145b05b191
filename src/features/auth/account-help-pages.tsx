import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { AccountHelpQueryQuery } from '@/gql/graphql';
import { AccountHelpCard } from './account-help-card';

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

function useChannels() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<AccountHelpQueryQuery>);
  return data.supportInfo.channels;
}

/** /signup (outside the layout). */
export function SignupPage() {
  return (
    <AccountHelpCard
      title="Open an account"
      intro="Backlay accounts are opened by your upline. Message support on any channel below with your name and mobile number and you will get your user ID and password within minutes."
      channels={useChannels()}
    />
  );
}

/** /forgetPass (outside the layout). */
export function ForgotPasswordPage() {
  return (
    <AccountHelpCard
      title="Forgot your password?"
      intro="Passwords are reset by your upline. Message support with your user ID from your registered number; once reset, log in and change it under Change password."
      channels={useChannels()}
    />
  );
}
