import styles from './session-clock.module.css';

/** "0:42:05": the session's running time in a box of fixed width with tabular figures (no jumps as it ticks). */
export function SessionClockView({ length }: { length: string }) {
  return (
    <span className={styles.sessionClock} title="Time this session (reality check on)" data-testid="session-clock">
      <span className={styles.srOnly}>Session time </span>
      <span className={styles.clock}>{length}</span>
    </span>
  );
}
