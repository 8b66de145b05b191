import { Modal } from '@/components/ui/modal';
import styles from './positions.module.css';

/** An exposure row (spec §3). */
export interface ExposureRow {
  sportId: number | string;
  eventId: string;
  sportName: string;
  eventName: string;
  marketName: string;
  betCounts: number;
}

export interface MyMarketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: readonly ExposureRow[];
  loading?: boolean;
  /** An event name was clicked: the popup closes and the app navigates (exposureTarget). */
  onChooseEvent: (row: ExposureRow) => void;
}

/** My Market (the exposure popup): the bettor's markets with open bets. */
export function MyMarketDialog({ open, onOpenChange, rows, loading, onChooseEvent }: MyMarketDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="My Market" size="wide">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Sport Name</th>
            <th scope="col">Event Name</th>
            <th scope="col">Market Name</th>
            <th scope="col" className={styles.number}>
              Trade
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.eventId}-${row.marketName}`}>
              <td>{row.sportName}</td>
              <td>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => {
                    onOpenChange(false);
                    onChooseEvent(row);
                  }}
                >
                  {row.eventName}
                </button>
              </td>
              <td>{row.marketName}</td>
              <td className={styles.number}>{row.betCounts}</td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className={styles.empty}>
                {loading ? 'Loading…' : 'No real-time records found'}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </Modal>
  );
}
