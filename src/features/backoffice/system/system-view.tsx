import type { SystemMonitorShown, SystemProcessView } from '../../../../machines/system-monitor.machine';
import { PageFailed, PageLoading } from '@/features/backoffice/shell/page-states';
import { SystemChart } from './system-chart';
import styles from './system.module.css';

const ms = (v: number | null) => (v === null ? '—' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const perS = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
/** A figure with its unit, for the phone's cards: "12 ms", or "—" alone when the process has none. */
const msText = (v: number | null) => (v === null ? '—' : `${ms(v)} ms`);

function Readiness({ p }: { p: SystemProcessView }) {
  const state = p.silent ? 'silent' : p.ready ? 'ready' : 'not-ready';
  return (
    <>
      <span className={styles.badge} data-state={state}>
        {p.silent ? 'Silent' : p.ready ? 'Ready' : 'Not ready'}
      </span>
      {p.silent ? <span className={styles.why}>Not heard from since {new Date(p.sampledAt).toLocaleTimeString()}</span> : null}
      {p.notReady.map((why) => (
        <span key={why} className={styles.why}>
          {why}
        </span>
      ))}
    </>
  );
}

/**
 * `/backoffice/system` (operator only): every process of the deployment as it last sampled itself —
 * role, readiness, partitions, bets/s, bet p99, event-loop delay, bus lag — and the last 15 minutes
 * charted. Asked again every 2 s (systemMonitorMachine); no Prometheus needed.
 */
export function SystemView({ shown, onRetry }: { shown: SystemMonitorShown; onRetry: () => void }) {
  if (shown.view === 'loading') return <PageLoading what="the system" />;
  if (shown.view === 'error') return <PageFailed message={shown.failure} onRetry={onRetry} />;
  const processes = shown.view === 'live' ? shown.status.processes : [];
  return (
    <section className={styles.page} aria-labelledby="system-title">
      <h1 id="system-title" className={styles.title}>
        System
      </h1>
      <p className={styles.lead}>Every process, sampled every 2 s. Bets/s and p99 are the bets placed through it; the bus lag is its change-stream delivery (gateway) or publish acknowledgement (exchange).</p>
      {shown.failure ? (
        <p className={styles.stale} role="alert">
          Not updated: {shown.failure}. Showing the last figures; asking again every 2 s.
        </p>
      ) : null}
      {shown.view === 'empty' ? (
        <p className={styles.empty}>No process has reported yet. Processes report every 2 s once they start.</p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Process</th>
                <th scope="col">Role</th>
                <th scope="col">Readiness</th>
                <th scope="col" className={styles.num}>
                  Partitions
                </th>
                <th scope="col" className={styles.num}>
                  Bets/s
                </th>
                <th scope="col" className={styles.num}>
                  p99 ms
                </th>
                <th scope="col" className={styles.num}>
                  Loop delay ms
                </th>
                <th scope="col" className={styles.num}>
                  Bus lag ms
                </th>
              </tr>
            </thead>
            <tbody>
              {processes.map((p) => (
                <tr key={p.instanceId}>
                  <td className={styles.id}>{p.instanceId}</td>
                  <td>{p.role}</td>
                  <td>
                    <Readiness p={p} />
                  </td>
                  <td className={styles.num}>{p.partitions ?? '—'}</td>
                  <td className={styles.num}>{perS(p.betsPerSecond)}</td>
                  <td className={styles.num}>{ms(p.p99Ms)}</td>
                  <td className={styles.num}>{ms(p.loopDelayMs)}</td>
                  <td className={styles.num}>{ms(p.busLagMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={styles.cards} aria-label="Processes">
            {processes.map((p) => (
              <li key={p.instanceId} className={styles.card}>
                <div className={styles.cardHead}>
                  <strong>{p.role}</strong>
                  <span>
                    <Readiness p={p} />
                  </span>
                </div>
                <span className={styles.id} style={{ gridColumn: '1 / -1' }}>
                  {p.instanceId}
                </span>
                <span>Partitions {p.partitions ?? '—'}</span>
                <span>Bets/s {perS(p.betsPerSecond)}</span>
                <span>p99 {msText(p.p99Ms)}</span>
                <span>Loop {msText(p.loopDelayMs)}</span>
                <span>Bus lag {msText(p.busLagMs)}</span>
              </li>
            ))}
          </ul>
          <div className={styles.charts}>
            <SystemChart title="Bets per second, last 15 minutes" processes={processes} figure="betsPerSecond" unit="/s" />
            <SystemChart title="Bet p99, ms" processes={processes} figure="p99Ms" unit="ms" />
            <SystemChart title="Event-loop delay p99, ms" processes={processes} figure="loopDelayMs" unit="ms" />
            <SystemChart
              title="Bus lag p99, ms"
              processes={processes}
              figure="busLagMs"
              unit="ms"
              none={processes.every((p) => p.role === 'all') ? 'No bus: the site runs as one process.' : undefined}
            />
          </div>
        </>
      )}
    </section>
  );
}
