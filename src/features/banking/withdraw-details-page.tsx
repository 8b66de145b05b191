import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { BankAccountInput, BankAccountsQueryQuery } from '@/gql/graphql';
import { bankingErrorMessage, IFSC_PATTERN } from './banking-messages';
import { maskedNumber } from './withdraw-page';
import { FormAlert, PageHead, SubmitButton } from './banking-parts';
import styles from './banking.module.css';

/** The one query of `/banking/withdrawdetails`. */
export const BankAccountsQuery = graphql(`
  query BankAccountsQuery {
    bankAccounts {
      accountId
      accountHolder
      accountNumber
      ifsc
      bankName
    }
  }
`);

export const AddBankAccountMutation = graphql(`
  mutation AddBankAccount($input: BankAccountInput!) {
    addBankAccount(input: $input) {
      accountId
      accountHolder
      accountNumber
      ifsc
      bankName
    }
  }
`);

export const RemoveBankAccountMutation = graphql(`
  mutation RemoveBankAccount($accountId: ID!) {
    removeBankAccount(accountId: $accountId) {
      accountId
      accountHolder
      accountNumber
      ifsc
      bankName
    }
  }
`);

type Account = BankAccountsQueryQuery['bankAccounts'][number];

/** Problems of a bank account form, field by field (the exchange checks the same). */
export function accountProblems(input: BankAccountInput): Partial<Record<keyof BankAccountInput, string>> {
  const problems: Partial<Record<keyof BankAccountInput, string>> = {};
  if (input.accountHolder.trim().length < 2) problems.accountHolder = 'Enter the name on the account';
  if (!/^[0-9]{9,18}$/.test(input.accountNumber)) problems.accountNumber = 'An account number is 9 to 18 digits';
  if (!IFSC_PATTERN.test(input.ifsc.toUpperCase())) problems.ifsc = 'An IFSC is 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)';
  if (input.bankName.trim().length < 2) problems.bankName = 'Enter the bank’s name';
  return problems;
}

export interface WithdrawDetailsViewProps {
  accounts: readonly Account[];
  saving: boolean;
  removingId: string | null;
  error: string | null;
  onAdd: (input: BankAccountInput) => Promise<boolean>;
  onRemove: (accountId: string) => void;
}

const EMPTY: BankAccountInput = { accountHolder: '', accountNumber: '', ifsc: '', bankName: '' };
const FIELDS: Array<{ name: keyof BankAccountInput; label: string; inputMode?: 'numeric' }> = [
  { name: 'accountHolder', label: 'Account holder' },
  { name: 'accountNumber', label: 'Account number', inputMode: 'numeric' },
  { name: 'ifsc', label: 'IFSC' },
  { name: 'bankName', label: 'Bank name' },
];

/** The bettor's saved bank accounts: add (IFSC checked), choose for a withdrawal, remove. */
export function WithdrawDetailsView({ accounts, saving, removingId, error, onAdd, onRemove }: WithdrawDetailsViewProps) {
  const [input, setInput] = useState<BankAccountInput>(EMPTY);
  const [touched, setTouched] = useState(false);
  const problems = accountProblems(input);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0 || saving) return;
    void onAdd({ ...input, ifsc: input.ifsc.toUpperCase() }).then((added) => {
      if (!added) return;
      setInput(EMPTY);
      setTouched(false);
    });
  };
  return (
    <section className={styles.page} aria-labelledby="accounts-title">
      <PageHead id="accounts-title" title="Bank accounts" back={{ to: "/banking/withdraw", text: 'Withdraw' }} />
      <section className={styles.panel} aria-label="Saved bank accounts">
        {accounts.length === 0 ? (
          <p className={styles.empty}>No bank accounts saved. Add one below to withdraw to it.</p>
        ) : (
          <ul className={styles.list}>
            {accounts.map((a) => (
              <li key={a.accountId} className={styles.option}>
                <span className={styles.optionMain}>
                  <strong>{a.accountHolder}</strong>
                  <span className={styles.hint}>
                    {a.bankName} · {maskedNumber(a.accountNumber)} · {a.ifsc}
                  </span>
                </span>
                <Link className={styles.secondary} to={`/banking/withdraw?account=${a.accountId}`}>
                  Withdraw here
                </Link>
                <button type="button" className={styles.danger} disabled={removingId === a.accountId} onClick={() => onRemove(a.accountId)} aria-label={`Remove ${a.bankName} ${maskedNumber(a.accountNumber)}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label="Add a bank account" noValidate>
        <h2 className={styles.panelTitle}>Add a bank account</h2>
        {FIELDS.map((f) => (
          <label key={f.name} className={styles.field}>
            <span>{f.label}</span>
            <input
              name={f.name}
              inputMode={f.inputMode}
              autoComplete="off"
              value={input[f.name]}
              aria-invalid={touched && Boolean(problems[f.name])}
              onChange={(e) => setInput({ ...input, [f.name]: f.name === 'ifsc' ? e.target.value.toUpperCase() : e.target.value })}
            />
            {touched && problems[f.name] ? <span className={styles.fieldError}>{problems[f.name]}</span> : null}
          </label>
        ))}
        <FormAlert error={error} />
        <SubmitButton busy={saving} busyText="Saving…">
          Save account
        </SubmitButton>
      </form>
    </section>
  );
}

/** `/banking/withdrawdetails` (token and login enabled). */
export function WithdrawDetailsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<BankAccountsQueryQuery>);
  const [error, setError] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  // Each answer says what the list is now: the saved account joins it, a removal answers the accounts left.
  const [add, { loading }] = useMutation(AddBankAccountMutation, {
    update: (cache, { data: made }) => {
      if (!made) return;
      const list = cache.readQuery({ query: BankAccountsQuery });
      if (list && !list.bankAccounts.some((a) => a.accountId === made.addBankAccount.accountId)) {
        cache.writeQuery({ query: BankAccountsQuery, data: { bankAccounts: [...list.bankAccounts, made.addBankAccount] } });
      }
    },
  });
  const [remove] = useMutation(RemoveBankAccountMutation, {
    update: (cache, { data: left }) => left && cache.writeQuery({ query: BankAccountsQuery, data: { bankAccounts: left.removeBankAccount } }),
  });
  return (
    <WithdrawDetailsView
      accounts={data.bankAccounts}
      saving={loading}
      removingId={removingId}
      error={error}
      onAdd={(input) => {
        setError(null);
        return add({ variables: { input } }).then(
          () => true,
          (err: unknown) => {
            setError(bankingErrorMessage(err));
            return false;
          },
        );
      }}
      onRemove={(accountId) => {
        setError(null);
        setRemovingId(accountId);
        remove({ variables: { accountId } })
          .catch((err: unknown) => setError(bankingErrorMessage(err)))
          .finally(() => setRemovingId(null));
      }}
    />
  );
}
