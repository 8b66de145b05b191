/**
 * What other features may use of cash out (the ESLint feature-boundary rule allows only this file):
 * the panel of one exchange market, wired to the gateway (the market page and My Bets show it).
 */
export { CashOutContainer } from './cash-out-container';
export { useCashOutMarkets } from './use-cash-out-markets';
