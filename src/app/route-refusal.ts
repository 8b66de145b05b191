import type { RouteRefusal } from '../../machines/lib/routes';
import type { ToastKind } from '../../machines/toast.machine';
import { BLOCKED_MESSAGE } from '@/features/auth/blocked-message';

/**
 * What the bettor is told when the route guard sends a navigation home: a blocked bettor (isLogin 0)
 * learns why a betting page was refused. A missing token or an unknown path is sent home silently
 * (the header offers Login; a mistyped address lands on home).
 */
export function refusalToast(refusal: RouteRefusal): { kind: ToastKind; message: string } | null {
  return refusal === 'loginDisabled' ? { kind: 'warning', message: BLOCKED_MESSAGE } : null;
}
