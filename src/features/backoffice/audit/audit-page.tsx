import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation, type Params } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { auditLogMachine, type AuditFilterDraft } from '../../../../machines/audit-log.machine';
import { useChild } from '@/lib/app-actor';
import type { BackofficeAuditQuery as AuditData } from '@/gql/graphql';
import { BackofficeAuditQuery } from './audit-documents';
import { AUDIT_PAGE_SIZE, auditVariables, cursorsFromSearch, filterFromSearch, searchOf } from './audit-search';
import { AuditView } from './audit-view';
import { downloadAuditCsv } from './export-csv';

export { BackofficeAuditQuery };

/** The query's variables from the URL (filter, range, the page's cursor). */
export const backofficeAuditVariables = (_params: Params, url: URL) => auditVariables(url.searchParams, new Date());

/** `/backoffice/audit`: the audit log of the caller's part of the tree, filtered and paged through the URL, exported as CSV. */
export function AuditPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<AuditData>);
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const session = useChild('session');
  const [now] = useState(() => new Date());
  const params = new URLSearchParams(search);
  const filter = filterFromSearch(params, now);
  const cursors = cursorsFromSearch(params);
  const [snapshot, send] = useMachine(
    auditLogMachine.provide({
      actions: { showFilter: (_, { filter: next }: { filter: AuditFilterDraft }) => void navigate(searchOf(next)) },
      actors: { exportCsv: fromPromise<void, { filter: AuditFilterDraft }>(({ input }) => downloadAuditCsv(input.filter, session.getSnapshot().context.token)) },
    }),
    { input: { filter } },
  );
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  // The router says when a page is on its way and when it is in; back/forward brings the URL's filter.
  useEffect(() => void send({ type: loading ? 'page.loading' : 'page.loaded' }), [loading, send]);
  const urlFilter = searchOf(filter);
  useEffect(() => void send({ type: 'filter.sync', filter: filterFromSearch(new URLSearchParams(urlFilter), new Date()) }), [urlFilter, send]);
  const page = data.backofficeAudit;
  const next = page.nextCursor;
  return (
    <AuditView
      entries={page.entries}
      draft={snapshot.context.draft}
      loading={snapshot.hasTag('busy')}
      pageStart={cursors.length * AUDIT_PAGE_SIZE}
      hasOlder={next !== null}
      exporting={snapshot.hasTag('exporting')}
      exportError={snapshot.context.exportError}
      onEdit={(field, value) => send({ type: 'filter.edit', field, value })}
      onRange={(range) => send({ type: 'range.pick', range })}
      onApply={() => send({ type: 'filter.apply' })}
      onClear={() => send({ type: 'filter.clear' })}
      onOlder={() => next && navigate(searchOf(filter, [...cursors, next]))}
      onNewer={() => navigate(searchOf(filter, cursors.slice(0, -1)))}
      onExport={() => send({ type: 'csv.export' })}
    />
  );
}
