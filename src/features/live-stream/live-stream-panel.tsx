import { TvIcon } from '@/components/icons';
import styles from './live-stream-panel.module.css';

export interface LiveStreamPanelProps {
  /** The live-stream machine's state. */
  open: boolean;
  /** The event's video id, when it has one. */
  videoId: string | null;
  /** Logged-out bettors see why the stream will not open (the machine toasts it too). */
  loggedIn?: boolean;
  onToggle: () => void;
}

/** Live Stream (spec §2): a toggle; opens only when logged in (the machine decides), closed again on a new video. */
export function LiveStreamPanel({ open, videoId, loggedIn = true, onToggle }: LiveStreamPanelProps) {
  return (
    <section className={styles.panel} aria-label="Live Stream" data-state={open ? 'open' : 'closed'} data-session={loggedIn ? 'logged-in' : 'logged-out'}>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={onToggle}>
        <TvIcon size={16} />
        <span className={styles.title}>Live Stream</span>
        <span className={styles.switch} aria-hidden="true" />
      </button>
      {!open && !loggedIn ? <p className={styles.hint}>Log in to watch the live stream.</p> : null}
      {open ? (
        <div className={styles.screen}>
          {videoId ? (
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
