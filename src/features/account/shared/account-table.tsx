import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import styles from './account-table.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

export interface AccountTableProps<Row> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  /** `data-side` of a row (back blue, lay pink). */
  rowSide?: (row: Row) => 'back' | 'lay' | undefined;
  /** A last row of totals, aligned with the columns. */
  footer?: readonly ReactNode[];
  /** Only the rows in view are in the page (long statements): the table scrolls inside itself. */
  virtual?: boolean;
}

/** Rows above this count scroll inside the table with only the visible ones rendered. */
export const VIRTUAL_FROM_ROWS = 200;

/**
 * The dense grid of the account screens. On a phone each row becomes a stacked card whose cells
 * carry their column name (`data-label`).
 */
export function AccountTable<Row>(props: AccountTableProps<Row>) {
  const { caption, columns, rows, emptyText, footer } = props;
  if (rows.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {emptyText}
      </p>
    );
  }
  const head = (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.key} scope="col" data-numeric={c.numeric || undefined}>
            {c.header}
          </th>
        ))}
      </tr>
    </thead>
  );
  const foot = footer && (
    <tfoot>
      <tr className={styles.totals}>
        {footer.map((cell, i) => (
          <td key={columns[i]?.key ?? i} data-label={i === 0 ? '' : columns[i]?.header} data-numeric={columns[i]?.numeric || undefined}>
            {cell}
          </td>
        ))}
      </tr>
    </tfoot>
  );
  if (props.virtual && rows.length > VIRTUAL_FROM_ROWS) return <VirtualTable {...props} head={head} foot={foot} />;
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        {head}
        <tbody>
          {rows.map((row) => (
            <BodyRow key={props.rowKey(row)} row={row} columns={columns} side={props.rowSide?.(row)} />
          ))}
        </tbody>
        {foot}
      </table>
    </div>
  );
}

function BodyRow<Row>({ row, columns, side, index, measure }: { row: Row; columns: readonly Column<Row>[]; side?: string; index?: number; measure?: (el: Element | null) => void }) {
  return (
    <tr data-side={side} data-index={index} ref={measure}>
      {columns.map((c) => (
        <td key={c.key} data-label={c.header} data-numeric={c.numeric || undefined}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}

function VirtualTable<Row>(props: AccountTableProps<Row> & { head: ReactNode; foot: ReactNode }) {
  const { rows, columns } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns fresh functions each render by design.
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => 33, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scroller} className={styles.scroller} tabIndex={0} aria-label={`${props.caption}, ${rows.length} rows`} role="region">
      <table className={styles.table} aria-rowcount={rows.length + 1}>
        <caption className={styles.caption}>{props.caption}</caption>
        {props.head}
        <tbody>
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => {
            const row = rows[item.index]!;
            return <BodyRow key={props.rowKey(row)} row={row} columns={columns} side={props.rowSide?.(row)} index={item.index} measure={virtualizer.measureElement} />;
          })}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
        {props.foot}
      </table>
    </div>
  );
}
