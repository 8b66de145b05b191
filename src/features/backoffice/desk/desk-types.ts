/** The desk's data as its views take it (from the generated query types). */
import type { DeskEvent_EventFragment, DeskMarket_MarketFragment, DeskRisk_RowFragment, TradingDeskQuery } from '@/gql/graphql';

export type DeskEvent = DeskEvent_EventFragment;
export type DeskMarket = DeskMarket_MarketFragment;
export type DeskRisk = DeskRisk_RowFragment;
export type DeskCompetition = TradingDeskQuery['tradingDesk']['competitions'][number];
export type DeskSport = TradingDeskQuery['sports'][number];
