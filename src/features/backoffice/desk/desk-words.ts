/** The desk's refusals in words, by the exchange's stable code; the exchange's own sentence for the rest. */
const WORDS: Record<string, string> = {
  PERMISSION_DENIED: 'The admin has not opened the trading desk to your level (Settings → Trading desk).',
  INVALID_SESSION_INFORMATION: 'Your session has ended: log in again.',
  EVENT_NOT_FOUND: 'That event no longer exists.',
  MARKET_NOT_FOUND: 'That market is settled or no longer exists.',
  MARKET_SUSPENDED: 'The event is suspended: its markets open again with the event (Shift+O).',
  EVENT_NOT_IN_PLAY: 'Start play first (P): balls and goals are recorded in play.',
  NETWORK_ERROR: 'The exchange could not be reached. Check your connection and try again.',
};

export function deskErrorText(failure: { code: string; message: string }): string {
  return WORDS[failure.code] ?? failure.message;
}
