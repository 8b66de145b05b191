/**
 * The Audit page's state in the URL (`/backoffice/audit?actor=agent&kind=credit&from=…&to=…&pages=c1,c2`),
 * so a reload or a shared link shows the same entries: the filter and the cursors of the pages walked
 * through (the last is where this page starts). The CSV export takes the same filter.
 */
import type { AuditFilterDraft } from '../../../../machines/audit-log.machine';
import { rangeFromSearch, rangeVariables } from '@/features/account/public';
import type { AuditFilter } from '@/gql/graphql';

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

export function filterFromSearch(search: URLSearchParams, now: Date): AuditFilterDraft {
  return { actor: search.get('actor') ?? '', target: search.get('target') ?? '', kind: search.get('kind') ?? '', range: rangeFromSearch(search, now) };
}

/** The cursors of the pages before this one (empty on the first page). */
export function cursorsFromSearch(search: URLSearchParams): string[] {
  return (search.get('pages') ?? '').split(',').filter(Boolean);
}

/** The URL search of a filter and the pages walked; a new filter starts on the first page. */
export function searchOf(filter: AuditFilterDraft, cursors: readonly string[] = []): string {
  const search = new URLSearchParams();
  if (filter.actor) search.set('actor', filter.actor);
  if (filter.target) search.set('target', filter.target);
  if (filter.kind) search.set('kind', filter.kind);
  search.set('from', filter.range.from);
  search.set('to', filter.range.to);
  if (cursors.length > 0) search.set('pages', cursors.join(','));
  return `?${search.toString()}`;
}

/** The filter as the gateway takes it: the range from local midnight to the midnight after its last day. */
export function auditFilterOf(filter: AuditFilterDraft): AuditFilter {
  const { from, to } = rangeVariables(filter.range);
  return { ...(filter.actor ? { actor: filter.actor } : {}), ...(filter.target ? { target: filter.target } : {}), ...(filter.kind ? { kind: filter.kind } : {}), from, to };
}

/** The query's variables from the URL. */
export function auditVariables(search: URLSearchParams, now: Date): { filter: AuditFilter; first: number; after: string | null } {
  return { filter: auditFilterOf(filterFromSearch(search, now)), first: AUDIT_PAGE_SIZE, after: cursorsFromSearch(search).at(-1) ?? null };
}

/** The CSV export's address: the same filter as query parameters. */
export function csvUrlOf(filter: AuditFilterDraft): string {
  const f = auditFilterOf(filter);
  const search = new URLSearchParams(Object.entries(f).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return `/api/backoffice/audit.csv?${search.toString()}`;
}
