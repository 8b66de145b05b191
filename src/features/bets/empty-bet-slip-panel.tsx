import styles from './bet-slip-panel.module.css';

const EMPTY_TEXT = 'Click on the odds to add selections to the bet slip.';

/**
 * The slip with nothing in it: what every page load starts with (BetSlipPanel draws it while empty).
 * Its own module, light enough for the shell: the right column shows it while the betting panels'
 * code loads (layout/right-column-container.tsx), and a market page's server-rendered first screen
 * draws it (app/first-screen), so on a first load the panel is painted once and never swaps for a
 * loading box.
 */
export function EmptyBetSlipPanel() {
  return (
    <section className={styles.panel} aria-label="Bet Slip" data-state="empty">
      <h2 className={styles.heading}>Bet Slip</h2>
      <p className={styles.empty}>{EMPTY_TEXT}</p>
    </section>
  );
}
