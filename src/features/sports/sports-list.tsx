import { graphql } from '@/gql/gql';
import type { SportsList_SportsFragment } from '@/gql/graphql';
import styles from './sports-list.module.css';

export const SportsList_sports = graphql(`
  fragment SportsList_sports on Sport {
    sportId
    sportName
    highlight
  }
`);

export interface SportsListProps {
  sports: readonly SportsList_SportsFragment[];
}

/** The sports the exchange offers, as the home page's index. */
export function SportsList({ sports }: SportsListProps) {
  if (sports.length === 0) {
    return (
      <section aria-labelledby="sports-heading" className={styles.panel}>
        <h2 id="sports-heading" className={styles.heading}>Sports</h2>
        <p className={styles.empty}>No sports are open right now.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="sports-heading" className={styles.panel}>
      <h2 id="sports-heading" className={styles.heading}>Sports</h2>
      <ul className={styles.list}>
        {sports.map((sport) => (
          <li key={sport.sportId} className={styles.item} data-highlight={sport.highlight || undefined}>
            <span className={styles.name}>{sport.sportName}</span>
            <span className={styles.id}>#{sport.sportId}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
