/**
 * Betfair Exchange API-NG (SportsAPING v1.0, AccountAPING v1.0, the interactive login) as zod
 * schemas: the operations Backlay serves and the types they answer with, TRANSCRIBED from Betfair's
 * published definitions:
 *  - "Betting Type Definitions", "Betting Enums", "Betting Exceptions" and "Betting Operations" of the
 *    Betfair Exchange API documentation (betfair-developer-docs.atlassian.net, space 1smk3cen4v3lu3yomq5qye0ni,
 *    pages 2687465, 2687455, 2687479 …) — the same definitions as Betfair's SportsAPING.xml (API-NG-sample-code);
 *  - "Accounts Type Definitions", "Accounts Enums" and "Account Operations" (AccountAPING v1.0);
 *  - "Interactive Login - API Endpoint" (identitysso: token, product, status, error);
 *  - "Heartbeat API" (HeartbeatAPING v1.0: heartbeat, HeartbeatReport, ActionPerformed);
 *  - updateOrders, listClearedOrders (UpdateInstruction, ClearedOrderSummary, ItemDescription, RunnerId, BetStatus,
 *    GroupBy) and getAccountStatement (StatementItem, StatementLegacyData, IncludeItem, Wallet, ItemClass,
 *    winLose) from the same pages (and SportsAPING.xml / AccountAPING.xml of API-NG-sample-code).
 * Field names, optionality and enum members are Betfair's; `double` is a JSON number, `long` an
 * integer, `Date` an ISO-8601 string. Only what a served operation can answer is transcribed; the
 * response schemas are strict so an extra or misspelt field fails the conformance suite.
 */
import { z } from 'zod';

const double = z.number();
const long = z.number().int();
const date = z.iso.datetime({ offset: true });

// ---- Enums (Betting Enums) ----
export const MarketStatus = z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']);
export const RunnerStatus = z.enum(['ACTIVE', 'WINNER', 'LOSER', 'PLACED', 'REMOVED_VACANT', 'REMOVED', 'HIDDEN']);
export const MarketProjection = z.enum(['COMPETITION', 'EVENT', 'EVENT_TYPE', 'MARKET_START_TIME', 'MARKET_DESCRIPTION', 'RUNNER_DESCRIPTION', 'RUNNER_METADATA']);
export const PriceData = z.enum(['SP_AVAILABLE', 'SP_TRADED', 'EX_BEST_OFFERS', 'EX_ALL_OFFERS', 'EX_TRADED']);
export const MatchProjection = z.enum(['NO_ROLLUP', 'ROLLED_UP_BY_PRICE', 'ROLLED_UP_BY_AVG_PRICE']);
export const OrderProjection = z.enum(['ALL', 'EXECUTABLE', 'EXECUTION_COMPLETE']);
export const OrderStatus = z.enum(['PENDING', 'EXECUTION_COMPLETE', 'EXECUTABLE', 'EXPIRED']);
export const OrderType = z.enum(['LIMIT', 'LIMIT_ON_CLOSE', 'MARKET_ON_CLOSE']);
export const Side = z.enum(['BACK', 'LAY']);
export const PersistenceType = z.enum(['LAPSE', 'PERSIST', 'MARKET_ON_CLOSE']);
export const TimeInForce = z.enum(['FILL_OR_KILL']);
export const BetTargetType = z.enum(['BACKERS_PROFIT', 'PAYOUT']);
export const MarketBettingType = z.enum(['ODDS', 'LINE', 'RANGE', 'ASIAN_HANDICAP_DOUBLE_LINE', 'ASIAN_HANDICAP_SINGLE_LINE', 'FIXED_ODDS']);
export const ExecutionReportStatus = z.enum(['SUCCESS', 'FAILURE', 'PROCESSED_WITH_ERRORS', 'TIMEOUT']);
export const ExecutionReportErrorCode = z.enum([
  'ERROR_IN_MATCHER', 'PROCESSED_WITH_ERRORS', 'BET_ACTION_ERROR', 'INVALID_ACCOUNT_STATE', 'INVALID_WALLET_STATUS',
  'INSUFFICIENT_FUNDS', 'LOSS_LIMIT_EXCEEDED', 'MARKET_SUSPENDED', 'MARKET_NOT_OPEN_FOR_BETTING', 'DUPLICATE_TRANSACTION',
  'INVALID_ORDER', 'INVALID_MARKET_ID', 'PERMISSION_DENIED', 'DUPLICATE_BETIDS', 'NO_ACTION_REQUIRED',
  'SERVICE_UNAVAILABLE', 'REJECTED_BY_REGULATOR', 'NO_CHASING', 'REGULATOR_IS_NOT_AVAILABLE', 'TOO_MANY_INSTRUCTIONS',
  'INVALID_MARKET_VERSION', 'INVALID_PROFIT_RATIO',
]);
export const InstructionReportStatus = z.enum(['SUCCESS', 'FAILURE', 'TIMEOUT']);
export const InstructionReportErrorCode = z.enum([
  'INVALID_BET_SIZE', 'INVALID_RUNNER', 'BET_TAKEN_OR_LAPSED', 'BET_IN_PROGRESS', 'RUNNER_REMOVED',
  'MARKET_NOT_OPEN_FOR_BETTING', 'LOSS_LIMIT_EXCEEDED', 'MARKET_NOT_OPEN_FOR_BSP_BETTING', 'INVALID_PRICE_EDIT',
  'INVALID_ODDS', 'INSUFFICIENT_FUNDS', 'INVALID_PERSISTENCE_TYPE', 'ERROR_IN_MATCHER', 'INVALID_BACK_LAY_COMBINATION',
  'ERROR_IN_ORDER', 'INVALID_BID_TYPE', 'INVALID_BET_ID', 'CANCELLED_NOT_PLACED', 'RELATED_ACTION_FAILED',
  'NO_ACTION_REQUIRED', 'TIME_IN_FORCE_CONFLICT', 'UNEXPECTED_PERSISTENCE_TYPE', 'INVALID_ORDER_TYPE',
  'UNEXPECTED_MIN_FILL_SIZE', 'INVALID_CUSTOMER_ORDER_REF', 'INVALID_MIN_FILL_SIZE',
  'BET_LAPSED_PRICE_IMPROVEMENT_TOO_LARGE', 'INVALID_CUSTOMER_STRATEGY_REF', 'INVALID_PROFIT_RATIO',
]);
export const SortDir = z.enum(['EARLIEST_TO_LATEST', 'LATEST_TO_EARLIEST']);
export const OrderBy = z.enum(['BY_BET', 'BY_MARKET', 'BY_MATCH_TIME', 'BY_PLACE_TIME', 'BY_SETTLED_TIME', 'BY_VOID_TIME']);
export const BetStatus = z.enum(['SETTLED', 'VOIDED', 'LAPSED', 'CANCELLED']);
export const GroupBy = z.enum(['EVENT_TYPE', 'EVENT', 'MARKET', 'SIDE', 'BET', 'RUNNER']);
export const ActionPerformed = z.enum(['NONE', 'CANCELLATION_REQUEST_SUBMITTED', 'ALL_BETS_CANCELLED', 'SOME_BETS_NOT_CANCELLED', 'CANCELLATION_REQUEST_ERROR', 'CANCELLATION_STATUS_UNKNOWN']);
export const MarketSort = z.enum(['MINIMUM_TRADED', 'MAXIMUM_TRADED', 'MINIMUM_AVAILABLE', 'MAXIMUM_AVAILABLE', 'FIRST_TO_START', 'LAST_TO_START']);

/** Betting Exceptions: APINGException's errorCode (JSON-RPC message / REST faultstring ANGX-00nn). */
export const APINGExceptionCode = z.enum([
  'TOO_MUCH_DATA', 'INVALID_INPUT_DATA', 'INVALID_SESSION_INFORMATION', 'NO_APP_KEY', 'NO_SESSION', 'UNEXPECTED_ERROR',
  'INVALID_APP_KEY', 'TOO_MANY_REQUESTS', 'SERVICE_BUSY', 'TIMEOUT_ERROR', 'REQUEST_SIZE_EXCEEDS_LIMIT', 'ACCESS_DENIED',
]);
/** Accounts Exceptions: AccountAPINGException's errorCode (AANGX-00nn); the ones this API can answer. */
export const AccountAPINGExceptionCode = z.enum([
  'INVALID_INPUT_DATA', 'INVALID_SESSION_INFORMATION', 'UNEXPECTED_ERROR', 'INVALID_APP_KEY', 'SERVICE_BUSY',
  'TIMEOUT_ERROR', 'NO_SESSION', 'NO_APP_KEY', 'TOO_MANY_REQUESTS',
]);

// ---- Request types (Betting Type Definitions) ----
const TimeRange = z.object({ from: date.optional(), to: date.optional() });
export const MarketFilter = z.object({
  textQuery: z.string().max(200).optional(),
  exchangeIds: z.array(z.string()).optional(),
  eventTypeIds: z.array(z.string()).optional(),
  eventIds: z.array(z.string()).optional(),
  competitionIds: z.array(z.string()).optional(),
  marketIds: z.array(z.string()).optional(),
  venues: z.array(z.string()).optional(),
  bspOnly: z.boolean().optional(),
  turnInPlayEnabled: z.boolean().optional(),
  inPlayOnly: z.boolean().optional(),
  marketBettingTypes: z.array(MarketBettingType).optional(),
  marketCountries: z.array(z.string()).optional(),
  marketTypeCodes: z.array(z.string()).optional(),
  marketStartTime: TimeRange.optional(),
  withOrders: z.array(OrderStatus).optional(),
  raceTypes: z.array(z.string()).optional(),
});
export const ExBestOffersOverrides = z.object({
  bestPricesDepth: z.number().int().min(1).max(10).optional(),
  rollupModel: z.enum(['STAKE', 'PAYOUT', 'MANAGED_LIABILITY', 'NONE']).optional(),
  rollupLimit: z.number().int().optional(),
  rollupLiabilityThreshold: double.optional(),
  rollupLiabilityFactor: z.number().int().optional(),
});
export const PriceProjection = z.object({
  priceData: z.array(PriceData).optional(),
  exBestOffersOverrides: ExBestOffersOverrides.optional(),
  virtualise: z.boolean().optional(),
  rolloverStakes: z.boolean().optional(),
});
export const LimitOrder = z.object({
  size: double.optional(),
  price: double,
  persistenceType: PersistenceType.optional(),
  timeInForce: TimeInForce.optional(),
  minFillSize: double.optional(),
  betTargetType: BetTargetType.optional(),
  betTargetSize: double.optional(),
});
export const PlaceInstruction = z.object({
  orderType: OrderType,
  selectionId: long,
  handicap: double.optional(),
  side: Side,
  limitOrder: LimitOrder.optional(),
  limitOnCloseOrder: z.object({ liability: double, price: double }).optional(),
  marketOnCloseOrder: z.object({ liability: double }).optional(),
  customerOrderRef: z.string().max(32).optional(),
});
export const CancelInstruction = z.object({ betId: z.string(), sizeReduction: double.optional() });
export const ReplaceInstruction = z.object({ betId: z.string(), newPrice: double });
export const UpdateInstruction = z.object({ betId: z.string(), newPersistenceType: PersistenceType });
export const RunnerId = z.object({ marketId: z.string(), selectionId: long, handicap: double.optional() });
export { TimeRange };

// ---- Response types (Betting Type Definitions) ----
export const EventTypeResult = z.strictObject({ eventType: z.strictObject({ id: z.string(), name: z.string() }), marketCount: z.number().int() });
export const CompetitionResult = z.strictObject({
  competition: z.strictObject({ id: z.string(), name: z.string() }),
  marketCount: z.number().int(),
  competitionRegion: z.string().optional(),
});
export const Event = z.strictObject({
  id: z.string(),
  name: z.string(),
  countryCode: z.string().optional(),
  timezone: z.string().optional(),
  venue: z.string().optional(),
  openDate: date.optional(),
});
export const EventResult = z.strictObject({ event: Event, marketCount: z.number().int() });
const MarketDescription = z.strictObject({
  persistenceEnabled: z.boolean(),
  bspMarket: z.boolean(),
  marketTime: date,
  suspendTime: date,
  settleTime: date.optional(),
  bettingType: MarketBettingType,
  turnInPlayEnabled: z.boolean(),
  marketType: z.string(),
  regulator: z.string(),
  marketBaseRate: double,
  discountAllowed: z.boolean(),
  wallet: z.string().optional(),
  rules: z.string().optional(),
  rulesHasDate: z.boolean().optional(),
  eachWayDivisor: double.optional(),
  clarifications: z.string().optional(),
  lineRangeInfo: z.unknown().optional(),
  raceType: z.string().optional(),
  priceLadderDescription: z.strictObject({ type: z.enum(['CLASSIC', 'FINEST', 'LINE_RANGE']) }).optional(),
});
const RunnerCatalog = z.strictObject({
  selectionId: long,
  runnerName: z.string(),
  handicap: double,
  sortPriority: z.number().int(),
  metadata: z.record(z.string(), z.string()).optional(),
});
export const MarketCatalogue = z.strictObject({
  marketId: z.string(),
  marketName: z.string(),
  marketStartTime: date.optional(),
  description: MarketDescription.optional(),
  totalMatched: double.optional(),
  runners: z.array(RunnerCatalog).optional(),
  eventType: z.strictObject({ id: z.string(), name: z.string() }).optional(),
  competition: z.strictObject({ id: z.string(), name: z.string() }).optional(),
  event: Event.optional(),
});
export const PriceSize = z.strictObject({ price: double, size: double });
const ExchangePrices = z.strictObject({ availableToBack: z.array(PriceSize), availableToLay: z.array(PriceSize), tradedVolume: z.array(PriceSize) });
export const Order = z.strictObject({
  betId: z.string(),
  orderType: OrderType,
  status: OrderStatus,
  persistenceType: PersistenceType,
  side: Side,
  price: double,
  size: double,
  bspLiability: double,
  placedDate: date,
  avgPriceMatched: double.optional(),
  sizeMatched: double.optional(),
  sizeRemaining: double.optional(),
  sizeLapsed: double.optional(),
  sizeCancelled: double.optional(),
  sizeVoided: double.optional(),
  customerOrderRef: z.string().optional(),
  customerStrategyRef: z.string().optional(),
});
export const Match = z.strictObject({ betId: z.string().optional(), matchId: z.string().optional(), side: Side, price: double, size: double, matchDate: date.optional() });
export const Runner = z.strictObject({
  selectionId: long,
  handicap: double,
  status: RunnerStatus,
  adjustmentFactor: double.optional(),
  lastPriceTraded: double.optional(),
  totalMatched: double.optional(),
  removalDate: date.optional(),
  ex: ExchangePrices.optional(),
  sp: z.strictObject({ nearPrice: double.optional(), farPrice: double.optional(), backStakeTaken: z.array(PriceSize).optional(), layLiabilityTaken: z.array(PriceSize).optional(), actualSP: double.optional() }).optional(),
  orders: z.array(Order).optional(),
  matches: z.array(Match).optional(),
  matchesByStrategy: z.record(z.string(), z.strictObject({ matches: z.array(Match) })).optional(),
});
export const MarketBook = z.strictObject({
  marketId: z.string(),
  isMarketDataDelayed: z.boolean(),
  status: MarketStatus.optional(),
  betDelay: z.number().int().optional(),
  bspReconciled: z.boolean().optional(),
  complete: z.boolean().optional(),
  inplay: z.boolean().optional(),
  numberOfWinners: z.number().int().optional(),
  numberOfRunners: z.number().int().optional(),
  numberOfActiveRunners: z.number().int().optional(),
  lastMatchTime: date.optional(),
  totalMatched: double.optional(),
  totalAvailable: double.optional(),
  crossMatching: z.boolean().optional(),
  runnersVoidable: z.boolean().optional(),
  version: long.optional(),
  runners: z.array(Runner).optional(),
  keyLineDescription: z.strictObject({ keyLine: z.array(z.strictObject({ selectionId: long, handicap: double })) }).optional(),
});
const PlaceInstructionReport = z.strictObject({
  status: InstructionReportStatus,
  errorCode: InstructionReportErrorCode.optional(),
  orderStatus: OrderStatus.optional(),
  instruction: PlaceInstruction,
  betId: z.string().optional(),
  placedDate: date.optional(),
  averagePriceMatched: double.optional(),
  sizeMatched: double.optional(),
});
export const PlaceExecutionReport = z.strictObject({
  customerRef: z.string().optional(),
  status: ExecutionReportStatus,
  errorCode: ExecutionReportErrorCode.optional(),
  marketId: z.string().optional(),
  instructionReports: z.array(PlaceInstructionReport).optional(),
});
const CancelInstructionReport = z.strictObject({
  status: InstructionReportStatus,
  errorCode: InstructionReportErrorCode.optional(),
  instruction: CancelInstruction.optional(),
  sizeCancelled: double,
  cancelledDate: date.optional(),
});
export const CancelExecutionReport = z.strictObject({
  customerRef: z.string().optional(),
  status: ExecutionReportStatus,
  errorCode: ExecutionReportErrorCode.optional(),
  marketId: z.string().optional(),
  instructionReports: z.array(CancelInstructionReport).optional(),
});
export const ReplaceExecutionReport = z.strictObject({
  customerRef: z.string().optional(),
  status: ExecutionReportStatus,
  errorCode: ExecutionReportErrorCode.optional(),
  marketId: z.string().optional(),
  instructionReports: z
    .array(
      z.strictObject({
        status: InstructionReportStatus,
        errorCode: InstructionReportErrorCode.optional(),
        cancelInstructionReport: CancelInstructionReport.optional(),
        placeInstructionReport: PlaceInstructionReport.optional(),
      }),
    )
    .optional(),
});
export const CurrentOrderSummary = z.strictObject({
  betId: z.string(),
  marketId: z.string(),
  selectionId: long,
  handicap: double,
  priceSize: PriceSize,
  bspLiability: double,
  side: Side,
  status: OrderStatus,
  persistenceType: PersistenceType,
  orderType: OrderType,
  placedDate: date,
  matchedDate: date.optional(),
  averagePriceMatched: double.optional(),
  sizeMatched: double.optional(),
  sizeRemaining: double.optional(),
  sizeLapsed: double.optional(),
  sizeCancelled: double.optional(),
  sizeVoided: double.optional(),
  regulatorAuthCode: z.string().optional(),
  regulatorCode: z.string().optional(),
  customerOrderRef: z.string().optional(),
  customerStrategyRef: z.string().optional(),
  currentItemDescription: z.strictObject({ marketVersion: z.strictObject({ version: long }).optional() }).optional(),
  sourceIdType: z.string().optional(),
  sourceIdDescription: z.string().optional(),
});
export const CurrentOrderSummaryReport = z.strictObject({ currentOrders: z.array(CurrentOrderSummary), moreAvailable: z.boolean() });
export const MarketProfitAndLoss = z.strictObject({
  marketId: z.string(),
  commissionApplied: double.optional(),
  profitAndLosses: z.array(z.strictObject({ selectionId: long, ifWin: double.optional(), ifLose: double.optional(), ifPlace: double.optional() })),
});

export const UpdateExecutionReport = z.strictObject({
  customerRef: z.string().optional(),
  status: ExecutionReportStatus,
  errorCode: ExecutionReportErrorCode.optional(),
  marketId: z.string().optional(),
  instructionReports: z.array(z.strictObject({ status: InstructionReportStatus, errorCode: InstructionReportErrorCode.optional(), instruction: UpdateInstruction })).optional(),
});
export const ItemDescription = z.strictObject({
  eventTypeDesc: z.string().optional(),
  eventDesc: z.string().optional(),
  marketDesc: z.string().optional(),
  marketType: z.string().optional(),
  marketStartTime: date.optional(),
  runnerDesc: z.string().optional(),
  numberOfWinners: z.number().int().optional(),
  eachWayDivisor: double.optional(),
});
/** ClearedOrderSummary: every field optional (a rolled-up line leaves out what its grouping does not keep). */
export const ClearedOrderSummary = z.strictObject({
  eventTypeId: z.string().optional(),
  eventId: z.string().optional(),
  marketId: z.string().optional(),
  selectionId: long.optional(),
  handicap: double.optional(),
  betId: z.string().optional(),
  placedDate: date.optional(),
  persistenceType: PersistenceType.optional(),
  orderType: OrderType.optional(),
  side: Side.optional(),
  itemDescription: ItemDescription.optional(),
  betOutcome: z.string().optional(),
  priceRequested: double.optional(),
  settledDate: date.optional(),
  lastMatchedDate: date.optional(),
  betCount: z.number().int().optional(),
  commission: double.optional(),
  priceMatched: double.optional(),
  priceReduced: z.boolean().optional(),
  sizeSettled: double.optional(),
  profit: double.optional(),
  sizeCancelled: double.optional(),
  customerOrderRef: z.string().optional(),
  customerStrategyRef: z.string().optional(),
});
export const ClearedOrderSummaryReport = z.strictObject({ clearedOrders: z.array(ClearedOrderSummary), moreAvailable: z.boolean() });

// ---- Heartbeat API (HeartbeatAPING v1.0: "Heartbeat API" page of the Exchange API documentation) ----
export const HeartbeatReport = z.strictObject({ actionPerformed: ActionPerformed, actualTimeoutSeconds: z.number().int() });

// ---- Accounts Type Definitions ----
export const AccountFundsResponse = z.strictObject({
  availableToBetBalance: double,
  exposure: double,
  retainedCommission: double,
  exposureLimit: double,
  discountRate: double.optional(),
  pointsBalance: z.number().int().optional(),
  wallet: z.string().optional(),
});
export const AccountDetailsResponse = z.strictObject({
  currencyCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  localeCode: z.string(),
  region: z.string(),
  timezone: z.string(),
  discountRate: double,
  pointsBalance: z.number().int(),
  countryCode: z.string(),
});

/** Accounts Enums: IncludeItem, Wallet, ItemClass, winLose. */
export const IncludeItem = z.enum(['ALL', 'DEPOSITS_WITHDRAWALS', 'EXCHANGE', 'POKER_ROOM']);
export const Wallet = z.enum(['UK', 'AUSTRALIA']);
export const ItemClass = z.enum(['UNKNOWN']);
export const WinLose = z.enum(['RESULT_ERR', 'RESULT_FIX', 'RESULT_LOST', 'RESULT_NOT_APPLICABLE', 'RESULT_WON', 'COMMISSION_REVERSAL']);
export const StatementLegacyData = z.strictObject({
  avgPrice: double.optional(),
  betSize: double.optional(),
  betType: z.string().optional(),
  betCategoryType: z.string().optional(),
  commissionRate: z.string().optional(),
  eventId: long.optional(),
  eventTypeId: long.optional(),
  fullMarketName: z.string().optional(),
  grossBetAmount: double.optional(),
  marketName: z.string().optional(),
  marketType: z.string().optional(),
  placedDate: date.optional(),
  selectionId: long.optional(),
  selectionName: z.string().optional(),
  startDate: date.optional(),
  transactionType: z.string().optional(),
  transactionId: long.optional(),
  winLose: WinLose.optional(),
});
export const StatementItem = z.strictObject({
  refId: z.string(),
  itemDate: date,
  amount: double,
  balance: double,
  itemClass: ItemClass,
  itemClassData: z.record(z.string(), z.string()),
  legacyData: StatementLegacyData,
});
export const AccountStatementReport = z.strictObject({ accountStatement: z.array(StatementItem), moreAvailable: z.boolean() });

// ---- Interactive login (identitysso) ----
export const LoginStatus = z.enum(['SUCCESS', 'FAIL', 'LIMITED_ACCESS', 'LOGIN_RESTRICTED']);
export const LoginResponse = z.strictObject({ token: z.string(), product: z.string(), status: LoginStatus, error: z.string() });
/** keepAlive and logout: status SUCCESS or FAIL; error is NO_SESSION, INPUT_VALIDATION_ERROR, INTERNAL_ERROR or empty. */
export const KeepAliveLogoutResponse = z.strictObject({ token: z.string(), product: z.string(), status: z.enum(['SUCCESS', 'FAIL']), error: z.string() });

// ---- Errors ----
const exceptionBody = (name: 'APINGException' | 'AccountAPINGException', code: z.ZodType) =>
  z.strictObject({ [name]: z.strictObject({ errorCode: code, errorDetails: z.string(), requestUUID: z.string() }), exceptionname: z.literal(name) });
/** JSON-RPC: `error` of a response (code -32099 for an APINGException, -32700/-32600/-32601/-32602 JSON-RPC's own). */
export const JsonRpcError = z.strictObject({
  code: z.number().int(),
  message: z.string(),
  data: z.union([exceptionBody('APINGException', APINGExceptionCode), exceptionBody('AccountAPINGException', AccountAPINGExceptionCode)]).optional(),
});
/** REST: the HTTP 400 body. */
export const RestFault = z.strictObject({
  faultcode: z.string(),
  faultstring: z.string(),
  detail: z.union([exceptionBody('APINGException', APINGExceptionCode), exceptionBody('AccountAPINGException', AccountAPINGExceptionCode)]),
});

/** The result type of each operation served, by its API and name. */
export const operationResults = {
  betting: {
    listEventTypes: z.array(EventTypeResult),
    listCompetitions: z.array(CompetitionResult),
    listEvents: z.array(EventResult),
    listMarketCatalogue: z.array(MarketCatalogue),
    listMarketBook: z.array(MarketBook),
    listRunnerBook: z.array(MarketBook),
    placeOrders: PlaceExecutionReport,
    cancelOrders: CancelExecutionReport,
    replaceOrders: ReplaceExecutionReport,
    listCurrentOrders: CurrentOrderSummaryReport,
    listMarketProfitAndLoss: z.array(MarketProfitAndLoss),
    updateOrders: UpdateExecutionReport,
    listClearedOrders: ClearedOrderSummaryReport,
  },
  heartbeat: {
    heartbeat: HeartbeatReport,
  },
  account: {
    getAccountFunds: AccountFundsResponse,
    getAccountDetails: AccountDetailsResponse,
    getAccountStatement: AccountStatementReport,
  },
} as const;
