/**
 * The machine workbench (issue #16): a machine's statechart with its current state,
 * the events it accepts as buttons, its context, the steps taken (back/forward replay
 * from the start), fake services and clock, the model's paths, export and replay.
 */
import type { BenchSpec } from '../../../tools/machines/bench';
import { contextJson } from '../../../tools/machines/replay';
import { ContextTree } from './context-tree';
import { StatechartPanel } from './statechart-panel';
import { useBench } from './use-bench';
import type { BenchStart } from './use-bench';
import { EventsPanel, ExportPanel, FakesPanel, PathsPanel, TimelinePanel } from './workbench-panels';
import styles from './workbench.module.css';

export interface WorkbenchProps {
  spec: BenchSpec;
  /** What the story gives it: starting input, service modes, steps already taken. */
  start?: BenchStart;
}

export function Workbench({ spec, start }: WorkbenchProps) {
  const bench = useBench(spec, start);
  const { run } = bench;
  const snapshot = run?.snapshot ?? null;
  return (
    <div className={styles.workbench} data-busy={bench.busy || undefined}>
      <header className={styles.head}>
        <h2 className={styles.title}>{spec.name}</h2>
        <p className={styles.stateLine}>
          State: <output aria-label="Current state">{snapshot ? JSON.stringify(snapshot.value) : '…'}</output>
          {snapshot && snapshot.status !== 'active' && <span className={styles.status}> ({snapshot.status})</span>}
          {snapshot && [...snapshot.tags].length > 0 && <span className={styles.muted}> #{[...snapshot.tags].join(' #')}</span>}
        </p>
      </header>
      <div className={styles.chartArea}>
        <StatechartPanel machine={spec.machine} snapshot={snapshot} title={spec.name} />
      </div>
      <div className={styles.side}>
        {bench.failure ? (
          <p role="alert" className={styles.problem}>
            {bench.failure}
          </p>
        ) : !run ? (
          <p className={styles.muted}>Starting the machine…</p>
        ) : (
          <>
            {run.error && (
              <p role="alert" className={styles.problem}>
                {run.error}
              </p>
            )}
            <EventsPanel spec={spec} bench={bench} snapshot={run.snapshot} />
            <FakesPanel spec={spec} bench={bench} snapshot={run.snapshot} />
            <TimelinePanel bench={bench} />
            <section className={styles.panel} aria-label="Context">
              <h3 className={styles.panelTitle}>Context</h3>
              <ContextTree value={contextJson(run.snapshot)} label="Context tree" />
            </section>
            <PathsPanel spec={spec} bench={bench} />
            <ExportPanel spec={spec} bench={bench} />
          </>
        )}
      </div>
    </div>
  );
}
