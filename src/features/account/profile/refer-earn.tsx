import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { ReferEarnQueryQuery } from '@/gql/graphql';
import { AccountPage, SummaryFigures, ToolbarButton } from '@/features/account/shared/account-page';
import { AccountTable } from '@/features/account/shared/account-table';
import { formatDateTime, formatPaise } from '@/features/account/shared/account-format';
import styles from '@/features/account/shared/account-details.module.css';
import { pathTo } from '../../../../machines/lib/routes';

/** The one query of `/referRearn`. */
export const ReferEarnQuery = graphql(`
  query ReferEarnQuery {
    referrals {
      referralCode
      earned
      rewardPercent
      rewardCap
      referrals {
        userName
        joinedAt
      }
    }
  }
`);

/** The signup link that carries a referral code. */
export const referralLink = (origin: string, code: string) => `${origin}/signup?ref=${encodeURIComponent(code)}`;

export type ShareOutcome = 'copied' | 'shared' | 'failed' | null;

export interface ReferEarnViewProps {
  summary: ReferEarnQueryQuery['referrals'];
  /** The site's address, e.g. https://example.com. */
  origin: string;
  onCopy: (text: string) => void;
  /** Present where the device can share (phones): opens the system share sheet. */
  onShare?: (link: string) => void;
  outcome: ShareOutcome;
  locale?: string;
}

/** Refer and Earn: the bettor's code and link, who joined with it, and what it earned. */
export function ReferEarnView({ summary, origin, onCopy, onShare, outcome, locale }: ReferEarnViewProps) {
  const code = summary.referralCode;
  const link = code ? referralLink(origin, code) : null;
  return (
    <AccountPage title="Refer and Earn">
      {code && link ? (
        <>
          <div className={styles.code}>
            <span className={styles.codeValue} aria-label="Your referral code">
              {code}
            </span>
            <ToolbarButton onClick={() => onCopy(code)}>Copy code</ToolbarButton>
            <ToolbarButton onClick={() => onCopy(link)}>Copy link</ToolbarButton>
            {onShare && <ToolbarButton onClick={() => onShare(link)}>Share link</ToolbarButton>}
          </div>
          <p>
            Friends who open an account with <a href={link}>{link}</a> join under your upline. When a friend&rsquo;s first deposit is approved, you are
            offered {summary.rewardPercent}% of it (up to {formatPaise(summary.rewardCap)}) to claim under <Link to={pathTo('reward')}>Banking → Rewards</Link>.
          </p>
          {outcome && (
            <p role="status">{outcome === 'copied' ? 'Copied to the clipboard.' : outcome === 'shared' ? 'Shared.' : 'Could not copy: select the code and copy it by hand.'}</p>
          )}
        </>
      ) : (
        <p>Your account has no referral code. Ask your upline for one.</p>
      )}
      <SummaryFigures
        label="Referral totals"
        figures={[
          { label: 'Friends joined', value: String(summary.referrals.length) },
          { label: 'Earned', value: formatPaise(summary.earned), sign: summary.earned > 0 ? 'positive' : undefined },
        ]}
      />
      <AccountTable
        caption="Referred users"
        columns={[
          { key: 'user', header: 'User', cell: (r) => r.userName },
          { key: 'joined', header: 'Joined', cell: (r) => formatDateTime(r.joinedAt, locale) },
        ]}
        rows={summary.referrals}
        rowKey={(r) => r.userName}
        emptyText="Nobody has joined with your code yet."
      />
    </AccountPage>
  );
}

/** `/referRearn` (both). */
export function ReferEarnPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<ReferEarnQueryQuery>);
  const [outcome, setOutcome] = useState<ShareOutcome>(null);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  const share =
    typeof navigator.share === 'function'
      ? (link: string) =>
          navigator.share({ title: 'Join me', url: link }).then(
            () => setOutcome('shared'),
            () => setOutcome(null),
          )
      : undefined;
  return <ReferEarnView summary={data.referrals} origin={window.location.origin} onCopy={(t) => void copy(t)} onShare={share && ((l) => void share(l))} outcome={outcome} />;
}
