import { DiceIcon, GiftIcon, HomeIcon, PlayIcon, TrophyIcon } from '@/components/icons';
import styles from './footer.module.css';

/** The year the desktop footer's notice shows (spec §2). */
export const FOOTER_YEAR = 2023;

export type FooterTab = 'sports' | 'inplay' | 'home' | 'casino' | 'promotion';

export interface FooterProps {
  /** The tab of the current page, if any. */
  activeTab: FooterTab | null;
  /** A mobile tab was tapped (the side menu closes first). */
  onTab: (tab: FooterTab) => void;
  onOpenRules: () => void;
  siteTitle: string;
}

const TABS: readonly { tab: FooterTab; label: string; Icon: typeof HomeIcon }[] = [
  { tab: 'sports', label: 'Sports', Icon: TrophyIcon },
  { tab: 'inplay', label: 'In Play', Icon: PlayIcon },
  { tab: 'home', label: 'Home', Icon: HomeIcon },
  { tab: 'casino', label: 'Casino', Icon: DiceIcon },
  { tab: 'promotion', label: 'Promotion', Icon: GiftIcon },
];

/** Desktop: Rules & Regulations and the year notice. Mobile: the fixed bottom tab bar. */
export function Footer({ activeTab, onTab, onOpenRules, siteTitle }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.desktop}>
        <button type="button" className={styles.rulesLink} onClick={onOpenRules}>
          Rules &amp; Regulations
        </button>
        <span className={styles.notice}>
          © {FOOTER_YEAR} {siteTitle}. All rights reserved. Gambling can be addictive: please play responsibly. 18+
        </span>
      </div>
      <ul className={styles.mobileBar} aria-label="Quick links">
        {TABS.map(({ tab, label, Icon }) => (
          <li key={tab}>
            <button
              type="button"
              className={styles.tab}
              data-tab={tab}
              data-state={activeTab === tab ? 'active' : 'inactive'}
              aria-current={activeTab === tab ? 'page' : undefined}
              onClick={() => onTab(tab)}
            >
              <Icon size={tab === 'home' ? 22 : 19} />
              <span>{label}</span>
            </button>
          </li>
        ))}
      </ul>
    </footer>
  );
}
