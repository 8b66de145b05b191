import { useState } from 'react';
import { ActDialog, Field } from './act-dialog';
import type { ActState } from './use-act';

export interface MoveUserDialogProps {
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ActState;
  onSubmit: (move: { newParent: string; reason: string }) => void;
}

/** The operator moves a user (and its subtree) under another parent of the level just above; the reason is recorded. */
export function MoveUserDialog({ userName, open, onOpenChange, state, onSubmit }: MoveUserDialogProps) {
  const [newParent, setNewParent] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const parentError = newParent.trim() === '' ? 'Name the new parent.' : newParent.trim() === userName ? 'A user cannot be its own parent.' : null;
  const reasonError = reason.trim().length < 3 ? 'Say why (it is recorded).' : null;
  return (
    <ActDialog
      title={`Move ${userName}`}
      open={open}
      onOpenChange={onOpenChange}
      state={state}
      submitLabel="Move"
      once
      doneText="Moved: the user and its downline now sit under the new parent."
      onSubmit={() => {
        setShown(true);
        if (!parentError && !reasonError) onSubmit({ newParent: newParent.trim(), reason: reason.trim() });
      }}
    >
      <Field id="move-parent" label="New parent (login name)" error={shown ? parentError : null}>
        {(field) => <input {...field} autoComplete="off" value={newParent} onChange={(e) => setNewParent(e.target.value)} />}
      </Field>
      <Field id="move-reason" label="Reason" error={shown ? reasonError : null}>
        {(field) => <input {...field} autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </ActDialog>
  );
}
