import { useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Paise } from '@domain/money';
import { useScrollSelectedIntoView } from '@/lib/centre-scroll';
import { formatMoney } from '@/lib/format';
import styles from './backoffice-frame.module.css';

/** One entry of the back office's nav. */
export interface BackofficeNavItem {
  label: string;
  to: string;
}

export interface BackofficeFrameProps {
  /** The site's wordmark (or its logo). */
  brand: ReactNode;
  userName: string;
  /** The caller's role as shown (Admin, Super master, Master, Agent). */
  roleName: string;
  /** The caller's own balance (wallet), paise; null while it loads. */
  balance: Paise | null;
  /** The limit the caller's upline set, paise; null when not known (the operator has none). */
  creditReference: Paise | null;
  /** The pages this role may open, in order. */
  nav: readonly BackofficeNavItem[];
  /** Where "Exchange" leads: the betting site. */
  exchangeHref: string;
  logoutHref: string;
  children: ReactNode;
}

const money = (paise: Paise | null) => (paise === null ? '—' : formatMoney(paise));

/**
 * The back office's own frame (issue #32): a header with the caller and their money, the area's nav
 * (beside the page at desk widths, a tab strip above it on a phone) and the page. No casino panel, no
 * bet slip, no My Bets: this is where a level runs its book.
 */
export function BackofficeFrame({ brand, userName, roleName, balance, creditReference, nav, exchangeHref, logoutHref, children }: BackofficeFrameProps) {
  // On a phone the nav is a strip that scrolls sideways: the page's tab is brought into view (Reports,
  // Statement and the rest sit past the screen's edge), a third of the spare width before it.
  const strip = useRef<HTMLUListElement>(null);
  useScrollSelectedIntoView(strip, useLocation().pathname, 1 / 3, '[aria-current="page"]');
  return (
    <div className={styles.frame} data-testid="backoffice-frame">
      <header className={styles.header}>
        <div className={styles.brand}>
          {brand}
          <span className={styles.area}>Back office</span>
        </div>
        <dl className={styles.money} aria-label="Your money">
          <div className={styles.figure}>
            <dt>Balance</dt>
            <dd data-testid="frame-balance">{money(balance)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Credit ref.</dt>
            <dd data-testid="frame-credit-reference">{money(creditReference)}</dd>
          </div>
        </dl>
        <div className={styles.user}>
          <span className={styles.userName}>{userName}</span>
          <span className={styles.role}>{roleName}</span>
        </div>
        <nav className={styles.exits} aria-label="Leave the back office">
          <Link to={exchangeHref} className={styles.exit}>
            Exchange
          </Link>
          <Link to={logoutHref} className={styles.exit}>
            Logout
          </Link>
        </nav>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label="Back office">
          <ul className={styles.navList} ref={strip}>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
