import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styles from './tabs.module.css';

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly { value: string; title: string; content: ReactNode }[];
  defaultValue?: string;
}

/** Tabs (Radix): the active tab carries data-state="active". */
export function Tabs({ label, tabs, defaultValue }: TabsProps) {
  return (
    <RadixTabs.Root className={styles.root} defaultValue={defaultValue ?? tabs[0]?.value}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.title}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
