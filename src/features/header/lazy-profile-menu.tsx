import { lazy, Suspense, useState } from 'react';
import { ChevronDownIcon, UserIcon } from '@/components/icons';
import type { ProfileMenuProps } from './profile-menu';
import styles from './profile-menu.module.css';

// The dropdown (Radix menu, its popper and focus management: ~20 kB brotli) is not part of the first
// screen's code: it loads when a logged-in header first renders.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/**
 * The profile menu, loaded on first render. Until it has loaded, its trigger stands in (same look,
 * same name); a click on it then opens the menu as soon as it arrives.
 */
export function LazyProfileMenu(props: ProfileMenuProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const onOpenChange = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <Suspense
      fallback={
        <button type="button" className={styles.trigger} aria-label={`Account menu for ${props.userName}`} aria-haspopup="menu" aria-expanded={false} onClick={() => onOpenChange(true)}>
          <UserIcon size={18} />
          <span className={styles.name}>{props.userName}</span>
          <ChevronDownIcon size={14} className={styles.chevron} />
        </button>
      }
    >
      <ProfileMenu {...props} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
