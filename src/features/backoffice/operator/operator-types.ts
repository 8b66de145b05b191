import type { OperatorMarket_MarketFragment, SiteSettings_SettingsFragment } from '@/gql/graphql';

/** A market row of the console (the query's fragment). */
export type OperatorMarketItem = OperatorMarket_MarketFragment;
export type SiteSettingsData = SiteSettings_SettingsFragment;
export type MarketStateFilter = 'OPEN' | 'SUSPENDED' | 'SETTLED';

/** What the list is narrowed by (the page's URL: ?q=, ?sport=, ?state=). */
export interface MarketFilter {
  search: string;
  sportId: number | null;
  state: MarketStateFilter | null;
}
