import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { SettingsQueryQuery } from '@/gql/graphql';
import { parseRupees, rupeesText } from '@/lib/format';
import { ACCEPT_ODDS_CHANGES, type AcceptOddsChanges } from '@domain/odds-change';
import { AccountPage } from '@/features/account/shared/account-page';
import styles from '@/features/account/shared/account-details.module.css';
import pageStyles from '@/features/account/shared/account-page.module.css';
import ownStyles from './settings.module.css';

/** The one query of `/settings`. */
export const SettingsQuery = graphql(`
  query SettingsQuery {
    settings {
      defaultStakes
      lossLimit
      oneClickBetting
      oneClickStake
      acceptOddsChanges
      cancelOnDisconnect
    }
  }
`);

export const UpdateSettingsMutation = graphql(`
  mutation UpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      defaultStakes
      lossLimit
      oneClickBetting
      oneClickStake
      acceptOddsChanges
      cancelOnDisconnect
    }
  }
`);

/** How long the exchange waits for a disconnected bettor to come back (its DEAD_MAN_WEB_TIMEOUT_SECONDS default). */
export const DISCONNECT_GRACE_SECONDS = 30;

/** Quick stakes the bet slip shows: 1 to 8 amounts (the exchange's bound). */
export const MAX_QUICK_STAKES = 8;

export interface SettingsDraft {
  /** Amounts as typed, currency units. */
  stakes: string[];
  /** Loss limit as typed; empty for none. */
  lossLimit: string;
  oneClickBetting: boolean;
  /** One-click stake as typed, currency units. */
  oneClickStake: string;
  acceptOddsChanges: AcceptOddsChanges;
  cancelOnDisconnect: boolean;
}

export interface SettingsValues {
  defaultStakes: number[];
  lossLimit: number | null;
  oneClickBetting: boolean;
  /** Paise. */
  oneClickStake: number;
  acceptOddsChanges: AcceptOddsChanges;
  /** Cancel my unmatched bets if I disconnect (the exchange's dead-man switch). */
  cancelOnDisconnect: boolean;
}

/** What each odds-change choice does, as the page says it. */
export const ODDS_CHANGE_LABELS: Record<AcceptOddsChanges, string> = {
  never: 'Never: always ask me when the price has moved',
  better: 'Better odds only: take a better price, ask me about a worse one',
  any: 'Any odds: place at the new price whichever way it moved',
};

/** The typed draft as paise, or the first problem with it. */
export function parseSettings(draft: SettingsDraft): { values: SettingsValues } | { error: string } {
  const stakes: number[] = [];
  for (const text of draft.stakes) {
    if (text.trim() === '') continue;
    const amount = parseRupees(text.trim());
    if (amount === null || amount <= 0) return { error: `Quick stake "${text}" must be an amount above zero.` };
    stakes.push(amount);
  }
  if (stakes.length === 0) return { error: 'Keep at least one quick stake.' };
  if (stakes.length > MAX_QUICK_STAKES) return { error: `At most ${MAX_QUICK_STAKES} quick stakes.` };
  const oneClickStake = parseRupees(draft.oneClickStake.trim());
  if (oneClickStake === null || oneClickStake <= 0) return { error: 'The one-click stake must be an amount above zero.' };
  const rest = { oneClickBetting: draft.oneClickBetting, oneClickStake, acceptOddsChanges: draft.acceptOddsChanges, cancelOnDisconnect: draft.cancelOnDisconnect };
  if (draft.lossLimit.trim() === '') return { values: { defaultStakes: stakes, lossLimit: null, ...rest } };
  const limit = parseRupees(draft.lossLimit.trim());
  if (limit === null || limit <= 0) return { error: 'The loss limit must be an amount above zero, or empty for no limit.' };
  return { values: { defaultStakes: stakes, lossLimit: limit, ...rest } };
}

export const draftOf = (settings: SettingsValues): SettingsDraft => ({
  stakes: Array.from({ length: MAX_QUICK_STAKES }, (_, i) => (settings.defaultStakes[i] !== undefined ? rupeesText(settings.defaultStakes[i]!) : '')),
  lossLimit: settings.lossLimit === null ? '' : rupeesText(settings.lossLimit),
  oneClickBetting: settings.oneClickBetting,
  oneClickStake: rupeesText(settings.oneClickStake),
  acceptOddsChanges: settings.acceptOddsChanges,
  cancelOnDisconnect: settings.cancelOnDisconnect,
});

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface SettingsViewProps {
  settings: SettingsValues;
  status: SaveStatus;
  onSave: (values: SettingsValues) => void;
}

/** Settings: the bet slip's quick stakes, one-click betting, what to do when odds move, and the self-set loss limit. */
export function SettingsView({ settings, status, onSave }: SettingsViewProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSettings(draft);
    if ('error' in parsed) return setProblem(parsed.error);
    setProblem(null);
    onSave(parsed.values);
  };
  return (
    <AccountPage title="Settings">
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.stakes}>
          <legend>Quick stakes (bet slip buttons)</legend>
          {draft.stakes.map((value, i) => (
            <div key={i}>
              <label htmlFor={`${id}-stake-${i}`}>Stake {i + 1}</label>
              <input
                id={`${id}-stake-${i}`}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={value}
                onChange={(e) => setDraft((d) => ({ ...d, stakes: d.stakes.map((s, j) => (j === i ? e.target.value : s)) }))}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>One-click betting (ladder)</legend>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.oneClickBetting} onChange={(e) => setDraft((d) => ({ ...d, oneClickBetting: e.target.checked }))} />
            Place at once when I click a price on the ladder, without the bet slip
          </label>
          <label htmlFor={`${id}-one-click`}>One-click stake</label>
          <input
            id={`${id}-one-click`}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={draft.oneClickStake}
            onChange={(e) => setDraft((d) => ({ ...d, oneClickStake: e.target.value }))}
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>When the odds change before my bet is placed</legend>
          {ACCEPT_ODDS_CHANGES.map((choice) => (
            <label key={choice} className={styles.check}>
              <input
                type="radio"
                name={`${id}-odds-change`}
                value={choice}
                checked={draft.acceptOddsChanges === choice}
                onChange={() => setDraft((d) => ({ ...d, acceptOddsChanges: choice }))}
              />
              {ODDS_CHANGE_LABELS[choice]}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>If I lose my connection</legend>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.cancelOnDisconnect} onChange={(e) => setDraft((d) => ({ ...d, cancelOnDisconnect: e.target.checked }))} />
            Cancel my unmatched bets if I disconnect
          </label>
          <p className={ownStyles.hint}>When every Backlay tab of yours has been closed or offline for {DISCONNECT_GRACE_SECONDS} seconds, your unmatched bets are cancelled. Matched bets stay as they are.</p>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Loss limit</legend>
          <label htmlFor={`${id}-limit`}>Most your open bets may risk at once (empty: no limit)</label>
          <input id={`${id}-limit`} type="number" inputMode="decimal" min="0" step="any" value={draft.lossLimit} onChange={(e) => setDraft((d) => ({ ...d, lossLimit: e.target.value }))} />
        </fieldset>
        {problem && (
          <p role="alert" className={styles.fieldError}>
            {problem}
          </p>
        )}
        {status.kind === 'failed' && (
          <p role="alert" className={styles.fieldError}>
            {status.message}
          </p>
        )}
        {status.kind === 'saved' && <p role="status">Settings saved. The bet slip uses them now.</p>}
        <div>
          <button type="submit" className={pageStyles.button} disabled={status.kind === 'saving'}>
            {status.kind === 'saving' ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
    </AccountPage>
  );
}

/**
 * The save: the mutation answers the settings as saved, and the cache's one Settings object (a
 * singleton, src/app/apollo.ts) takes them, so the bet slip's BetSlipSettings moves with no query sent.
 */
export function useUpdateSettings() {
  return useMutation(UpdateSettingsMutation);
}

/** `/settings` (token). The bet slip reads the same settings, so a save reaches it through the cache. */
export function SettingsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<SettingsQueryQuery>);
  const [update] = useUpdateSettings();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const save = async (values: SettingsValues) => {
    setStatus({ kind: 'saving' });
    try {
      await update({ variables: { input: values } });
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return <SettingsView settings={data.settings} status={status} onSave={(v) => void save(v)} />;
}
