import { graphql } from '@/gql/gql';
import type { CasinoGames_GamesFragment } from '@/gql/graphql';
import styles from './casino-games.module.css';

export const CasinoGames_games = graphql(`
  fragment CasinoGames_games on CasinoGame {
    eventId
    gameName
    companyName
    popular
    link
    image
  }
`);

export type CasinoGame = CasinoGames_GamesFragment;

export interface CasinoGamesProps {
  games: readonly CasinoGame[];
  onPlay: (game: CasinoGame) => void;
  /** `panel`: two columns in the right column; `lobby`: a full-width grid. */
  variant: 'panel' | 'lobby';
}

const PALETTES = [
  ['#4a148c', '#d81b60'],
  ['#0d47a1', '#00acc1'],
  ['#1b5e20', '#c0ca33'],
  ['#b71c1c', '#ff8f00'],
  ['#263238', '#607d8b'],
  ['#311b92', '#1e88e5'],
  ['#004d40', '#26a69a'],
  ['#3e2723', '#ff7043'],
] as const;

/** A stable palette per game id, so a tile keeps its colours between visits. */
export function paletteOf(eventId: string): readonly [string, string] {
  let hash = 0;
  for (const ch of eventId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length]!;
}

/** Casino game tiles; a tap asks the casino-launch machine to play (token and link checks there). */
export function CasinoGames({ games, onPlay, variant }: CasinoGamesProps) {
  if (games.length === 0) return <p className={styles.empty}>No games are open right now.</p>;
  return (
    <ul className={styles.grid} data-variant={variant}>
      {games.map((game) => {
        const [from, to] = paletteOf(game.eventId);
        return (
          <li key={game.eventId}>
            <button
              type="button"
              className={styles.tile}
              style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
              onClick={() => onPlay(game)}
              // The name holds the visible text in order (axe label-content-name-mismatch).
              aria-label={`Play ${game.gameName} ${game.companyName}${game.popular ? ' Popular' : ''}`}
            >
              {/* Drawn artwork per game id (public/casino, scripts/draw-artwork.py), loaded lazily: never in the entry chunk. */}
              <img className={styles.art} src={game.image} alt="" loading="lazy" decoding="async" width={320} height={240} />
              <span className={styles.name}>{game.gameName}</span>{' '}
              <span className={styles.company}>{game.companyName}</span>
              {game.popular ? (
                <>
                  {' '}
                  <span className={styles.popular}>Popular</span>
                </>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
