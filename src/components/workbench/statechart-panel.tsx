import { useEffect, useMemo, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getNextTransitions } from 'xstate';
import { toStatechart } from '../../../tools/machines/statechart';
import type { ChartNode } from '../../../tools/machines/statechart';
import { layoutStatechart } from './statechart-layout';
import type { ChartLayout } from './statechart-layout';
import { StatechartView } from './statechart-view';
import styles from './workbench.module.css';

const countStates = (node: ChartNode): number => 1 + node.children.reduce((n, c) => n + countStates(c), 0);

type LayoutState = { status: 'loading' } | { status: 'ready'; layout: ChartLayout } | { status: 'error'; message: string };

/** The machine's statechart laid out by ELK, with the snapshot's states highlighted. */
export function StatechartPanel({ machine, snapshot, title }: { machine: AnyStateMachine; snapshot: AnyMachineSnapshot | null; title: string }) {
  const chart = useMemo(() => toStatechart(machine), [machine]);
  const [state, setState] = useState<LayoutState>({ status: 'loading' });
  // Big machines read better top-down; small ones left to right.
  const [direction, setDirection] = useState<'RIGHT' | 'DOWN'>(() => (countStates(chart.root) > 14 ? 'DOWN' : 'RIGHT'));
  useEffect(() => {
    let live = true;
    layoutStatechart(chart, direction).then(
      (layout) => live && setState({ status: 'ready', layout }),
      (err: unknown) => live && setState({ status: 'error', message: (err as Error).message }),
    );
    return () => void (live = false);
  }, [chart, direction]);

  const [fit, setFit] = useState(true);
  // The machine's own box is always active: only its states are highlighted.
  const active = useMemo(() => new Set(snapshot?._nodes.filter((n) => n.parent).map((n) => n.id) ?? []), [snapshot]);
  const enabled = useMemo(() => {
    if (!snapshot) return new Set<string>();
    const next = new Set(getNextTransitions(snapshot));
    return new Set(chart.edges.filter((e) => next.has(e.transition)).map((e) => e.id));
  }, [chart, snapshot]);

  return (
    <div className={styles.chartScroll} data-layout={state.status} data-fit={fit || undefined}>
      <div className={styles.chartTools}>
        <button type="button" className={styles.fitToggle} aria-pressed={fit} onClick={() => setFit(!fit)}>
          Fit to width
        </button>
        <button type="button" className={styles.fitToggle} aria-pressed={direction === 'DOWN'} onClick={() => setDirection(direction === 'DOWN' ? 'RIGHT' : 'DOWN')}>
          Top down
        </button>
      </div>
      {state.status === 'loading' && <p className={styles.muted}>Laying out the statechart…</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.problem}>
          The statechart could not be laid out: {state.message}
        </p>
      )}
      {state.status === 'ready' && <StatechartView layout={state.layout} active={active} enabled={enabled} title={title} />}
    </div>
  );
}
