import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { ActivityLog_EntriesFragment, ActivityLogQueryQuery } from '@/gql/graphql';
import { AccountPage } from '@/features/account/shared/account-page';
import { AccountTable, type Column } from '@/features/account/shared/account-table';
import { formatDateTime } from '@/features/account/shared/account-format';

export const ActivityLog_entries = graphql(`
  fragment ActivityLog_entries on ActivityEntry {
    at
    ip
    userAgent
    success
  }
`);

/** The one query of `/activityLog`. */
export const ActivityLogQuery = graphql(`
  query ActivityLogQuery {
    activityLog {
      ...ActivityLog_entries
    }
  }
`);

type Entry = ActivityLog_EntriesFragment;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user agent; the raw text when nothing is recognised; 'Unknown' when none was sent. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.slice(0, 60);
  return [browser ?? 'Browser', system].filter(Boolean).join(' on ');
}

export interface ActivityLogViewProps {
  entries: readonly Entry[];
  locale?: string;
}

/** Activity Log: logins (failed ones too) with time, address, device and result. */
export function ActivityLogView({ entries, locale }: ActivityLogViewProps) {
  const columns: Column<Entry>[] = [
    { key: 'at', header: 'Time', cell: (e) => formatDateTime(e.at, locale) },
    { key: 'ip', header: 'IP address', cell: (e) => e.ip },
    { key: 'device', header: 'Device / browser', cell: (e) => <span title={e.userAgent ?? undefined}>{describeDevice(e.userAgent)}</span> },
    { key: 'result', header: 'Result', cell: (e) => (e.success ? <span data-sign="positive">Success</span> : <span data-sign="negative">Failed</span>) },
  ];
  return (
    <AccountPage title="Activity Log">
      <AccountTable caption="Login activity" columns={columns} rows={entries} rowKey={(e) => `${e.at}-${e.ip}-${String(e.success)}`} emptyText="No login activity yet." />
    </AccountPage>
  );
}

/** `/activityLog` (both). */
export function ActivityLogPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<ActivityLogQueryQuery>);
  return <ActivityLogView entries={data.activityLog} />;
}
