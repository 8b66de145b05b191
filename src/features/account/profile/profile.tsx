import { useReadQuery, type QueryRef } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { ProfileQueryQuery } from '@/gql/graphql';
import { AccountPage } from '@/features/account/shared/account-page';
import { formatDay, formatPaise } from '@/features/account/shared/account-format';
import styles from '@/features/account/shared/account-details.module.css';
import { pathTo } from '../../../../machines/lib/routes';

/** The one query of `/profile`. */
export const ProfileQuery = graphql(`
  query ProfileQuery {
    profile {
      userName
      role
      isLogin
      upline
      memberSince
      referralCode
    }
    settings {
      lossLimit
    }
  }
`);

export interface ProfileViewProps {
  profile: ProfileQueryQuery['profile'];
  lossLimit: number | null | undefined;
  locale?: string;
}

const ROLE: Record<string, string> = { bettor: 'Bettor', agent: 'Agent', operator: 'Operator' };

/** Profile: who the bettor is on this site. */
export function ProfileView({ profile, lossLimit, locale }: ProfileViewProps) {
  const items: [string, ReactNode][] = [
    ['User name', profile.userName],
    ['Role', ROLE[profile.role] ?? profile.role],
    ['Status', profile.isLogin === 0 ? 'Blocked from betting: contact your upline' : 'Active'],
    ['Upline', profile.upline ?? 'None'],
    ['Member since', formatDay(profile.memberSince, locale)],
    ['Referral code', profile.referralCode ? <Link to={pathTo('referEarn')}>{profile.referralCode}</Link> : 'None'],
    ['Loss limit', <>{lossLimit === null || lossLimit === undefined ? 'No limit' : formatPaise(lossLimit)} · <Link to={pathTo('settings')}>Change</Link></>],
  ];
  return (
    <AccountPage title="Profile">
      <dl className={styles.details}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.item}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </AccountPage>
  );
}

/** `/profile` (both). */
export function ProfilePage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<ProfileQueryQuery>);
  return <ProfileView profile={data.profile} lossLimit={data.settings.lossLimit} />;
}
