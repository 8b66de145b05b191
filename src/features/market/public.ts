/**
 * What other features may use of the market screens (the ESLint feature-boundary rule allows only
 * this file): the market page itself (lottery and virtual details wrap it), its query, the odds
 * grid and fancy rows (binary lines), and the book a query brought.
 */
export { MarketDetailsRoute } from './market-routes';
export { MarketDetailsQuery, bookFromQuery } from './market-details-view';
export { OddsGrid } from './odds-grid';
export { FancyMarkets } from './fancy-markets';
export type { PricePick } from './price-pick';
// The race card (features/racing) shows the same live price cells, picks and slip click as the grid.
export { PriceCell } from './price-cell';
export { runnerPick } from './price-pick';
export { formatOdds } from './odds-format';
export { useSlipPick } from './use-slip-pick';
