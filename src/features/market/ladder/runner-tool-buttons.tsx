import styles from './runner-tool-buttons.module.css';
import { useRunnerTools } from './runner-tools-context';

/** The runner row's tool buttons on a market page (none elsewhere): the one-click ladder. */
export function RunnerToolButtons({ marketId, runnerId, runnerName }: { marketId: string; runnerId: string; runnerName: string }) {
  const tools = useRunnerTools();
  if (!tools) return null;
  return (
    <button type="button" className={styles.tool} aria-label={`Ladder: ${runnerName}`} title="Full-depth ladder" onClick={() => tools.openLadder({ marketId, runnerId, runnerName })}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M4 1v14M12 1v14M4 4h8M4 8h8M4 12h8" stroke="currentColor" strokeWidth="1.6" fill="none" />
      </svg>
    </button>
  );
}

/** The runner's name; on a market page's exchange market a button that opens its price history. */
export function RunnerNameButton({ marketId, runnerId, runnerName, className }: { marketId: string; runnerId: string; runnerName: string; className: string }) {
  const tools = useRunnerTools();
  if (!tools) return <span className={className}>{runnerName}</span>;
  return (
    <button type="button" className={`${className} ${styles.name}`} title="Price history" aria-label={`${runnerName}: price history`} onClick={() => tools.openHistory({ marketId, runnerId, runnerName })}>
      {runnerName}
    </button>
  );
}
