import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { deviceText } from '@domain/user-agent';
import { graphql } from '@/gql/gql';
import type { ActivityLog_EntriesFragment, ActivityLog_ProtectionFragment, ActivityLogQueryQuery } from '@/gql/graphql';
import { changesOf } from '@/lib/audit-change';
import { AccountPage } from '@/features/account/shared/account-page';
import { AccountTable, type Column } from '@/features/account/shared/account-table';
import { formatDateTime } from '@/features/account/shared/account-format';
import styles from '@/features/account/shared/account-page.module.css';

export const ActivityLog_entries = graphql(`
  fragment ActivityLog_entries on ActivityEntry {
    at
    ip
    userAgent
    success
  }
`);

export const ActivityLog_protection = graphql(`
  fragment ActivityLog_protection on AuditEntry {
    id
    at
    act
    actor {
      userName
      role
    }
    ip
    userAgent
    before
    after
  }
`);

/** The one query of `/activityLog`: the logins and the protection changes on the account. */
export const ActivityLogQuery = graphql(`
  query ActivityLogQuery {
    activityLog {
      ...ActivityLog_entries
    }
    myProtectionChanges {
      ...ActivityLog_protection
    }
  }
`);

type Entry = ActivityLog_EntriesFragment;

type ProtectionChange = ActivityLog_ProtectionFragment;

/** "protection.deposit_limit" → "Deposit limit"; the act as it is when it has no second part. */
function protectionWords(act: string): string {
  const rest = act.split('.').slice(1).join(' ').replace(/_/g, ' ');
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : act;
}

/** What a protection change did, before → after, in one line. */
function changeText(change: ProtectionChange): string {
  const parts = changesOf(change.before, change.after).map((c) => (c.before === null ? `${c.field} ${c.after}` : c.after === null ? `${c.field} was ${c.before}` : `${c.field} ${c.before} → ${c.after}`));
  return parts.length > 0 ? parts.join('; ') : '—';
}

export interface ActivityLogViewProps {
  entries: readonly Entry[];
  /** The protection changes on the account (audit entries protection.*), newest first. */
  protections?: readonly ProtectionChange[];
  locale?: string;
}

/** Activity Log: logins (failed ones too) with time, address, device and result; then the account's protection changes. */
export function ActivityLogView({ entries, protections = [], locale }: ActivityLogViewProps) {
  const columns: Column<Entry>[] = [
    { key: 'at', header: 'Time', cell: (e) => formatDateTime(e.at, locale) },
    { key: 'ip', header: 'IP address', cell: (e) => e.ip },
    { key: 'device', header: 'Device / browser', cell: (e) => <span title={e.userAgent ?? undefined}>{deviceText(e.userAgent)}</span> },
    { key: 'result', header: 'Result', cell: (e) => (e.success ? <span data-sign="positive">Success</span> : <span data-sign="negative">Failed</span>) },
  ];
  const protectionColumns: Column<ProtectionChange>[] = [
    { key: 'at', header: 'Time', cell: (p) => formatDateTime(p.at, locale) },
    { key: 'what', header: 'Protection', cell: (p) => protectionWords(p.act) },
    { key: 'change', header: 'Change', cell: (p) => changeText(p) },
    { key: 'by', header: 'By', cell: (p) => (p.actor ? p.actor.userName : 'System') },
    { key: 'from', header: 'IP address / device', cell: (p) => (p.ip ? `${p.ip} · ${deviceText(p.userAgent)}` : '—') },
  ];
  return (
    <AccountPage title="Activity Log">
      <AccountTable caption="Login activity" columns={columns} rows={entries} rowKey={(e) => `${e.at}-${e.ip}-${String(e.success)}`} emptyText="No login activity yet." />
      <h2 className={styles.subtitle}>Protection changes</h2>
      <AccountTable caption="Protection changes" columns={protectionColumns} rows={protections} rowKey={(p) => p.id} emptyText="No protection changes yet." />
    </AccountPage>
  );
}

/** `/activityLog` (both). */
export function ActivityLogPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<ActivityLogQueryQuery>);
  return <ActivityLogView entries={data.activityLog} protections={data.myProtectionChanges} />;
}
