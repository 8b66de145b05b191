import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Screen-reader description; visible when given. */
  description?: string;
  /** Width of the panel: compact forms, standard lists, wide tables. */
  size?: 'compact' | 'standard' | 'wide';
  /** false: no close button, and Escape or a click outside does nothing (a question that must be answered). */
  dismissible?: boolean;
  children: ReactNode;
}

/** A centred dialog over a dimmed page (Radix Dialog): focus trapped, Escape and outside click close it. */
export function Modal({ open, onOpenChange, title, description, size = 'standard', dismissible = true, children }: ModalProps) {
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} data-size={size} onEscapeKeyDown={keepOpen} onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
          <div className={styles.titleBar}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close className={styles.close} aria-label="Close">
                ×
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className={styles.srOnly}>{title}</Dialog.Description>
          )}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
