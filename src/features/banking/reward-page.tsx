import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { RewardsQueryQuery } from '@/gql/graphql';
import { formatEventTime, formatMoney } from '@/lib/format';
import { bankingErrorMessage } from './banking-messages';
import { Figure, FormAlert, PageHead } from './banking-parts';
import { addRewardToList } from './banking-cache';
import styles from './banking.module.css';

/** The one query of `/banking/reward`. */
export const RewardsQuery = graphql(`
  query RewardsQuery {
    rewardOffers {
      rewardId
      description
      amount
      status
      expiresAt
    }
    rewards {
      reference
      description
      at
      amount
    }
  }
`);

export const ClaimRewardMutation = graphql(`
  mutation ClaimReward($rewardId: ID!) {
    claimReward(rewardId: $rewardId) {
      reference
      description
      at
      amount
      claimedOffer {
        rewardId
        description
        amount
        status
        expiresAt
      }
    }
  }
`);

export interface RewardViewProps {
  offers: RewardsQueryQuery['rewardOffers'];
  credited: RewardsQueryQuery['rewards'];
  claimingId: string | null;
  error: string | null;
  onClaim: (rewardId: string) => void;
}

const STATUS_TEXT = { CLAIMABLE: 'Claimable', CLAIMED: 'Claimed', EXPIRED: 'Expired' } as const;

/** Rewards: offers to claim, and the rewards credited so far. */
export function RewardView({ offers, credited, claimingId, error, onClaim }: RewardViewProps) {
  const earned = credited.reduce((sum, r) => sum + r.amount, 0);
  return (
    <section className={styles.page} aria-labelledby="reward-title">
      <PageHead id="reward-title" title="Rewards" />
      <div className={styles.figures}>
        <Figure label="Rewards earned" value={formatMoney(earned)} />
      </div>
      <FormAlert error={error} />
      <section className={styles.panel} aria-labelledby="offers-title">
        <h2 id="offers-title" className={styles.panelTitle}>
          Offers
        </h2>
        {offers.length === 0 ? (
          <p className={styles.empty}>No reward offers right now.</p>
        ) : (
          <ul className={styles.list}>
            {offers.map((o) => (
              <li key={o.rewardId} className={styles.option} data-state={o.status === 'CLAIMABLE' ? 'active' : 'inactive'}>
                <span className={styles.optionMain}>
                  <strong>{o.description}</strong>
                  <span className={styles.hint}>
                    {STATUS_TEXT[o.status]}
                    {o.status === 'CLAIMABLE' && o.expiresAt ? ` · until ${formatEventTime(o.expiresAt)}` : ''}
                  </span>
                </span>
                <span className={styles.figureValue}>{formatMoney(o.amount)}</span>
                {o.status === 'CLAIMABLE' ? (
                  <button type="button" className={styles.primary} disabled={claimingId === o.rewardId} onClick={() => onClaim(o.rewardId)} aria-label={`Claim ${o.description}`}>
                    {claimingId === o.rewardId ? 'Claiming…' : 'Claim'}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="credited-title">
        <h2 id="credited-title" className={styles.panelTitle}>
          Credited
        </h2>
        {credited.length === 0 ? (
          <p className={styles.empty}>No rewards credited yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Time</th>
                <th>Reward</th>
                <th className={styles.num}>Amount</th>
              </tr>
            </thead>
            <tbody>
              {credited.map((r) => (
                <tr key={r.reference}>
                  <td>{formatEventTime(r.at)}</td>
                  <td>{r.description}</td>
                  <td className={`${styles.num} ${styles.positive}`}>{formatMoney(r.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}

/** `/banking/reward` (token and login enabled). */
export function RewardPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<RewardsQueryQuery>);
  const [error, setError] = useState<string | null>(null);
  const [claimingId, setClaimingId] = useState<string | null>(null);
  // The answer carries the credit and the offer as claimed: the offer moves by its rewardId, the credit joins the list.
  const [claim] = useMutation(ClaimRewardMutation, { update: (cache, { data: made }) => made && addRewardToList(cache, made.claimReward) });
  return (
    <RewardView
      offers={data.rewardOffers}
      credited={data.rewards}
      claimingId={claimingId}
      error={error}
      onClaim={(rewardId) => {
        setError(null);
        setClaimingId(rewardId);
        claim({ variables: { rewardId } })
          .catch((err: unknown) => setError(bankingErrorMessage(err)))
          .finally(() => setClaimingId(null));
      }}
    />
  );
}
