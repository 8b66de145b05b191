import { lazy, Suspense, useState } from 'react';
import { AppActor } from '@/lib/app-actor';
import type { PopupsProps } from './popups';

const Popups = lazy(() => import('./popups').then((m) => ({ default: m.Popups })));

/**
 * The frame's popups (login, exposure, rules, book, bets, banking, promotions, search) are not part of
 * the first screen: their code loads when the first one opens, and stays mounted after that.
 */
export function LazyPopups(props: PopupsProps) {
  const open = AppActor.useSelector((s) => s.context.popup);
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Popups {...props} />
    </Suspense>
  ) : null;
}
