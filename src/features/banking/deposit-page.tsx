import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { DepositMethodsQueryQuery } from '@/gql/graphql';
import { formatMoney, formatMoneyWhole, parseRupees, rupeesText } from '@/lib/format';
import { AmountField, PageHead } from './banking-parts';
import styles from './banking.module.css';

/** The one query of the deposit routes: the site's methods with their limits and pay-to details. */
export const DepositMethodsQuery = graphql(`
  query DepositMethodsQuery {
    depositMethods {
      methodId
      name
      kind
      minAmount
      maxAmount
      sequence
      details {
        key
        value
      }
    }
  }
`);

export type DepositMethod = DepositMethodsQueryQuery['depositMethods'][number];

/** Quick amounts offered (paise): ₹500, ₹1,000, ₹5,000, ₹10,000, ₹25,000 — those inside the method's limits. */
export const QUICK_AMOUNTS = [50_000, 100_000, 500_000, 1_000_000, 2_500_000] as const;

/** The method a route names, else the first (header and hub link to `/banking/deposit/default`). */
export function methodFor(methods: readonly DepositMethod[], methodId: string | null | undefined): DepositMethod | undefined {
  return methods.find((m) => m.methodId === methodId) ?? methods[0];
}

/** Why an amount cannot be deposited with a method, or null when it can. */
export function amountProblem(amount: number | null, method: Pick<DepositMethod, 'minAmount' | 'maxAmount'>): string | null {
  if (amount === null || amount <= 0) return 'Enter an amount in rupees, e.g. 1500';
  if (amount < method.minAmount) return `The minimum is ${formatMoney(method.minAmount)}`;
  if (amount > method.maxAmount) return `The maximum is ${formatMoney(method.maxAmount)}`;
  return null;
}

export interface DepositViewProps {
  methods: readonly DepositMethod[];
  method: DepositMethod | undefined;
  /** Rupees text to start from (the header dialog passes ?amount=). */
  initialAmount?: string;
  /** Continue with an amount in paise: to the details to pay, or the automatic path. */
  onContinue: (amount: number, path: 'details' | 'auto') => void;
}

/** Deposit step 1: choose the method (UPI, bank, wallet) and the amount within its limits. */
export function DepositView({ methods, method, initialAmount = '', onContinue }: DepositViewProps) {
  const [text, setText] = useState(initialAmount);
  const [touched, setTouched] = useState(initialAmount !== '');
  if (!method) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Deposit</h1>
        <p className={styles.empty}>No deposit methods are offered on this site right now. Please contact your upline.</p>
      </section>
    );
  }
  const amount = parseRupees(text);
  const problem = amountProblem(amount, method);
  const submit = (path: 'details' | 'auto') => (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (amount !== null && !problem) onContinue(amount, path);
  };
  return (
    <section className={styles.page} aria-labelledby="deposit-title">
      <PageHead id="deposit-title" title="Deposit" />
      <nav className={styles.tabs} aria-label="Deposit method">
        {methods.map((m) => (
          <Link key={m.methodId} className={styles.tab} to={`/banking/deposit/${m.methodId}`} data-state={m.methodId === method.methodId ? 'active' : 'inactive'} aria-current={m.methodId === method.methodId ? 'page' : undefined}>
            {m.name}
          </Link>
        ))}
      </nav>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={submit('details')} aria-label="Deposit amount" noValidate>
        <AmountField
          value={text}
          onChange={(next) => {
            setText(next);
            setTouched(true);
          }}
          problem={problem}
          touched={touched}
          aria-describedby="deposit-limits"
          placeholder={`${rupeesText(method.minAmount)} – ${rupeesText(method.maxAmount)}`}
        >
          <span id="deposit-limits" className={styles.hint}>
            Min {formatMoney(method.minAmount)} · Max {formatMoney(method.maxAmount)}
          </span>
        </AmountField>
        <div className={styles.quick}>
          {QUICK_AMOUNTS.filter((q) => q >= method.minAmount && q <= method.maxAmount).map((q) => (
            <button
              key={q}
              type="button"
              className={styles.chip}
              data-state={amount === q ? 'active' : 'inactive'}
              onClick={() => {
                setText(rupeesText(q));
                setTouched(true);
              }}
            >
              +{formatMoneyWhole(q)}
            </button>
          ))}
        </div>
        <div className={styles.row}>
          <button type="submit" className={styles.primary} disabled={touched && problem !== null}>
            Continue
          </button>
          {method.kind === 'UPI' ? (
            <button type="button" className={styles.secondary} onClick={submit('auto')} disabled={touched && problem !== null}>
              Pay with a UPI app
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** `/banking/deposit/:id` (token and login enabled): `id` is the method. */
export function DepositPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<DepositMethodsQueryQuery>);
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const method = methodFor(data.depositMethods, id);
  return (
    <DepositView
      key={method?.methodId}
      methods={data.depositMethods}
      method={method}
      initialAmount={search.get('amount') ?? ''}
      onContinue={(amount, path) =>
        navigate(`/banking/${path === 'auto' ? 'autoDeposit' : 'deposit-details'}/${rupeesText(amount)}?method=${encodeURIComponent(method!.methodId)}`)
      }
    />
  );
}
