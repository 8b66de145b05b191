import { TvIcon } from '@/components/icons';
import { MatchVisual } from './match-visual';
import styles from './live-stream-panel.module.css';

export interface LiveStreamPanelProps {
  /** The live-stream machine's state. */
  open: boolean;
  /** The event's video id, when it has one. */
  videoId: string | null;
  /** Logged-out bettors see why the stream will not open (the machine toasts it too). */
  loggedIn?: boolean;
  /**
   * The event on screen and its live score: where no video plays (the embedded default), the panel
   * shows a match visual from the score feed instead of a black box. Null off event pages.
   */
  match?: { eventName: string; score: Record<string, unknown> | null } | null;
  onToggle: () => void;
}

/** Live Stream (spec §2): a toggle; opens only when logged in (the machine decides), closed again on a new video. */
export function LiveStreamPanel({ open, videoId, loggedIn = true, match = null, onToggle }: LiveStreamPanelProps) {
  return (
    <section className={styles.panel} aria-label="Live Stream" data-state={open ? 'open' : 'closed'} data-session={loggedIn ? 'logged-in' : 'logged-out'}>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={onToggle}>
        <TvIcon size={16} />
        <span className={styles.title}>Live Stream</span>
        <span className={styles.switch} aria-hidden="true" />
      </button>
      {!open && !loggedIn ? <p className={styles.hint}>Log in to watch the live stream.</p> : null}
      {open ? (
        <div className={styles.screen} data-content={match ? 'visual' : 'video'}>
          {match ? (
            <MatchVisual eventName={match.eventName} score={match.score} />
          ) : videoId ? (
            <span className={styles.message} data-video-id={videoId}>
              Connecting to the live video…
            </span>
          ) : (
            <span className={styles.message}>No live video for this event.</span>
          )}
        </div>
      ) : null}
    </section>
  );
}
