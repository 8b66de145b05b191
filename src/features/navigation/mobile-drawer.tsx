import { Link } from 'react-router-dom';
import { LayersIcon, PlaneIcon, SportIcon, StarIcon } from '@/components/icons';
import { Sheet } from '@/components/ui/sheet';
import type { SideNavSport } from './side-nav';
import { chooseOnPlainClick } from './plain-click';
import styles from './mobile-drawer.module.css';

export interface MobileDrawerProps {
  /** The shared drawer flag (drill-down machine, `drawerOpen` tag). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loggedIn: boolean;
  sports: readonly SideNavSport[];
  onChooseSport: (sportId: number) => void;
  /** A sport's address (where choosing it goes): its item is a link that opens in a new tab too. */
  sportHref: (sportId: number) => string;
  onVimaan: () => void;
  /** Any item chosen: the drawer closes. */
  onChoose: () => void;
}

/** Mobile side menu: Multi Market, Favourites (logged in), sports and Vimaan. */
export function MobileDrawer({ open, onOpenChange, loggedIn, sports, onChooseSport, sportHref, onVimaan, onChoose }: MobileDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Side menu">
      <nav className={styles.nav} aria-label="Side menu">
        <div className={styles.top}>
          <div className={styles.bar}>
            <span className={styles.menuTitle}>Menu</span>
            <button type="button" className={styles.close} aria-label="Close side menu" onClick={() => onOpenChange(false)}>
              ×
            </button>
          </div>
          <Link to="/" className={styles.item} onClick={onChoose}>
            <LayersIcon size={18} className={styles.icon} /> Multi Market
          </Link>
          {loggedIn ? (
            <Link to="/favourites" className={styles.item} onClick={onChoose}>
              <StarIcon size={18} className={styles.icon} /> Favourites
            </Link>
          ) : null}
        </div>
        <div className={styles.heading}>Sports</div>
        <ul className={styles.list}>
          {sports.map((sport) => (
            <li key={sport.sportId}>
              <Link
                to={sportHref(sport.sportId)}
                className={styles.item}
                onClick={chooseOnPlainClick(() => {
                  onChooseSport(sport.sportId);
                  onChoose();
                })}
              >
                <SportIcon sportId={sport.sportId} size={18} className={styles.icon} /> {sport.sportName}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.item}
          onClick={() => {
            onVimaan();
            onChoose();
          }}
        >
          <PlaneIcon size={18} className={styles.icon} /> Vimaan
        </button>
      </nav>
    </Sheet>
  );
}
