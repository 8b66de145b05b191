/** What a settle-up figure means in words, and a refused recording's code in words. */
import { formatMoney } from '@/lib/format';

/** Between me and my upline: + I owe it, − it owes me. */
export function withUplineWords(upline: string, outstanding: number): string {
  if (outstanding > 0) return `You owe ${upline} ${formatMoney(outstanding)}`;
  if (outstanding < 0) return `${upline} owes you ${formatMoney(-outstanding)}`;
  return `You and ${upline} are square`;
}

/** Between me and a direct downline level: + it owes me, − I owe it. */
export function withDownlineWords(userName: string, outstanding: number): string {
  if (outstanding > 0) return `${userName} owes you ${formatMoney(outstanding)}`;
  if (outstanding < 0) return `You owe ${userName} ${formatMoney(-outstanding)}`;
  return 'Square';
}

const CODE_WORDS: Record<string, string> = {
  INVALID_INPUT_DATA: 'The exchange refused the amount or note',
  PERMISSION_DENIED: 'You can record settle-ups only with your own direct downline levels.',
  USER_NOT_FOUND: 'That user is not in your downline.',
  DUPLICATE_TRANSACTION: 'This settle-up was already sent with other figures. Close the dialog and start again.',
  TOO_MANY_REQUESTS: 'Too many requests at once: try again in a moment.',
  UNAUTHENTICATED: 'Your session has ended: log in again.',
  NETWORK_ERROR: 'The exchange could not be reached. Check your connection and try again: the same settle-up is sent again, never twice.',
};

/** A refused settle-up in words; the server's own sentence is kept where the code alone says too little. */
export function settleUpErrorWords(code: string, message: string): string {
  const words = CODE_WORDS[code];
  if (!words) return `The settle-up was not recorded: ${message}`;
  return code === 'INVALID_INPUT_DATA' ? `${words}: ${message}` : words;
}
