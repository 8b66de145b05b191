import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { PaymentWaitingQueryQuery, RequestTimeline_RequestFragment } from '@/gql/graphql';
import { RequestTimeline } from './request-timeline';
import { useLiveBankingRequests } from './use-live-banking';
import { PageHead } from './banking-parts';
import styles from './banking.module.css';

/** The one query of `/banking/payment-waiting/…`: the caller's requests, to find the one with this UTR. */
export const PaymentWaitingQuery = graphql(`
  query PaymentWaitingQuery {
    bankingRequests {
      requestId
      ...RequestTimeline_request
    }
  }
`);

export interface PaymentWaitingViewProps {
  utr: string;
  request: RequestTimeline_RequestFragment | undefined;
}

/** Deposit step 3: the request's timeline, moving live as the upline decides. */
export function PaymentWaitingView({ utr, request }: PaymentWaitingViewProps) {
  return (
    <section className={styles.page} aria-labelledby="waiting-title">
      <PageHead id="waiting-title" title={request?.status === 'APPROVED' ? 'Deposit approved' : request?.status === 'REJECTED' ? 'Deposit rejected' : 'Payment waiting'} />
      <div className={styles.panel}>
        {request ? (
          <RequestTimeline request={request} />
        ) : (
          <p className={styles.empty}>No deposit with UTR {utr} was found on your account. Submit it again from Deposit, or check Banking for your requests.</p>
        )}
      </div>
      <div className={styles.row}>
        <Link className={styles.secondary} to="/banking/deposit/default">
          New deposit
        </Link>
        <Link className={styles.secondary} to="/banking">
          All requests
        </Link>
      </div>
    </section>
  );
}

/** `/banking/payment-waiting/:amount/:utr/:method` (token and login enabled). */
export function PaymentWaitingPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<PaymentWaitingQueryQuery>);
  const { utr = '' } = useParams();
  useLiveBankingRequests();
  const request = data.bankingRequests.find((r) => r.kind === 'DEPOSIT' && r.utr === utr);
  return <PaymentWaitingView utr={utr} request={request} />;
}
