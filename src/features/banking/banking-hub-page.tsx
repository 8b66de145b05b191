import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { BankingHubQueryQuery } from '@/gql/graphql';
import { formatMoney } from '@/lib/format';
import { RequestList } from './request-list';
import { useLiveBankingRequests } from './use-live-banking';
import { Figure } from './banking-parts';
import styles from './banking.module.css';

/** The one query of `/banking`. */
export const BankingHubQuery = graphql(`
  query BankingHubQuery {
    balance {
      wallet
      exposure
      held
      available
    }
    bankingRequests {
      requestId
      ...BankingRequestLive_request
    }
  }
`);

export interface BankingHubViewProps {
  balance: BankingHubQueryQuery['balance'];
  requests: BankingHubQueryQuery['bankingRequests'];
}

/** The banking hub: money at a glance, the four ways to move it, and the bettor's requests newest first. */
export function BankingHubView({ balance, requests }: BankingHubViewProps) {
  return (
    <section className={styles.page} aria-labelledby="banking-title">
      <h1 id="banking-title" className={styles.title}>
        Banking
      </h1>
      <div className={styles.figures}>
        <Figure label="Wallet" value={formatMoney(balance.wallet)} testId="hub-wallet" />
        <Figure label="Exposure" value={formatMoney(balance.exposure)} tone={balance.exposure > 0 ? 'negative' : undefined} />
        <Figure label="Held (withdrawals)" value={formatMoney(balance.held)} sub="Released if rejected, paid if approved" testId="hub-held" />
        <Figure label="Available" value={formatMoney(balance.available)} sub="Wallet − exposure − held" testId="hub-available" />
      </div>
      <nav className={styles.actions} aria-label="Banking actions">
        <Link className={styles.action} to="/banking/deposit/default">
          Deposit
        </Link>
        <Link className={styles.action} to="/banking/withdraw">
          Withdraw
        </Link>
        <Link className={styles.action} to="/banking/transfer">
          Transfer
        </Link>
        <Link className={styles.action} to="/banking/reward">
          Rewards
        </Link>
      </nav>
      <section className={styles.panel} aria-labelledby="requests-title">
        <h2 id="requests-title" className={styles.panelTitle}>
          Your requests
        </h2>
        <RequestList requests={requests} emptyText="No deposits or withdrawals yet. Your requests and their status will appear here." />
      </section>
    </section>
  );
}

/** `/banking` (token and login enabled). */
export function BankingHubPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<BankingHubQueryQuery>);
  useLiveBankingRequests();
  return <BankingHubView balance={data.balance} requests={data.bankingRequests} />;
}
