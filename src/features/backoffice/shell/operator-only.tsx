import { PageRefused } from './page-states';

/** An operator-only page opened by another level. */
export function OperatorOnly() {
  return <PageRefused message="Only the site's admin can open this page." />;
}
