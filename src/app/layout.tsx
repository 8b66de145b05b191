import { Outlet } from 'react-router-dom';
import styles from './layout.module.css';

/** The frame every page sits in: header, routed content, footer. */
export function Layout() {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <a className={styles.logo} href="/" aria-label="Backlay home">
          <span className={styles.back}>Back</span>
          <span className={styles.lay}>lay</span>
        </a>
      </header>
      <main className={styles.content}>
        <Outlet />
      </main>
      <footer className={styles.footer}>© 2023 Backlay Exchange. Bet responsibly.</footer>
    </div>
  );
}
