/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A bank account to save. */
export type BankAccountInput = {
  /** Account holder's name. */
  accountHolder: string;
  /** Account number (9-18 digits). */
  accountNumber: string;
  /** Bank name. */
  bankName: string;
  /** IFSC, e.g. HDFC0001234. */
  ifsc: string;
};

/** An upline's decision on a request. */
export type BankingDecision =
  | 'APPROVE'
  | 'REJECT';

/** Deposit or withdrawal. */
export type BankingKind =
  | 'DEPOSIT'
  | 'WITHDRAWAL';

/** Where a banking request stands. */
export type BankingStatus =
  | 'APPROVED'
  /** Waiting for the upline. */
  | 'PENDING'
  | 'REJECTED';

/** Where a past bet stands (My Bets history status filter). */
export type BetHistoryState =
  /** Cancelled by the bettor before anything matched. */
  | 'CANCELLED'
  /** Lapsed unmatched (the market turned in-play or closed). */
  | 'LAPSED'
  /** Matched and its market not settled yet, or still waiting unmatched. */
  | 'OPEN'
  /** Matched and its market settled. */
  | 'SETTLED'
  /** Its market was voided: stakes returned. */
  | 'VOIDED';

/** What a bet is on, one member per kind of market (exactly one is given; another kind than the market's is INVALID_INPUT_DATA). */
export type BetSelectionInput =
  {   /** A bookmaker market's runner at the quoted price. */
  bookmaker: RunnerPriceInput; exchange?: never; fancy?: never; outcome?: never; }
  |  { bookmaker?: never;   /** An exchange market's runner at a ladder price. */
  exchange: RunnerPriceInput; fancy?: never; outcome?: never; }
  |  { bookmaker?: never; exchange?: never;   /** A fancy market's run line at the rate the bettor saw. */
  fancy: FancyLineInput; outcome?: never; }
  |  { bookmaker?: never; exchange?: never; fancy?: never;   /** A fixed-odds outcome (lottery digit, binary YES/NO, ball-by-ball result) at the offered odds. */
  outcome: OutcomeOddsInput; };

/** A bet row's type letter (spec §3): B back, L lay. */
export type BetType =
  | 'B'
  | 'L';

/** A quoted hedge bet sent back to be placed. */
export type CashOutBetInput = {
  /** The quoted decimal odds: it is placed at this price or better, never worse. */
  price: number;
  /** Runner id. */
  runnerId: string | number;
  /** BACK or LAY. */
  side: Side;
  /** The quoted stake, paise. */
  size: number;
};

/** Places a cash-out quote. */
export type CashOutInput = {
  /** The quote's bets as quoted. */
  bets: Array<CashOutBetInput>;
  /** The quote's share of the full hedge, (0, 1]. */
  fraction: number;
  /** Client key (8–60 chars): a repeat returns the first answer. */
  idempotencyKey: string;
  /** Market id. */
  marketId: string | number;
};

/** How money can be paid in. */
export type DepositMethodKind =
  | 'BANK'
  | 'UPI'
  | 'WALLET';

/** An event's state. */
export type EventStatus =
  | 'CANCELLED'
  | 'FINISHED'
  | 'IN_PLAY'
  | 'SCHEDULED';

/** A fancy line as the bettor saw it. */
export type FancyLineInput = {
  /** The run line. */
  line: number;
  /** The rate, whole percent: YES wins stake × rate / 100; NO risks that much. */
  rate: number;
};

/** Kinds of market. */
export type MarketKind =
  /** Next-ball outcomes at fixed odds. */
  | 'ballByBall'
  /** YES/NO on an index line at fixed odds. */
  | 'binary'
  /** The house quotes back/lay prices. */
  | 'bookmaker'
  /** Bettors against each other, price-time priority (Match Odds, Win). */
  | 'exchange'
  /** Session/line market: YES/NO on a run line. */
  | 'fancy'
  /** Lottery digit draw at fixed odds. */
  | 'lottery';

/** A market's trading state. */
export type MarketStatus =
  | 'CLOSED'
  | 'INACTIVE'
  | 'OPEN'
  /** Takes no bets for now. */
  | 'SUSPENDED';

/** An order's state. */
export type OrderStatus =
  /** Unmatched part resting on the book. */
  | 'EXECUTABLE'
  /** Fully matched, cancelled or lapsed: nothing left on the book. */
  | 'EXECUTION_COMPLETE'
  /** Waiting out the in-play bet delay. */
  | 'PENDING';

/** A fixed-odds outcome at the offered odds. */
export type OutcomeOddsInput = {
  /** Decimal odds offered. */
  odds: number;
  /** Outcome key (lottery digit, YES/NO, ball outcome). */
  outcomeId: string | number;
};

/** What happens to the unmatched part of a bet when the market turns in-play. */
export type Persistence =
  /** Cancelled at the turn in-play (the default). */
  | 'LAPSE'
  /** Kept on the book in-play. */
  | 'PERSIST';

/** A bet to place: the market, the side, the stake and what it is on. */
export type PlaceBetInput = {
  /** Client key (8–64 chars): a repeat returns the first answer; another payload with it is DUPLICATE_TRANSACTION. */
  idempotencyKey: string;
  /** Market id. */
  marketId: string | number;
  /** Exchange markets: LAPSE (default) or PERSIST. */
  persistence?: Persistence | null | undefined;
  /** What the bet is on; exactly one member, the one that fits the market's kind. */
  selection: BetSelectionInput;
  /** BACK or LAY (fancy: BACK = YES, LAY = NO). */
  side: Side;
  /** Stake, paise. */
  size: number;
};

/** Whether a reward offer can still be claimed. */
export type RewardOfferStatus =
  | 'CLAIMABLE'
  | 'CLAIMED'
  | 'EXPIRED';

/** A runner at a price. */
export type RunnerPriceInput = {
  /** Decimal odds on the Betfair ladder. */
  price: number;
  /** Runner id. */
  runnerId: string | number;
};

/** Changes to the caller's settings; omitted fields stay as they are. */
export type SettingsInput = {
  /** 1 to 8 quick-stake amounts, paise. */
  defaultStakes?: Array<number> | null | undefined;
  /** New loss limit in paise; null removes it. */
  lossLimit?: number | null | undefined;
};

/** BACK bets on an outcome happening; LAY bets against it. */
export type Side =
  | 'BACK'
  | 'LAY';

/** The account statement's type filter. */
export type StatementCategory =
  /** Deposits, withdrawals and transfers. */
  | 'BANKING'
  /** Settlements and voids of bets (and their reversals on resettlement). */
  | 'BETTING'
  /** Rewards and bonuses. */
  | 'BONUS'
  /** Commission on net winnings. */
  | 'COMMISSION';

/** Whether a subscription message replaces (SNAPSHOT) or updates (DELTA) what the client holds. */
export type UpdateKind =
  | 'DELTA'
  | 'SNAPSHOT';

export type RightColumnVideoQueryVariables = Exact<{
  eventId: string | number;
}>;


export type RightColumnVideoQuery = { event: { exEventId: string, videoId: string | null, eventName: string, score: Record<string, unknown> | null } };

export type ActivityLog_EntriesFragment = { at: string, ip: string, userAgent: string | null, success: boolean };

export type ActivityLogQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityLogQueryQuery = { activityLog: Array<{ at: string, ip: string, userAgent: string | null, success: boolean }> };

export type MyBetsHistoryQueryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type MyBetsHistoryQueryQuery = { betHistory: Array<{ betId: string, marketId: string, marketName: string, exEventId: string, eventName: string, sportId: number, sportName: string, selectionName: string, side: Side, type: BetType, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, state: BetHistoryState, placedAt: string, settledAt: string | null, profitAndLoss: number | null }> };

export type UserBetHistoryQueryQueryVariables = Exact<{
  betsFrom: string;
  betsTo: string;
  marketId: string | number;
  from: string;
  to: string;
  sportId: number;
}>;


export type UserBetHistoryQueryQuery = { betHistory: Array<{ betId: string, marketId: string, marketName: string, exEventId: string, eventName: string, sportId: number, sportName: string, selectionName: string, side: Side, type: BetType, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, state: BetHistoryState, placedAt: string, settledAt: string | null, profitAndLoss: number | null }>, profitLoss: { rows: Array<{ key: string, marketId: string | null, profitAndLoss: number, commission: number, net: number }> } };

export type BetHistoryTable_BetsFragment = { betId: string, marketId: string, marketName: string, exEventId: string, eventName: string, sportId: number, sportName: string, selectionName: string, side: Side, type: BetType, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, state: BetHistoryState, placedAt: string, settledAt: string | null, profitAndLoss: number | null };

export type PasswordHistoryQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordHistoryQueryQuery = { passwordHistory: Array<{ changedAt: string }> };

export type ProfileQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQueryQuery = { profile: { userName: string, role: string, isLogin: number, upline: string | null, memberSince: string, referralCode: string | null }, settings: { lossLimit: number | null } };

export type ProfitLossQueryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ProfitLossQueryQuery = { profitLoss: { total: number, rows: Array<{ key: string, sportId: number, sportName: string, eventId: string | null, eventName: string | null, marketId: string | null, marketName: string | null, profitAndLoss: number, commission: number, net: number, markets: number }>, series: Array<{ at: string, net: number }> } };

export type ProfitLossEventQueryQueryVariables = Exact<{
  from: string;
  to: string;
  sportId: number;
}>;


export type ProfitLossEventQueryQuery = { profitLoss: { total: number, rows: Array<{ key: string, sportId: number, sportName: string, eventId: string | null, eventName: string | null, marketId: string | null, marketName: string | null, profitAndLoss: number, commission: number, net: number, markets: number }>, series: Array<{ at: string, net: number }> } };

export type ProfitLossMarketQueryQueryVariables = Exact<{
  from: string;
  to: string;
  sportId: number;
  eventId: string | number;
}>;


export type ProfitLossMarketQueryQuery = { profitLoss: { total: number, rows: Array<{ key: string, sportId: number, sportName: string, eventId: string | null, eventName: string | null, marketId: string | null, marketName: string | null, profitAndLoss: number, commission: number, net: number, markets: number }>, series: Array<{ at: string, net: number }> } };

export type ProfitLossView_ReportFragment = { total: number, rows: Array<{ key: string, sportId: number, sportName: string, eventId: string | null, eventName: string | null, marketId: string | null, marketName: string | null, profitAndLoss: number, commission: number, net: number, markets: number }>, series: Array<{ at: string, net: number }> };

export type ReferEarnQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferEarnQueryQuery = { referrals: { referralCode: string | null, earned: number, rewardPercent: number, rewardCap: number, referrals: Array<{ userName: string, joinedAt: string }> } };

export type RollingCommission_ReportFragment = { total: number, rows: Array<{ marketId: string, marketName: string, exEventId: string, eventName: string, sportId: number, sportName: string, settledAt: string, profitAndLoss: number, commission: number }> };

export type RollingCommissionQueryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type RollingCommissionQueryQuery = { rollingCommission: { total: number, rows: Array<{ marketId: string, marketName: string, exEventId: string, eventName: string, sportId: number, sportName: string, settledAt: string, profitAndLoss: number, commission: number }> } };

export type SettingsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQueryQuery = { settings: { defaultStakes: Array<number>, lossLimit: number | null } };

export type UpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { defaultStakes: Array<number>, lossLimit: number | null } };

export type StatementQueryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type StatementQueryQuery = { statement: { opening: number, rows: Array<{ txId: string, at: string, kind: string, category: StatementCategory, reference: string, description: string, amount: number, balance: number, marketId: string | null, sportId: number | null }> } };

export type StatementView_StatementFragment = { opening: number, rows: Array<{ txId: string, at: string, kind: string, category: StatementCategory, reference: string, description: string, amount: number, balance: number, marketId: string | null, sportId: number | null }> };

export type UnsettledBets_BetsFragment = { betId: string, marketId: string, marketName: string | null, exEventId: string | null, eventName: string | null, sportId: number | null, selectionName: string, side: Side, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, sizeRemaining: number, status: OrderStatus, placedAt: string };

export type UnsettledBetsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UnsettledBetsQueryQuery = { unsettledBets: Array<{ betId: string, marketId: string, marketName: string | null, exEventId: string | null, eventName: string | null, sportId: number | null, selectionName: string, side: Side, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, sizeRemaining: number, status: OrderStatus, placedAt: string }> };

export type AccountHelpQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountHelpQueryQuery = { supportInfo: { channels: Array<{ channel: string, value: string }> } };

export type SignupMutationVariables = Exact<{
  username: string;
  password: string;
  referralCode?: string | null | undefined;
}>;


export type SignupMutation = { signup: { userName: string } };

export type ForgotPasswordMutationVariables = Exact<{
  username: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { sent: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  username: string;
  code: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ChangePasswordMutationVariables = Exact<{
  oldPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { token: string } };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, userDetail: { userName: string, isLogin: number, role: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type BankingHubQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type BankingHubQueryQuery = { balance: { bankBalance: number, exposure: number, available: number, withdrawable: number }, bankingRequests: Array<{ requestId: string, kind: BankingKind, amount: number, methodId: string | null, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, note: string | null }> }> };

export type RequestDepositMutationVariables = Exact<{
  amount: number;
  methodId: string | number;
  utr: string;
}>;


export type RequestDepositMutation = { requestDeposit: { requestId: string, kind: BankingKind, amount: number, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, at: string, by: string | null, note: string | null }> } };

export type DepositMethodsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositMethodsQueryQuery = { depositMethods: Array<{ methodId: string, name: string, kind: DepositMethodKind, minAmount: number, maxAmount: number, sequence: number, details: Array<{ key: string, value: string }> }> };

export type PaymentWaitingQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentWaitingQueryQuery = { bankingRequests: Array<{ requestId: string, kind: BankingKind, amount: number, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, at: string, by: string | null, note: string | null }> }> };

export type RequestList_RequestsFragment = { requestId: string, kind: BankingKind, amount: number, methodId: string | null, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, note: string | null }> };

export type RequestTimeline_RequestFragment = { requestId: string, kind: BankingKind, amount: number, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, at: string, by: string | null, note: string | null }> };

export type RewardsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardsQueryQuery = { rewardOffers: Array<{ rewardId: string, description: string, amount: number, status: RewardOfferStatus, expiresAt: string | null }>, rewards: Array<{ reference: string, description: string, at: string, amount: number }> };

export type ClaimRewardMutationVariables = Exact<{
  rewardId: string | number;
}>;


export type ClaimRewardMutation = { claimReward: { reference: string, amount: number } };

export type TransferQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferQueryQuery = { balance: { withdrawable: number }, profile: { upline: string | null }, transfers: Array<{ txId: string, description: string, at: string, amount: number }> };

export type TransferMutationVariables = Exact<{
  toUserName: string;
  amount: number;
  idempotencyKey: string;
}>;


export type TransferMutation = { transfer: { txId: string, amount: number, toUserName: string } };

export type MyBankingRequestsLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyBankingRequestsLiveSubscription = { myBankingRequests: { requestId: string, methodId: string | null, kind: BankingKind, amount: number, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, at: string, by: string | null, note: string | null }> } };

export type BankAccountsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type BankAccountsQueryQuery = { bankAccounts: Array<{ accountId: string, accountHolder: string, accountNumber: string, ifsc: string, bankName: string }> };

export type AddBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type AddBankAccountMutation = { addBankAccount: { accountId: string } };

export type RemoveBankAccountMutationVariables = Exact<{
  accountId: string | number;
}>;


export type RemoveBankAccountMutation = { removeBankAccount: Array<{ accountId: string }> };

export type WithdrawQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawQueryQuery = { balance: { withdrawable: number }, bankAccounts: Array<{ accountId: string, accountHolder: string, accountNumber: string, ifsc: string, bankName: string }>, bankingRequests: Array<{ requestId: string, kind: BankingKind, amount: number, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, at: string, by: string | null, note: string | null }> }> };

export type RequestWithdrawalMutationVariables = Exact<{
  amount: number;
  accountId: string | number;
  idempotencyKey: string;
}>;


export type RequestWithdrawalMutation = { requestWithdrawal: { requestId: string, kind: BankingKind, amount: number, utr: string | null, status: BankingStatus, createdAt: string, history: Array<{ status: BankingStatus, at: string, by: string | null, note: string | null }> } };

export type MyBetsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type MyBetsQuery = { matchedBets: Array<{ betId: string, marketId: string, marketName: string | null, runnerId: string, selectionName: string, side: Side, type: BetType, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, sizeRemaining: number, status: OrderStatus, placedAt: string, queueAhead: number | null }>, unmatchedBets: Array<{ betId: string, marketId: string, marketName: string | null, runnerId: string, selectionName: string, side: Side, type: BetType, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, sizeRemaining: number, status: OrderStatus, placedAt: string, queueAhead: number | null }>, marketPositions: Array<{ marketId: string, kind: MarketKind, runners: Array<{ runnerId: string, profit: number }> }> };

export type MyBets_BetFragment = { betId: string, marketId: string, marketName: string | null, runnerId: string, selectionName: string, side: Side, type: BetType, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, sizeRemaining: number, status: OrderStatus, placedAt: string, queueAhead: number | null };

export type BetSlipSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BetSlipSettingsQuery = { settings: { defaultStakes: Array<number> } };

export type PlaceBetMutationVariables = Exact<{
  input: PlaceBetInput;
}>;


export type PlaceBetMutation = { placeBet: { betId: string, marketId: string, status: OrderStatus, sizeMatched: number, sizeRemaining: number, averagePriceMatched: number | null, releaseAt: string | null } };

export type CancelBetMutationVariables = Exact<{
  marketId: string | number;
  betId: string | number;
}>;


export type CancelBetMutation = { cancelBet: { betId: string, marketId: string, marketName: string | null, runnerId: string, selectionName: string, side: Side, type: BetType, oddsPrice: number, averagePriceMatched: number | null, stake: number, sizeMatched: number, sizeRemaining: number, status: OrderStatus, placedAt: string, queueAhead: number | null } };

export type ReplaceBetMutationVariables = Exact<{
  marketId: string | number;
  betId: string | number;
  price: number;
}>;


export type ReplaceBetMutation = { replaceBet: { betId: string, status: OrderStatus, sizeMatched: number, sizeRemaining: number } };

export type FancyBookQueryVariables = Exact<{
  marketId: string | number;
}>;


export type FancyBookQuery = { fancyBook: Array<{ key: number, value: number }> };

export type BetMarket_InfoFragment = { marketId: string, exEventId: string, kind: MarketKind, marketName: string };

export type CashOutQuoteQueryVariables = Exact<{
  marketId: string | number;
  fraction?: number | null | undefined;
}>;


export type CashOutQuoteQuery = { cashOutQuote: { marketId: string, fraction: number, available: boolean, reason: string | null, guaranteed: number | null, bets: Array<{ runnerId: string, runnerName: string, side: Side, price: number, size: number }>, profitBefore: Array<{ runnerId: string, runnerName: string | null, profit: number }>, profitAfter: Array<{ runnerId: string, runnerName: string | null, profit: number }> } };

export type CashOutMutationVariables = Exact<{
  input: CashOutInput;
}>;


export type CashOutMutation = { cashOut: { marketId: string, bets: Array<{ betId: string | null, runnerId: string, side: Side, price: number, size: number, status: string, sizeMatched: number, averagePriceMatched: number | null, sizeCancelled: number, releaseAt: string | null, error: string | null }>, profitAfter: Array<{ runnerId: string, profit: number }> } };

export type CasinoGames_GamesFragment = { eventId: string, gameName: string, companyName: string, popular: boolean, link: string | null, image: string };

export type CasinoLobbyQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CasinoLobbyQueryQuery = { casinoLobby: Array<{ eventId: string, gameName: string, companyName: string, popular: boolean, link: string | null, image: string }> };

export type DownlineDeskQueryQueryVariables = Exact<{
  since: string;
}>;


export type DownlineDeskQueryQuery = { downlineBankingRequests: Array<{ requestId: string, userName: string, kind: BankingKind, amount: number, methodId: string | null, utr: string | null, status: BankingStatus, createdAt: string, destination: Array<{ key: string, value: string }> | null, history: Array<{ status: BankingStatus, by: string | null, note: string | null }> }>, downlineUsers: Array<{ userName: string, role: string, isLogin: number, bankBalance: number, exposure: number, available: number }>, downlinePasswordResets: Array<{ userName: string, code: string | null, expiresAt: string }>, downlineTotals: { depositsApproved: number, depositsApprovedCount: number, withdrawalsApproved: number, withdrawalsApprovedCount: number, rejectedCount: number, pendingDeposits: number, pendingWithdrawals: number, pendingCount: number } };

export type DownlineRequestsLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DownlineRequestsLiveSubscription = { downlineBankingRequests: { requestId: string, status: BankingStatus } };

export type DecideRequestMutationVariables = Exact<{
  requestId: string | number;
  decision: BankingDecision;
  note?: string | null | undefined;
}>;


export type DecideRequestMutation = { decideBankingRequest: { requestId: string, status: BankingStatus } };

export type SetUserBlockedMutationVariables = Exact<{
  userName: string;
  blocked: boolean;
}>;


export type SetUserBlockedMutation = { setUserBlocked: { userName: string, isLogin: number } };

export type DownlineRequests_RequestsFragment = { requestId: string, userName: string, kind: BankingKind, amount: number, methodId: string | null, utr: string | null, status: BankingStatus, createdAt: string, destination: Array<{ key: string, value: string }> | null, history: Array<{ status: BankingStatus, by: string | null, note: string | null }> };

export type DownlineUsers_UsersFragment = { userName: string, role: string, isLogin: number, bankBalance: number, exposure: number, available: number };

export type HeaderBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderBalanceQuery = { balance: { bankBalance: number, exposure: number, available: number, withdrawable: number } };

export type MyBalanceLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyBalanceLiveSubscription = { myBalance: { bankBalance: number, exposure: number, available: number, withdrawable: number } };

export type MyOrdersLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersLiveSubscription = { myOrders: { kind: UpdateKind, orders: Array<{ betId: string, status: OrderStatus }> } };

export type EventList_EventsFragment = { exEventId: string, sportId: number, eventName: string, eventTime: string, inPlay: boolean, tournamentName: string };

export type FavouritesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type FavouritesQueryQuery = { sports: Array<{ sportId: number, sportName: string }>, allEvents: Array<{ sportId: number, events: Array<{ exEventId: string, sportId: number, eventName: string, eventTime: string, inPlay: boolean, tournamentName: string }> }> };

export type MyFavouritesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFavouritesQuery = { favourites: Array<string> };

export type SetFavouriteMutationVariables = Exact<{
  eventId: string | number;
  favourite: boolean;
}>;


export type SetFavouriteMutation = { setFavourite: Array<string> };

export type HomeQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQueryQuery = { sports: Array<{ sportId: number, sportName: string }>, allEvents: Array<{ sportId: number, events: Array<{ exEventId: string, sportId: number, eventName: string, eventTime: string, inPlay: boolean, tournamentName: string }> }> };

export type InplayQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type InplayQueryQuery = { sports: Array<{ sportId: number, sportName: string }>, allEvents: Array<{ sportId: number, events: Array<{ exEventId: string, sportId: number, eventName: string, eventTime: string, inPlay: boolean, tournamentName: string }> }> };

export type ListOddsQueryVariables = Exact<{
  eventIds: Array<string | number> | string | number;
}>;


export type ListOddsQuery = { matchOdds: Array<{ marketId: string, exEventId: string, kind: MarketKind, marketName: string, minStake: number, status: MarketStatus, inPlay: boolean, runners: Array<{ runnerId: string, runnerName: string, lastTradedPrice: number | null, availableToBack: Array<{ price: number, size: number }>, availableToLay: Array<{ price: number, size: number }> }> }> };

export type SportSections_SportsFragment = { sportId: number, sportName: string };

export type SportSections_GroupsFragment = { sportId: number, events: Array<{ exEventId: string, sportId: number, eventName: string, eventTime: string, inPlay: boolean, tournamentName: string }> };

export type EventHeader_EventFragment = { exEventId: string, sportId: number, sportName: string, eventName: string, eventTime: string, tournamentName: string, inPlay: boolean, status: EventStatus, score: Record<string, unknown> | null };

export type FancyMarkets_MarketFragment = { marketId: string, marketName: string, minStake: number, maxStake: number, status: MarketStatus, fancy: { yesLine: number, yesRate: number, noLine: number, noRate: number } | null };

export type MarketDetailsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type MarketDetailsQuery = { event: { exEventId: string, sportId: number, videoId: string | null, sportName: string, eventName: string, eventTime: string, tournamentName: string, inPlay: boolean, status: EventStatus, score: Record<string, unknown> | null, markets: Array<{ marketId: string, exEventId: string, kind: MarketKind, status: MarketStatus, inPlay: boolean, totalMatched: number, marketName: string, minStake: number, maxStake: number, betDelayMs: number, runners: Array<{ runnerId: string, lastTradedPrice: number | null, runnerName: string, availableToBack: Array<{ price: number, size: number }>, availableToLay: Array<{ price: number, size: number }> }>, fancy: { yesLine: number, yesRate: number, noLine: number, noRate: number } | null }> } };

export type OddsGrid_MarketFragment = { marketId: string, marketName: string, kind: MarketKind, minStake: number, maxStake: number, betDelayMs: number, runners: Array<{ runnerId: string, runnerName: string }> };

export type MyMarketQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMarketQuery = { userEventsExposure: Array<{ sportId: number, eventId: string, marketId: string, sportName: string, eventName: string, marketName: string, betCounts: number }> };

export type HorseRacingView_RacesFragment = { exEventId: string, sportId: number, eventName: string, eventTime: string, tournamentName: string, inPlay: boolean };

export type HorseRacingQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type HorseRacingQueryQuery = { racingEvents: Array<{ exEventId: string, sportId: number, eventName: string, eventTime: string, tournamentName: string, inPlay: boolean }> };

export type StartupSportsQueryVariables = Exact<{ [key: string]: never; }>;


export type StartupSportsQuery = { sports: Array<{ sportId: number, sportName: string, highlight: boolean }> };

export type StartupAllEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type StartupAllEventsQuery = { allEvents: Array<{ sportId: number, events: Array<{ exEventId: string, sportId: number, sportName: string, eventName: string, eventTime: string, inPlay: boolean, tournamentId: string, tournamentName: string }> }> };

export type StartupRacingEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type StartupRacingEventsQuery = { racingEvents: Array<{ exEventId: string, sportId: number, sportName: string, eventName: string, eventTime: string, tournamentId: string, tournamentName: string }> };

export type StartupExchangeTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type StartupExchangeTypesQuery = { exchangeTypes: Array<{ exchangeId: string, exchangeName: string, highlight: boolean, sequence: number }> };

export type StartupCasinoQueryVariables = Exact<{ [key: string]: never; }>;


export type StartupCasinoQuery = { casinoLobby: Array<{ eventId: string, gameName: string, companyName: string, popular: boolean, link: string | null, image: string }> };

export type StartupThemeQueryVariables = Exact<{ [key: string]: never; }>;


export type StartupThemeQuery = { themeConfig: { exchangeFavicon: string | null, exchangeTitle: string | null, themeColor: string | null, exchangeLogo: string | null, variables: Array<{ name: string, value: string }> } };

export type StartupSupportQueryVariables = Exact<{ [key: string]: never; }>;


export type StartupSupportQuery = { supportInfo: { channels: Array<{ channel: string, value: string }> } };

export type FeedMarketBookSubscriptionVariables = Exact<{
  marketId: string | number;
}>;


export type FeedMarketBookSubscription = { marketBook: { marketId: string, status: MarketStatus, inPlay: boolean, totalMatched: number, runners: Array<{ runnerId: string, lastTradedPrice: number | null, availableToBack: Array<{ price: number, size: number }>, availableToLay: Array<{ price: number, size: number }> }>, fancy: { yesLine: number, yesRate: number, noLine: number, noRate: number } | null } };

export type FeedScoreSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type FeedScoreSubscription = { score: { eventId: string, inPlay: boolean, status: EventStatus, score: Record<string, unknown> | null } };

export const ActivityLog_EntriesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLog_entries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]} as unknown as DocumentNode<ActivityLog_EntriesFragment, unknown>;
export const BetHistoryTable_BetsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BetHistoryTable_bets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BetHistoryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}}]}}]} as unknown as DocumentNode<BetHistoryTable_BetsFragment, unknown>;
export const ProfitLossView_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfitLossView_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfitLossReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"markets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]} as unknown as DocumentNode<ProfitLossView_ReportFragment, unknown>;
export const RollingCommission_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RollingCommission_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RollingCommission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}}]}}]}}]} as unknown as DocumentNode<RollingCommission_ReportFragment, unknown>;
export const StatementView_StatementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementView_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opening"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}}]}}]}}]} as unknown as DocumentNode<StatementView_StatementFragment, unknown>;
export const UnsettledBets_BetsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnsettledBets_bets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}}]}}]} as unknown as DocumentNode<UnsettledBets_BetsFragment, unknown>;
export const RequestList_RequestsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestList_requests"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<RequestList_RequestsFragment, unknown>;
export const RequestTimeline_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestTimeline_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<RequestTimeline_RequestFragment, unknown>;
export const MyBets_BetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBets_bet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueAhead"}}]}}]} as unknown as DocumentNode<MyBets_BetFragment, unknown>;
export const BetMarket_InfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BetMarket_info"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}}]}}]} as unknown as DocumentNode<BetMarket_InfoFragment, unknown>;
export const CasinoGames_GamesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CasinoGames_games"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CasinoGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CasinoGames_GamesFragment, unknown>;
export const DownlineRequests_RequestsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownlineRequests_requests"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<DownlineRequests_RequestsFragment, unknown>;
export const DownlineUsers_UsersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownlineUsers_users"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownlineUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isLogin"}},{"kind":"Field","name":{"kind":"Name","value":"bankBalance"}},{"kind":"Field","name":{"kind":"Name","value":"exposure"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<DownlineUsers_UsersFragment, unknown>;
export const SportSections_SportsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_sports"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}}]}}]} as unknown as DocumentNode<SportSections_SportsFragment, unknown>;
export const EventList_EventsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventList_events"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}}]}}]} as unknown as DocumentNode<EventList_EventsFragment, unknown>;
export const SportSections_GroupsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportEvents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventList_events"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventList_events"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}}]}}]} as unknown as DocumentNode<SportSections_GroupsFragment, unknown>;
export const EventHeader_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventHeader_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]} as unknown as DocumentNode<EventHeader_EventFragment, unknown>;
export const FancyMarkets_MarketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FancyMarkets_market"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"minStake"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yesLine"}},{"kind":"Field","name":{"kind":"Name","value":"yesRate"}},{"kind":"Field","name":{"kind":"Name","value":"noLine"}},{"kind":"Field","name":{"kind":"Name","value":"noRate"}}]}}]}}]} as unknown as DocumentNode<FancyMarkets_MarketFragment, unknown>;
export const OddsGrid_MarketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OddsGrid_market"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"minStake"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"betDelayMs"}},{"kind":"Field","name":{"kind":"Name","value":"runners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"runnerName"}}]}}]}}]} as unknown as DocumentNode<OddsGrid_MarketFragment, unknown>;
export const HorseRacingView_RacesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HorseRacingView_races"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}}]}}]} as unknown as DocumentNode<HorseRacingView_RacesFragment, unknown>;
export const RightColumnVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RightColumnVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<RightColumnVideoQuery, RightColumnVideoQueryVariables>;
export const ActivityLogQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLogQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLog_entries"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLog_entries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]} as unknown as DocumentNode<ActivityLogQueryQuery, ActivityLogQueryQueryVariables>;
export const MyBetsHistoryQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBetsHistoryQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BetHistoryTable_bets"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BetHistoryTable_bets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BetHistoryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}}]}}]} as unknown as DocumentNode<MyBetsHistoryQueryQuery, MyBetsHistoryQueryQueryVariables>;
export const UserBetHistoryQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBetHistoryQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"betsFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"betsTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"betsFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"betsTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"marketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BetHistoryTable_bets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profitLoss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"EnumValue","value":"MARKET"}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BetHistoryTable_bets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BetHistoryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}}]}}]} as unknown as DocumentNode<UserBetHistoryQueryQuery, UserBetHistoryQueryQueryVariables>;
export const PasswordHistoryQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordHistoryQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<PasswordHistoryQueryQuery, PasswordHistoryQueryQueryVariables>;
export const ProfileQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isLogin"}},{"kind":"Field","name":{"kind":"Name","value":"upline"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lossLimit"}}]}}]}}]} as unknown as DocumentNode<ProfileQueryQuery, ProfileQueryQueryVariables>;
export const ProfitLossQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfitLossQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profitLoss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"EnumValue","value":"SPORT"}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfitLossView_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfitLossView_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfitLossReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"markets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]} as unknown as DocumentNode<ProfitLossQueryQuery, ProfitLossQueryQueryVariables>;
export const ProfitLossEventQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfitLossEventQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profitLoss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"EnumValue","value":"EVENT"}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfitLossView_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfitLossView_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfitLossReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"markets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]} as unknown as DocumentNode<ProfitLossEventQueryQuery, ProfitLossEventQueryQueryVariables>;
export const ProfitLossMarketQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfitLossMarketQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profitLoss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"EnumValue","value":"MARKET"}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"sportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sportId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfitLossView_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfitLossView_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfitLossReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"markets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]} as unknown as DocumentNode<ProfitLossMarketQueryQuery, ProfitLossMarketQueryQueryVariables>;
export const ReferEarnQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferEarnQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPercent"}},{"kind":"Field","name":{"kind":"Name","value":"rewardCap"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ReferEarnQueryQuery, ReferEarnQueryQueryVariables>;
export const RollingCommissionQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RollingCommissionQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollingCommission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RollingCommission_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RollingCommission_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RollingCommission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"profitAndLoss"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}}]}}]}}]} as unknown as DocumentNode<RollingCommissionQueryQuery, RollingCommissionQueryQueryVariables>;
export const SettingsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultStakes"}},{"kind":"Field","name":{"kind":"Name","value":"lossLimit"}}]}}]}}]} as unknown as DocumentNode<SettingsQueryQuery, SettingsQueryQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultStakes"}},{"kind":"Field","name":{"kind":"Name","value":"lossLimit"}}]}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const StatementQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementView_statement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementView_statement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opening"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}}]}}]}}]} as unknown as DocumentNode<StatementQueryQuery, StatementQueryQueryVariables>;
export const UnsettledBetsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnsettledBetsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsettledBets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnsettledBets_bets"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnsettledBets_bets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}}]}}]} as unknown as DocumentNode<UnsettledBetsQueryQuery, UnsettledBetsQueryQueryVariables>;
export const AccountHelpQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountHelpQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AccountHelpQueryQuery, AccountHelpQueryQueryVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"userDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"isLogin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const BankingHubQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankingHubQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankBalance"}},{"kind":"Field","name":{"kind":"Name","value":"exposure"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestList_requests"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestList_requests"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<BankingHubQueryQuery, BankingHubQueryQueryVariables>;
export const RequestDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Paise"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"methodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"utr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"methodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"methodId"}}},{"kind":"Argument","name":{"kind":"Name","value":"utr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"utr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestTimeline_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestTimeline_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<RequestDepositMutation, RequestDepositMutationVariables>;
export const DepositMethodsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositMethodsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<DepositMethodsQueryQuery, DepositMethodsQueryQueryVariables>;
export const PaymentWaitingQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentWaitingQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestTimeline_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestTimeline_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PaymentWaitingQueryQuery, PaymentWaitingQueryQueryVariables>;
export const RewardsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<RewardsQueryQuery, RewardsQueryQueryVariables>;
export const ClaimRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimReward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rewardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rewardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rewardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<ClaimRewardMutation, ClaimRewardMutationVariables>;
export const TransferQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<TransferQueryQuery, TransferQueryQueryVariables>;
export const TransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Transfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toUserName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Paise"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toUserName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toUserName"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"toUserName"}}]}}]}}]} as unknown as DocumentNode<TransferMutation, TransferMutationVariables>;
export const MyBankingRequestsLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyBankingRequestsLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestTimeline_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestTimeline_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<MyBankingRequestsLiveSubscription, MyBankingRequestsLiveSubscriptionVariables>;
export const BankAccountsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ifsc"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<BankAccountsQueryQuery, BankAccountsQueryQueryVariables>;
export const AddBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<AddBankAccountMutation, AddBankAccountMutationVariables>;
export const RemoveBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<RemoveBankAccountMutation, RemoveBankAccountMutationVariables>;
export const WithdrawQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ifsc"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestTimeline_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestTimeline_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<WithdrawQueryQuery, WithdrawQueryQueryVariables>;
export const RequestWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Paise"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestTimeline_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestTimeline_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const MyBetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchedBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBets_bet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBets_bet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketPositions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"runners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBets_bet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueAhead"}}]}}]} as unknown as DocumentNode<MyBetsQuery, MyBetsQueryVariables>;
export const BetSlipSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BetSlipSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultStakes"}}]}}]}}]} as unknown as DocumentNode<BetSlipSettingsQuery, BetSlipSettingsQueryVariables>;
export const PlaceBetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceBet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceBetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeBet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"releaseAt"}}]}}]}}]} as unknown as DocumentNode<PlaceBetMutation, PlaceBetMutationVariables>;
export const CancelBetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"betId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"marketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"betId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"betId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBets_bet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBets_bet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"selectionName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPrice"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueAhead"}}]}}]} as unknown as DocumentNode<CancelBetMutation, CancelBetMutationVariables>;
export const ReplaceBetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplaceBet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"betId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceBet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"marketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"betId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"betId"}}},{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeRemaining"}}]}}]}}]} as unknown as DocumentNode<ReplaceBetMutation, ReplaceBetMutationVariables>;
export const FancyBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FancyBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fancyBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"marketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<FancyBookQuery, FancyBookQueryVariables>;
export const CashOutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashOutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fraction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashOutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"marketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fraction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fraction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"fraction"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"guaranteed"}},{"kind":"Field","name":{"kind":"Name","value":"bets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"runnerName"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profitBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"runnerName"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profitAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"runnerName"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]}}]}}]} as unknown as DocumentNode<CashOutQuoteQuery, CashOutQuoteQueryVariables>;
export const CashOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CashOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CashOutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"bets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMatched"}},{"kind":"Field","name":{"kind":"Name","value":"averagePriceMatched"}},{"kind":"Field","name":{"kind":"Name","value":"sizeCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"releaseAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profitAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]}}]}}]} as unknown as DocumentNode<CashOutMutation, CashOutMutationVariables>;
export const CasinoLobbyQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CasinoLobbyQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"casinoLobby"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CasinoGames_games"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CasinoGames_games"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CasinoGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CasinoLobbyQueryQuery, CasinoLobbyQueryQueryVariables>;
export const DownlineDeskQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownlineDeskQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downlineBankingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownlineRequests_requests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downlineUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownlineUsers_users"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downlinePasswordResets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downlineTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositsApproved"}},{"kind":"Field","name":{"kind":"Name","value":"depositsApprovedCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsApproved"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsApprovedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDeposits"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownlineRequests_requests"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"utr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownlineUsers_users"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownlineUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isLogin"}},{"kind":"Field","name":{"kind":"Name","value":"bankBalance"}},{"kind":"Field","name":{"kind":"Name","value":"exposure"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<DownlineDeskQueryQuery, DownlineDeskQueryQueryVariables>;
export const DownlineRequestsLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DownlineRequestsLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downlineBankingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DownlineRequestsLiveSubscription, DownlineRequestsLiveSubscriptionVariables>;
export const DecideRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankingDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideBankingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideRequestMutation, DecideRequestMutationVariables>;
export const SetUserBlockedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserBlocked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserBlocked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"blocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"isLogin"}}]}}]}}]} as unknown as DocumentNode<SetUserBlockedMutation, SetUserBlockedMutationVariables>;
export const HeaderBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankBalance"}},{"kind":"Field","name":{"kind":"Name","value":"exposure"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawable"}}]}}]}}]} as unknown as DocumentNode<HeaderBalanceQuery, HeaderBalanceQueryVariables>;
export const MyBalanceLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyBalanceLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankBalance"}},{"kind":"Field","name":{"kind":"Name","value":"exposure"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawable"}}]}}]}}]} as unknown as DocumentNode<MyBalanceLiveSubscription, MyBalanceLiveSubscriptionVariables>;
export const MyOrdersLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyOrdersLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"betId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MyOrdersLiveSubscription, MyOrdersLiveSubscriptionVariables>;
export const FavouritesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavouritesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportSections_sports"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportSections_groups"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventList_events"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_sports"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportEvents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventList_events"}}]}}]}}]} as unknown as DocumentNode<FavouritesQueryQuery, FavouritesQueryQueryVariables>;
export const MyFavouritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}}]} as unknown as DocumentNode<MyFavouritesQuery, MyFavouritesQueryVariables>;
export const SetFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"favourite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}}}]}]}}]} as unknown as DocumentNode<SetFavouriteMutation, SetFavouriteMutationVariables>;
export const HomeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportSections_sports"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportSections_groups"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventList_events"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_sports"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportEvents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventList_events"}}]}}]}}]} as unknown as DocumentNode<HomeQueryQuery, HomeQueryQueryVariables>;
export const InplayQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InplayQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportSections_sports"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportSections_groups"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventList_events"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_sports"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportSections_groups"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportEvents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventList_events"}}]}}]}}]} as unknown as DocumentNode<InplayQueryQuery, InplayQueryQueryVariables>;
export const ListOddsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListOdds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchOdds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"minStake"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"runners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"runnerName"}},{"kind":"Field","name":{"kind":"Name","value":"availableToBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableToLay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastTradedPrice"}}]}}]}}]}}]} as unknown as DocumentNode<ListOddsQuery, ListOddsQueryVariables>;
export const MarketDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventHeader_event"}},{"kind":"Field","name":{"kind":"Name","value":"markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"totalMatched"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OddsGrid_market"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FancyMarkets_market"}},{"kind":"Field","name":{"kind":"Name","value":"runners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"availableToBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableToLay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastTradedPrice"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventHeader_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OddsGrid_market"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"minStake"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"betDelayMs"}},{"kind":"Field","name":{"kind":"Name","value":"runners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"runnerName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FancyMarkets_market"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"minStake"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yesLine"}},{"kind":"Field","name":{"kind":"Name","value":"yesRate"}},{"kind":"Field","name":{"kind":"Name","value":"noLine"}},{"kind":"Field","name":{"kind":"Name","value":"noRate"}}]}}]}}]} as unknown as DocumentNode<MarketDetailsQuery, MarketDetailsQueryVariables>;
export const MyMarketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMarket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userEventsExposure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"marketName"}},{"kind":"Field","name":{"kind":"Name","value":"betCounts"}}]}}]}}]} as unknown as DocumentNode<MyMarketQuery, MyMarketQueryVariables>;
export const HorseRacingQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HorseRacingQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HorseRacingView_races"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HorseRacingView_races"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}}]}}]} as unknown as DocumentNode<HorseRacingQueryQuery, HorseRacingQueryQueryVariables>;
export const StartupSportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupSports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}}]}}]}}]} as unknown as DocumentNode<StartupSportsQuery, StartupSportsQueryVariables>;
export const StartupAllEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupAllEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentId"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}}]}}]}}]}}]} as unknown as DocumentNode<StartupAllEventsQuery, StartupAllEventsQueryVariables>;
export const StartupRacingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupRacingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exEventId"}},{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTime"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentId"}},{"kind":"Field","name":{"kind":"Name","value":"tournamentName"}}]}}]}}]} as unknown as DocumentNode<StartupRacingEventsQuery, StartupRacingEventsQueryVariables>;
export const StartupExchangeTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupExchangeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeId"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeName"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]}}]} as unknown as DocumentNode<StartupExchangeTypesQuery, StartupExchangeTypesQueryVariables>;
export const StartupCasinoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupCasino"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"casinoLobby"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<StartupCasinoQuery, StartupCasinoQueryVariables>;
export const StartupThemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"themeConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeFavicon"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeTitle"}},{"kind":"Field","name":{"kind":"Name","value":"themeColor"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeLogo"}}]}}]}}]} as unknown as DocumentNode<StartupThemeQuery, StartupThemeQueryVariables>;
export const StartupSupportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartupSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<StartupSupportQuery, StartupSupportQueryVariables>;
export const FeedMarketBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FeedMarketBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"marketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"totalMatched"}},{"kind":"Field","name":{"kind":"Name","value":"runners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runnerId"}},{"kind":"Field","name":{"kind":"Name","value":"availableToBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableToLay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastTradedPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yesLine"}},{"kind":"Field","name":{"kind":"Name","value":"yesRate"}},{"kind":"Field","name":{"kind":"Name","value":"noLine"}},{"kind":"Field","name":{"kind":"Name","value":"noRate"}}]}}]}}]}}]} as unknown as DocumentNode<FeedMarketBookSubscription, FeedMarketBookSubscriptionVariables>;
export const FeedScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FeedScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"inPlay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<FeedScoreSubscription, FeedScoreSubscriptionVariables>;