import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import styles from './sheet.module.css';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible title of the panel (visually hidden). */
  title: string;
  children: ReactNode;
}

/** A panel sliding in from the left edge (the mobile side menu), over a dimmed page. */
export function Sheet({ open, onOpenChange, title, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel}>
          <Dialog.Title className={styles.srOnly}>{title}</Dialog.Title>
          <Dialog.Description className={styles.srOnly}>{title}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
