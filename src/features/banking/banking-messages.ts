import { CombinedGraphQLErrors } from '@apollo/client';
import { formatMoney } from '@domain/money';
import { graphqlFailure } from '@/lib/graphql-error';

/** What to tell the bettor when a banking call is refused (by the exchange's stable code). */
const MESSAGES: Record<string, string> = {
  DUPLICATE_UTR: 'This UTR has already been submitted. Check the 12-digit reference in your bank or UPI app.',
  INSUFFICIENT_FUNDS: 'That is more than you can withdraw right now.',
  INVALID_BET_SIZE: 'That amount is outside this method’s minimum and maximum.',
  DUPLICATE_BANK_ACCOUNT: 'This bank account is already saved.',
  TOO_MANY_BANK_ACCOUNTS: 'You can keep at most 5 bank accounts. Remove one first.',
  ACCOUNT_NOT_FOUND: 'That bank account is no longer saved. Choose another.',
  REWARD_ALREADY_CLAIMED: 'This reward has already been claimed.',
  REWARD_EXPIRED: 'This reward has expired.',
  PERMISSION_DENIED: 'This is not allowed for your account. Please contact your upline.',
  DEPOSIT_LIMIT_EXCEEDED: 'This deposit would take you past a deposit limit you set. Deposit less, or see your limits under Safer betting.',
  TIMED_OUT: 'You are on a time-out: no deposits until it ends. You can still withdraw.',
  SELF_EXCLUDED: 'You are self-excluded: your account cannot deposit. You can still withdraw your balance.',
};

/** A refusal as one sentence for the screen: ours for known codes, the exchange's message otherwise. */
export function bankingErrorMessage(error: unknown): string {
  const { code, message } = graphqlFailure(error);
  return MESSAGES[code] ?? message;
}

/**
 * A transfer refused by the receiver's protections (money sent down to a bettor who is timed out,
 * self-excluded or at a deposit limit) is said about the receiver, not the sender; anything else as
 * {@link bankingErrorMessage}.
 */
export function transferErrorMessage(error: unknown, toUserName: string): string {
  const { code } = graphqlFailure(error);
  if (code === 'TIMED_OUT') return `${toUserName} is on a time-out: no money can be sent to them until it ends.`;
  if (code === 'SELF_EXCLUDED') return `${toUserName} has excluded themself: no money can be sent to them.`;
  if (code === 'DEPOSIT_LIMIT_EXCEEDED') {
    const remaining = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.remaining : undefined;
    const room = typeof remaining === 'number' ? ` (${formatMoney(remaining)} of room is left)` : '';
    return `This would take ${toUserName} past a deposit limit they set${room}.`;
  }
  return bankingErrorMessage(error);
}

/** A UPI / IMPS reference (UTR): 12 digits, as the exchange checks it. */
export const UTR_PATTERN = /^[0-9]{12}$/;
/** IFSC: four letters, a zero, six letters or digits (the exchange checks the same). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
