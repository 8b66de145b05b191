import { formatEventTime } from '@/lib/format';
import { ActDialog } from './act-dialog';
import type { ActState } from './use-act';
import styles from './act-dialog.module.css';

export interface ResetPasswordDialogProps {
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ActState;
  /** The code the exchange issued (once done). */
  reset: { code: string; expiresAt: string } | null;
  onSubmit: () => void;
}

/** A reset code for a direct downline, to hand over; the user sets a new password with it. */
export function ResetPasswordDialog({ userName, open, onOpenChange, state, reset, onSubmit }: ResetPasswordDialogProps) {
  return (
    <ActDialog
      title={`Reset password of ${userName}`}
      open={open}
      onOpenChange={onOpenChange}
      state={state}
      submitLabel="Issue a reset code"
      once
      onSubmit={onSubmit}
      doneText={
        reset ? (
          <>
            Hand this code to {userName}: <span className={styles.code}>{reset.code}</span> (valid until {formatEventTime(reset.expiresAt)}).
          </>
        ) : (
          'Code issued.'
        )
      }
    >
      <p>
        {userName} will set a new password with the code; the old one works until then.
      </p>
    </ActDialog>
  );
}
