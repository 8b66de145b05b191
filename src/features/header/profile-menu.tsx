import { Link } from 'react-router-dom';
import { pathTo } from '../../../machines/lib/routes';
import { ChevronDownIcon, UserIcon } from '@/components/icons';
import { Menu, MenuContent, MenuFigure, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { formatMoney } from '@/lib/format';
import type { Balance } from './balance-figures';
import styles from './profile-menu.module.css';

/** The profile dropdown's page links (spec §2), in order. */
export const PROFILE_LINKS = [
  { label: 'Refer and Earn', to: '/referRearn' },
  { label: 'Profile', to: '/profile' },
  { label: 'Account Statement', to: '/accountstatment' },
  { label: 'Betting Profit and Loss', to: '/profitloss' },
  { label: 'My Bets', to: '/myBetshistory' },
  { label: 'Password history', to: '/passhistory' },
  { label: 'Activity Log', to: '/activityLog' },
  { label: 'Two-step sign-in', to: pathTo('twoStep') },
  { label: 'Safer betting', to: pathTo('saferBetting') },
] as const;

export interface ProfileMenuProps {
  userName: string;
  /** Every level above bettors sees the Back office link. */
  showBackoffice?: boolean;
  balance: Balance | null;
  /** Market Analysis: the bettor's markets with exposure (My Market). */
  onOpenMarketAnalysis: () => void;
  onLogout: () => void;
  /** Controlled open state (stories); left to the menu when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The logged-in user's dropdown: wallet figures, account pages, settings and logout. */
export function ProfileMenu({ userName, showBackoffice = false, balance, onOpenMarketAnalysis, onLogout, open, onOpenChange }: ProfileMenuProps) {
  const money = (value: number | undefined) => (value === undefined ? '–' : formatMoney(value));
  return (
    <Menu open={open} onOpenChange={onOpenChange} modal={false}>
      <MenuTrigger className={styles.trigger} aria-label={`Account menu for ${userName}`}>
        <UserIcon size={18} />
        <span className={styles.name}>{userName}</span>
        <ChevronDownIcon size={14} className={styles.chevron} />
      </MenuTrigger>
      <MenuContent aria-label="Account">
        <MenuFigure label="Wallet" value={money(balance?.wallet)} />
        <MenuFigure label="Exposure" value={money(balance?.exposure)} tone={balance && balance.exposure > 0 ? 'negative' : undefined} />
        <MenuFigure label="Held (withdrawals)" value={money(balance?.held)} />
        <MenuFigure label="Available" value={money(balance?.available)} />
        <MenuSeparator />
        {showBackoffice ? (
          <MenuItem asChild>
            <Link to={pathTo('backoffice')}>Back office</Link>
          </MenuItem>
        ) : null}
        {PROFILE_LINKS.map((link) => (
          <MenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </MenuItem>
        ))}
        <MenuItem onSelect={onOpenMarketAnalysis}>Market Analysis</MenuItem>
        <MenuItem asChild>
          <Link to="/settings">Settings</Link>
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={onLogout} className={styles.logout}>
          Logout
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
