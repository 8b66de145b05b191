import { useState } from 'react';

/**
 * The ids seen in `ids` since `scope` last changed: an id that leaves `ids` stays in the set. For a
 * panel that must not vanish under the bettor while it shows what they just did — a market's cash-out
 * panel once its position went flat (a cash out at break-even) — and goes when the page's scope does.
 * Kept with React's "information from previous renders" pattern: no effect, no second paint.
 */
export function useKept(scope: string, ids: readonly string[]): ReadonlySet<string> {
  const [kept, setKept] = useState(() => ({ scope, ids: new Set(ids) }));
  const sameScope = kept.scope === scope;
  if (sameScope && ids.every((id) => kept.ids.has(id))) return kept.ids;
  const next = { scope, ids: new Set(sameScope ? [...kept.ids, ...ids] : ids) };
  setKept(next);
  return next.ids;
}
