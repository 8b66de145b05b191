import { useState, type FormEvent } from 'react';
import { formOf, settingsInput, type SettingsErrors, type SettingsForm } from './settings-form';
import type { SiteSettingsData } from './operator-types';
import type { SiteSettingsInput } from '@/gql/graphql';
import { formatMoney, formatMoneyWhole, isMoneyLocale, moneySign } from '@/lib/format';
import styles from './operator.module.css';

/** The figure each money locale is shown with: ₹12,34,567.00 in en-IN. */
const MONEY_SAMPLE = 123_456_700;

export interface SettingsViewProps {
  /** The saved settings; null while the first answer is on its way. */
  settings: SiteSettingsData | null;
  /** Saves; resolves with the refusal in words, or null when saved. */
  onSave: (input: SiteSettingsInput) => Promise<string | null>;
  error?: string | null;
  /** A form typed over the saved settings (stories show an invalid one). */
  draft?: (form: SettingsForm) => SettingsForm;
}

/** `/backoffice/settings`: levels above bettors, default partnership per level, and per sport the stake limits and in-play delay. */
export function SettingsView({ settings, onSave, error, draft }: SettingsViewProps) {
  return (
    <section className={styles.page} aria-labelledby="site-settings-title">
      <h1 id="site-settings-title" className={styles.title}>
        Site settings
      </h1>
      <p className={styles.lead}>Empty limits keep each market’s own (stakes {formatMoneyWhole(1_000)} to {formatMoneyWhole(10_000_000)} and its bet delay).</p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {settings === null ? (
        <p className={styles.empty} role="status" aria-busy="true">
          Loading the settings…
        </p>
      ) : (
        <SettingsFormView settings={settings} onSave={onSave} draft={draft} />
      )}
    </section>
  );
}

function SettingsFormView({ settings, onSave, draft }: { settings: SiteSettingsData; onSave: SettingsViewProps['onSave']; draft?: SettingsViewProps['draft'] }) {
  const [form, setForm] = useState<SettingsForm>(() => (draft ? draft(formOf(settings)) : formOf(settings)));
  const [errors, setErrors] = useState<SettingsErrors>(() => (draft ? checkOf(draft(formOf(settings))) : {}));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = settingsInput(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setState('saving');
    const refused = await onSave(checked.input);
    setRefusal(refused);
    setState(refused ? 'idle' : 'saved');
  };
  const edit = (change: (f: SettingsForm) => void) => {
    setForm((f) => {
      const next = structuredClone(f);
      change(next);
      return next;
    });
    setState('idle');
  };
  const fieldError = (key: string) =>
    errors[key] ? (
      <span className={styles.fieldError} id={`err-${key}`}>
        {errors[key]}
      </span>
    ) : null;
  const invalid = (key: string) => ({ 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': errors[key] ? `err-${key}` : undefined });
  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Levels above bettors</legend>
        <label className={styles.field}>
          Levels
          <select className={styles.input} value={form.levels} onChange={(e) => edit((f) => void (f.levels = e.target.value))} {...invalid('levels')}>
            <option value="4">4 — Admin, Super master, Master, Agent</option>
            <option value="3">3 — Admin, Master, Agent</option>
            <option value="2">2 — Admin, Agent</option>
          </select>
          {fieldError('levels')}
        </label>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Two-step sign-in</legend>
        <label className={styles.field}>
          Bettors
          <select className={styles.input} value={form.bettorTwoFactor ? 'offered' : 'off'} onChange={(e) => edit((f) => void (f.bettorTwoFactor = e.target.value === 'offered'))}>
            <option value="off">Not offered</option>
            <option value="offered">May turn it on in their account</option>
          </select>
        </label>
        <p>Every level above bettors must use it (they can move money).</p>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Money</legend>
        <label className={styles.field}>
          Written as
          <select className={styles.input} value={form.moneyLocale} onChange={(e) => edit((f) => void (f.moneyLocale = e.target.value))}>
            {form.moneyLocales.map((locale) => (
              <option key={locale} value={locale}>
                {isMoneyLocale(locale) ? `${formatMoney(MONEY_SAMPLE, locale)} (${locale})` : locale}
              </option>
            ))}
          </select>
        </label>
        <p>On every bettor's and staff screen, and on the pages the server draws, from their next load.</p>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Default partnership of a new user (% of the whole)</legend>
        <div className={styles.grid}>
          {form.shares.map((s, i) => (
            <label key={s.role} className={styles.field}>
              {s.roleName}
              <input className={styles.input} inputMode="decimal" value={s.percent} onChange={(e) => edit((f) => void (f.shares[i]!.percent = e.target.value))} {...invalid(`share:${s.role}`)} />
              {fieldError(`share:${s.role}`)}
            </label>
          ))}
        </div>
        {errors.shares ? (
          <p className={styles.error} role="alert">
            {errors.shares}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Trading desk</legend>
        <p className={styles.lead}>The admin always has the desk. Tick the levels that may also create events, quote and settle.</p>
        <div className={styles.grid}>
          {form.desk.map((r, i) => (
            <label key={r.role} className={styles.check}>
              <input type="checkbox" checked={r.allowed} onChange={(e) => edit((f) => void (f.desk[i]!.allowed = e.target.checked))} />
              {r.roleName}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Limits per sport</legend>
        <table className={styles.limits}>
          <thead>
            <tr>
              <th scope="col">Sport</th>
              <th scope="col">Min stake ({moneySign()})</th>
              <th scope="col">Max stake ({moneySign()})</th>
              <th scope="col">In-play delay (s)</th>
            </tr>
          </thead>
          <tbody>
            {form.sports.map((s, i) => (
              <tr key={s.sportId}>
                <td>{s.sportName}</td>
                {(
                  [
                    ['minStake', 'min', `Min stake (${moneySign()})`],
                    ['maxStake', 'max', `Max stake (${moneySign()})`],
                    ['delaySeconds', 'delay', 'In-play delay (s)'],
                  ] as const
                ).map(([field, key, label]) => (
                  <td key={field} data-label={label}>
                    <input
                      className={styles.input}
                      inputMode={field === 'delaySeconds' ? 'numeric' : 'decimal'}
                      aria-label={`${s.sportName} ${label}`}
                      placeholder="Default"
                      value={s[field]}
                      onChange={(e) => edit((f) => void (f.sports[i]![field] = e.target.value))}
                      {...invalid(`${key}:${s.sportId}`)}
                    />
                    {fieldError(`${key}:${s.sportId}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      {refusal ? (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {state === 'saved' ? (
          <span className={styles.saved} role="status">
            Saved
          </span>
        ) : null}
        <button type="submit" className={styles.primary} disabled={state === 'saving'}>
          {state === 'saving' ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

function checkOf(form: SettingsForm): SettingsErrors {
  const checked = settingsInput(form);
  return 'errors' in checked ? checked.errors : {};
}
