import { useState } from 'react';
import { formatDateTime } from '@/features/backoffice/risk/date-time';
import { MoneyFigure, PnlFigure } from '@/features/backoffice/risk/figures';
import type { SettleUp_BalanceFragment, SettleUp_RecordFragment } from '@/gql/graphql';
import { RecordSettleUpDialog, type SettleUpInput } from './record-settle-up-dialog';
import { withDownlineWords, withUplineWords } from './settle-up-words';
import styles from './reports.module.css';

export interface SettleUpViewProps {
  /** Me and my upline; null for the admin (no upline). */
  upline: string | null;
  withUpline: SettleUp_BalanceFragment | null;
  /** Each direct downline level and me. */
  withDownline: readonly SettleUp_BalanceFragment[];
  history: readonly SettleUp_RecordFragment[];
  /** The userName whose settle-up was just recorded (shows a notice). */
  recorded?: SettleUp_RecordFragment | null;
  onRecord: (input: SettleUpInput) => Promise<void>;
  newKey?: () => string;
}

/** `/backoffice/settle-up`: what my upline and I, and each direct downline level and I, owe each other since the last settle-up; the past ones; recording one. */
export function SettleUpView({ upline, withUpline, withDownline, history, recorded, onRecord, newKey }: SettleUpViewProps) {
  const [open, setOpen] = useState<SettleUp_BalanceFragment | null>(null);
  return (
    <section className={styles.page} aria-labelledby="settle-up-title">
      <h1 id="settle-up-title" className={styles.title}>
        Settle up
      </h1>
      {recorded ? (
        <p className={styles.notice} role="status">
          Recorded: {recorded.amount > 0 ? `${recorded.downline} paid you` : `you paid ${recorded.downline}`} <MoneyFigure paise={Math.abs(recorded.amount)} />.
        </p>
      ) : null}
      {upline && withUpline ? (
        <div className={styles.panel} aria-labelledby="with-upline-title" role="region">
          <h2 id="with-upline-title" className={styles.sectionTitle}>
            With my upline {upline}
          </h2>
          <p className={styles.confirmText}>{withUplineWords(upline, withUpline.outstanding)}</p>
          <div className={styles.figures}>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>Outstanding</span>
              <span className={styles.figureValue}>
                <PnlFigure paise={-withUpline.outstanding} />
              </span>
              <span className={styles.figureSub}>+ my upline owes me, − I owe it</span>
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>Since the last settle-up</span>
              <span className={styles.figureValue}>
                <PnlFigure paise={-withUpline.sinceLast} />
              </span>
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>Last settled</span>
              <span className={styles.figureValue}>{withUpline.lastSettledAt ? formatDateTime(withUpline.lastSettledAt) : 'Never'}</span>
              <span className={styles.figureSub}>Your upline records settle-ups with you.</span>
            </div>
          </div>
        </div>
      ) : null}
      <h2 className={styles.sectionTitle}>With my downline levels</h2>
      {withDownline.length === 0 ? (
        <p className={styles.empty} role="status">
          No downline levels below you (bettors settle through their balance, not here).
        </p>
      ) : (
        <div className={styles.scroll} role="region" aria-label="Balances with my downline levels" tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>What each direct downline level and I owe each other</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col" className={styles.num}>
                  Since last
                </th>
                <th scope="col" className={styles.num}>
                  Outstanding
                </th>
                <th scope="col">Who owes</th>
                <th scope="col">Last settled</th>
                <th scope="col">
                  <span className={styles.caption}>Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {withDownline.map((b) => (
                <tr key={b.userName}>
                  <th scope="row" className={styles.rowLabel}>
                    {b.userName} <span className={styles.figureSub}>{b.roleName}</span>
                  </th>
                  <td data-label="Since last" className={styles.num}>
                    <PnlFigure paise={b.sinceLast} />
                  </td>
                  <td data-label="Outstanding" className={styles.num}>
                    <PnlFigure paise={b.outstanding} />
                  </td>
                  <td data-label="Who owes">{withDownlineWords(b.userName, b.outstanding)}</td>
                  <td data-label="Last settled">{b.lastSettledAt ? formatDateTime(b.lastSettledAt) : 'Never'}</td>
                  <td>
                    <button type="button" className={styles.action} onClick={() => setOpen(b)} aria-label={`Record settle-up with ${b.userName}`}>
                      Record settle-up
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className={styles.sectionTitle}>Past settle-ups</h2>
      {history.length === 0 ? (
        <p className={styles.empty} role="status">
          No settle-up recorded yet.
        </p>
      ) : (
        <div className={styles.scroll} role="region" aria-label="Past settle-ups" tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>Past settle-ups, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Between</th>
                <th scope="col" className={styles.num}>
                  Amount
                </th>
                <th scope="col">Note</th>
                <th scope="col">Recorded by</th>
              </tr>
            </thead>
            <tbody>
              {history.map((r) => (
                <tr key={r.id}>
                  <td data-label="When">{formatDateTime(r.at)}</td>
                  <td data-label="Between">{r.amount > 0 ? `${r.downline} paid ${r.upline}` : `${r.upline} paid ${r.downline}`}</td>
                  <td data-label="Amount" className={styles.num}>
                    <MoneyFigure paise={Math.abs(r.amount)} />
                  </td>
                  <td data-label="Note">{r.note}</td>
                  <td data-label="Recorded by">{r.recordedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? <RecordSettleUpDialog key={open.userName} target={open} onClose={() => setOpen(null)} onRecord={onRecord} newKey={newKey} /> : null}
    </section>
  );
}
