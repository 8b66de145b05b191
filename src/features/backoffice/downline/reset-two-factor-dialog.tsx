import { ActDialog } from './act-dialog';
import type { ActState } from './use-act';

export interface ResetTwoFactorDialogProps {
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ActState;
  onSubmit: () => void;
}

/** Turns off a direct downline's second factor (a lost phone); it enrols again at its next sign-in. Audited. */
export function ResetTwoFactorDialog({ userName, open, onOpenChange, state, onSubmit }: ResetTwoFactorDialogProps) {
  return (
    <ActDialog
      title={`Reset two-step sign-in of ${userName}`}
      open={open}
      onOpenChange={onOpenChange}
      state={state}
      submitLabel="Reset two-step sign-in"
      once
      onSubmit={onSubmit}
      doneText={`Two-step sign-in of ${userName} is off: a staff account sets it up again at its next sign-in.`}
    >
      <p>
        Do this only when {userName} has lost the phone and the recovery codes. Their code and recovery codes stop working; the reset is recorded in the audit log.
      </p>
    </ActDialog>
  );
}
