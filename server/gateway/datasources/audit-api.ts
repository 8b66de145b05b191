import type { RestClient } from './rest-client';
import type { AuditEntryView, AuditFilterInput, AuditPage } from '../../contract/audit';

/** The audit log (REST /backoffice/audit, /user/protection-log; issue #47). Never cached. */
export class AuditAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  page = (filter: AuditFilterInput, first: number | null | undefined, after: string | null | undefined) => this.mine<AuditPage>('/backoffice/audit', { ...filter, first, after });
  protectionChanges = () => this.mine<AuditEntryView[]>('/user/protection-log');
}
