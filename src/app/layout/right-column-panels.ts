import { preloadable } from '@/lib/preloadable';

// The right column's panels of market and ball-by-ball pages load with the first such page, not with
// the shell (home shows Play Games). The pages' loads ask for them beside their own code
// (route-table.tsx), so a market page renders with its panels in the same commit.

/** The bet slip and My Bets (with cash out). */
export const bettingPanels = preloadable(() => import('@/features/bets/betting-containers'));
/** The live stream with its match view. */
export const liveStreamPanel = preloadable(() => import('@/features/live-stream/live-stream-panel'));
