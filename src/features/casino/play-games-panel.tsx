import { DiceIcon } from '@/components/icons';
import { CasinoGames, type CasinoGame } from './casino-games';
import styles from './play-games-panel.module.css';

export interface PlayGamesPanelProps {
  games: readonly CasinoGame[];
  onPlay: (game: CasinoGame) => void;
  loading?: boolean;
}

/** The right column's Play Games casino panel (every page except market and ball-by-ball pages). */
export function PlayGamesPanel({ games, onPlay, loading }: PlayGamesPanelProps) {
  return (
    <section className={styles.panel} aria-label="Play Games">
      <h2 className={styles.heading}>
        <DiceIcon size={16} /> Play Games
      </h2>
      {loading ? <p className={styles.loading}>Loading games…</p> : <CasinoGames games={games} onPlay={onPlay} variant="panel" />}
    </section>
  );
}
