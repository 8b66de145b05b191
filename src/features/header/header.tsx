import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BookIcon, MenuIcon, SearchIcon } from '@/components/icons';
import { BalanceFigures, type Balance } from './balance-figures';
import { Brand, type BrandProps } from './brand';
import { LazyProfileMenu } from './lazy-profile-menu';
import { PromoBanner } from './promo-banner';
import styles from './header.module.css';

export type HeaderSession = { status: 'loggedOut' } | { status: 'loggedIn'; userName: string; /** Any level above bettors: the menu links the back office. */ isUpline?: boolean };

export interface HeaderProps {
  brand: BrandProps;
  session: HeaderSession;
  balance: Balance | null;
  /** The session's running time while a reality check is set (issue #47); null otherwise. */
  sessionClock?: ReactNode;
  /** The desktop search (an EventSearch dropdown wired to the search machine). */
  search: ReactNode;
  /** Offers of the mobile promotional banner (shown when logged in). */
  promoOffers: readonly string[];
  onOpenDrawer: () => void;
  onOpenMobileSearch: () => void;
  onOpenRules: () => void;
  onOpenLogin: () => void;
  onOpenDeposit: () => void;
  onOpenExposure: () => void;
  onLogout: () => void;
  /** Controlled profile menu (stories). */
  profileMenuOpen?: boolean;
}

/** The dark site header (spec §2): logo, search, rules, and either Login/Register or the bettor's money and menu. */
export function Header(props: HeaderProps) {
  const { brand, session, balance, search, promoOffers } = props;
  const loggedIn = session.status === 'loggedIn';
  return (
    <header className={styles.header} data-state={loggedIn ? 'loggedIn' : 'loggedOut'}>
      <div className={styles.bar}>
        <button type="button" className={`${styles.iconButton} ${styles.mobileOnly}`} onClick={props.onOpenDrawer} aria-label="Open side menu">
          <MenuIcon size={22} />
        </button>
        <Brand {...brand} />
        <div className={`${styles.search} ${styles.desktopOnly}`}>{search}</div>
        <div className={styles.spacer} />
        <button type="button" className={`${styles.iconButton} ${styles.mobileOnly}`} onClick={props.onOpenMobileSearch} aria-label="Search events">
          <SearchIcon size={20} />
        </button>
        <button type="button" className={styles.rules} data-session={session.status} onClick={props.onOpenRules} aria-label="Rules">
          <BookIcon size={16} />
          <span className={styles.rulesLabel}>Rules</span>
        </button>
        {session.status === 'loggedIn' ? (
          <>
            <div className={`${styles.money} ${styles.desktopOnly}`}>
              <button type="button" className={styles.deposit} onClick={props.onOpenDeposit}>
                Deposit
              </button>
              <Link to="/banking/withdraw" className={styles.withdraw}>
                Withdraw
              </Link>
            </div>
            {props.sessionClock ? <div className={`${styles.clockSlot} ${styles.desktopOnly}`}>{props.sessionClock}</div> : null}
            <BalanceFigures balance={balance} onOpenExposure={props.onOpenExposure} />
            <LazyProfileMenu
              userName={session.userName}
              showBackoffice={session.isUpline === true}
              balance={balance}
              onOpenMarketAnalysis={props.onOpenExposure}
              onLogout={props.onLogout}
              open={props.profileMenuOpen}
            />
          </>
        ) : (
          <>
            <button type="button" className={styles.login} onClick={props.onOpenLogin}>
              Login
            </button>
            <Link to="/signup" className={styles.register}>
              Register
            </Link>
          </>
        )}
      </div>
      {session.status === 'loggedIn' ? (
        <div className={`${styles.mobileRow} ${styles.mobileOnly}`}>
          <button type="button" className={styles.mobileRules} onClick={props.onOpenRules}>
            <BookIcon size={15} /> Rules
          </button>
          {props.sessionClock}
          <button type="button" className={styles.deposit} onClick={props.onOpenDeposit}>
            Deposit
          </button>
          <Link to="/banking/withdraw" className={styles.withdraw}>
            Withdraw
          </Link>
        </div>
      ) : null}
      {session.status === 'loggedIn' ? (
        <div className={styles.mobileOnly}>
          <PromoBanner offers={promoOffers} />
        </div>
      ) : null}
    </header>
  );
}
