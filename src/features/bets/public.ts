/**
 * What other features may use of bets (the ESLint feature-boundary rule allows only this file):
 * the caller's bets in an event and its settled ones (the market page's positions, the live account's refresh), and
 * cancelling what is left unmatched of a bet (Unsettled Bets).
 */
export { CancelBetMutation, MyBetsQuery, SettledBetsQuery } from './bet-documents';
/** One-click betting (the market's ladder): the setting and a placer that goes through the bet slip machine. */
export { oneClickEvent, useOneClickBetting, type OneClickBet } from './one-click';
