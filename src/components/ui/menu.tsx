import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import styles from './menu.module.css';

/** Dropdown menu root (Radix): controlled with `open`/`onOpenChange` or left to itself. */
export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({ children, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content className={styles.content} sideOffset={6} align="end" {...props}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={className ? `${styles.item} ${className}` : styles.item} {...props} />;
}

/** A non-interactive row: a figure with its label, e.g. wallet amount. */
export function MenuFigure({ label, value, tone }: { label: string; value: ReactNode; tone?: 'negative' }) {
  return (
    <DropdownMenu.Label className={styles.figure}>
      <span>{label}</span>
      <strong data-tone={tone}>{value}</strong>
    </DropdownMenu.Label>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />;
}
