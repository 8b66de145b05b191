/**
 * Betfair's Exchange Stream API messages as zod schemas, TRANSCRIBED from the stream's published
 * schema: ESASwaggerSchema.json of Betfair's stream-api-sample-code
 * (https://github.com/betfair/stream-api-sample-code/blob/master/ESASwaggerSchema.json), definitions
 * RequestMessage, AuthenticationMessage, HeartbeatMessage, MarketSubscriptionMessage,
 * OrderSubscriptionMessage, MarketFilter, MarketDataFilter, OrderFilter, ResponseMessage,
 * ConnectionMessage, StatusMessage, MarketChangeMessage, MarketChange, MarketDefinition, RunnerDefinition,
 * RunnerChange, OrderChangeMessage, OrderMarketChange, OrderRunnerChange, Order.
 * Field names, optionality and enum members are Betfair's; `[price, size]` and `[level, price, size]`
 * are arrays of numbers. Server messages are strict: a field Backlay sends that the schema lacks fails
 * the stream tests.
 */
import { z } from 'zod';

const long = z.number().int();
const int = z.number().int();
const double = z.number();
/** PriceLadder ([price, size]) and LevelPriceLadder ([level, price, size]) entries. */
const priceSize = z.tuple([double, double]);
const levelPriceSize = z.tuple([int, double, double]);

// ---- Requests ----
export const MarketFilter = z.object({
  countryCodes: z.array(z.string()).optional(),
  bettingTypes: z.array(z.enum(['ODDS', 'LINE', 'RANGE', 'ASIAN_HANDICAP_DOUBLE_LINE', 'ASIAN_HANDICAP_SINGLE_LINE'])).optional(),
  turnInPlayEnabled: z.boolean().optional(),
  marketTypes: z.array(z.string()).optional(),
  venues: z.array(z.string()).optional(),
  marketIds: z.array(z.string()).optional(),
  eventTypeIds: z.array(z.string()).optional(),
  eventIds: z.array(z.string()).optional(),
  bspMarket: z.boolean().optional(),
  raceTypes: z.array(z.string()).optional(),
});

export const MarketDataField = z.enum(['EX_BEST_OFFERS_DISP', 'EX_BEST_OFFERS', 'EX_ALL_OFFERS', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF', 'SP_TRADED', 'SP_PROJECTED']);
export const MarketDataFilter = z.object({ ladderLevels: int.optional(), fields: z.array(MarketDataField).optional() });

export const OrderFilter = z.object({
  includeOverallPosition: z.boolean().optional(),
  customerStrategyRefs: z.array(z.string()).optional(),
  partitionMatchedByStrategyRef: z.boolean().optional(),
});

const subscriptionBase = {
  id: int.optional(),
  segmentationEnabled: z.boolean().optional(),
  clk: z.string().optional(),
  heartbeatMs: long.optional(),
  initialClk: z.string().optional(),
  conflateMs: long.optional(),
};

export const RequestMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('authentication'), id: int.optional(), session: z.string().optional(), appKey: z.string().optional() }),
  z.object({ op: z.literal('heartbeat'), id: int.optional() }),
  z.object({ op: z.literal('marketSubscription'), ...subscriptionBase, marketFilter: MarketFilter.optional(), marketDataFilter: MarketDataFilter.optional() }),
  z.object({ op: z.literal('orderSubscription'), ...subscriptionBase, orderFilter: OrderFilter.optional() }),
]);
export type Request = z.infer<typeof RequestMessage>;

// ---- Responses ----
export const ErrorCode = z.enum([
  'NO_APP_KEY', 'INVALID_APP_KEY', 'NO_SESSION', 'INVALID_SESSION_INFORMATION', 'NOT_AUTHORIZED', 'INVALID_INPUT', 'INVALID_CLOCK',
  'UNEXPECTED_ERROR', 'TIMEOUT', 'SUBSCRIPTION_LIMIT_EXCEEDED', 'INVALID_REQUEST', 'CONNECTION_FAILED', 'MAX_CONNECTION_LIMIT_EXCEEDED', 'TOO_MANY_REQUESTS',
]);
export type StreamErrorCode = z.infer<typeof ErrorCode>;

export const ConnectionMessage = z.strictObject({ op: z.literal('connection'), id: int.optional(), connectionId: z.string() });

export const StatusMessage = z.strictObject({
  op: z.literal('status'),
  id: int.optional(),
  errorMessage: z.string().optional(),
  errorCode: ErrorCode.optional(),
  connectionId: z.string().optional(),
  connectionClosed: z.boolean().optional(),
  statusCode: z.enum(['SUCCESS', 'FAILURE']),
  connectionsAvailable: int.optional(),
});

const changeBase = {
  id: int.optional(),
  ct: z.enum(['SUB_IMAGE', 'RESUB_DELTA', 'HEARTBEAT']).optional(),
  clk: z.string().optional(),
  heartbeatMs: long.optional(),
  pt: long.optional(),
  initialClk: z.string().optional(),
  conflateMs: long.optional(),
  segmentType: z.enum(['SEG_START', 'SEG', 'SEG_END']).optional(),
  status: int.optional(),
};

export const RunnerDefinition = z.strictObject({
  sortPriority: int.optional(),
  removalDate: z.string().optional(),
  id: long.optional(),
  hc: double.optional(),
  adjustmentFactor: double.optional(),
  bsp: double.optional(),
  status: z.enum(['ACTIVE', 'WINNER', 'LOSER', 'REMOVED', 'REMOVED_VACANT', 'HIDDEN', 'PLACED']).optional(),
});

export const MarketDefinition = z.strictObject({
  venue: z.string().optional(),
  raceType: z.string().optional(),
  settledTime: z.string().optional(),
  timezone: z.string().optional(),
  eachWayDivisor: double.optional(),
  regulators: z.array(z.string()).optional(),
  marketType: z.string().optional(),
  marketBaseRate: double.optional(),
  numberOfWinners: int.optional(),
  countryCode: z.string().optional(),
  lineMaxUnit: double.optional(),
  inPlay: z.boolean().optional(),
  betDelay: int.optional(),
  bspMarket: z.boolean().optional(),
  bettingType: z.enum(['ODDS', 'LINE', 'RANGE', 'ASIAN_HANDICAP_DOUBLE_LINE', 'ASIAN_HANDICAP_SINGLE_LINE']).optional(),
  numberOfActiveRunners: int.optional(),
  lineMinUnit: double.optional(),
  eventId: z.string().optional(),
  crossMatching: z.boolean().optional(),
  runnersVoidable: z.boolean().optional(),
  turnInPlayEnabled: z.boolean().optional(),
  priceLadderDefinition: z.strictObject({ type: z.enum(['CLASSIC', 'FINEST', 'LINE_RANGE']).optional() }).optional(),
  keyLineDefinition: z.strictObject({ kl: z.array(z.strictObject({ id: long.optional(), hc: double.optional() })).optional() }).optional(),
  suspendTime: z.string().optional(),
  discountAllowed: z.boolean().optional(),
  persistenceEnabled: z.boolean().optional(),
  runners: z.array(RunnerDefinition).optional(),
  version: long.optional(),
  eventTypeId: z.string().optional(),
  complete: z.boolean().optional(),
  openDate: z.string().optional(),
  marketTime: z.string().optional(),
  bspReconciled: z.boolean().optional(),
  lineInterval: double.optional(),
  status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']).optional(),
});

export const RunnerChange = z.strictObject({
  tv: double.optional(),
  batb: z.array(levelPriceSize).optional(),
  spb: z.array(priceSize).optional(),
  bdatl: z.array(levelPriceSize).optional(),
  trd: z.array(priceSize).optional(),
  spf: double.optional(),
  ltp: double.optional(),
  atb: z.array(priceSize).optional(),
  spl: z.array(priceSize).optional(),
  spn: double.optional(),
  atl: z.array(priceSize).optional(),
  batl: z.array(levelPriceSize).optional(),
  id: long.optional(),
  hc: double.optional(),
  bdatb: z.array(levelPriceSize).optional(),
});

export const MarketChange = z.strictObject({
  rc: z.array(RunnerChange).optional(),
  img: z.boolean().optional(),
  tv: double.optional(),
  con: z.boolean().optional(),
  marketDefinition: MarketDefinition.optional(),
  id: z.string().optional(),
});

export const MarketChangeMessage = z.strictObject({ op: z.literal('mcm'), ...changeBase, mc: z.array(MarketChange).optional() });

export const Order = z.strictObject({
  side: z.enum(['B', 'L']).optional(),
  sv: double.optional(),
  pt: z.enum(['L', 'P', 'MOC']).optional(),
  ot: z.enum(['L', 'LOC', 'MOC']).optional(),
  lapseStatusReasonCode: z.string().optional(),
  p: double.optional(),
  sc: double.optional(),
  rc: z.string().optional(),
  s: double.optional(),
  pd: long.optional(),
  rac: z.string().optional(),
  md: long.optional(),
  cd: long.optional(),
  ld: long.optional(),
  lsrc: z.string().optional(),
  avp: double.optional(),
  sm: double.optional(),
  rfo: z.string().optional(),
  id: z.string().optional(),
  bsp: double.optional(),
  rfs: z.string().optional(),
  status: z.enum(['E', 'EC']).optional(),
  sl: double.optional(),
  sr: double.optional(),
});

export const OrderRunnerChange = z.strictObject({
  mb: z.array(priceSize).optional(),
  smc: z.record(z.string(), z.strictObject({ mb: z.array(priceSize).optional(), ml: z.array(priceSize).optional() })).optional(),
  uo: z.array(Order).optional(),
  id: long.optional(),
  hc: double.optional(),
  fullImage: z.boolean().optional(),
  ml: z.array(priceSize).optional(),
});

export const OrderMarketChange = z.strictObject({
  accountId: long.optional(),
  orc: z.array(OrderRunnerChange).optional(),
  closed: z.boolean().optional(),
  id: z.string().optional(),
  fullImage: z.boolean().optional(),
});

export const OrderChangeMessage = z.strictObject({ op: z.literal('ocm'), ...changeBase, oc: z.array(OrderMarketChange).optional() });

export const ResponseMessage = z.discriminatedUnion('op', [ConnectionMessage, StatusMessage, MarketChangeMessage, OrderChangeMessage]);
export type Response = z.infer<typeof ResponseMessage>;
export type McmMessage = z.infer<typeof MarketChangeMessage>;
export type OcmMessage = z.infer<typeof OrderChangeMessage>;
export type RunnerChangeShape = z.infer<typeof RunnerChange>;
export type MarketDefinitionShape = z.infer<typeof MarketDefinition>;
export type OrderShape = z.infer<typeof Order>;
