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
    <Suspense fallback={<ProfileMenuPlaceholder userName={props.userName} onOpen={() => onOpenChange(true)} />}>
      <ProfileMenu {...props} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** The menu's trigger while the menu's code loads: same look and name; a click asks for the menu to open. */
export function ProfileMenuPlaceholder({ userName, onOpen }: { userName: string; onOpen: () => void }) {
  return (
    <button type="button" className={styles.trigger} aria-label={`Account menu for ${userName}`} aria-haspopup="menu" aria-expanded={false} onClick={onOpen}>
      <UserIcon size={18} />
      <span className={styles.name}>{userName}</span>
      <ChevronDownIcon size={14} className={styles.chevron} />
    </button>
  );
}
