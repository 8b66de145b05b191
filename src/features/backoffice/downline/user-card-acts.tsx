import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CreditDialog } from './credit-dialog';
import { CreditReferenceDialog } from './credit-reference-dialog';
import {
  CreditMutation,
  MoveUserMutation,
  ResetPasswordMutation,
  ResetTwoFactorMutation,
  SetBettingLockedMutation,
  SetCreditReferenceMutation,
  SetLoginLockedMutation,
} from './downline-documents';
import type { DownlineUser, UserCard } from './downline-types';
import { MoveUserDialog } from './move-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { useAct } from './use-act';
import { DownlineProtections } from './downline-protections';
import { UserCardView, type CardAction } from './user-card-view';

export interface UserCardActsProps {
  card: UserCard;
  me: DownlineUser;
  closeHref: string;
}

/** A fresh key per credit movement: a retry of the same send is the same key (the exchange answers it once). */
const newKey = () => crypto.randomUUID();

/**
 * The user card wired to its acts: each answer is the changed user (and me, for credit), which the
 * cache files by userName (BackofficeUser), so the row, the card and the frame move without reading again.
 */
export function UserCardActs({ card, me, closeHref }: UserCardActsProps) {
  const { user } = card;
  const [dialog, setDialog] = useState<CardAction | null>(null);
  const [actState, runAct, resetAct] = useAct();
  const [lockState, runLock] = useAct();
  const [creditKey, setCreditKey] = useState(newKey);
  const [reset, setReset] = useState<{ code: string; expiresAt: string } | null>(null);
  const [credit] = useMutation(CreditMutation);
  const [setCreditReference] = useMutation(SetCreditReferenceMutation);
  const [setBettingLocked] = useMutation(SetBettingLockedMutation);
  const [setLoginLocked] = useMutation(SetLoginLockedMutation);
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const [move] = useMutation(MoveUserMutation);
  const [resetTwoFactor] = useMutation(ResetTwoFactorMutation);
  const open = (action: CardAction) => {
    resetAct();
    setReset(null);
    setCreditKey(newKey());
    setDialog(action);
  };
  const dialogProps = (action: CardAction) => ({ open: dialog === action, onOpenChange: (o: boolean) => setDialog(o ? action : null), state: actState });
  return (
    <>
      <UserCardView
        card={card}
        isOperator={me.role === 'operator'}
        closeHref={closeHref}
        onAction={open}
        lockState={lockState}
        protections={user.role === 'bettor' ? <DownlineProtections userName={user.userName} /> : null}
        onSetLocked={(what, locked) =>
          runLock(() => (what === 'betting' ? setBettingLocked({ variables: { userName: user.userName, locked } }) : setLoginLocked({ variables: { userName: user.userName, locked } })))
        }
      />
      <CreditDialog
        {...dialogProps('credit')}
        userName={user.userName}
        myAvailable={me.role === 'operator' ? null : me.available}
        userAvailable={user.available}
        onSubmit={({ direction, amount }) =>
          runAct(async () => {
            await credit({ variables: { userName: user.userName, amount, direction, idempotencyKey: creditKey } });
            setCreditKey(newKey());
          })
        }
      />
      <CreditReferenceDialog
        {...dialogProps('creditReference')}
        userName={user.userName}
        current={user.creditReference}
        onSubmit={(creditReference) => runAct(() => setCreditReference({ variables: { userName: user.userName, creditReference } }))}
      />
      <ResetPasswordDialog
        {...dialogProps('resetPassword')}
        userName={user.userName}
        reset={reset}
        onSubmit={() =>
          runAct(async () => {
            const result = await resetPassword({ variables: { userName: user.userName } });
            if (result.data) setReset(result.data.backofficeResetPassword);
          })
        }
      />
      <ResetTwoFactorDialog {...dialogProps('resetTwoFactor')} userName={user.userName} onSubmit={() => runAct(() => resetTwoFactor({ variables: { userName: user.userName } }))} />
      <MoveUserDialog {...dialogProps('move')} userName={user.userName} onSubmit={(m) => runAct(() => move({ variables: { userName: user.userName, ...m } }))} />
    </>
  );
}
