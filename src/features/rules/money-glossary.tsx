import styles from './rules-page.module.css';

/** What each money word on the screens means (docs/money.md); the exchange computes every figure. */
export const MONEY_GLOSSARY: readonly { term: string; meaning: string }[] = [
  { term: 'Wallet', meaning: 'Your bank balance: deposits, winnings, transfers and rewards in, less losses, commission and paid withdrawals. The statement’s closing balance is your wallet.' },
  { term: 'Exposure', meaning: 'The most you can still lose on your open markets (matched bets, and unmatched bets where they make it worse).' },
  { term: 'Held', meaning: 'Withdrawals you asked for that your upline has not decided yet. Held at once; released if rejected, paid from your wallet if approved.' },
  { term: 'Available', meaning: 'Wallet − exposure − held: what you can bet, withdraw or transfer now. The header shows it.' },
];

/** The money glossary as a definition list (the rules page's "Your money" section). */
export function MoneyGlossary() {
  return (
    <section aria-labelledby="money-glossary-title">
      <h2 id="money-glossary-title" className={styles.heading}>
        Your money
      </h2>
      <dl className={styles.glossary}>
        {MONEY_GLOSSARY.map(({ term, meaning }) => (
          <div key={term} className={styles.glossaryEntry}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
