import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SystemProcessView, SystemSampleView } from '../../../../machines/system-monitor.machine';
import { clockAxis, clockSeconds } from '@/lib/chart-ticks';
import styles from './system.module.css';

const COLOURS = ['#1565c0', '#c2185b', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#5d4037', '#455a64'];

/** A process's short name on the chart: its role and the pid of its instance id (host:pid:random). */
export function processLabel(p: Pick<SystemProcessView, 'role' | 'instanceId'>): string {
  const pid = p.instanceId.split(':')[1];
  return pid ? `${p.role} ${pid}` : p.role;
}

/** One figure of every process over the last 15 minutes, one line each (samples lined up on the 2 s beat). */
export function SystemChart({
  title,
  processes,
  figure,
  unit,
  none = 'No samples yet.',
}: {
  title: string;
  processes: readonly SystemProcessView[];
  figure: keyof Omit<SystemSampleView, 'at'>;
  unit: string;
  /** What the figure says when no process has a sample of it (an empty plot says nothing). */
  none?: string;
}) {
  const rows = new Map<number, Record<string, number | null>>();
  for (const p of processes) {
    for (const s of p.history) {
      const at = Math.round(s.at / 2_000) * 2_000;
      const row = rows.get(at) ?? { time: at };
      row[p.instanceId] = s[figure];
      rows.set(at, row);
    }
  }
  const data = [...rows.values()].sort((a, b) => (a.time as number) - (b.time as number));
  const first = (data[0]?.time as number | undefined) ?? 0;
  const last = (data.at(-1)?.time as number | undefined) ?? 0;
  const axis = clockAxis(first, last);
  const drawn = processes.some((p) => p.history.some((s) => s[figure] !== null));
  return (
    <figure className={styles.chart} aria-label={title}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {drawn ? (
        <div style={{ width: '100%', height: 200 }}>
          <ResponsiveContainer>
            <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e3e7eb" />
              <XAxis dataKey="time" type="number" domain={['dataMin', 'dataMax']} scale="time" ticks={axis.ticks} tickFormatter={axis.label} fontSize={11} />
              <YAxis fontSize={11} width={44} unit={unit} />
              <Tooltip labelFormatter={(v) => clockSeconds(Number(v))} formatter={(v) => (typeof v === 'number' ? `${v.toFixed(1)} ${unit}` : '—')} />
              <Legend wrapperStyle={{ fontSize: 11 }} />
              {processes.map((p, i) => (
                <Line key={p.instanceId} dataKey={p.instanceId} name={processLabel(p)} stroke={COLOURS[i % COLOURS.length]} dot={false} isAnimationActive={false} connectNulls={false} strokeWidth={1.5} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className={styles.chartEmpty}>{none}</p>
      )}
    </figure>
  );
}
