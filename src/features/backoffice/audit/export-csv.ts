/** The Audit page's CSV export: the exchange streams it (GET /api/backoffice/audit.csv); the browser saves it as a file. */
import type { AuditFilterDraft } from '../../../../machines/audit-log.machine';
import { csvUrlOf } from './audit-search';

/** Fetches the filter's CSV with the caller's token and hands it to the browser as a download. */
export async function downloadAuditCsv(filter: AuditFilterDraft, token: string | null, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!token) throw new Error('Log in again to export');
  const res = await fetchImpl(csvUrlOf(filter), { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `the server answered ${res.status}`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
