/**
 * The REST contract of a market's public view (markets/detail, events/detail, the match-odds lists and
 * the stream's market topic): written once, by the exchange that builds it (server/exchange/markets/
 * views.ts marketView), for the gateway that reads it and the GraphQL `Market` and `Runner` it maps
 * onto (codegen.ts mappers). Types only. Money in paise.
 */
export type { MarketView, PriceSizeView, RunnerView } from '../exchange/markets/views';
