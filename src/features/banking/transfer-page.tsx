import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { TransferQueryQuery } from '@/gql/graphql';
import { formatEventTime, formatMoney, parseRupees } from '@/lib/format';
import { transferErrorMessage } from './banking-messages';
import { AmountField, FormAlert, PageHead, SubmitButton } from './banking-parts';
import { addTransferToList } from './banking-cache';
import styles from './banking.module.css';

/** The one query of `/banking/transfer`. */
export const TransferQuery = graphql(`
  query TransferQuery {
    balance {
      available
    }
    profile {
      upline
    }
    transfers {
      txId
      description
      at
      amount
    }
  }
`);

export const TransferMutation = graphql(`
  mutation Transfer($toUserName: String!, $amount: Paise!, $idempotencyKey: String!) {
    transfer(toUserName: $toUserName, amount: $amount, idempotencyKey: $idempotencyKey) {
      txId
      amount
      toUserName
      entry {
        txId
        description
        at
        amount
      }
    }
  }
`);

export interface TransferViewProps {
  /** Available (wallet − exposure − held): the most that can be transferred now, paise. */
  available: number;
  upline: string | null;
  history: TransferQueryQuery['transfers'];
  submitting: boolean;
  error: string | null;
  done: string | null;
  onTransfer: (toUserName: string, amount: number) => void;
}

/** Transfer: money to the upline (or a downline user), with the history of transfers. */
export function TransferView({ available, upline, history, submitting, error, done, onTransfer }: TransferViewProps) {
  const [to, setTo] = useState(upline ?? '');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = parseRupees(text);
  const problem = amount === null || amount <= 0 ? 'Enter an amount in rupees' : amount > available ? `You can transfer at most ${formatMoney(available)}` : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amount !== null && !problem && to.trim() && !submitting) onTransfer(to.trim(), amount);
  };
  return (
    <section className={styles.page} aria-labelledby="transfer-title">
      <PageHead id="transfer-title" title="Transfer" />
      <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label="Transfer" noValidate>
        <span className={styles.hint}>You can transfer {formatMoney(available)} to your upline{upline ? ` (${upline})` : ''} or a user of your downline.</span>
        <label className={styles.field}>
          <span>To user</span>
          <input value={to} autoComplete="off" onChange={(e) => setTo(e.target.value)} />
        </label>
        <AmountField value={text} onChange={setText} problem={problem} touched={touched} onBlur={() => setTouched(text !== '')} />
        <FormAlert error={error} />
        {done ? (
          <p className={styles.notice} role="status">
            {done}
          </p>
        ) : null}
        <SubmitButton busy={submitting} busyText="Transferring…">
          Transfer
        </SubmitButton>
      </form>
      <section className={styles.panel} aria-labelledby="transfer-history">
        <h2 id="transfer-history" className={styles.panelTitle}>
          Transfer history
        </h2>
        {history.length === 0 ? (
          <p className={styles.empty}>No transfers yet.</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Time</th>
                  <th>Transfer</th>
                  <th className={styles.num}>Amount</th>
                </tr>
              </thead>
              <tbody>
                {history.map((t) => (
                  <tr key={t.txId}>
                    <td>{formatEventTime(t.at)}</td>
                    <td>{t.description}</td>
                    <td className={`${styles.num} ${t.amount < 0 ? styles.negative : styles.positive}`}>{formatMoney(t.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

/** `/banking/transfer` (token and login enabled). */
export function TransferPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<TransferQueryQuery>);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The answer's row joins the cached list; the balance moves on the balance stream.
  const [transfer, { loading }] = useMutation(TransferMutation, { update: (cache, { data: made }) => made && addTransferToList(cache, made.transfer.entry) });
  return (
    <TransferView
      available={data.balance.available}
      upline={data.profile.upline ?? null}
      history={data.transfers}
      submitting={loading}
      error={error}
      done={done}
      onTransfer={(toUserName, amount) => {
        setError(null);
        setDone(null);
        transfer({ variables: { toUserName, amount, idempotencyKey: crypto.randomUUID() } })
          .then(({ data: made }) => setDone(made ? `${formatMoney(made.transfer.amount)} sent to ${made.transfer.toUserName}` : null))
          .catch((err: unknown) => setError(transferErrorMessage(err, toUserName)));
      }}
    />
  );
}
