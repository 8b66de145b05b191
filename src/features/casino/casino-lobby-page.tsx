import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { CasinoLobbyQueryQuery } from '@/gql/graphql';
import { CasinoGames, type CasinoGame } from './casino-games';
import styles from './casino-lobby-page.module.css';

/** The one query of /casino and /intcasino. */
export const CasinoLobbyQuery = graphql(`
  query CasinoLobbyQuery {
    casinoLobby {
      eventId
      ...CasinoGames_games
    }
  }
`);

export interface CasinoLobbyViewProps {
  title: string;
  games: readonly CasinoGame[];
  onPlay: (game: CasinoGame) => void;
}

/** The casino lobby: popular games first, then the rest. */
export function CasinoLobbyView({ title, games, onPlay }: CasinoLobbyViewProps) {
  const popular = games.filter((g) => g.popular);
  const others = games.filter((g) => !g.popular);
  return (
    <section aria-labelledby="casino-title">
      <h1 id="casino-title" className={styles.title}>
        {title}
      </h1>
      {popular.length > 0 ? (
        <>
          <h2 className={styles.heading}>Popular</h2>
          <CasinoGames games={popular} onPlay={onPlay} variant="lobby" />
        </>
      ) : null}
      <h2 className={styles.heading}>All games</h2>
      <CasinoGames games={others} onPlay={onPlay} variant="lobby" />
    </section>
  );
}

/** `/casino` and `/intcasino` (login-enabled). */
export function CasinoLobbyPage({ title, onPlay }: Omit<CasinoLobbyViewProps, 'games'>) {
  const { data } = useReadQuery(useLoaderData() as QueryRef<CasinoLobbyQueryQuery>);
  return <CasinoLobbyView title={title} games={data.casinoLobby} onPlay={onPlay} />;
}
