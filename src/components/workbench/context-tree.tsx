import styles from './workbench.module.css';

const isBranch = (value: unknown): value is Record<string, unknown> | unknown[] => value !== null && typeof value === 'object';

function Leaf({ value }: { value: unknown }) {
  return <span className={styles.treeValue}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>;
}

function Branch({ name, value, depth }: { name: string; value: Record<string, unknown> | unknown[]; depth: number }) {
  const entries = Object.entries(value);
  const summary = Array.isArray(value) ? `[${value.length}]` : `{${entries.length}}`;
  return (
    <details open={depth < 1} className={styles.treeBranch}>
      <summary>
        <span className={styles.treeKey}>{name}</span> <span className={styles.treeCount}>{summary}</span>
      </summary>
      <ul className={styles.tree}>
        {entries.map(([k, v]) => (
          <Node key={k} name={k} value={v} depth={depth + 1} />
        ))}
      </ul>
    </details>
  );
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  return (
    <li>
      {isBranch(value) && Object.keys(value).length ? (
        <Branch name={name} value={value} depth={depth} />
      ) : (
        <>
          <span className={styles.treeKey}>{name}</span>: <Leaf value={value} />
        </>
      )}
    </li>
  );
}

/** A JSON value as a collapsible tree (the first level open). */
export function ContextTree({ value, label }: { value: Record<string, unknown>; label: string }) {
  const entries = Object.entries(value);
  return (
    <ul className={styles.tree} aria-label={label}>
      {entries.length === 0 ? <li className={styles.muted}>(empty)</li> : entries.map(([k, v]) => <Node key={k} name={k} value={v} depth={0} />)}
    </ul>
  );
}
