import styles from './my-bets-button.module.css';

export interface MyBetsButtonProps {
  /** The bettor's open bets (matched or waiting, not settled) on the event on screen. */
  openBets: number;
  onOpen: () => void;
}

/**
 * My Bets one tap away on a phone (issue #35): a button held above the footer bar, at the left (clear of the prices) on every page whose right
 * column has My Bets, with the count of the bettor's open bets on the event; it opens them over the page.
 * Hidden on wider screens, where My Bets is beside the prices.
 */
export function MyBetsButton({ openBets, onOpen }: MyBetsButtonProps) {
  return (
    <div className={styles.holder}>
      <button type="button" className={styles.button} onClick={onOpen} data-state={openBets > 0 ? 'some' : 'none'}>
        My Bets <span className={styles.count}>{openBets}</span>
        <span className="visually-hidden">{openBets === 1 ? ' open bet' : ' open bets'}</span>
      </button>
    </div>
  );
}
