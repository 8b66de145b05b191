import { createContext, useContext, type ReactNode } from 'react';

// The runner rows' tools as the rows see them: a light module, so the odds grid (and a market page's
// server-drawn first screen) does not bring the ladder and price-history dialogs with it (runner-tools.tsx).

/** The runner a tool opens on. */
export interface RunnerToolTarget {
  marketId: string;
  runnerId: string;
  runnerName: string;
}

export interface RunnerTools {
  openLadder: (target: RunnerToolTarget) => void;
  openHistory: (target: RunnerToolTarget) => void;
}

export const RunnerToolsContext = createContext<RunnerTools | null>(null);

/** The market page's runner tools: ladder and price history (null outside a market page: the runner row shows no tool buttons). */
export function useRunnerTools(): RunnerTools | null {
  return useContext(RunnerToolsContext);
}

const DRAWN_ONLY: RunnerTools = { openLadder: () => {}, openHistory: () => {} };

/**
 * The runner rows' tool buttons without the tools: a market page's first screen as the server draws it
 * (app/first-screen), so its rows have the page's height. Nothing there runs; the app replaces it.
 */
export function DrawnRunnerTools({ children }: { children: ReactNode }) {
  return <RunnerToolsContext.Provider value={DRAWN_ONLY}>{children}</RunnerToolsContext.Provider>;
}
