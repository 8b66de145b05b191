/** The console's refusals in words, by the exchange's stable code; the server's own sentence where it names what is in the way. */
const WORDS: Record<string, string> = {
  PERMISSION_DENIED: 'Only the site’s admin can do this.',
  INVALID_SESSION_INFORMATION: 'Your session has ended: log in again.',
  MARKET_NOT_FOUND: 'That market no longer exists.',
  MARKET_SETTLED: 'That market is already settled: resettle or void it instead.',
  MARKET_SUSPENDED: 'The event is suspended after an incident: its markets open again with the event.',
  MARKET_NOT_OPEN_FOR_BETTING: 'The event is closed.',
  REASON_REQUIRED: 'Give a reason: a resettlement or a void is recorded with one.',
  INVALID_RUNNER: 'Pick the winner among the market’s runners.',
  INVALID_RESULT: 'Enter the runs scored as a whole number.',
  INVALID_STATUS: 'A market is suspended or opened here; settle or void it to close it.',
  INVALID_LEVELS: 'Levels above bettors must be 2, 3 or 4.',
  INVALID_ROLE: 'That level is not used with this number of levels.',
  INVALID_SHARE: 'Shares are 0–100 % each, and the levels below the admin keep at most 100 % together.',
  INVALID_STAKE_LIMIT: 'Stakes must be whole rupees from ₹0.01, the minimum no more than the maximum.',
  INVALID_BET_DELAY: 'The bet delay is 0 to 30 seconds.',
  SPORT_NOT_FOUND: 'One of the sports no longer exists: reload the page.',
  NETWORK_ERROR: 'The exchange could not be reached. Check your connection and try again.',
};

/** Codes whose server message names the obstacle (e.g. how many users hold a level): shown after the words. */
const WITH_DETAIL = new Set(['LEVEL_IN_USE']);

export function operatorErrorText(failure: { code: string; message: string }): string {
  if (WITH_DETAIL.has(failure.code)) return `That would drop a level that still has users — ${failure.message}`;
  return WORDS[failure.code] ?? `The exchange refused it (${failure.code}): ${failure.message}`;
}
