import { graphqlFailure } from '@/lib/graphql-error';

/** What the exchange's codes mean to a level running its book (the server's message when it says more). */
const WORDS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Not enough available balance for this.',
  PERMISSION_DENIED: 'You may not do this for this user.',
  USER_NOT_FOUND: 'No such user in your downline.',
  PARTNERSHIP_OUT_OF_RANGE: 'That share is more than your upline left you.',
  DUPLICATE_TRANSACTION: 'This was already sent with other figures.',
  DUPLICATE_USER: 'That login name is taken.',
  USER_EXISTS: 'That login name is taken.',
  TIMED_OUT: 'This user is on a time-out: no credit can be given until it ends.',
  SELF_EXCLUDED: 'This user has excluded themself: no credit can be given.',
  DEPOSIT_LIMIT_EXCEEDED: 'This would take the user past a deposit limit they set.',
  NETWORK_ERROR: 'The exchange could not be reached. Check your connection and try again.',
};

/** A failed act in words: the code's meaning, with the server's own message when it is more specific. */
export function actFailure(error: unknown): { code: string; message: string } {
  const { code, message } = graphqlFailure(error);
  const words = WORDS[code];
  if (code === 'INVALID_INPUT_DATA' || !words) return { code, message };
  return { code, message: message && message !== words && code !== 'NETWORK_ERROR' ? `${words} (${message})` : words };
}
