import { detailLines, INITIAL_DOT } from './statechart-layout';
import type { ChartLayout } from './statechart-layout';
import styles from './workbench.module.css';

export interface StatechartViewProps {
  layout: ChartLayout;
  /** Ids of the state nodes the snapshot is in. */
  active: ReadonlySet<string>;
  /** Ids of the edges whose event the snapshot handles now. */
  enabled: ReadonlySet<string>;
  title: string;
}

const pathOf = (points: { x: number; y: number }[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** The statechart as SVG: state boxes (nested; parallel regions dashed), transitions with their labels. */
export function StatechartView({ layout, active, enabled, title }: StatechartViewProps) {
  const pad = 8;
  return (
    <svg
      className={styles.chart}
      role="img"
      aria-label={`Statechart of ${title}`}
      viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.height + 2 * pad}`}
      width={layout.width + 2 * pad}
      height={layout.height + 2 * pad}
    >
      <defs>
        <marker id="wb-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
        </marker>
      </defs>
      {[...layout.nodes]
        .sort((a, b) => a.depth - b.depth)
        .map(({ node, x, y, width, height, depth, region }) =>
          node.id.endsWith('#initial') ? (
            <circle key={node.id} cx={x + INITIAL_DOT / 2} cy={y + INITIAL_DOT / 2} r={INITIAL_DOT / 2} className={styles.initialDot} />
          ) : (
            <g key={node.id} data-state-id={node.id} data-active={active.has(node.id) || undefined}>
              <rect
                x={x}
                y={y}
                width={width}
                height={height}
                rx={depth === 0 ? 2 : 8}
                className={[styles.stateBox, region && styles.region, node.type === 'final' && styles.final, active.has(node.id) && styles.activeBox]
                  .filter(Boolean)
                  .join(' ')}
              />
              <text x={x + 8} y={y + 15} className={styles.stateName}>
                {depth === 0 ? `${node.key} (machine)` : node.key}
                {node.type === 'parallel' ? ' ∥' : ''}
              </text>
              {detailLines(node).map((line, i) => (
                <text key={line} x={x + 8} y={y + 30 + i * 14} className={styles.stateDetail}>
                  {line}
                </text>
              ))}
            </g>
          ),
        )}
      {layout.edges.map((edge) => (
        <g key={edge.id} data-edge={edge.label} data-enabled={enabled.has(edge.id) || undefined}>
          <path d={pathOf(edge.points)} className={[styles.edge, enabled.has(edge.id) && styles.enabledEdge].filter(Boolean).join(' ')} markerEnd="url(#wb-arrow)" />
          {edge.labelBox && (
            <>
              <rect {...edge.labelBox} className={styles.edgeLabelBg} />
              <text x={edge.labelBox.x + 3} y={edge.labelBox.y + 11} className={styles.edgeLabel}>
                {edge.label}
              </text>
            </>
          )}
        </g>
      ))}
    </svg>
  );
}
