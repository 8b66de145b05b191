import { useState } from 'react';
import type { Paise } from '@domain/money';
import { formatMoney, moneySign, parseRupees } from '@/lib/format';
import { ActDialog, Field } from './act-dialog';
import { parsePercentBps } from '@/lib/percent';
import type { ActState } from './use-act';

/** A new user as the exchange takes it (BackofficeCreateUserInput). */
export interface NewUser {
  userName: string;
  password: string;
  role: string;
  parent: string | null;
  partnershipBps: number;
  commissionBps: number | null;
  creditAmount: Paise | null;
}

export interface CreateUserDialogProps {
  /** The roles I may create, top down, with their names; the first is the default. */
  roles: readonly { role: string; name: string }[];
  /** The admin names the parent (a user of the level just above the role); others create under themselves. */
  askParent: boolean;
  /** The parent to suggest (the opened level). */
  defaultParent: string | null;
  /** What I can give as opening credit; null for the admin, whose credit comes from the house's cash. */
  myAvailable: Paise | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ActState;
  onSubmit: (user: NewUser) => void;
}

const USER_NAME = /^[A-Za-z0-9_.-]{3,32}$/;

interface Draft {
  userName: string;
  password: string;
  role: string;
  parent: string;
  partnership: string;
  commission: string;
  credit: string;
}

/** Each field's problem (null when fine), checked before anything is sent. */
export function newUserErrors(d: Draft, myAvailable: Paise | null, askParent: boolean): Record<keyof Draft, string | null> {
  const isBettor = d.role === 'bettor';
  const share = parsePercentBps(d.partnership);
  const commission = d.commission.trim() === '' ? 0 : parsePercentBps(d.commission);
  const credit = d.credit.trim() === '' ? 0 : parseRupees(d.credit);
  return {
    userName: USER_NAME.test(d.userName) ? null : '3–32 letters, digits, . _ or -.',
    password: d.password.length >= 8 ? null : 'At least 8 characters.',
    role: d.role ? null : 'Choose a level.',
    parent: askParent && d.parent.trim() === '' ? 'Name the parent (a user of the level just above).' : null,
    // The exchange bounds it by what the chain above left (PARTNERSHIP_OUT_OF_RANGE, shown in words).
    partnership: isBettor || share !== null ? null : 'A percent from 0 to 100, e.g. 20 or 12.5.',
    commission: commission === null ? 'A percent from 0 to 100, or empty for the site default.' : null,
    credit: credit === null ? 'Rupees, e.g. 10000, or empty.' : myAvailable !== null && credit > myAvailable ? `You have ${formatMoney(myAvailable)} available to give.` : null,
  };
}

/** Create a user one level below: login, level, partnership, commission and opening credit. */
export function CreateUserDialog({ roles, askParent, defaultParent, myAvailable, open, onOpenChange, state, onSubmit }: CreateUserDialogProps) {
  const [draft, setDraft] = useState<Draft>({ userName: '', password: '', role: roles[0]?.role ?? '', parent: defaultParent ?? '', partnership: '0', commission: '', credit: '' });
  const [shown, setShown] = useState(false);
  const errors = newUserErrors(draft, myAvailable, askParent);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const err = (key: keyof Draft) => (shown ? errors[key] : null);
  const submit = () => {
    setShown(true);
    if (Object.values(errors).some((e) => e !== null)) return;
    const credit = draft.credit.trim() === '' ? null : parseRupees(draft.credit);
    onSubmit({
      userName: draft.userName,
      password: draft.password,
      role: draft.role,
      parent: askParent ? draft.parent.trim() : null,
      partnershipBps: draft.role === 'bettor' ? 0 : (parsePercentBps(draft.partnership) ?? 0),
      commissionBps: draft.commission.trim() === '' ? null : parsePercentBps(draft.commission),
      creditAmount: credit === 0 ? null : credit,
    });
  };
  return (
    <ActDialog title="Create user" open={open} onOpenChange={onOpenChange} state={state} submitLabel="Create user" doneText={`Created ${draft.userName}.`} onSubmit={submit}>
      <Field id="new-user-name" label="Login name" error={err('userName')}>
        {(f) => <input {...f} autoComplete="off" value={draft.userName} onChange={set('userName')} />}
      </Field>
      <Field id="new-user-password" label="Password" error={err('password')}>
        {(f) => <input {...f} type="password" autoComplete="new-password" value={draft.password} onChange={set('password')} />}
      </Field>
      <Field id="new-user-role" label="Level" error={err('role')}>
        {(f) => (
          <select {...f} value={draft.role} onChange={set('role')}>
            {roles.map((r) => (
              <option key={r.role} value={r.role}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {askParent ? (
        <Field id="new-user-parent" label="Parent (login name)" error={err('parent')}>
          {(f) => <input {...f} autoComplete="off" value={draft.parent} onChange={set('parent')} />}
        </Field>
      ) : null}
      {draft.role === 'bettor' ? null : (
        <Field id="new-user-partnership" label="Partnership (%)" error={err('partnership')} hint="The share of its downline's P&L it keeps, of the whole (within what your upline left).">
          {(f) => <input {...f} inputMode="decimal" autoComplete="off" value={draft.partnership} onChange={set('partnership')} />}
        </Field>
      )}
      <Field id="new-user-commission" label="Commission (%)" error={err('commission')} hint="Empty: the site's default.">
        {(f) => <input {...f} inputMode="decimal" autoComplete="off" value={draft.commission} onChange={set('commission')} />}
      </Field>
      <Field id="new-user-credit" label={`Opening credit (${moneySign()})`} error={err('credit')} hint={myAvailable === null ? 'From the house’s cash; empty for none.' : `Out of your available ${formatMoney(myAvailable)}; empty for none.`}>
        {(f) => <input {...f} inputMode="decimal" autoComplete="off" value={draft.credit} onChange={set('credit')} />}
      </Field>
    </ActDialog>
  );
}
