import { Modal } from '@/components/ui/modal';
import { formatMoney } from '@/lib/format';
import styles from './positions.module.css';

/** A fancy book row (spec §3): key = run, value = amount in paise (the exchange's book, through the gateway). */
export interface BookRow {
  key: string;
  value: number;
}

export interface BookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The fancy market the book belongs to. */
  marketName: string | null;
  rows: readonly BookRow[];
  /** The book is on its way. */
  loading?: boolean;
}

/** The fancy profit-loss book: Run and Amount, profits as back rows and losses as lay rows. */
export function BookDialog({ open, onOpenChange, marketName, rows, loading = false }: BookDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={marketName ? `Book: ${marketName}` : 'Book'} size="compact">
      <table className={styles.table} data-state={loading ? 'loading' : rows.length === 0 ? 'empty' : 'ready'}>
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-side={row.value >= 0 ? 'back' : 'lay'}>
              <td>{row.key}</td>
              <td className={styles.number}>{formatMoney(row.value)}</td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className={styles.empty}>
                {loading ? 'Loading…' : 'No data!'}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </Modal>
  );
}
