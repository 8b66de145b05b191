import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { RequestTimeline_RequestFragment, WithdrawQueryQuery } from '@/gql/graphql';
import { formatMoney, parseRupees } from '@/lib/format';
import { bankingErrorMessage } from './banking-messages';
import { RequestTimeline } from './request-timeline';
import { useLiveBankingRequests } from './use-live-banking';
import { addRequestToList } from './banking-cache';
import { AmountField, Figure, FormAlert, PageHead, SubmitButton } from './banking-parts';
import styles from './banking.module.css';

/** The one query of `/banking/withdraw`. */
export const WithdrawQuery = graphql(`
  query WithdrawQuery {
    balance {
      available
    }
    bankAccounts {
      accountId
      accountHolder
      accountNumber
      ifsc
      bankName
    }
    bankingRequests {
      requestId
      ...RequestTimeline_request
    }
  }
`);

export const RequestWithdrawalMutation = graphql(`
  mutation RequestWithdrawal($amount: Paise!, $accountId: ID!, $idempotencyKey: String!) {
    requestWithdrawal(amount: $amount, accountId: $accountId, idempotencyKey: $idempotencyKey) {
      requestId
      ...BankingRequestLive_request
    }
  }
`);

export type BankAccount = WithdrawQueryQuery['bankAccounts'][number];

/** "•••• 9012": an account number as lists show it. */
export const maskedNumber = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

export interface WithdrawViewProps {
  /** Available (wallet − exposure − held): the most that can be withdrawn now, paise. */
  available: number;
  accounts: readonly BankAccount[];
  /** Pre-chosen account (from withdrawdetails). */
  initialAccountId?: string | null;
  /** Withdrawals made, newest first: the latest shows its timeline. */
  withdrawals: readonly RequestTimeline_RequestFragment[];
  submitting: boolean;
  error: string | null;
  onWithdraw: (amount: number, accountId: string) => void;
}

/** Withdraw: an amount up to the available balance, to one of the bettor's saved bank accounts. */
export function WithdrawView({ available, accounts, initialAccountId, withdrawals, submitting, error, onWithdraw }: WithdrawViewProps) {
  const [text, setText] = useState('');
  const [accountId, setAccountId] = useState(accounts.find((a) => a.accountId === initialAccountId)?.accountId ?? accounts[0]?.accountId ?? null);
  const [touched, setTouched] = useState(false);
  const amount = parseRupees(text);
  const problem = amount === null || amount <= 0 ? 'Enter an amount in rupees' : amount > available ? `You can withdraw at most ${formatMoney(available)}` : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amount !== null && !problem && accountId && !submitting) onWithdraw(amount, accountId);
  };
  const latest = withdrawals[0];
  return (
    <section className={styles.page} aria-labelledby="withdraw-title">
      <PageHead id="withdraw-title" title="Withdraw" />
      <div className={styles.figures}>
        <Figure label="Available" value={formatMoney(available)} testId="available" />
      </div>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label="Withdrawal" noValidate>
        <AmountField value={text} onChange={setText} problem={problem} touched={touched} onBlur={() => setTouched(text !== '')} placeholder={`Up to ${formatMoney(available)}`} />
        <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.panelTitle}>To bank account</legend>
          {accounts.length === 0 ? (
            <p className={styles.empty}>
              No bank account saved yet. <Link to="/banking/withdrawdetails">Add a bank account</Link> to withdraw.
            </p>
          ) : (
            <ul className={styles.list}>
              {accounts.map((a) => (
                <li key={a.accountId}>
                  <label className={styles.option} data-state={a.accountId === accountId ? 'active' : 'inactive'}>
                    <input type="radio" name="account" value={a.accountId} checked={a.accountId === accountId} onChange={() => setAccountId(a.accountId)} />
                    <span className={styles.optionMain}>
                      <strong>{a.accountHolder}</strong>
                      <span className={styles.hint}>
                        {a.bankName} · {maskedNumber(a.accountNumber)} · {a.ifsc}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <Link className={styles.back} to="/banking/withdrawdetails">
            Manage bank accounts
          </Link>
        </fieldset>
        <FormAlert error={error} />
        <SubmitButton busy={submitting} disabled={!accountId} busyText="Requesting…">
          Request withdrawal
        </SubmitButton>
      </form>
      {latest ? (
        <section className={styles.panel} aria-labelledby="latest-withdrawal">
          <h2 id="latest-withdrawal" className={styles.panelTitle}>
            Latest withdrawal
          </h2>
          <RequestTimeline request={latest} />
        </section>
      ) : null}
    </section>
  );
}

/** `/banking/withdraw` (token and login enabled); `?account=` pre-chooses a saved account. */
export function WithdrawPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<WithdrawQueryQuery>);
  const [search] = useSearchParams();
  useLiveBankingRequests();
  const [error, setError] = useState<string | null>(null);
  const [mine, setMine] = useState<RequestTimeline_RequestFragment | null>(null);
  const [requestWithdrawal, { loading }] = useMutation(RequestWithdrawalMutation);
  const withdrawals = data.bankingRequests.filter((r) => r.kind === 'WITHDRAWAL');
  const shown = mine ? [withdrawals.find((w) => w.requestId === mine.requestId) ?? mine, ...withdrawals.filter((w) => w.requestId !== mine.requestId)] : withdrawals;
  return (
    <WithdrawView
      available={data.balance.available}
      accounts={data.bankAccounts}
      initialAccountId={search.get('account')}
      withdrawals={shown}
      submitting={loading}
      error={error}
      onWithdraw={(amount, accountId) => {
        setError(null);
        // The answer joins the cached request lists; the held amount arrives on the balance stream.
        requestWithdrawal({ variables: { amount, accountId, idempotencyKey: crypto.randomUUID() }, update: (cache, { data: made }) => made && addRequestToList(cache, made.requestWithdrawal) })
          .then(({ data: made }) => setMine(made?.requestWithdrawal ?? null))
          .catch((err: unknown) => setError(bankingErrorMessage(err)));
      }}
    />
  );
}
