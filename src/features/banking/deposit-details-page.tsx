import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { DepositMethodsQueryQuery } from '@/gql/graphql';
import { formatMoney, parseRupees, rupeesText } from '@/lib/format';
import { bankingErrorMessage, UTR_PATTERN } from './banking-messages';
import { amountProblem, methodFor, type DepositMethod } from './deposit-page';
import { FormAlert, PageHead, SubmitButton } from './banking-parts';
import { addRequestToList } from './banking-cache';
import styles from './banking.module.css';

const UpiQr = lazy(() => import('./upi-qr'));

export const RequestDepositMutation = graphql(`
  mutation RequestDeposit($amount: Paise!, $methodId: ID!, $utr: String!) {
    requestDeposit(amount: $amount, methodId: $methodId, utr: $utr) {
      requestId
      ...BankingRequestLive_request
    }
  }
`);

/** Names of the pay-to fields a method carries. */
const DETAIL_LABELS: Record<string, string> = {
  upiId: 'UPI ID',
  payee: 'Payee',
  accountName: 'Account name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  bank: 'Bank',
  number: 'Wallet number',
};

/** The UPI intent for a method and amount (what a UPI app opens, and what the QR encodes). */
export function upiIntent(method: DepositMethod, amount: number): string | null {
  const detail = (key: string) => method.details.find((d) => d.key === key)?.value;
  const upiId = detail('upiId');
  if (method.kind !== 'UPI' || !upiId) return null;
  const params = new URLSearchParams({ pa: upiId, pn: detail('payee') ?? method.name, am: (amount / 100).toFixed(2), cu: 'INR', tn: 'Backlay deposit' });
  return `upi://pay?${params.toString()}`;
}

export interface DepositDetailsViewProps {
  method: DepositMethod | undefined;
  /** Paise, or null when the link's amount is not an amount. */
  amount: number | null;
  /** `details`: what to pay to, copied by hand; `auto`: a UPI app opens with everything filled in. */
  mode: 'details' | 'auto';
  submitting: boolean;
  /** The exchange's refusal of the last UTR, in words. */
  error: string | null;
  onCopy: (text: string) => void;
  onSubmitUtr: (utr: string) => void;
}

/** Deposit step 2: what to pay (UPI id or account and IFSC, each with a copy button, a UPI QR), then the UTR. */
export function DepositDetailsView({ method, amount, mode, submitting, error, onCopy, onSubmitUtr }: DepositDetailsViewProps) {
  const [utr, setUtr] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = method ? amountProblem(amount, method) : 'No deposit method';
  if (!method || amount === null || problem) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Deposit details</h1>
        <p className={styles.alert} role="alert">
          {problem}.
        </p>
        <Link className={styles.secondary} to={`/banking/deposit/${method?.methodId ?? 'default'}`}>
          Choose the amount again
        </Link>
      </section>
    );
  }
  const intent = upiIntent(method, amount);
  const utrOk = UTR_PATTERN.test(utr);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (utrOk && !submitting) onSubmitUtr(utr);
  };
  return (
    <section className={styles.page} aria-labelledby="details-title">
      <PageHead id="details-title" title={mode === 'auto' ? 'Pay with a UPI app' : 'Deposit details'} back={{ to: `/banking/deposit/${method.methodId}?amount=${rupeesText(amount)}`, text: 'Change amount or method' }} />
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>
          Pay {formatMoney(amount)} by {method.name}
        </h2>
        {mode === 'auto' && !intent ? <p className={styles.alert}>{method.name} has no automatic payment. Pay to the details below.</p> : null}
        <div className={styles.pay}>
          <div className={styles.details}>
            <span className={styles.detailKey}>Amount</span>
            <span className={styles.detailValue}>{formatMoney(amount)}</span>
            <button type="button" className={styles.copy} onClick={() => onCopy(rupeesText(amount))} aria-label="Copy amount">
              Copy
            </button>
            {method.details.map((d) => (
              <DetailRow key={d.key} label={DETAIL_LABELS[d.key] ?? d.key} value={d.value} onCopy={onCopy} />
            ))}
          </div>
          {intent ? (
            <div className={styles.qr}>
              <Suspense fallback={<span role="status">Drawing QR code…</span>}>
                <UpiQr value={intent} label={`UPI QR code to pay ${formatMoney(amount)}`} />
              </Suspense>
              <span>Scan with any UPI app</span>
            </div>
          ) : null}
        </div>
        {mode === 'auto' && intent ? (
          <a className={styles.action} href={intent}>
            Open UPI app to pay {formatMoney(amount)}
          </a>
        ) : null}
      </div>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label="Payment reference" noValidate>
        <label className={styles.field}>
          <span>UTR / reference number</span>
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={utr}
            aria-invalid={(touched && !utrOk) || error !== null}
            onChange={(e) => setUtr(e.target.value.replace(/\D/g, ''))}
            onBlur={() => setTouched(utr !== '')}
            placeholder="12-digit UTR from your bank or UPI app"
          />
          {touched && !utrOk ? (
            <span className={styles.fieldError} role="alert">
              A UTR is 12 digits
            </span>
          ) : null}
        </label>
        <FormAlert error={error} />
        <SubmitButton busy={submitting} busyText="Submitting…">
          Submit deposit
        </SubmitButton>
      </form>
    </section>
  );
}

function DetailRow({ label, value, onCopy }: { label: string; value: string; onCopy: (text: string) => void }) {
  return (
    <>
      <span className={styles.detailKey}>{label}</span>
      <span className={styles.detailValue}>{value}</span>
      <button type="button" className={styles.copy} onClick={() => onCopy(value)} aria-label={`Copy ${label}`}>
        Copy
      </button>
    </>
  );
}

/** `/banking/deposit-details/:amount` and `/banking/autoDeposit/:amount` (?method=): pay, then report the UTR. */
export function DepositDetailsPage({ mode }: { mode: 'details' | 'auto' }) {
  const { data } = useReadQuery(useLoaderData() as QueryRef<DepositMethodsQueryQuery>);
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const method = methodFor(data.depositMethods, search.get('method'));
  const amount = parseRupees(params.amount ?? '');
  const [error, setError] = useState<string | null>(null);
  const [requestDeposit, { loading }] = useMutation(RequestDepositMutation);
  return (
    <DepositDetailsView
      method={method}
      amount={amount}
      mode={mode}
      submitting={loading}
      error={error}
      onCopy={(text) => void navigator.clipboard?.writeText(text).catch(() => undefined)}
      onSubmitUtr={(utr) => {
        if (!method || amount === null) return;
        setError(null);
        requestDeposit({
          variables: { amount, methodId: method.methodId, utr },
          // The answer joins the cached request lists (the hub's, the timelines').
          update: (cache, { data: made }) => made && addRequestToList(cache, made.requestDeposit),
        })
          .then(() => navigate(`/banking/payment-waiting/${rupeesText(amount)}/${utr}/${method.methodId}`))
          .catch((err: unknown) => setError(bankingErrorMessage(err)));
      }}
    />
  );
}
