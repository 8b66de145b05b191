import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SportRow, EventRow, ExchangeTypeRow, CasinoGameRow } from '../datasources/reference-api';
import type { UserDetailRow, BalanceRow, ProfileRow, SettingsRow, ActivityRow, ReferralSummaryRow, PasswordResetRow } from '../datasources/account-api';
import type { MarketRow, RunnerRow, EventDetailRow, ExposureRowData, EventBookRow } from '../datasources/market-api';
import type { BetRow as BetContractRow, BetReceipt as BetContractReceipt } from '@domain/bet-contract';
import type { ScoreRow, OrdersUpdateRow, OrdersEventRow } from '../live/feeds';
import type { StatementRowData, ProfitLossRowData, CommissionRowData, BetHistoryRowData } from '../datasources/history-api';
import type { DepositMethodRow, BankingRequestRow, RewardRow, TransferRow, BankAccountRow, RewardOfferRow, TransferHistoryRow, DownlineUserRow, DownlineTotalsRow } from '../datasources/banking-api';
import type { DeskEventView, DeskMarketView } from '../datasources/trading-desk-api';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A JSON object passed through as the exchange sends it (e.g. a scoreboard). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /**
   * An amount of money in integer paise (₹1 = 100 paise), serialised as a JSON number. Not a GraphQL
   * `Int`: balances and stakes may pass 2^31 − 1 paise (₹2.1 crore); values stay exact up to 2^53 − 1.
   */
  Paise: { input: number; output: number; }
};

/** What the bet slip does when the price the bettor picked has moved before placing. */
export type AcceptOddsChanges =
  /** Place at the new price whatever it is. */
  | 'any'
  /** Place at the new price when it is better for the bettor (higher to back, lower to lay); otherwise stop. */
  | 'better'
  /** Always stop and show the new price; the bettor confirms. */
  | 'never';

/** The account statement between two instants. */
export type AccountStatement = {
  __typename?: 'AccountStatement';
  /** Closing balance: the wallet after the last row (the opening when there is none), paise. For a range ending now it is Balance.wallet. */
  closing: Scalars['Paise']['output'];
  /** Wallet balance before the first row, paise. */
  opening: Scalars['Paise']['output'];
  /** Ledger lines, oldest first. */
  rows: Array<StatementRow>;
};

/** A login attempt on the caller's account (Activity Log). */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  /** When. */
  at: Scalars['String']['output'];
  /** Client address. */
  ip: Scalars['String']['output'];
  /** False for a failed attempt. */
  success: Scalars['Boolean']['output'];
  /** Browser user agent, when sent. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** A bot's API key of the caller (the key itself is shown only when made). */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['String']['output'];
  keyId: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  lastUsedAt?: Maybe<Scalars['String']['output']>;
};

/** Who made an audited act: a user, with the role they acted in. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** operator, super_master, master, agent or bettor. */
  role: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

/** One entry of the audit log: who did what to what, from where, before → after, and when. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** A stable dotted kind: credit.give, user.block, market.settle, deposit.approve, protection.set … */
  act: Scalars['String']['output'];
  /** null: the system acted. */
  actor?: Maybe<AuditActor>;
  /** The state after the act. */
  after?: Maybe<Scalars['JSONObject']['output']>;
  /** When (ISO 8601). */
  at: Scalars['String']['output'];
  /** The state before the act (what changed only); null when there was none. */
  before?: Maybe<Scalars['JSONObject']['output']>;
  /** SHA-256 of the entry and the one before it (npm run audit:verify checks the chain). */
  hash: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The actor's client address: shown to the operator, and to a reader for its own acts; null otherwise. */
  ip?: Maybe<Scalars['String']['output']>;
  /** The entry's place in its site's hash chain. */
  seq: Scalars['Int']['output'];
  target: AuditTarget;
  /** The actor's browser user agent, on the same terms as ip. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** Which audit entries to read; every field optional. */
export type AuditFilter = {
  /** The actor's user name, exactly. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** From this moment (ISO 8601 with offset), inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** An act (user.block) or a family of acts (user, market, credit …). */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** The target's name or id, exactly. */
  target?: InputMaybe<Scalars['String']['input']>;
  /** Up to this moment, exclusive. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A page of audit entries, newest first. */
export type AuditPage = {
  __typename?: 'AuditPage';
  entries: Array<AuditEntry>;
  /** Pass as `after` for the next (older) page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** What an audited act was on. */
export type AuditTarget = {
  __typename?: 'AuditTarget';
  id: Scalars['String']['output'];
  /** user, market, event, banking_request, site … */
  kind: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/** A bet of the caller's downline. */
export type BackofficeBet = {
  __typename?: 'BackofficeBet';
  betId: Scalars['ID']['output'];
  eventName: Scalars['String']['output'];
  line?: Maybe<Scalars['Int']['output']>;
  marketId: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  matched: Scalars['Paise']['output'];
  /** ISO 8601. */
  placedAt: Scalars['String']['output'];
  /** Decimal odds, or for a fancy line the rate in percent. */
  price: Scalars['Float']['output'];
  selectionName: Scalars['String']['output'];
  side: Side;
  sportId: Scalars['Int']['output'];
  stake: Scalars['Paise']['output'];
  status: BackofficeBetStatus;
  unmatched: Scalars['Paise']['output'];
  userName: Scalars['String']['output'];
};

/** The bet list's filters; all optional. from/to are ISO 8601 date-times with an offset (placed at or after from, before to). */
export type BackofficeBetFilter = {
  from?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['ID']['input']>;
  sportId?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<BackofficeBetStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the bet list, newest first. */
export type BackofficeBetPage = {
  __typename?: 'BackofficeBetPage';
  bets: Array<BackofficeBet>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Where a bet stands: MATCHED (something matched, market open), UNMATCHED (something waiting), SETTLED, VOIDED, CANCELLED or LAPSED (nothing matched). */
export type BackofficeBetStatus =
  | 'CANCELLED'
  | 'LAPSED'
  | 'MATCHED'
  | 'SETTLED'
  | 'UNMATCHED'
  | 'VOIDED';

export type BackofficeCreateUserInput = {
  /** Commission rate, basis points; null: the site's default. */
  commissionBps?: InputMaybe<Scalars['Int']['input']>;
  /** Credit to give out of the caller's available balance at once, paise. */
  creditAmount?: InputMaybe<Scalars['Paise']['input']>;
  /** The parent's login name: the caller by default; the admin names one of the level just above the role. */
  parent?: InputMaybe<Scalars['String']['input']>;
  /** Share of the downline's P&L the new user keeps: 0 … what the creator's chain left (bettors 0). */
  partnershipBps: Scalars['Int']['input'];
  password: Scalars['String']['input'];
  /** The role just below the caller's (the admin: any role below it). */
  role: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

/** Which way credit moves: IN gives the downline credit out of the caller's available balance, OUT takes it back (at most the downline's available). */
export type BackofficeCreditDirection =
  | 'IN'
  | 'OUT';

/** A credit movement: one double entry in the ledger, on both statements. */
export type BackofficeCreditResult = {
  __typename?: 'BackofficeCreditResult';
  amount: Scalars['Paise']['output'];
  direction: BackofficeCreditDirection;
  /** The caller after the movement. */
  me: BackofficeUser;
  txId: Scalars['ID']['output'];
  /** The downline after the movement. */
  user: BackofficeUser;
};

/** My back-office dashboard: my downline's size and money, and the P&L of my level and of my downline's bettors. */
export type BackofficeDashboard = {
  __typename?: 'BackofficeDashboard';
  /** Bettors anywhere below me. */
  bettors: Scalars['Int']['output'];
  /** Credit I have given: the credit references of my direct downline, summed, paise. */
  creditGiven: Scalars['Paise']['output'];
  /** My downline bettors' net result today, + the bettors won, paise. */
  downlinePnlToday: Scalars['Paise']['output'];
  /** My downline bettors' net result this week, paise. */
  downlinePnlWeek: Scalars['Paise']['output'];
  /** Users anywhere below me. */
  downlineSize: Scalars['Int']['output'];
  /** Exposure of every bettor below me on open markets, paise. */
  exposure: Scalars['Paise']['output'];
  /** My level's P&L since the start of today (India time), + I gained, paise. */
  myPnlToday: Scalars['Paise']['output'];
  /** My level's P&L since the start of this week (Monday, India time), paise. */
  myPnlWeek: Scalars['Paise']['output'];
  /** Banking requests of my direct downline waiting for my decision. */
  requestsWaiting: Scalars['Int']['output'];
  /** The wallets of every user below me, summed, paise. */
  totalBalance: Scalars['Paise']['output'];
};

/** A ledger line of a user's statement. */
export type BackofficeLedgerLine = {
  __typename?: 'BackofficeLedgerLine';
  /** Signed change of the wallet, paise (+ in). */
  amount: Scalars['Paise']['output'];
  at: Scalars['String']['output'];
  /** Wallet after the line, paise. */
  balance: Scalars['Paise']['output'];
  description: Scalars['String']['output'];
  txId: Scalars['ID']['output'];
};

/** A level's part of a P&L row, summed over every user of that level in the row: + the level gained (its downline's bettors lost), paise. */
export type BackofficeLevelAmount = {
  __typename?: 'BackofficeLevelAmount';
  amount: Scalars['Paise']['output'];
  /** operator, super_master, master or agent. */
  role: Scalars['String']['output'];
  /** The role as shown: Admin, Super master, Master, Agent. */
  roleName: Scalars['String']['output'];
};

/** A login attempt on a user's account. */
export type BackofficeLogin = {
  __typename?: 'BackofficeLogin';
  at: Scalars['String']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** A downline's partnership and commission after a change. */
export type BackofficePartnership = {
  __typename?: 'BackofficePartnership';
  /** Bettors whose share chain was rewritten (their new bets carry the new chain; placed bets keep theirs). */
  chainsWritten: Scalars['Int']['output'];
  /** null: the site's default. */
  commissionBps?: Maybe<Scalars['Int']['output']>;
  /** The most this user may keep now: what its upline left, less what its own downline keeps. */
  maxPartnershipBps: Scalars['Int']['output'];
  partnershipBps: Scalars['Int']['output'];
  userName: Scalars['String']['output'];
};

/** A reset code for a downline user, to hand over: the user sets a new password with it (resetPassword) before it expires. */
export type BackofficePasswordReset = {
  __typename?: 'BackofficePasswordReset';
  code: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

/** How the back office's P&L report groups its rows: by my direct downline (the branch a bettor sits in), sport, event or market. */
export type BackofficePnlGroupBy =
  | 'EVENT'
  | 'MARKET'
  | 'SPORT'
  | 'USER';

/** My downline's P&L between two instants, by settlement time. */
export type BackofficePnlReport = {
  __typename?: 'BackofficePnlReport';
  from: Scalars['String']['output'];
  groupBy: BackofficePnlGroupBy;
  rows: Array<BackofficePnlRow>;
  to: Scalars['String']['output'];
  /** The rows summed. */
  total: BackofficePnlRow;
};

/** A row of the downline P&L report. Only my level and the levels below it are shown; what goes to the levels above me is one figure (upline), never their shares. */
export type BackofficePnlRow = {
  __typename?: 'BackofficePnlRow';
  /** Bettors' net result after commission, + the bettors won, paise. */
  bettorsNet: Scalars['Paise']['output'];
  /** The group: a user name (USER), sport id, event id or market id; 'TOTAL' for the totals row. */
  key: Scalars['String']['output'];
  /** The user's name, or the sport's, event's or market's name. */
  label: Scalars['String']['output'];
  /** Each level from mine down (mine first), paise. */
  levels: Array<BackofficeLevelAmount>;
  /** My level's part, + I gained, paise. */
  mine: Scalars['Paise']['output'];
  /** What the levels above me took together, + they gained, paise (0 for the admin). */
  upline: Scalars['Paise']['output'];
};

/** A downline bet behind a risk book row. */
export type BackofficeRiskBet = {
  __typename?: 'BackofficeRiskBet';
  betId: Scalars['ID']['output'];
  /** The bettor's profit (+) or loss (−) on each outcome, in the row's outcome order. */
  bettorPnl: Array<Scalars['Paise']['output']>;
  /** Fancy: the line in runs. */
  line?: Maybe<Scalars['Int']['output']>;
  /** The matched part (only it counts in the figures). */
  matched: Scalars['Paise']['output'];
  /** The caller's level's profit or loss from this bet alone on each outcome. */
  myPnl: Array<Scalars['Paise']['output']>;
  /** The caller's share of this bet's result, basis points of the whole (its chain's, snapshotted when placed). */
  myShareBps: Scalars['Int']['output'];
  /** ISO 8601. */
  placedAt: Scalars['String']['output'];
  /** Decimal odds (exchange asked, house taken), or for a fancy line the rate in percent. */
  price: Scalars['Float']['output'];
  selectionName: Scalars['String']['output'];
  side: Side;
  stake: Scalars['Paise']['output'];
  userName: Scalars['String']['output'];
};

/** A market's new risk book row; row is null once the market has no downline bet or is no longer open. */
export type BackofficeRiskChange = {
  __typename?: 'BackofficeRiskChange';
  marketId: Scalars['ID']['output'];
  row?: Maybe<BackofficeRiskRow>;
};

/** A risk book row with the bets behind it. */
export type BackofficeRiskMarket = {
  __typename?: 'BackofficeRiskMarket';
  bets: Array<BackofficeRiskBet>;
  row: BackofficeRiskRow;
};

/** One result a market can settle with (a runner winning, or for a fancy line a number of runs) and what the caller's level wins (+) or loses (−) on it after partnership. */
export type BackofficeRiskOutcome = {
  __typename?: 'BackofficeRiskOutcome';
  /** The runner id, or the number of runs. */
  key: Scalars['String']['output'];
  /** The caller's level's profit (+) or loss (−) if this is the result, before commission. */
  myPnl: Scalars['Paise']['output'];
  name: Scalars['String']['output'];
};

/** An open market with bets of the caller's downline: the caller's level's figure on each result. */
export type BackofficeRiskRow = {
  __typename?: 'BackofficeRiskRow';
  /** Downline bets on the market, matched or not. */
  betCount: Scalars['Int']['output'];
  eventId: Scalars['ID']['output'];
  eventName: Scalars['String']['output'];
  inPlay: Scalars['Boolean']['output'];
  /** exchange, bookmaker, fancy, lottery, ballByBall or binary. */
  kind: Scalars['String']['output'];
  marketId: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  outcomes: Array<BackofficeRiskOutcome>;
  sportId: Scalars['Int']['output'];
  /** OPEN, SUSPENDED, CLOSED or INACTIVE. */
  status: Scalars['String']['output'];
  /** The worst of the outcomes' figures (negative: the level loses that much). */
  worstCase: Scalars['Paise']['output'];
};

/** The settle-up statement: between my level and my upline, and between me and each direct downline level. */
export type BackofficeSettleUp = {
  __typename?: 'BackofficeSettleUp';
  /** Settle-ups of mine with my upline and of my direct downline with me, newest first. */
  history: Array<BackofficeSettleUpRecord>;
  /** My upline's login name; null for the admin. */
  upline?: Maybe<Scalars['String']['output']>;
  /** Each direct downline level (not bettors) with me. */
  withDownline: Array<BackofficeSettleUpBalance>;
  /** Me with my upline; null for the admin. */
  withUpline?: Maybe<BackofficeSettleUpBalance>;
};

/** What one level and its upline owe each other: from the P&L shares of the level's downline bettors (the shares of every level above it) less the settle-ups recorded. */
export type BackofficeSettleUpBalance = {
  __typename?: 'BackofficeSettleUpBalance';
  /** The last settle-up between the two (ISO 8601); null when none. */
  lastSettledAt?: Maybe<Scalars['String']['output']>;
  /** + the downline owes the upline, − the upline owes the downline, paise: all shares accrued less every settle-up recorded. */
  outstanding: Scalars['Paise']['output'];
  roleName: Scalars['String']['output'];
  /** Accrued since the last settle-up (all of it when there was none), paise, same sign rule. */
  sinceLast: Scalars['Paise']['output'];
  /** The downline level. */
  userName: Scalars['String']['output'];
};

/** A settle-up recorded between a level and its upline. */
export type BackofficeSettleUpRecord = {
  __typename?: 'BackofficeSettleUpRecord';
  /** + the downline paid the upline, − the upline paid the downline, paise. */
  amount: Scalars['Paise']['output'];
  at: Scalars['String']['output'];
  /** The downline level that settled. */
  downline: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  /** Who recorded it (the upline). */
  recordedBy: Scalars['String']['output'];
  /** The upline it settled with. */
  upline: Scalars['String']['output'];
};

/** A new bet of the caller's downline, as the ticker shows it. */
export type BackofficeTickerBet = {
  __typename?: 'BackofficeTickerBet';
  betId: Scalars['ID']['output'];
  marketId: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  /** ISO 8601. */
  placedAt: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  selectionName: Scalars['String']['output'];
  side: Side;
  stake: Scalars['Paise']['output'];
  userName: Scalars['String']['output'];
};

/** A back-office level or a bettor as its upline sees it: place in the tree, money, shares and status. Every figure is of this user alone; amounts in paise. */
export type BackofficeUser = {
  __typename?: 'BackofficeUser';
  /** Available: balance − exposure − held, paise. */
  available: Scalars['Paise']['output'];
  /** Wallet (bank balance), paise. */
  balance: Scalars['Paise']['output'];
  /** Commission rate on net market winnings, basis points; null: the site's default. */
  commissionBps?: Maybe<Scalars['Int']['output']>;
  /** When the account was made (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The credit limit the upline set for this user (shown beside the balance), paise. */
  creditReference: Scalars['Paise']['output'];
  /** Users anywhere below this one. */
  downlineCount: Scalars['Int']['output'];
  /** Exposure on open bets, paise. */
  exposure: Scalars['Paise']['output'];
  /** Last successful login (ISO 8601), null when never. */
  lastLoginAt?: Maybe<Scalars['String']['output']>;
  /** Depth in the tree: the admin 0, its children 1, … */
  level: Scalars['Int']['output'];
  /** The parent's login name; null for the top (admin). */
  parent?: Maybe<Scalars['String']['output']>;
  /** Share of its downline's P&L this level keeps, basis points of the whole (bettors 0). */
  partnershipBps: Scalars['Int']['output'];
  /** operator, super_master, master, agent or bettor. */
  role: Scalars['String']['output'];
  /** The role as shown: Admin, Super master, Master, Agent, Bettor. */
  roleName: Scalars['String']['output'];
  status: BackofficeUserStatus;
  /** Login name. */
  userName: Scalars['String']['output'];
};

/** A user card: the user, the way up to the caller, and recent activity. */
export type BackofficeUserCard = {
  __typename?: 'BackofficeUserCard';
  /** The latest ledger lines, newest first (at most 20). */
  recentLedger: Array<BackofficeLedgerLine>;
  /** The latest logins, newest first (at most 10). */
  recentLogins: Array<BackofficeLogin>;
  /** The user's uplines from just below the caller down to its parent (login names); empty for the caller's direct downline. */
  trail: Array<Scalars['String']['output']>;
  /** Whether the user has two-step sign-in on: only then may their upline reset it (backofficeResetTwoFactor; TWO_FACTOR_NOT_ENROLLED otherwise). */
  twoFactor: Scalars['Boolean']['output'];
  user: BackofficeUser;
};

/** A page of a user's direct downline. */
export type BackofficeUserPage = {
  __typename?: 'BackofficeUserPage';
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Direct downline users matching the search, all pages. */
  total: Scalars['Int']['output'];
  users: Array<BackofficeUser>;
};

/** What the upline has locked. */
export type BackofficeUserStatus = {
  __typename?: 'BackofficeUserStatus';
  /** Betting refused (BETTING_LOCKED); login and banking still work. */
  bettingLocked: Scalars['Boolean']['output'];
  /** Login refused (isLogin 0). */
  loginLocked: Scalars['Boolean']['output'];
};

/**
 * A user's money, one meaning on every screen (docs/money.md): wallet − exposure − held = available.
 * The exchange computes all four; the header, profile menu, banking pages and bet slip show these figures.
 */
export type Balance = {
  __typename?: 'Balance';
  /** Available: wallet − exposure − held, what can be bet, withdrawn or transferred now, paise. The header shows it. */
  available: Scalars['Paise']['output'];
  /** Exposure: the worst loss over the user's open markets, paise. */
  exposure: Scalars['Paise']['output'];
  /** Held: withdrawals requested and not yet decided (held when requested, released if rejected, paid from the wallet if approved), paise. */
  held: Scalars['Paise']['output'];
  /** Wallet (bank balance): the ledger's balance of the user's wallet, paise. The statement's closing balance. */
  wallet: Scalars['Paise']['output'];
};

/** A bank account the caller saved for withdrawals (withdrawdetails). */
export type BankAccount = {
  __typename?: 'BankAccount';
  /** Account holder's name. */
  accountHolder: Scalars['String']['output'];
  /** Account id, used by requestWithdrawal and removeBankAccount. */
  accountId: Scalars['ID']['output'];
  /** Account number (9-18 digits). */
  accountNumber: Scalars['String']['output'];
  /** Bank name. */
  bankName: Scalars['String']['output'];
  /** IFSC (4 letters, 0, 6 letters or digits). */
  ifsc: Scalars['String']['output'];
};

/** A bank account to save. */
export type BankAccountInput = {
  /** Account holder's name. */
  accountHolder: Scalars['String']['input'];
  /** Account number (9-18 digits). */
  accountNumber: Scalars['String']['input'];
  /** Bank name. */
  bankName: Scalars['String']['input'];
  /** IFSC, e.g. HDFC0001234. */
  ifsc: Scalars['String']['input'];
};

/** An upline's decision on a request. */
export type BankingDecision =
  | 'APPROVE'
  | 'REJECT';

/** Deposit or withdrawal. */
export type BankingKind =
  | 'DEPOSIT'
  | 'WITHDRAWAL';

/** A deposit or withdrawal request and its timeline. */
export type BankingRequest = {
  __typename?: 'BankingRequest';
  /** Amount, paise. */
  amount: Scalars['Paise']['output'];
  /** When it was requested. */
  createdAt: Scalars['String']['output'];
  /** Where a withdrawal is paid (accountHolder, accountNumber, ifsc, bankName or upiId); null for deposits. */
  destination?: Maybe<Array<KeyValue>>;
  /** Every status change, oldest first (the request timeline). */
  history: Array<BankingStatusChange>;
  /** DEPOSIT or WITHDRAWAL. */
  kind: BankingKind;
  /** Deposit method id; null for withdrawals. */
  methodId?: Maybe<Scalars['ID']['output']>;
  /** Request id. */
  requestId: Scalars['ID']['output'];
  /** Current status. */
  status: BankingStatus;
  /** Whose request it is. */
  userName: Scalars['String']['output'];
  /** The payment's UTR (deposits). */
  utr?: Maybe<Scalars['String']['output']>;
};

/** Where a banking request stands. */
export type BankingStatus =
  | 'APPROVED'
  /** Waiting for the upline. */
  | 'PENDING'
  | 'REJECTED';

/** A step of a banking request's timeline. */
export type BankingStatusChange = {
  __typename?: 'BankingStatusChange';
  /** When. */
  at: Scalars['String']['output'];
  /** The agent who decided; null for the request itself. */
  by?: Maybe<Scalars['String']['output']>;
  /** Note. */
  note?: Maybe<Scalars['String']['output']>;
  /** Status reached. */
  status: BankingStatus;
};

/** One of the caller's bets (My Bets, unsettled bets, order updates). Matched bet rows (spec §3) use selectionName, oddsPrice, stake and type. */
export type Bet = {
  __typename?: 'Bet';
  /** Average decimal odds matched so far (a bet matches at the resting order's price, often better than asked); null when nothing has matched, for fancy bets, and in order updates. */
  averagePriceMatched?: Maybe<Scalars['Float']['output']>;
  /** Bet id. */
  betId: Scalars['ID']['output'];
  /** Event name; set on unsettled bets. */
  eventName?: Maybe<Scalars['String']['output']>;
  /** Event id; set on unsettled bets. */
  exEventId?: Maybe<Scalars['ID']['output']>;
  /** Why it lapsed, on the order update that lapsed it; null otherwise (and on any later read of the bet). */
  lapseReason?: Maybe<LapseReason>;
  /** A fancy bet's line in runs (its oddsPrice is the rate); null for other bets. */
  line?: Maybe<Scalars['Int']['output']>;
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** Market name; null in order updates, which carry only the market id. */
  marketName?: Maybe<Scalars['String']['output']>;
  /** Decimal odds asked (fancy: the rate). */
  oddsPrice: Scalars['Float']['output'];
  /** LAPSE or PERSIST; null for house-market bets. */
  persistence?: Maybe<Persistence>;
  /** When it was placed. */
  placedAt: Scalars['String']['output'];
  /** The bet's own profit (+) or loss (−) once settled, before the market's commission, paise (0 when voided); null before. */
  profitAndLoss?: Maybe<Scalars['Paise']['output']>;
  /** Queue position of an unmatched exchange bet resting on the book: the unmatched stake placed before it at its price and side (matched first), paise. Null for bets not resting (matched, waiting out the in-play delay, house markets). */
  queueAhead?: Maybe<Scalars['Paise']['output']>;
  /** Runner id (for fancy bets, the market id). */
  runnerId: Scalars['ID']['output'];
  /** What was backed or laid (fancy: '<market> YES <line>'). */
  selectionName: Scalars['String']['output'];
  /** True on the order update its market's settlement, void or resettlement sends: the bet has left My Bets for the event's settled bets (status VOIDED when voided). False before. */
  settled: Scalars['Boolean']['output'];
  /** BACK or LAY. */
  side: Side;
  /** Cancelled by the bettor, paise. */
  sizeCancelled: Scalars['Paise']['output'];
  /** Lapsed (see lapseReason), paise. */
  sizeLapsed: Scalars['Paise']['output'];
  /** Matched so far, paise. */
  sizeMatched: Scalars['Paise']['output'];
  /** Still unmatched on the book, paise. */
  sizeRemaining: Scalars['Paise']['output'];
  /** Sport id; set on unsettled bets (links to the market page). */
  sportId?: Maybe<Scalars['Int']['output']>;
  /** Stake, paise. */
  stake: Scalars['Paise']['output'];
  /** Order state. */
  status: OrderStatus;
  /** B (back) or L (lay). */
  type: BetType;
};

/** A past bet (My Bets history, userBetHistory). */
export type BetHistoryRow = {
  __typename?: 'BetHistoryRow';
  /** Size-weighted decimal odds matched; null when nothing matched and for fancy bets. */
  averagePriceMatched?: Maybe<Scalars['Float']['output']>;
  /** Bet id. */
  betId: Scalars['ID']['output'];
  /** Event name. */
  eventName: Scalars['String']['output'];
  /** Event id. */
  exEventId: Scalars['ID']['output'];
  /** A fancy bet's line in runs (BACK = YES at or above it, LAY = NO below it); null for other bets. */
  line?: Maybe<Scalars['Int']['output']>;
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** Market name. */
  marketName: Scalars['String']['output'];
  /** Decimal odds asked (fancy: the rate). */
  oddsPrice: Scalars['Float']['output'];
  /** When it was placed. */
  placedAt: Scalars['String']['output'];
  /** The bet's own profit (+) or loss (−) once settled, before the market's commission, paise; null before. */
  profitAndLoss?: Maybe<Scalars['Paise']['output']>;
  /** What was backed or laid. */
  selectionName: Scalars['String']['output'];
  /** True once the market is settled. */
  settled: Scalars['Boolean']['output'];
  /** When its market was settled; null before. */
  settledAt?: Maybe<Scalars['String']['output']>;
  /** BACK or LAY. */
  side: Side;
  /** Matched part, paise. */
  sizeMatched: Scalars['Paise']['output'];
  /** Sport id. */
  sportId: Scalars['Int']['output'];
  /** Sport name. */
  sportName: Scalars['String']['output'];
  /** Stake, paise. */
  stake: Scalars['Paise']['output'];
  /** Where the bet stands: open, settled, voided, cancelled or lapsed. */
  state: BetHistoryState;
  /** Order state. */
  status: OrderStatus;
  /** B (back) or L (lay). */
  type: BetType;
};

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

/** The exchange's answer to a placed or re-priced bet. */
export type BetReceipt = {
  __typename?: 'BetReceipt';
  /** Size-weighted decimal odds of the matched part; null when nothing matched. */
  averagePriceMatched?: Maybe<Scalars['Float']['output']>;
  /** Bet id (a re-price keeps it). */
  betId: Scalars['ID']['output'];
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** When a delayed in-play bet may match; null otherwise. */
  releaseAt?: Maybe<Scalars['String']['output']>;
  /** Matched at once, paise. */
  sizeMatched: Scalars['Paise']['output'];
  /** Left unmatched on the book, paise. */
  sizeRemaining: Scalars['Paise']['output'];
  /** Order state after matching. */
  status: OrderStatus;
};

/** What a bet is on, one member per kind of market (exactly one is given; another kind than the market's is INVALID_INPUT_DATA). */
export type BetSelectionInput =
  /** A bookmaker market's runner at the quoted price. */
  { bookmaker: RunnerPriceInput; exchange?: never; fancy?: never; outcome?: never; }
  |  /** An exchange market's runner at a ladder price. */
  { bookmaker?: never; exchange: RunnerPriceInput; fancy?: never; outcome?: never; }
  |  /** A fancy market's run line at the rate the bettor saw. */
  { bookmaker?: never; exchange?: never; fancy: FancyLineInput; outcome?: never; }
  |  /** A fixed-odds outcome (lottery digit, binary YES/NO, ball-by-ball result) at the offered odds. */
  { bookmaker?: never; exchange?: never; fancy?: never; outcome: OutcomeOddsInput; };

/** A bet row's type letter (spec §3): B back, L lay. */
export type BetType =
  | 'B'
  | 'L';

/** A hedge bet of a cash out: a runner, a side, the limit price and the stake. */
export type CashOutBet = {
  __typename?: 'CashOutBet';
  /** Decimal odds: the whole stake is available at this price or better now. */
  price: Scalars['Float']['output'];
  /** Runner id. */
  runnerId: Scalars['ID']['output'];
  /** Runner name. */
  runnerName: Scalars['String']['output'];
  /** BACK or LAY. */
  side: Side;
  /** Stake, paise. */
  size: Scalars['Paise']['output'];
};

/** A quoted hedge bet sent back to be placed. */
export type CashOutBetInput = {
  /** The quoted decimal odds: it is placed at this price or better, never worse. */
  price: Scalars['Float']['input'];
  /** Runner id. */
  runnerId: Scalars['ID']['input'];
  /** BACK or LAY. */
  side: Side;
  /** The quoted stake, paise. */
  size: Scalars['Paise']['input'];
};

/** What one hedge bet of a cash out did. */
export type CashOutBetResult = {
  __typename?: 'CashOutBetResult';
  /** Size-weighted decimal odds matched; null when nothing matched. */
  averagePriceMatched?: Maybe<Scalars['Float']['output']>;
  /** Bet id; null when the bet was refused. */
  betId?: Maybe<Scalars['ID']['output']>;
  /** Error code of a refused bet; null otherwise. */
  error?: Maybe<Scalars['String']['output']>;
  /** The quoted decimal odds (the limit). */
  price: Scalars['Float']['output'];
  /** When a delayed in-play bet may match; null otherwise. */
  releaseAt?: Maybe<Scalars['String']['output']>;
  /** Runner id. */
  runnerId: Scalars['ID']['output'];
  /** BACK or LAY. */
  side: Side;
  /** Stake asked, paise. */
  size: Scalars['Paise']['output'];
  /** Not matched at the quoted price or better and cancelled at once, paise. */
  sizeCancelled: Scalars['Paise']['output'];
  /** Matched, paise. */
  sizeMatched: Scalars['Paise']['output'];
  /** EXECUTION_COMPLETE, PENDING (waiting out the in-play delay), EXECUTABLE or REFUSED. */
  status: Scalars['String']['output'];
};

/** Places a cash-out quote. */
export type CashOutInput = {
  /** The quote's bets as quoted. */
  bets: Array<CashOutBetInput>;
  /** The quote's share of the full hedge, (0, 1]. */
  fraction: Scalars['Float']['input'];
  /** Client key (8–60 chars): a repeat within 24 hours (IDEMPOTENCY_RETENTION_HOURS) returns the first answer, and after that may count as new. */
  idempotencyKey: Scalars['String']['input'];
  /** Market id. */
  marketId: Scalars['ID']['input'];
};

/** The cash out (trade out) of the caller's position in an exchange market at the prices available now: the hedge bets that make the profit equal whichever runner wins (or a share of them), worked out by the exchange. */
export type CashOutQuote = {
  __typename?: 'CashOutQuote';
  /** Whether the hedge can be placed now. */
  available: Scalars['Boolean']['output'];
  /** The bets to place (empty when not available). */
  bets: Array<CashOutBet>;
  /** Share of the full hedge (1 = full cash out). */
  fraction: Scalars['Float']['output'];
  /** The worst of profitAfter (a full cash out: what every runner pays), paise; null when not available. */
  guaranteed?: Maybe<Scalars['Paise']['output']>;
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** The same after the hedge at the quoted prices. */
  profitAfter: Array<RunnerProfit>;
  /** Matched profit or loss if each runner wins, now. */
  profitBefore: Array<RunnerProfit>;
  /** Why not: NO_POSITION, NO_PRICES, NO_LIQUIDITY, BELOW_MIN_STAKE or MARKET_NOT_OPEN; null when available. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** What a cash out placed and matched, and the position after it. */
export type CashOutResult = {
  __typename?: 'CashOutResult';
  /** One row per hedge bet (none when the price moved: see requote). */
  bets: Array<CashOutBetResult>;
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** Matched profit or loss if each runner wins after the cash out, paise. */
  profitAfter: Array<RunnerProfit>;
  /** PRICE_MOVED when nothing was placed because the book moved since the quote; null when the hedge was placed. */
  refused?: Maybe<Scalars['String']['output']>;
  /** With PRICE_MOVED: the exchange's new quote at the prices now, to confirm with one more click; null otherwise. */
  requote?: Maybe<CashOutQuote>;
};

/** A casino lobby entry (spec §3), from data.lobby of the casino events call. */
export type CasinoGame = {
  __typename?: 'CasinoGame';
  /** UNIVERSE or VIMAAN launch; any other company cannot be launched. */
  companyName: Scalars['String']['output'];
  /** Game id: 99.00xx (UNIVERSE), 88.00xx (VIMAAN) or a long numeric id. */
  eventId: Scalars['ID']['output'];
  /** Display name. */
  gameName: Scalars['String']['output'];
  /** Tile image path. */
  image: Scalars['String']['output'];
  /** Launch link; UNIVERSE links carry {token} and {eventId} placeholders. Null when the game has none. */
  link?: Maybe<Scalars['String']['output']>;
  /** Shown in the popular row. */
  popular: Scalars['Boolean']['output'];
};

/** A casino game's launch data (spec §7): the app fills UNIVERSE links' {token} and {eventId}; VIMAAN links open as they are. */
export type CasinoLaunch = {
  __typename?: 'CasinoLaunch';
  /** UNIVERSE, VIMAAN or another company (which cannot be launched). */
  companyName: Scalars['String']['output'];
  /** Game id. */
  eventId: Scalars['ID']['output'];
  /** Display name. */
  gameName: Scalars['String']['output'];
  /** Launch link with placeholders, or null when the game has none. */
  link?: Maybe<Scalars['String']['output']>;
};

/** A changed password: every old session was revoked, so the SPA stores this new token. */
export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult';
  /** The new bearer token. */
  token: Scalars['String']['output'];
};

/** A settled market where the caller paid commission. */
export type CommissionRow = {
  __typename?: 'CommissionRow';
  /** Commission charged, paise. */
  commission: Scalars['Paise']['output'];
  /** Event name. */
  eventName: Scalars['String']['output'];
  /** Event id. */
  exEventId: Scalars['ID']['output'];
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** Market name. */
  marketName: Scalars['String']['output'];
  /** Profit or loss in the market before commission, paise. */
  profitAndLoss: Scalars['Paise']['output'];
  /** When the market was settled. */
  settledAt: Scalars['String']['output'];
  /** Sport id. */
  sportId: Scalars['Int']['output'];
  /** Sport name. */
  sportName: Scalars['String']['output'];
};

/** A way to deposit, with the details to pay to. */
export type DepositMethod = {
  __typename?: 'DepositMethod';
  /** What to pay to (upiId, accountNumber, ifsc, ...). */
  details: Array<KeyValue>;
  /** UPI, BANK or WALLET. */
  kind: DepositMethodKind;
  /** Largest deposit, paise. */
  maxAmount: Scalars['Paise']['output'];
  /** Method id, used by requestDeposit. */
  methodId: Scalars['ID']['output'];
  /** Smallest deposit, paise. */
  minAmount: Scalars['Paise']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Display order. */
  sequence: Scalars['Int']['output'];
};

/** How money can be paid in. */
export type DepositMethodKind =
  | 'BANK'
  | 'UPI'
  | 'WALLET';

export type DeskCompetition = {
  __typename?: 'DeskCompetition';
  sportId: Scalars['Int']['output'];
  tournamentId: Scalars['ID']['output'];
  tournamentName: Scalars['String']['output'];
};

/** An event the desk runs, with its unsettled markets. */
export type DeskEvent = {
  __typename?: 'DeskEvent';
  /** OPEN, SUSPENDED (an incident, until reopened) or CLOSED. */
  betting: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  eventName: Scalars['String']['output'];
  /** ISO 8601. */
  eventTime: Scalars['String']['output'];
  inPlay: Scalars['Boolean']['output'];
  markets: Array<DeskMarket>;
  /** The score feed's score as JSON text (cricket runs, wickets, balls; soccer goals); null before play. */
  score?: Maybe<Scalars['String']['output']>;
  sportId: Scalars['Int']['output'];
  sportName: Scalars['String']['output'];
  /** SCHEDULED, IN_PLAY, FINISHED or CANCELLED. */
  status: Scalars['String']['output'];
  tournamentId: Scalars['ID']['output'];
  tournamentName: Scalars['String']['output'];
};

export type DeskEventEditInput = {
  eventId: Scalars['ID']['input'];
  eventName?: InputMaybe<Scalars['String']['input']>;
  eventTime?: InputMaybe<Scalars['String']['input']>;
  /** New runner names on every unsettled market of the event (renaming the teams in the event's name renames them too). */
  runners?: InputMaybe<Array<DeskRunnerNameInput>>;
  tournamentId?: InputMaybe<Scalars['ID']['input']>;
};

export type DeskEventInput = {
  /** "Home v Away" for a match: the teams become the markets' runners. */
  eventName: Scalars['String']['input'];
  /** ISO 8601 with offset. */
  eventTime: Scalars['String']['input'];
  sportId: Scalars['Int']['input'];
  /** An existing competition of the sport; or null with tournamentName (one of the two). */
  tournamentId?: InputMaybe<Scalars['ID']['input']>;
  /** A new competition of the sport, created with the event (3 to 120 characters; COMPETITION_EXISTS when the sport has one of that name). */
  tournamentName?: InputMaybe<Scalars['String']['input']>;
};

/** A fancy line's quote: NO at noLine, YES at yesLine, each at its rate in percent. */
export type DeskFancyQuote = {
  __typename?: 'DeskFancyQuote';
  noLine: Scalars['Int']['output'];
  noRate: Scalars['Int']['output'];
  /** The most one bet (YES or NO) may stake at this quote, paise; null: the market's max stake. */
  size?: Maybe<Scalars['Paise']['output']>;
  yesLine: Scalars['Int']['output'];
  yesRate: Scalars['Int']['output'];
};

export type DeskFancyQuoteInput = {
  noLine: Scalars['Int']['input'];
  noRate: Scalars['Int']['input'];
  /** The most one bet (YES or NO) may stake at this quote, paise (1 to 10,000,000,000); null: the market's max stake. A larger bet is refused INVALID_BET_SIZE. */
  size?: InputMaybe<Scalars['Paise']['input']>;
  yesLine: Scalars['Int']['input'];
  yesRate: Scalars['Int']['input'];
};

/** An unsettled market as the desk quotes it. */
export type DeskMarket = {
  __typename?: 'DeskMarket';
  fancy?: Maybe<DeskFancyQuote>;
  inPlay: Scalars['Boolean']['output'];
  /** exchange, bookmaker, fancy, lottery (fixed odds) or ballByBall (Next Ball). */
  kind: Scalars['String']['output'];
  marketId: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  runners: Array<DeskRunner>;
  status: MarketStatus;
};

export type DeskMarketInput = {
  eventId: Scalars['ID']['input'];
  kind: DeskMarketKind;
  /** FANCY: the opening line in runs. */
  line?: InputMaybe<Scalars['Int']['input']>;
  /** A fancy line's name (required for FANCY); the other kinds have their usual name. */
  marketName?: InputMaybe<Scalars['String']['input']>;
  /** Runner names; the event's teams when none are given. */
  runners?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A market kind the desk adds: exchange match odds, bookmaker, a fancy (session) line, fixed odds, Next Ball. */
export type DeskMarketKind =
  | 'BOOKMAKER'
  | 'FANCY'
  | 'FIXED_ODDS'
  | 'MATCH_ODDS'
  | 'NEXT_BALL';

/** What the desk does to one market: suspend or open it. */
export type DeskMarketStatus =
  | 'OPEN'
  | 'SUSPENDED';

export type DeskOddsInput = {
  odds: Scalars['Float']['input'];
  runnerId: Scalars['ID']['input'];
};

/** A play: a ball (0–6 runs or W) on a cricket match, or a goal on a soccer match. */
export type DeskPlayInput = {
  ball?: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  goal?: InputMaybe<DeskSide>;
  minute?: InputMaybe<Scalars['Int']['input']>;
};

export type DeskPriceInput = {
  back?: InputMaybe<Scalars['Float']['input']>;
  lay?: InputMaybe<Scalars['Float']['input']>;
  runnerId: Scalars['ID']['input'];
  /** The most one bet may stake at these prices, paise (1 to 10,000,000,000); null: the market's max stake. A larger bet is refused INVALID_BET_SIZE. */
  size?: InputMaybe<Scalars['Paise']['input']>;
};

/** One quote: bookmaker prices, a fancy line, or fixed odds. It goes live at once. */
export type DeskQuoteInput = {
  fancy?: InputMaybe<DeskFancyQuoteInput>;
  marketId: Scalars['ID']['input'];
  odds?: InputMaybe<Array<DeskOddsInput>>;
  prices?: InputMaybe<Array<DeskPriceInput>>;
};

/** A level below the admin and whether the site lets it open the trading desk. */
export type DeskRole = {
  __typename?: 'DeskRole';
  allowed: Scalars['Boolean']['output'];
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
};

/** A runner of a desk market with the house's quote on it. */
export type DeskRunner = {
  __typename?: 'DeskRunner';
  /** Bookmaker: the price a bettor backs at (decimal), null when none. */
  back?: Maybe<Scalars['Float']['output']>;
  /** Bookmaker: the price a bettor lays at (decimal), null when none. */
  lay?: Maybe<Scalars['Float']['output']>;
  /** Fixed odds and Next Ball: the house's decimal odds. */
  odds?: Maybe<Scalars['Float']['output']>;
  runnerId: Scalars['ID']['output'];
  runnerName: Scalars['String']['output'];
  /** Bookmaker: the most one bet may stake at this runner's prices (back or lay), paise; null: the market's max stake. */
  size?: Maybe<Scalars['Paise']['output']>;
};

export type DeskRunnerNameInput = {
  runnerId: Scalars['ID']['input'];
  runnerName: Scalars['String']['input'];
};

export type DeskSide =
  | 'AWAY'
  | 'HOME';

/** A change on the upline desk: a request of the downline made or decided, with what it moved. */
export type DownlineDeskChange = {
  __typename?: 'DownlineDeskChange';
  /** The request as it stands now. */
  request: BankingRequest;
  /** The desk's totals since the subscription's `since`, after the change. */
  totals: DownlineTotals;
  /** The request owner's row on the desk (money after the change); null when the desk does not list them. */
  user?: Maybe<DownlineUser>;
};

/** Which protections a downline bettor has, as their upline sees them. */
export type DownlineProtections = {
  __typename?: 'DownlineProtections';
  /** Deposit limits set (amounts only when the bettor shares them, else null). */
  depositLimits?: Maybe<Array<ProtectionLimit>>;
  hasDepositLimit: Scalars['Boolean']['output'];
  hasLossLimit: Scalars['Boolean']['output'];
  /** Loss limits set (amounts only when the bettor shares them, else null). */
  lossLimits?: Maybe<Array<ProtectionLimit>>;
  realityCheckMinutes?: Maybe<Scalars['Int']['output']>;
  selfExcluded: Scalars['Boolean']['output'];
  selfExcludedPermanently: Scalars['Boolean']['output'];
  selfExcludedUntil?: Maybe<Scalars['String']['output']>;
  timeOutUntil?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

/** The upline desk's banking totals since a moment (the start of the agent's day). */
export type DownlineTotals = {
  __typename?: 'DownlineTotals';
  /** Deposits approved since then, paise. */
  depositsApproved: Scalars['Paise']['output'];
  depositsApprovedCount: Scalars['Int']['output'];
  /** Requests waiting. */
  pendingCount: Scalars['Int']['output'];
  /** Deposits waiting, paise. */
  pendingDeposits: Scalars['Paise']['output'];
  /** Withdrawals waiting, paise. */
  pendingWithdrawals: Scalars['Paise']['output'];
  /** Requests rejected since then. */
  rejectedCount: Scalars['Int']['output'];
  /** Withdrawals approved since then, paise. */
  withdrawalsApproved: Scalars['Paise']['output'];
  withdrawalsApprovedCount: Scalars['Int']['output'];
};

/** A user of the caller's downline on the upline's desk. */
export type DownlineUser = {
  __typename?: 'DownlineUser';
  /** Available: wallet − exposure − held, paise. */
  available: Scalars['Paise']['output'];
  /** Exposure, paise. */
  exposure: Scalars['Paise']['output'];
  /** Held: withdrawals requested and not yet decided, paise. */
  held: Scalars['Paise']['output'];
  /** 1 active, 0 blocked. */
  isLogin: Scalars['Int']['output'];
  /** bettor or agent. */
  role: Scalars['String']['output'];
  /** Login name. */
  userName: Scalars['String']['output'];
  /** Wallet (bank balance), paise. */
  wallet: Scalars['Paise']['output'];
};

/** A sporting event (spec §3). */
export type Event = {
  __typename?: 'Event';
  /** Display name, e.g. 'India v Australia'. */
  eventName: Scalars['String']['output'];
  /** Scheduled start, ISO 8601 in UTC. */
  eventTime: Scalars['String']['output'];
  /** The exchange's event id, used in routes such as /marketdetails/{exEventId}/{sportId}. */
  exEventId: Scalars['ID']['output'];
  /** True while the event is being played. */
  inPlay: Scalars['Boolean']['output'];
  /** The event's sport id. */
  sportId: Scalars['Int']['output'];
  /** The event's sport name. */
  sportName: Scalars['String']['output'];
  /** Competition id. */
  tournamentId: Scalars['ID']['output'];
  /** Competition name. */
  tournamentName: Scalars['String']['output'];
};

/** The caller's whole-event book: profit or loss per outcome over the event's runner markets, and a run book per fancy market (computed by the exchange). */
export type EventBook = {
  __typename?: 'EventBook';
  /** Event id. */
  eventId: Scalars['ID']['output'];
  /** The fancy markets where the caller has a position. */
  fancy: Array<EventBookFancy>;
  /** Whether the caller has any position in the event. */
  hasPosition: Scalars['Boolean']['output'];
  /** The runner markets where the caller has a position. */
  markets: Array<EventBookMarket>;
  /** The event's outcomes in the match odds order, each summed over the combined markets. */
  outcomes: Array<EventOutcome>;
};

/** A fancy market's Run / Amount rows in an event book (fancy lines pay on runs, not on the result, so they are not combined with the outcomes). */
export type EventBookFancy = {
  __typename?: 'EventBookFancy';
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** Market name (the line's question). */
  marketName: Scalars['String']['output'];
  /** Profit or loss by runs; a result outside the rows scores like the nearest end. */
  rows: Array<FancyBookRow>;
};

/** A runner market combined into an event book: its own profit or loss per runner. */
export type EventBookMarket = {
  __typename?: 'EventBookMarket';
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** Market name. */
  marketName: Scalars['String']['output'];
  /** One row per runner, in the market's order (runnerName set). */
  runners: Array<RunnerProfit>;
};

/** An event with its state, score and markets (the market details page). */
export type EventDetail = {
  __typename?: 'EventDetail';
  /** Display name. */
  eventName: Scalars['String']['output'];
  /** Scheduled start, ISO 8601 in UTC. */
  eventTime: Scalars['String']['output'];
  /** The exchange's event id. */
  exEventId: Scalars['ID']['output'];
  /** True while the event is being played. */
  inPlay: Scalars['Boolean']['output'];
  /** Open markets of the event in display order. */
  markets: Array<Market>;
  /** The scoreboard as the exchange sends it; null before play. */
  score?: Maybe<Scalars['JSONObject']['output']>;
  /** Sport id. */
  sportId: Scalars['Int']['output'];
  /** Sport name. */
  sportName: Scalars['String']['output'];
  /** Event state. */
  status: EventStatus;
  /** Competition id. */
  tournamentId: Scalars['ID']['output'];
  /** Competition name. */
  tournamentName: Scalars['String']['output'];
  /** Live stream id; null when there is none. */
  videoId?: Maybe<Scalars['String']['output']>;
};

/** One outcome of an event (team A, team B, the draw) and the caller's profit or loss if it happens, over the event's match odds and bookmaker markets. */
export type EventOutcome = {
  __typename?: 'EventOutcome';
  /** The outcome's key: its runner name, trimmed and lower case (how runners of different markets meet). */
  key: Scalars['ID']['output'];
  /** The outcome's name as the match odds market lists it. */
  name: Scalars['String']['output'];
  /** Combined matched profit (positive) or loss (negative) if this outcome happens, paise. */
  profit: Scalars['Paise']['output'];
};

/** An event's live state, as the score subscription sends it. */
export type EventScore = {
  __typename?: 'EventScore';
  /** The event. */
  eventId: Scalars['ID']['output'];
  /** True while the event is being played. */
  inPlay: Scalars['Boolean']['output'];
  /** The scoreboard as the exchange sends it. */
  score?: Maybe<Scalars['JSONObject']['output']>;
  /** Event state. */
  status: EventStatus;
};

/** An event's state. */
export type EventStatus =
  | 'CANCELLED'
  | 'FINISHED'
  | 'IN_PLAY'
  | 'SCHEDULED';

/** A tab of the exchange bar (spec §3). Inplay (00) and VIMAAN (88022) are added by the app, not the server. */
export type ExchangeType = {
  __typename?: 'ExchangeType';
  /** Tab id: 11 home/cricket, 98 tips review, 66101 virtual sports, 16 international casino, 66103 binary, ... */
  exchangeId: Scalars['ID']['output'];
  /** Tab label. */
  exchangeName: Scalars['String']['output'];
  /** Highlighted tabs are emphasised. */
  highlight: Scalars['Boolean']['output'];
  /** Sort order. */
  sequence: Scalars['Int']['output'];
};

/** A row of the exposure list, My Market (spec §3): a market where the user has bets. */
export type ExposureRow = {
  __typename?: 'ExposureRow';
  /** Number of bets in the market (matched, plus unmatched with nothing matched). */
  betCounts: Scalars['Int']['output'];
  /** Event id. */
  eventId: Scalars['ID']['output'];
  /** Event name. */
  eventName: Scalars['String']['output'];
  /** The user's exposure in this market, paise. */
  exposure: Scalars['Paise']['output'];
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** Market name. */
  marketName: Scalars['String']['output'];
  /** Sport id (66102 opens the casino game, 66104 goes to lotterydetails). */
  sportId: Scalars['Int']['output'];
  /** Sport name. */
  sportName: Scalars['String']['output'];
};

/** A row of the fancy book popup (spec §3): the caller's profit or loss if the result is `key` runs. */
export type FancyBookRow = {
  __typename?: 'FancyBookRow';
  /** Run (the result value). */
  key: Scalars['Int']['output'];
  /** Profit (positive) or loss (negative) at that result, paise. */
  value: Scalars['Paise']['output'];
};

/** A fancy line as the bettor saw it. */
export type FancyLineInput = {
  /** The run line. */
  line: Scalars['Int']['input'];
  /** The rate, whole percent: YES wins stake × rate / 100; NO risks that much. */
  rate: Scalars['Int']['input'];
};

/** A fancy (session/line) market's quote: YES at yesLine wins stake × yesRate/100 when the result ≥ yesLine; NO at noLine wins the stake when the result < noLine and loses stake × noRate/100 otherwise. */
export type FancyQuote = {
  __typename?: 'FancyQuote';
  /** NO line (runs). */
  noLine: Scalars['Int']['output'];
  /** NO rate, per 100 staked. */
  noRate: Scalars['Int']['output'];
  /** The most one bet may stake at this quote, paise (the desk's size); null: the market's max stake. */
  size?: Maybe<Scalars['Paise']['output']>;
  /** YES line (runs). */
  yesLine: Scalars['Int']['output'];
  /** YES rate, per 100 staked. */
  yesRate: Scalars['Int']['output'];
};

/** The answer to a forgotten-password request: the same whether or not the name exists. */
export type ForgotPasswordResult = {
  __typename?: 'ForgotPasswordResult';
  /** What to tell the user (the code goes to their upline). */
  message: Scalars['String']['output'];
  /** Always true. */
  sent: Scalars['Boolean']['output'];
};

/** A named value. */
export type KeyValue = {
  __typename?: 'KeyValue';
  /** Name. */
  key: Scalars['String']['output'];
  /** Value. */
  value: Scalars['String']['output'];
};

/** One price of a runner's full-depth ladder. */
export type LadderLevel = {
  __typename?: 'LadderLevel';
  /** Money a backer can take at this price (resting lays), paise. */
  availableToBack: Scalars['Paise']['output'];
  /** Money a layer can take at this price (resting backs), paise. */
  availableToLay: Scalars['Paise']['output'];
  /** Decimal odds (a Betfair ladder price). */
  price: Scalars['Float']['output'];
  /** Money matched at this price so far, paise. */
  traded: Scalars['Paise']['output'];
};

/** Why a bet lapsed (domain/bet-contract.ts LapseReason). Told on the order update that lapsed it only: a bet read later says LAPSED without it. Each but the first three is the code a bet placed then would have been refused with. */
export type LapseReason =
  /** A house market's price or line moved during the delay. */
  | 'BET_TAKEN_OR_LAPSED'
  /** At the delay's end the bettor's available balance did not cover it. */
  | 'INSUFFICIENT_FUNDS'
  /** At the delay's end it would have matched one of the bettor's own bets. */
  | 'INVALID_BACK_LAY_COMBINATION'
  /** At the delay's end the stake was outside the market's limits. */
  | 'INVALID_BET_SIZE'
  /** At the delay's end it would have passed a loss limit the bettor set. */
  | 'LOSS_LIMIT_EXCEEDED'
  /** The market closed with the bet unmatched. */
  | 'MARKET_CLOSED'
  /** At the delay's end the house market was not open for betting. */
  | 'MARKET_NOT_OPEN_FOR_BETTING'
  /** The market suspended while the bet waited out the in-play delay. */
  | 'MARKET_SUSPENDED'
  /** The bettor self-excluded during the delay. */
  | 'SELF_EXCLUDED'
  /** The bettor began a time-out during the delay. */
  | 'TIMED_OUT'
  /** The market turned in-play with the bet unmatched (persistence LAPSE). */
  | 'TURNED_IN_PLAY';

/** The period a deposit or loss limit counts over (a calendar day, week from Monday, or month, in IST). */
export type LimitPeriod =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/**
 * A login's answer: the bearer token to send as Authorization and the user detail to store; or, for an
 * account with two-step sign-in (docs/security.md), no token yet and the challenge a code must answer.
 */
export type LoginResult = {
  __typename?: 'LoginResult';
  /** Set when the password was right and a second step is due: verifyTwoFactor, or an enrolment first. */
  challenge?: Maybe<TwoFactorChallenge>;
  /** Opaque bearer token; null while a second step is due (challenge). */
  token?: Maybe<Scalars['String']['output']>;
  /** The user's detail (the SPA stores it as userDetail); null while a second step is due. */
  userDetail?: Maybe<UserDetail>;
};

/** A market and its live book (the same shape the marketBook subscription sends). */
export type Market = {
  __typename?: 'Market';
  /** In-play delay before a bet may match, ms. */
  betDelayMs: Scalars['Int']['output'];
  /** The event it belongs to. */
  exEventId: Scalars['ID']['output'];
  /** Fancy markets: the current YES/NO quote; null for other kinds. */
  fancy?: Maybe<FancyQuote>;
  /** True once the market has turned in-play. */
  inPlay: Scalars['Boolean']['output'];
  /** Kind of market. */
  kind: MarketKind;
  /** Binary markets: YES wins at or above this line; null for other kinds. */
  line?: Maybe<Scalars['Int']['output']>;
  /** Market id, e.g. 41002.mo. */
  marketId: Scalars['ID']['output'];
  /** Display name: Match Odds, Bookmaker, 6 Over Runs MI ... */
  marketName: Scalars['String']['output'];
  /** Largest stake, paise. */
  maxStake: Scalars['Paise']['output'];
  /** Smallest stake, paise. */
  minStake: Scalars['Paise']['output'];
  /** Selections with their books (empty for fancy markets). */
  runners: Array<Runner>;
  /** Trading state. */
  status: MarketStatus;
  /** Money matched in the market so far, paise (the exchange's sum of its runners' traded volume; 0 for house markets). */
  totalMatched: Scalars['Paise']['output'];
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

/** The caller's position in one runner market: matched profit or loss if each runner wins, as the exchange keeps it. */
export type MarketPosition = {
  __typename?: 'MarketPosition';
  /** The market's kind (cash out is offered on exchange markets). */
  kind: MarketKind;
  /** Market id. */
  marketId: Scalars['ID']['output'];
  /** One row per runner (or outcome), in the market's order. */
  runners: Array<RunnerProfit>;
};

/** A market's trading state. */
export type MarketStatus =
  | 'CLOSED'
  | 'INACTIVE'
  | 'OPEN'
  /** Takes no bets for now. */
  | 'SUSPENDED';

export type Mutation = {
  __typename?: 'Mutation';
  /** Saves a bank account for withdrawals (IFSC checked; DUPLICATE_BANK_ACCOUNT when already saved). */
  addBankAccount: BankAccount;
  /** Answers a due reality check: keepPlaying true starts the next interval; false ends the session (the token is revoked). */
  answerRealityCheck: SaferBetting;
  /** Back office: creates a user one level below the caller (the admin: any level, under a parent of the level just above), optionally with credit. */
  backofficeCreateUser: BackofficeUser;
  /** Back office: gives (IN) or takes back (OUT) credit of a direct downline. A repeat with the same idempotencyKey within 24 hours (IDEMPOTENCY_RETENTION_HOURS) returns the first answer; the key names the ledger entry, so after that it is refused DUPLICATE_TRANSACTION, never moved twice. */
  backofficeCredit: BackofficeCreditResult;
  /** Admin only: moves a user (and its subtree) under a new parent of the level just above; recorded with the reason. */
  backofficeMoveUser: BackofficeUser;
  /** Records a settle-up with a direct downline level: amount + it paid me, − I paid it (paise, not 0). Recorded only: no ledger money moves. The same idempotencyKey replays the first answer. */
  backofficeRecordSettleUp: BackofficeSettleUpRecord;
  /** Back office: a reset code for a direct downline user, to hand over. */
  backofficeResetPassword: BackofficePasswordReset;
  /** Back office: turns off a direct downline's second factor (a lost phone); a staff downline enrols again at its next sign-in. Only its own upline: PERMISSION_DENIED otherwise. */
  backofficeResetTwoFactor: Scalars['Boolean']['output'];
  /** Back office: locks or unlocks betting for a user of the caller's subtree. */
  backofficeSetBettingLocked: BackofficeUser;
  /** Back office: sets a direct downline's credit reference (the limit shown beside its balance), paise. */
  backofficeSetCreditReference: BackofficeUser;
  /** Back office: locks or unlocks the login of a user of the caller's subtree (ends its sessions). */
  backofficeSetLoginLocked: BackofficeUser;
  /** Sets a direct downline's partnership (bps of the whole, within what my chain left less what its downline keeps: PARTNERSHIP_OUT_OF_RANGE) and commission (bps; null: the site's default). Rewrites the share chains of every bettor below it. */
  backofficeSetPartnership: BackofficePartnership;
  /** Cancels an unmatched exchange bet, or reduces it by sizeReduction paise; returns the bet after. */
  cancelBet: Bet;
  /** Places a cash-out quote's bets at the quoted prices or better through the betting path. When the book no longer has them nothing is placed and the answer is refused PRICE_MOVED with the exchange's new quote (requote) to confirm instead; POSITION_CHANGED (an error) when the position has changed since the quote. Needs an active user. */
  cashOut: CashOutResult;
  /** Changes the caller's password (changpass); the old sessions end and the result carries a new token. */
  changePassword: ChangePasswordResult;
  /** Claims a reward offer; it is credited to the wallet once (REWARD_ALREADY_CLAIMED after). */
  claimReward: Reward;
  /** Confirms an enrolment with a code of the new secret; answers the recovery codes (and the session of a sign-in enrolment). */
  confirmTwoFactorEnrolment: TwoFactorEnrolled;
  /** A bot's API key, from a session signed in with a code (TWO_FACTOR_SESSION_REQUIRED otherwise). */
  createApiKey: NewApiKey;
  /** Agents and operators: approves or rejects (with a reason in note) a downline request. */
  decideBankingRequest: BankingRequest;
  /** Adds a market to an event (suspended while an incident holds the event). INVALID_RUNNERS, INVALID_LINE, INVALID_MARKET_NAME. */
  deskAddMarket: DeskEvent;
  /** Creates an event. COMPETITION_NOT_FOUND, COMPETITION_SPORT_MISMATCH, INVALID_EVENT_NAME, INVALID_EVENT_TIME. */
  deskCreateEvent: DeskEvent;
  /** Edits an event's name, competition, start time or runner names. EVENT_CLOSED once it is over. */
  deskEditEvent: DeskEvent;
  /** Records a ball or a goal: the score and the incident that suspends every market, in one change. EVENT_NOT_IN_PLAY, INVALID_PLAY. */
  deskPlay: DeskEvent;
  /** Quotes a market; the quote goes live at once. INVALID_PRICE, INVALID_LINE, INVALID_RATE, INVALID_SIZE, INVALID_QUOTE. */
  deskQuote: DeskMarket;
  /** Reopens the markets the event's incidents suspended. */
  deskReopenEvent: DeskEvent;
  /** Suspends or opens one market (a market of a suspended event opens only with the event). */
  deskSetMarketStatus: DeskMarket;
  /** Settles a market on its winner (a fancy line on the runs). */
  deskSettleMarket: DeskEvent;
  /** Play starts: the event and its markets go in play. */
  deskStartPlay: DeskEvent;
  /** Suspends every market of the event in one act, until reopened. */
  deskSuspendEvent: DeskEvent;
  /** Asks for a password reset code; it goes to the user's upline (forgetPass page). */
  forgotPassword: ForgotPasswordResult;
  /** Logs in; the token goes in later requests as Authorization: Bearer <token>. */
  login: LoginResult;
  /** Revokes the caller's token. */
  logout: Scalars['Boolean']['output'];
  /** Admin only: suspends (SUSPENDED) or opens (OPEN) a market; a market of an event suspended by an incident opens only with its event (EVENT_SUSPENDED). */
  operatorSetMarketStatus: OperatorMarket;
  /** Admin only: settles a market on its winner (winnerId) or, for a fancy market, the runs scored (runs). A settled market is resettled: a reason is then required (REASON_REQUIRED). */
  operatorSettleMarket: OperatorSettlement;
  /** Admin only: voids a market (every bet returned; a settled one is resettled void), with its reason. */
  operatorVoidMarket: OperatorSettlement;
  /** Places a bet; exchange bets match at once as far as the book allows, the rest rests unmatched. */
  placeBet: BetReceipt;
  /** Ten new recovery codes for a valid code (the old ones stop working). */
  regenerateRecoveryCodes: Array<Scalars['String']['output']>;
  /** Removes a saved bank account; returns the ones left. */
  removeBankAccount: Array<BankAccount>;
  /** Re-prices an unmatched exchange bet (it joins the back of the queue at the new price). */
  replaceBet: BetReceipt;
  /** Reports a deposit paid by the given method with its UTR; the upline approves it. */
  requestDeposit: BankingRequest;
  /** Asks for a withdrawal to a saved bank account (accountId) or a destination; held against the balance until decided. A repeat with the same idempotencyKey returns the first request. */
  requestWithdrawal: BankingRequest;
  /** Sets a new password with the code from the upline; every session of the user ends. */
  resetPassword: Scalars['Boolean']['output'];
  /** Revokes one of the caller's API keys. */
  revokeApiKey: Scalars['Boolean']['output'];
  /** Self-excludes for 6 to 60 months, or permanently: no bets or deposits, unmatched bets cancelled; withdrawals still allowed. Nobody can lift it early. */
  selfExclude: SaferBetting;
  /** Sets (amount) or removes (null) a deposit limit. Lower: at once; higher or removed: after a 24-hour cooling-off. */
  setDepositLimit: SaferBetting;
  /** Stars (favourite: true) or unstars an event for the caller; returns the caller's favourites. */
  setFavourite: Array<Scalars['ID']['output']>;
  /** Sets (amount) or removes (null) a loss limit. Lower: at once; higher or removed: after a 24-hour cooling-off. */
  setLossLimit: SaferBetting;
  /** Chooses whether the upline sees the amounts of my limits. */
  setProtectionPrivacy: SaferBetting;
  /** Sets the reality-check interval (15, 30 or 60 minutes; null: off). */
  setRealityCheck: SaferBetting;
  /** Agents and operators: blocks (blocked: true) or unblocks a downline user. */
  setUserBlocked: DownlineUser;
  /** Opens an account on this site (signup page); referralCode links it to the referrer's upline. */
  signup: UserDetail;
  /** Starts an enrolment: with the challengeId of a TWO_FACTOR_ENROL_REQUIRED sign-in, or without one from a signed-in account (TWO_FACTOR_NOT_OFFERED for a bettor where the site does not offer it). */
  startTwoFactorEnrolment: TwoFactorEnrolment;
  /** Takes a time-out of 24 to 1008 hours (6 weeks): no bets or deposits, unmatched bets cancelled. Cannot be ended early. */
  takeTimeOut: SaferBetting;
  /** Moves money to the caller's upline or a downline user. A repeat with the same idempotencyKey within 24 hours (IDEMPOTENCY_RETENTION_HOURS) returns the first answer; the key names the ledger entry, so after that it is refused DUPLICATE_TRANSACTION, never moved twice. */
  transfer: TransferResult;
  /** Updates the caller's settings (quick stakes, loss limit). */
  updateSettings: Settings;
  /** Admin only: saves the site settings. LEVEL_IN_USE when users hold a role the new levels drop; INVALID_INPUT_DATA for shares or limits out of range. */
  updateSiteSettings: SiteSettings;
  /** Second step of a sign-in: a TOTP code or a recovery code for a TWO_FACTOR_REQUIRED challenge. Throttled like a password; INVALID_TWO_FACTOR_CODE, TWO_FACTOR_CODE_USED, TWO_FACTOR_CHALLENGE_INVALID. */
  verifyTwoFactor: LoginResult;
};


export type MutationAddBankAccountArgs = {
  input: BankAccountInput;
};


export type MutationAnswerRealityCheckArgs = {
  keepPlaying: Scalars['Boolean']['input'];
};


export type MutationBackofficeCreateUserArgs = {
  input: BackofficeCreateUserInput;
};


export type MutationBackofficeCreditArgs = {
  amount: Scalars['Paise']['input'];
  direction: BackofficeCreditDirection;
  idempotencyKey: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationBackofficeMoveUserArgs = {
  newParent: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationBackofficeRecordSettleUpArgs = {
  amount: Scalars['Paise']['input'];
  downlineUserName: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  note: Scalars['String']['input'];
};


export type MutationBackofficeResetPasswordArgs = {
  userName: Scalars['String']['input'];
};


export type MutationBackofficeResetTwoFactorArgs = {
  userName: Scalars['String']['input'];
};


export type MutationBackofficeSetBettingLockedArgs = {
  locked: Scalars['Boolean']['input'];
  userName: Scalars['String']['input'];
};


export type MutationBackofficeSetCreditReferenceArgs = {
  creditReference: Scalars['Paise']['input'];
  userName: Scalars['String']['input'];
};


export type MutationBackofficeSetLoginLockedArgs = {
  locked: Scalars['Boolean']['input'];
  userName: Scalars['String']['input'];
};


export type MutationBackofficeSetPartnershipArgs = {
  commissionBps?: InputMaybe<Scalars['Int']['input']>;
  partnershipBps: Scalars['Int']['input'];
  userName: Scalars['String']['input'];
};


export type MutationCancelBetArgs = {
  betId: Scalars['ID']['input'];
  marketId: Scalars['ID']['input'];
  sizeReduction?: InputMaybe<Scalars['Paise']['input']>;
};


export type MutationCashOutArgs = {
  input: CashOutInput;
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationClaimRewardArgs = {
  rewardId: Scalars['ID']['input'];
};


export type MutationConfirmTwoFactorEnrolmentArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationCreateApiKeyArgs = {
  label: Scalars['String']['input'];
};


export type MutationDecideBankingRequestArgs = {
  decision: BankingDecision;
  note?: InputMaybe<Scalars['String']['input']>;
  requestId: Scalars['ID']['input'];
};


export type MutationDeskAddMarketArgs = {
  input: DeskMarketInput;
};


export type MutationDeskCreateEventArgs = {
  input: DeskEventInput;
};


export type MutationDeskEditEventArgs = {
  input: DeskEventEditInput;
};


export type MutationDeskPlayArgs = {
  input: DeskPlayInput;
};


export type MutationDeskQuoteArgs = {
  input: DeskQuoteInput;
};


export type MutationDeskReopenEventArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationDeskSetMarketStatusArgs = {
  marketId: Scalars['ID']['input'];
  status: DeskMarketStatus;
};


export type MutationDeskSettleMarketArgs = {
  marketId: Scalars['ID']['input'];
  runs?: InputMaybe<Scalars['Int']['input']>;
  winnerId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeskStartPlayArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationDeskSuspendEventArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  username: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationOperatorSetMarketStatusArgs = {
  marketId: Scalars['ID']['input'];
  status: MarketStatus;
};


export type MutationOperatorSettleMarketArgs = {
  marketId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  runs?: InputMaybe<Scalars['Int']['input']>;
  winnerId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationOperatorVoidMarketArgs = {
  marketId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationPlaceBetArgs = {
  input: PlaceBetInput;
};


export type MutationRegenerateRecoveryCodesArgs = {
  code: Scalars['String']['input'];
};


export type MutationRemoveBankAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationReplaceBetArgs = {
  betId: Scalars['ID']['input'];
  marketId: Scalars['ID']['input'];
  price: Scalars['Float']['input'];
};


export type MutationRequestDepositArgs = {
  amount: Scalars['Paise']['input'];
  methodId: Scalars['ID']['input'];
  utr: Scalars['String']['input'];
};


export type MutationRequestWithdrawalArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  amount: Scalars['Paise']['input'];
  destination?: InputMaybe<WithdrawalDestinationInput>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  keyId: Scalars['ID']['input'];
};


export type MutationSelfExcludeArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
  permanent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSetDepositLimitArgs = {
  amount?: InputMaybe<Scalars['Paise']['input']>;
  period: LimitPeriod;
};


export type MutationSetFavouriteArgs = {
  eventId: Scalars['ID']['input'];
  favourite: Scalars['Boolean']['input'];
};


export type MutationSetLossLimitArgs = {
  amount?: InputMaybe<Scalars['Paise']['input']>;
  period: LimitPeriod;
};


export type MutationSetProtectionPrivacyArgs = {
  shareAmountsWithUpline: Scalars['Boolean']['input'];
};


export type MutationSetRealityCheckArgs = {
  minutes?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetUserBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  userName: Scalars['String']['input'];
};


export type MutationSignupArgs = {
  password: Scalars['String']['input'];
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};


export type MutationStartTwoFactorEnrolmentArgs = {
  challengeId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationTakeTimeOutArgs = {
  hours: Scalars['Int']['input'];
};


export type MutationTransferArgs = {
  amount: Scalars['Paise']['input'];
  idempotencyKey: Scalars['String']['input'];
  toUserName: Scalars['String']['input'];
};


export type MutationUpdateSettingsArgs = {
  input: SettingsInput;
};


export type MutationUpdateSiteSettingsArgs = {
  input: SiteSettingsInput;
};


export type MutationVerifyTwoFactorArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

/** A new API key: `apiKey` is shown this once. */
export type NewApiKey = {
  __typename?: 'NewApiKey';
  apiKey: Scalars['String']['output'];
  keyId: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** A market as the operator's console lists it, with what settling it touches. Amounts in paise. */
export type OperatorMarket = {
  __typename?: 'OperatorMarket';
  /** Bets placed in the market (exchange orders and house bets). */
  betCount: Scalars['Int']['output'];
  /** The in-play bet delay now, milliseconds. */
  betDelayMs: Scalars['Int']['output'];
  eventId: Scalars['ID']['output'];
  eventName: Scalars['String']['output'];
  inPlay: Scalars['Boolean']['output'];
  kind: MarketKind;
  marketId: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  /** Money matched in the market, paise. */
  matched: Scalars['Paise']['output'];
  /** The reason given with the last settlement, if any. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The result in force once settled: winner names, runs, or void. */
  result?: Maybe<Scalars['String']['output']>;
  /** The runners a winner is picked from (none for a fancy market: it settles on runs). */
  runners: Array<OperatorRunner>;
  settledAt?: Maybe<Scalars['String']['output']>;
  /** 0 until settled; each resettlement adds one. */
  settledVersion: Scalars['Int']['output'];
  sportId: Scalars['Int']['output'];
  sportName: Scalars['String']['output'];
  status: MarketStatus;
};

/** Which markets the operator's market controls list. */
export type OperatorMarketState =
  /** Taking bets. */
  | 'OPEN'
  /** Settled or voided: may be resettled with a reason. */
  | 'SETTLED'
  /** Suspended (by the operator or an incident). */
  | 'SUSPENDED';

export type OperatorRunner = {
  __typename?: 'OperatorRunner';
  runnerId: Scalars['ID']['output'];
  runnerName: Scalars['String']['output'];
};

/** What a settlement, void or resettlement did. */
export type OperatorSettlement = {
  __typename?: 'OperatorSettlement';
  /** Bettors whose balances it moved. */
  bettors: Scalars['Int']['output'];
  market: OperatorMarket;
  /** The settlement's version (2 and up: a resettlement). */
  version: Scalars['Int']['output'];
};

/** An order's state, as the exchange decides it (domain/bet-contract.ts); passed on as it is, never re-derived from sizes. */
export type OrderStatus =
  /** Nothing matched and the bettor cancelled the rest. */
  | 'CANCELLED'
  /** Something is still waiting on the book (part may have matched). */
  | 'EXECUTABLE'
  /** Nothing left on the book and something matched. */
  | 'EXECUTION_COMPLETE'
  /** Nothing matched and the rest lapsed (turned in-play, suspended during the delay, or it would have matched the bettor's own bet). */
  | 'LAPSED'
  /** Waiting out the in-play bet delay. */
  | 'PENDING'
  /** The market was voided. */
  | 'VOIDED';

/** The caller's figures in one event after an order change, as the exchange computes them. */
export type OrdersEventFigures = {
  __typename?: 'OrdersEventFigures';
  /** The caller's whole-event book (as Query.eventBook). */
  eventBook: EventBook;
  /** Event id. */
  eventId: Scalars['ID']['output'];
  /** Matched profit or loss per runner, per runner market of the event where the caller has bets (as Query.marketPositions). */
  marketPositions: Array<MarketPosition>;
};

/** My orders subscription: first every open order (SNAPSHOT), then each changed order as it changes (DELTA). */
export type OrdersUpdate = {
  __typename?: 'OrdersUpdate';
  /** SNAPSHOT replaces the client's list of open orders; DELTA updates the orders it carries. */
  kind: UpdateKind;
  /** The orders. */
  orders: Array<Bet>;
  /** The change stream's sequence of this update (a whole number, the same on every gateway): subscribe again with myOrders(after:) set to the last one applied to resume after it. */
  seq: Scalars['Float']['output'];
};

/** A fixed-odds outcome at the offered odds. */
export type OutcomeOddsInput = {
  /** Decimal odds offered. */
  odds: Scalars['Float']['input'];
  /** Outcome key (lottery digit, YES/NO, ball outcome). */
  outcomeId: Scalars['ID']['input'];
};

/** A signed, short-lived link into the partner exchange (VIMAAN, id 88022). */
export type PartnerLaunch = {
  __typename?: 'PartnerLaunch';
  /** How long the link stays valid. */
  expiresInSeconds: Scalars['Int']['output'];
  /** The address to open. */
  url: Scalars['String']['output'];
};

/** A past password change. */
export type PasswordChange = {
  __typename?: 'PasswordChange';
  /** When the password was changed. */
  changedAt: Scalars['String']['output'];
};

/** A reset code waiting for an agent to hand over to their downline user. */
export type PasswordResetCode = {
  __typename?: 'PasswordResetCode';
  /** The code to give them. */
  code?: Maybe<Scalars['String']['output']>;
  /** When the code expires. */
  expiresAt: Scalars['String']['output'];
  /** The downline user. */
  userName: Scalars['String']['output'];
};

/** A raise or removal of a limit waiting out its 24-hour cooling-off. */
export type PendingLimitChange = {
  __typename?: 'PendingLimitChange';
  /** The new limit in paise; null removes the limit. */
  amount?: Maybe<Scalars['Paise']['output']>;
  /** When it takes effect (ISO 8601). */
  effectiveAt: Scalars['String']['output'];
};

/** What happens to the unmatched part of a bet when the market turns in-play. */
export type Persistence =
  /** Cancelled at the turn in-play (the default). */
  | 'LAPSE'
  /** Kept on the book in-play. */
  | 'PERSIST';

/** A bet to place: the market, the side, the stake and what it is on. */
export type PlaceBetInput = {
  /** Client key (8–64 chars): a repeat within 24 hours (IDEMPOTENCY_RETENTION_HOURS) returns the first answer, and after that may count as new; another payload with it is DUPLICATE_TRANSACTION. */
  idempotencyKey: Scalars['String']['input'];
  /** Market id. */
  marketId: Scalars['ID']['input'];
  /** Exchange markets: LAPSE (default) or PERSIST. */
  persistence?: InputMaybe<Persistence>;
  /** What the bet is on; exactly one member, the one that fits the market's kind. */
  selection: BetSelectionInput;
  /** BACK or LAY (fancy: BACK = YES, LAY = NO). */
  side: Side;
  /** Stake, paise. */
  size: Scalars['Paise']['input'];
};

/** One time bucket of a runner's trades. */
export type PriceBucket = {
  __typename?: 'PriceBucket';
  /** Start of the bucket (ISO 8601). */
  at: Scalars['String']['output'];
  /** Average traded price weighted by matched money. */
  average: Scalars['Float']['output'];
  /** Last traded price in the bucket. */
  close: Scalars['Float']['output'];
  /** Highest traded price. */
  high: Scalars['Float']['output'];
  /** Lowest traded price. */
  low: Scalars['Float']['output'];
  /** First traded price in the bucket. */
  open: Scalars['Float']['output'];
  /** Number of trades. */
  trades: Scalars['Int']['output'];
  /** Money matched in the bucket, paise. */
  volume: Scalars['Paise']['output'];
};

/** A runner's traded prices and volume over time, from the exchange's recorded trades. */
export type PriceHistory = {
  __typename?: 'PriceHistory';
  /** Bucket size, ms. */
  bucketMs: Scalars['Int']['output'];
  /** Buckets with trades, oldest first (empty before the first trade). */
  buckets: Array<PriceBucket>;
  marketId: Scalars['ID']['output'];
  runnerId: Scalars['ID']['output'];
};

/** A price level: decimal odds and the money available there. */
export type PriceSize = {
  __typename?: 'PriceSize';
  /** Decimal odds. */
  price: Scalars['Float']['output'];
  /** Money available at that price, paise. */
  size: Scalars['Paise']['output'];
};

/** The product screens whose lists productChanged pushes. */
export type Product =
  /** binaryMarkets and productResults(sportId: 66103). */
  | 'BINARY'
  /** lotteryDraws and productResults(sportId: 66104). */
  | 'LOTTERY'
  /** racingEvents and productResults(sportId: 7). */
  | 'RACING'
  /** tips and tipAuthors. */
  | 'TIPS'
  /** virtualEvents and productResults(sportId: 66101). */
  | 'VIRTUAL';

/** An event with its open markets: the lottery, virtual sports and binary lists. */
export type ProductEvent = {
  __typename?: 'ProductEvent';
  /** Display name, e.g. Daily Digit Draw. */
  eventName: Scalars['String']['output'];
  /** Draw or start time, ISO 8601 in UTC. */
  eventTime: Scalars['String']['output'];
  /** The exchange's event id. */
  exEventId: Scalars['ID']['output'];
  /** True while the event is being played. */
  inPlay: Scalars['Boolean']['output'];
  /** Open markets of the event with their prices. */
  markets: Array<Market>;
  /** Sport id: 66104 lottery, 66101 virtual sports, 66103 binary. */
  sportId: Scalars['Int']['output'];
  /** Sport name. */
  sportName: Scalars['String']['output'];
  /** Competition id. */
  tournamentId: Scalars['ID']['output'];
  /** Competition name. */
  tournamentName: Scalars['String']['output'];
};

/** A finished lottery draw, virtual event, binary line or race with its final scoreboard (results lists). */
export type ProductResult = {
  __typename?: 'ProductResult';
  /** Display name. */
  eventName: Scalars['String']['output'];
  /** Draw or start time, ISO 8601 in UTC. */
  eventTime: Scalars['String']['output'];
  /** The exchange's event id. */
  exEventId: Scalars['ID']['output'];
  /** The final scoreboard: the drawn number, the finishing order, the final score or the closing index. */
  score?: Maybe<Scalars['JSONObject']['output']>;
  /** Sport id: 66104 lottery, 66101 virtual sports, 66103 binary, 7 horse racing. */
  sportId: Scalars['Int']['output'];
  /** Competition id (v-racing, v-football, l-daily, bin-index …). */
  tournamentId: Scalars['ID']['output'];
  /** Competition name. */
  tournamentName: Scalars['String']['output'];
};

/** The caller's profile page. */
export type Profile = {
  __typename?: 'Profile';
  /** 0 = blocked. */
  isLogin: Scalars['Int']['output'];
  /** When the account was created. */
  memberSince: Scalars['String']['output'];
  /** The code others sign up with (Refer and Earn). */
  referralCode?: Maybe<Scalars['String']['output']>;
  /** bettor, agent or operator. */
  role: Scalars['String']['output'];
  /** The upline's user name; null for a top-level account. */
  upline?: Maybe<Scalars['String']['output']>;
  /** Login name. */
  userName: Scalars['String']['output'];
};

/** How profit and loss rows are grouped. */
export type ProfitLossGrouping =
  /** A row per event (profitlossEvent/{sportId}/...). */
  | 'EVENT'
  /** A row per market (profitlossMarket/{sportId}/{eventId}/...). */
  | 'MARKET'
  /** A row per sport (the profit-loss page). */
  | 'SPORT';

/** A point of the cumulative profit and loss chart. */
export type ProfitLossPoint = {
  __typename?: 'ProfitLossPoint';
  /** When the market settled. */
  at: Scalars['String']['output'];
  /** Net (after commission) of every market settled in the range up to and including this one, paise. */
  net: Scalars['Paise']['output'];
};

/** Betting profit and loss over a date range. */
export type ProfitLossReport = {
  __typename?: 'ProfitLossReport';
  /** One row per group. */
  rows: Array<ProfitLossRow>;
  /** Cumulative net after each settled market of the range (within the sport or event asked for), oldest first: the profit and loss chart. */
  series: Array<ProfitLossPoint>;
  /** Sum of the rows' net, paise. */
  total: Scalars['Paise']['output'];
};

/** The caller's settled result in one sport, event or market. */
export type ProfitLossRow = {
  __typename?: 'ProfitLossRow';
  /** Commission charged, paise. */
  commission: Scalars['Paise']['output'];
  /** Event id (EVENT and MARKET grouping). */
  eventId?: Maybe<Scalars['ID']['output']>;
  /** Event name (EVENT and MARKET grouping). */
  eventName?: Maybe<Scalars['String']['output']>;
  /** Group key: sport id, event id or market id. */
  key: Scalars['ID']['output'];
  /** Market id (MARKET grouping). */
  marketId?: Maybe<Scalars['ID']['output']>;
  /** Market name (MARKET grouping). */
  marketName?: Maybe<Scalars['String']['output']>;
  /** Number of settled markets in the group. */
  markets: Scalars['Int']['output'];
  /** profitAndLoss − commission, paise. */
  net: Scalars['Paise']['output'];
  /** Profit (+) or loss (−) before commission, paise. */
  profitAndLoss: Scalars['Paise']['output'];
  /** Sport id. */
  sportId: Scalars['Int']['output'];
  /** Sport name. */
  sportName: Scalars['String']['output'];
};

/** One deposit or loss limit of the caller. */
export type ProtectionLimit = {
  __typename?: 'ProtectionLimit';
  /** The limit in force now, paise; null when none. */
  amount?: Maybe<Scalars['Paise']['output']>;
  /** A raise or removal waiting out its cooling-off; null when none. */
  pending?: Maybe<PendingLimitChange>;
  period: LimitPeriod;
  /** What is left of the limit in the current period, paise (never below 0); null when no limit. */
  remaining?: Maybe<Scalars['Paise']['output']>;
  /** Deposits made, or net loss plus open exposure, counted against it in the current period, paise. */
  used: Scalars['Paise']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Login attempts on the caller's account, newest first (Activity Log). Needs a token. */
  activityLog: Array<ActivityEntry>;
  /** Open events grouped by sport (the all-events list). Cached per site. */
  allEvents: Array<SportEvents>;
  /** The audit log: the operator reads its whole site, any other back-office user the acts on its subtree and its own. Keyset pages (first 1–200, default 50). Back-office users only. */
  backofficeAudit: AuditPage;
  /** Uplines: their downline's bets, filtered, newest first; first 1–200 (default 50), after a page's nextCursor. */
  backofficeBets: BackofficeBetPage;
  /** Back office: a page of the direct downline of `parent` (the caller by default; within the caller's subtree), optionally only names containing `search`. USER_NOT_FOUND outside the subtree. */
  backofficeChildren: BackofficeUserPage;
  /** My dashboard; back-office users only. */
  backofficeDashboard: BackofficeDashboard;
  /** Back office (every non-bettor): the caller's own figures. Bettors get PERMISSION_DENIED. */
  backofficeMe: BackofficeUser;
  /** My downline's P&L between from and to (ISO 8601 with offset, at most 366 days), grouped; back-office users only. */
  backofficePnl: BackofficePnlReport;
  /** Uplines: every open market with bets of their downline, worst case first. Bettors get PERMISSION_DENIED. */
  backofficeRiskBook: Array<BackofficeRiskRow>;
  /** Uplines: one open market's risk row with the downline bets behind it. MARKET_NOT_FOUND when the market is not open. */
  backofficeRiskMarket: BackofficeRiskMarket;
  /** What my level and my upline, and my direct downline levels and I, owe each other; back-office users only. */
  backofficeSettleUp: BackofficeSettleUp;
  /** My own account statement between from and to (the ledger's statement); back-office users only. */
  backofficeStatement: AccountStatement;
  /** Back office: one user of the caller's subtree with recent activity. USER_NOT_FOUND outside the subtree. */
  backofficeUser: BackofficeUserCard;
  /** The caller's balance and exposure (header). Needs a token. */
  balance: Balance;
  /** The open ball-by-ball (Next Ball) markets of an in-play cricket event. */
  ballByBallMarkets: Array<Market>;
  /** The caller's saved bank accounts, oldest first. */
  bankAccounts: Array<BankAccount>;
  /** One of the caller's banking requests (deposit / withdrawal details pages). */
  bankingRequest: BankingRequest;
  /** The caller's deposit and withdrawal requests, newest first, with their timelines. */
  bankingRequests: Array<BankingRequest>;
  /** Bets placed between from and to (at most 366 days), newest first, at most 2,000; marketId narrows to one market (userBetHistory). Needs a token. */
  betHistory: Array<BetHistoryRow>;
  /** Binary lines (sport 66103) with their YES/NO markets. */
  binaryMarkets: Array<ProductEvent>;
  /** The cash out of the caller's position in an exchange market now (fraction: share of the full hedge, default 1). Needs a token. */
  cashOutQuote: CashOutQuote;
  /** Launch data of a casino game; needs a token (spec §5). */
  casinoGame: CasinoLaunch;
  /** The casino lobby. Cached per site. */
  casinoLobby: Array<CasinoGame>;
  /** Ways to deposit on the caller's site. Needs a token of an active (not blocked) user. */
  depositMethods: Array<DepositMethod>;
  /** One event on the desk. EVENT_NOT_FOUND when there is none. */
  deskEvent: DeskEvent;
  /** Agents and operators: the banking requests of their downline, newest first. Others get PERMISSION_DENIED. */
  downlineBankingRequests: Array<BankingRequest>;
  /** Agents and operators: password reset codes waiting for their downline. Others get PERMISSION_DENIED. */
  downlinePasswordResets: Array<PasswordResetCode>;
  /** Which protections a bettor in my subtree has; back-office users only (NOT_IN_SUBTREE otherwise). */
  downlineProtections: DownlineProtections;
  /** Agents and operators: banking totals since `since` (ISO 8601 with offset, at most 7 days back). */
  downlineTotals: DownlineTotals;
  /** Agents and operators: their downline's users with money and status. */
  downlineUsers: Array<DownlineUser>;
  /** An event with its state and markets; public (live, never cached). */
  event: EventDetail;
  /** The caller's whole-event book: profit or loss per outcome over the event's match odds and bookmaker markets, and each fancy market's run book. Needs a token. */
  eventBook: EventBook;
  /** The site's exchange bar tabs from the server, in sequence order. Cached per site. */
  exchangeTypes: Array<ExchangeType>;
  /** The caller's profit or loss per result of a fancy market (Book popup). Needs a token. */
  fancyBook: Array<FancyBookRow>;
  /** The exEventIds the caller starred, newest first; kept by the exchange across devices and logouts. */
  favourites: Array<Scalars['ID']['output']>;
  /** Lottery draws (sport 66104) with their digit markets. */
  lotteryDraws: Array<ProductEvent>;
  /** A market and its live book; public (live, never cached). */
  market: Market;
  /** The caller's matched profit or loss if each runner wins, for each runner market of the event where they have bets: the exchange's own figures. Needs a token. */
  marketPositions: Array<MarketPosition>;
  /** Odds beside event lists: each listed event's match odds market (its first exchange market) with the live book, in one call; events without one are left out (at most 200 ids). Public, never cached. */
  matchOdds: Array<Market>;
  /** The caller's matched bets in an event (My Bets, Matched Bets). Needs a token. */
  matchedBets: Array<Bet>;
  /** The caller's user detail; null without a token. */
  me?: Maybe<UserDetail>;
  /** The protection changes (acts protection.*) on the caller's own account, newest first (Activity Log). Needs a token. */
  myProtectionChanges: Array<AuditEntry>;
  /** The caller's two-step sign-in. Needs a token. */
  myTwoFactor: TwoFactorStatus;
  /** Admin only: one market of the console (MARKET_NOT_FOUND when there is none). */
  operatorMarket: OperatorMarket;
  /** Admin only: unsettled markets (state OPEN or SUSPENDED; both when state is null) or recently settled ones (SETTLED), optionally by sport and by text in the event or market name; at most 300, in-play first. Others get PERMISSION_DENIED. */
  operatorMarkets: Array<OperatorMarket>;
  /** A launch link into the partner exchange; needs a token (spec §5). */
  partnerLaunch: PartnerLaunch;
  /** The caller's past password changes, newest first. Needs a token. */
  passwordHistory: Array<PasswordChange>;
  /** A runner's traded prices and volume over time; bucketMs 1000 to 86400000, omitted: about 120 buckets. Public. */
  priceHistory: PriceHistory;
  /** Finished events of a product sport (66104 lottery, 66101 virtual sports, 66103 binary) or horse racing (7), newest first, with results (a race's: the finishing order, names and starting prices). Public. */
  productResults: Array<ProductResult>;
  /** The caller's profile. Needs a token. */
  profile: Profile;
  /** Betting profit and loss of markets settled between from and to, grouped by sport, event or market, optionally within one sport or event. Needs a token. */
  profitLoss: ProfitLossReport;
  /** Horse racing events (the racing events list). Cached per site. */
  racingEvents: Array<Event>;
  /** Refer and Earn. Needs a token. */
  referrals: ReferralSummary;
  /** Rewards offered to the caller, claimable or not, newest first. */
  rewardOffers: Array<RewardOffer>;
  /** Rewards credited to the caller, newest first. */
  rewards: Array<Reward>;
  /** Commission paid in markets settled between from and to. Needs a token. */
  rollingCommission: RollingCommission;
  /** A runner's full-depth ladder on an exchange market (every price with money waiting or matched). Public. */
  runnerLadder: RunnerLadder;
  /** The caller's safer-betting protections and reality-check session. Needs a token. */
  saferBetting: SaferBetting;
  /** Events whose sport or event name contains the text, case-insensitively; empty text finds nothing (spec §5). */
  searchEvents: Array<Event>;
  /** The caller's betting settings. Needs a token. */
  settings: Settings;
  /** The caller's matched bets in the settled markets of one event, newest first, each with its result (state SETTLED or VOIDED) and profit or loss: My Bets keeps them in view while the bettor is on the event. Needs a token. */
  settledBets: Array<BetHistoryRow>;
  /** Admin only: the site settings. */
  siteSettings: SiteSettings;
  /** The site's sports list, binary (66103) removed (spec §7). Reference data: cached per site. */
  sports: Array<Sport>;
  /** The account statement between from and to (ISO 8601 with offset; at most 366 days). Needs a token. */
  statement: AccountStatement;
  /** The site's customer-support channels. Cached per site. */
  supportInfo: SupportInfo;
  /** Admin only: every process of the deployment (role, readiness, partitions, bets/s, p99, event-loop delay, bus lag) with its last 15 minutes, from the samples the processes broadcast. Others get PERMISSION_DENIED. */
  systemStatus: SystemStatus;
  /** The site's theme configuration. Cached per site. */
  themeConfig: ThemeConfig;
  /** Each tip author's record: hit rate and profit at level stakes, graded from market results. Public. */
  tipAuthors: Array<TipAuthor>;
  /** Tips and previews (tips review page). Reference data: cached per site. */
  tips: Array<Tip>;
  /** The trading desk: admin, or a level the site settings allow (PERMISSION_DENIED otherwise). */
  tradingDesk: TradingDesk;
  /** Whether the caller may open the trading desk: the admin always, another back-office level when the site settings open it to that level. Back-office levels only. */
  tradingDeskOpen: Scalars['Boolean']['output'];
  /** The caller's transfers, newest first. */
  transfers: Array<TransferEntry>;
  /** The caller's unmatched bets in an event (My Bets, Unmatched Bets). Needs a token. */
  unmatchedBets: Array<Bet>;
  /** The caller's bets in markets not yet settled (unsetteledbet). Needs a token. */
  unsettledBets: Array<Bet>;
  /** The caller's markets with bets (My Market popup). Needs a token. */
  userEventsExposure: Array<ExposureRow>;
  /** Virtual sports events (sport 66101) with their markets. */
  virtualEvents: Array<ProductEvent>;
};


export type QueryBackofficeAuditArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBackofficeBetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BackofficeBetFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBackofficeChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  parent?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBackofficePnlArgs = {
  from: Scalars['String']['input'];
  groupBy: BackofficePnlGroupBy;
  to: Scalars['String']['input'];
};


export type QueryBackofficeRiskMarketArgs = {
  marketId: Scalars['ID']['input'];
};


export type QueryBackofficeStatementArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryBackofficeUserArgs = {
  userName: Scalars['String']['input'];
};


export type QueryBallByBallMarketsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryBankingRequestArgs = {
  requestId: Scalars['ID']['input'];
};


export type QueryBetHistoryArgs = {
  from: Scalars['String']['input'];
  marketId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['String']['input'];
};


export type QueryCashOutQuoteArgs = {
  fraction?: InputMaybe<Scalars['Float']['input']>;
  marketId: Scalars['ID']['input'];
};


export type QueryCasinoGameArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryDeskEventArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryDownlineProtectionsArgs = {
  userName: Scalars['String']['input'];
};


export type QueryDownlineTotalsArgs = {
  since: Scalars['String']['input'];
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventBookArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryFancyBookArgs = {
  marketId: Scalars['ID']['input'];
};


export type QueryMarketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMarketPositionsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryMatchOddsArgs = {
  eventIds: Array<Scalars['ID']['input']>;
};


export type QueryMatchedBetsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryOperatorMarketArgs = {
  marketId: Scalars['ID']['input'];
};


export type QueryOperatorMarketsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  sportId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<OperatorMarketState>;
};


export type QueryPriceHistoryArgs = {
  bucketMs?: InputMaybe<Scalars['Int']['input']>;
  marketId: Scalars['ID']['input'];
  runnerId: Scalars['ID']['input'];
};


export type QueryProductResultsArgs = {
  sportId: Scalars['Int']['input'];
};


export type QueryProfitLossArgs = {
  eventId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  groupBy: ProfitLossGrouping;
  sportId?: InputMaybe<Scalars['Int']['input']>;
  to: Scalars['String']['input'];
};


export type QueryRollingCommissionArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryRunnerLadderArgs = {
  marketId: Scalars['ID']['input'];
  runnerId: Scalars['ID']['input'];
};


export type QuerySearchEventsArgs = {
  text: Scalars['String']['input'];
};


export type QuerySettledBetsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryStatementArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryUnmatchedBetsArgs = {
  eventId: Scalars['ID']['input'];
};

/** A user who signed up with the caller's referral code. */
export type Referral = {
  __typename?: 'Referral';
  /** When they joined. */
  joinedAt: Scalars['String']['output'];
  /** Their user name. */
  userName: Scalars['String']['output'];
};

/** Refer and Earn: the caller's code and who signed up with it. */
export type ReferralSummary = {
  __typename?: 'ReferralSummary';
  /** Referral rewards credited to the caller so far (ledger references reward:referral:...), paise. */
  earned: Scalars['Paise']['output'];
  /** The caller's referral code. */
  referralCode?: Maybe<Scalars['String']['output']>;
  /** Users who signed up with it, newest first. */
  referrals: Array<Referral>;
  /** The most one referral earns, paise. */
  rewardCap: Scalars['Paise']['output'];
  /** The share of a referred user's first approved deposit offered to the caller as a reward, percent. */
  rewardPercent: Scalars['Int']['output'];
};

/** A reward credited to the caller's wallet. */
export type Reward = {
  __typename?: 'Reward';
  /** Amount, paise. */
  amount: Scalars['Paise']['output'];
  /** When it was credited. */
  at: Scalars['String']['output'];
  /** claimReward's answer: the offer as it stands after the claim (CLAIMED); null in the rewards list. */
  claimedOffer?: Maybe<RewardOffer>;
  /** Description. */
  description: Scalars['String']['output'];
  /** Ledger reference (reward:...). */
  reference: Scalars['String']['output'];
};

/** A reward offered to the caller: claimed once, then credited to the wallet. */
export type RewardOffer = {
  __typename?: 'RewardOffer';
  /** Amount, paise. */
  amount: Scalars['Paise']['output'];
  /** When it was claimed. */
  claimedAt?: Maybe<Scalars['String']['output']>;
  /** What it is. */
  description: Scalars['String']['output'];
  /** When it stops being claimable; null for never. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** Reward id, used by claimReward. */
  rewardId: Scalars['ID']['output'];
  /** CLAIMABLE, CLAIMED or EXPIRED. */
  status: RewardOfferStatus;
};

/** Whether a reward offer can still be claimed. */
export type RewardOfferStatus =
  | 'CLAIMABLE'
  | 'CLAIMED'
  | 'EXPIRED';

/** A role's default partnership for new users, basis points of the whole. */
export type RoleShare = {
  __typename?: 'RoleShare';
  role: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
  shareBps: Scalars['Int']['output'];
};

export type RoleShareInput = {
  role: Scalars['String']['input'];
  shareBps: Scalars['Int']['input'];
};

/** Commission charged over a date range (Rolling Commission). */
export type RollingCommission = {
  __typename?: 'RollingCommission';
  /** Markets where commission was charged, latest first. */
  rows: Array<CommissionRow>;
  /** Total commission, paise. */
  total: Scalars['Paise']['output'];
};

/** A selection of a market with its best three prices each side. */
export type Runner = {
  __typename?: 'Runner';
  /** Best prices a backer can take (resting lays, or the house's back quote), best first, up to 3. */
  availableToBack: Array<PriceSize>;
  /** Best prices a layer can take, best first, up to 3. */
  availableToLay: Array<PriceSize>;
  /** Price of the last trade; null before any. */
  lastTradedPrice?: Maybe<Scalars['Float']['output']>;
  /** Race card (horse racing): stall, jockey, trainer, age, weight, form; null for other runners. */
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  /** The runner's part in a match (1 X 2 columns are placed by it, never by the runner's place or name); null where the market has no such parts (races, digits, lines). */
  role?: Maybe<RunnerRole>;
  /** Runner id within the market. */
  runnerId: Scalars['ID']['output'];
  /** Display name. */
  runnerName: Scalars['String']['output'];
  /** Money matched on this runner, paise. */
  tradedVolume: Scalars['Paise']['output'];
};

/** A runner's whole book on an exchange market: every price with money waiting or matched. */
export type RunnerLadder = {
  __typename?: 'RunnerLadder';
  /** Price of the last trade; null before any. */
  lastTradedPrice?: Maybe<Scalars['Float']['output']>;
  /** Prices with money waiting or matched, lowest odds first; prices with nothing are left out. */
  levels: Array<LadderLevel>;
  marketId: Scalars['ID']['output'];
  runnerId: Scalars['ID']['output'];
  /** Trading state of the market. */
  status: MarketStatus;
  /** Money matched on this runner, paise. */
  tradedVolume: Scalars['Paise']['output'];
};

/** A runner at a price. */
export type RunnerPriceInput = {
  /** Decimal odds on the Betfair ladder. */
  price: Scalars['Float']['input'];
  /** Runner id. */
  runnerId: Scalars['ID']['input'];
};

/** A runner's line of a position. */
export type RunnerProfit = {
  __typename?: 'RunnerProfit';
  /** Matched profit (positive) or loss (negative) if this runner wins, paise. */
  profit: Scalars['Paise']['output'];
  /** Runner id (or outcome key). */
  runnerId: Scalars['ID']['output'];
  /** Runner name; set on cash-out quotes. */
  runnerName?: Maybe<Scalars['String']['output']>;
};

/** A runner's part in a match: the home side (1), the away side (2) or the draw (X). */
export type RunnerRole =
  | 'AWAY'
  | 'DRAW'
  | 'HOME';

/** The caller's protections and the session the reality check counts. */
export type SaferBetting = {
  __typename?: 'SaferBetting';
  depositLimits: Array<ProtectionLimit>;
  lossLimits: Array<ProtectionLimit>;
  /** When the next reality check is due (ISO 8601); null when off. */
  realityCheckDueAt?: Maybe<Scalars['String']['output']>;
  /** Reality-check interval in minutes (15, 30 or 60); null when off. */
  realityCheckMinutes?: Maybe<Scalars['Int']['output']>;
  /** A self-exclusion is in force. */
  selfExcluded: Scalars['Boolean']['output'];
  /** The self-exclusion never ends. */
  selfExcludedPermanently: Scalars['Boolean']['output'];
  /** End of the self-exclusion (ISO 8601); null when none or permanent. */
  selfExcludedUntil?: Maybe<Scalars['String']['output']>;
  /** Net settled result of the session so far, paise (+ won, − lost). */
  sessionNet: Scalars['Paise']['output'];
  /** When the session the reality check counts began (ISO 8601): this sign-in. */
  sessionStartedAt: Scalars['String']['output'];
  /** Whether the upline may see the amounts of my limits (false: only which protections I have). */
  shareAmountsWithUpline: Scalars['Boolean']['output'];
  /** End of a time-out in force (ISO 8601); null when none. */
  timeOutUntil?: Maybe<Scalars['String']['output']>;
};

/** The caller's betting settings. */
export type Settings = {
  __typename?: 'Settings';
  /** What the bet slip does when the price moved since it was picked. */
  acceptOddsChanges: AcceptOddsChanges;
  /** Cancel the caller's unmatched bets when their last live connection closes and does not come back within the exchange's timeout (30 s by default; docs/trading-api.md, dead-man switch). */
  cancelOnDisconnect: Scalars['Boolean']['output'];
  /** Quick-stake buttons of the bet slip, paise. */
  defaultStakes: Array<Scalars['Paise']['output']>;
  /** Self-set limit on total exposure, paise; null for none. */
  lossLimit?: Maybe<Scalars['Paise']['output']>;
  /** One-click betting: a click on the ladder places at once at oneClickStake. */
  oneClickBetting: Scalars['Boolean']['output'];
  /** Stake of a one-click bet, paise. */
  oneClickStake: Scalars['Paise']['output'];
};

/** Changes to the caller's settings; omitted fields stay as they are. */
export type SettingsInput = {
  /** What the bet slip does when the price moved. */
  acceptOddsChanges?: InputMaybe<AcceptOddsChanges>;
  /** Switch "cancel my unmatched bets if I disconnect" on or off. */
  cancelOnDisconnect?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 8 quick-stake amounts, paise. */
  defaultStakes?: InputMaybe<Array<Scalars['Paise']['input']>>;
  /** New loss limit in paise; null removes it. */
  lossLimit?: InputMaybe<Scalars['Paise']['input']>;
  /** Switch one-click betting on or off. */
  oneClickBetting?: InputMaybe<Scalars['Boolean']['input']>;
  /** Stake of a one-click bet, paise. */
  oneClickStake?: InputMaybe<Scalars['Paise']['input']>;
};

/** BACK bets on an outcome happening; LAY bets against it. */
export type Side =
  | 'BACK'
  | 'LAY';

/** The operator's site settings. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** Bettors may turn on two-step sign-in in their account (staff always have it). */
  bettorTwoFactor: Scalars['Boolean']['output'];
  defaultShares: Array<RoleShare>;
  /** The levels below the admin and whether each may open the trading desk (the admin always may). */
  deskRoles: Array<DeskRole>;
  /** Levels above bettors: 2 (Admin, Agent), 3 (Admin, Master, Agent) or 4 (Admin, Super master, Master, Agent). */
  levels: Scalars['Int']['output'];
  /** How the site writes money, on the app's screens and the server-drawn first screens: en-IN (12,34,567.00, the default), en-GB (1,234,567.00) or de-DE (1.234.567,00). */
  moneyLocale: Scalars['String']['output'];
  /** The locales moneyLocale may take. */
  moneyLocales: Array<Scalars['String']['output']>;
  /** Every sport, with its limits. */
  sportLimits: Array<SportLimit>;
  updatedAt?: Maybe<Scalars['String']['output']>;
  updatedBy?: Maybe<Scalars['String']['output']>;
};

export type SiteSettingsInput = {
  /** Offer two-step sign-in to bettors; null keeps it as it is. */
  bettorTwoFactor?: InputMaybe<Scalars['Boolean']['input']>;
  defaultShares: Array<RoleShareInput>;
  /** The levels below the admin allowed on the trading desk; null keeps the current ones. */
  deskRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  levels: Scalars['Int']['input'];
  /** How the site writes money (one of SiteSettings.moneyLocales); null keeps it. INVALID_MONEY_LOCALE for any other. */
  moneyLocale?: InputMaybe<Scalars['String']['input']>;
  sportLimits: Array<SportLimitInput>;
};

/** A sport offered by the exchange (spec §3). */
export type Sport = {
  __typename?: 'Sport';
  /** Highlighted sports are emphasised in the navigation. */
  highlight: Scalars['Boolean']['output'];
  /** Exchange-wide sport id: 4 cricket, 2 tennis, 1 soccer, 7 horse racing, 7522 basketball, 66101 virtual sports, 66102 casino, 66104 lottery, 16 international casino, 4339 hidden. */
  sportId: Scalars['Int']['output'];
  /** Display name. */
  sportName: Scalars['String']['output'];
};

/** The events of one sport: the all-events response is keyed by sportId (spec §3). */
export type SportEvents = {
  __typename?: 'SportEvents';
  /** Open events of the sport, soonest first. */
  events: Array<Event>;
  /** The sport these events belong to. */
  sportId: Scalars['Int']['output'];
};

/** A sport's betting limits; null = each market's own (stake ₹10–₹1,00,000 by default, the market's delay). */
export type SportLimit = {
  __typename?: 'SportLimit';
  /** In-play bet delay, seconds. */
  delaySeconds?: Maybe<Scalars['Int']['output']>;
  maxStake?: Maybe<Scalars['Paise']['output']>;
  minStake?: Maybe<Scalars['Paise']['output']>;
  sportId: Scalars['Int']['output'];
  sportName: Scalars['String']['output'];
};

/** A sport's limits; leave a field null for the market's own. */
export type SportLimitInput = {
  delaySeconds?: InputMaybe<Scalars['Int']['input']>;
  maxStake?: InputMaybe<Scalars['Paise']['input']>;
  minStake?: InputMaybe<Scalars['Paise']['input']>;
  sportId: Scalars['Int']['input'];
};

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

/** A line of the account statement. */
export type StatementRow = {
  __typename?: 'StatementRow';
  /** Credit (+) or debit (−), paise. */
  amount: Scalars['Paise']['output'];
  /** When it was posted. */
  at: Scalars['String']['output'];
  /** Wallet balance after this line, paise. */
  balance: Scalars['Paise']['output'];
  /** The statement's type-filter group of the line. */
  category: StatementCategory;
  /** Human description. */
  description: Scalars['String']['output'];
  /** The event of that market (its name); null for other lines. */
  eventName?: Maybe<Scalars['String']['output']>;
  /** deposit, withdrawal, transfer, settlement, commission, void ... */
  kind: Scalars['String']['output'];
  /** The market of a settlement, commission or void line (and their reversals); null for other lines. */
  marketId?: Maybe<Scalars['ID']['output']>;
  /** That market's name; null for other lines. */
  marketName?: Maybe<Scalars['String']['output']>;
  /** Reference of the movement (e.g. settlement:<marketId>:<version>). */
  reference: Scalars['String']['output'];
  /** The sport of that market; null for other lines. */
  sportId?: Maybe<Scalars['Int']['output']>;
  /** Ledger transaction id. */
  txId: Scalars['ID']['output'];
};

/** One CSS custom property of the site's theme. */
export type StyleVariable = {
  __typename?: 'StyleVariable';
  /** Variable name, e.g. --header-bg. */
  name: Scalars['String']['output'];
  /** CSS value. */
  value: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Uplines: each new bet of their downline. */
  backofficeBetTicker: BackofficeTickerBet;
  /** Uplines: a market's new risk book row each time an order of their downline on it changes (at most one per market per 250 ms). */
  backofficeRiskBook: BackofficeRiskChange;
  /** Agents and operators: each request of their downline as it is made or decided. Others get PERMISSION_DENIED. */
  downlineBankingRequests: BankingRequest;
  /** Agents and operators: each request of their downline as it is made or decided, with the desk's totals since `since` and the owner's money after it (the desk moves without being read again). Others get PERMISSION_DENIED. */
  downlineDesk: DownlineDeskChange;
  /** The event with its open markets: the current state at once, then the whole of it again after each change of its markets (one created, settled or voided, suspended or reopened, an incident, an edit of the event) — not on book moves (marketBook) or scores (score). Public. */
  eventChanged: EventDetail;
  /** The market's live book: the current state at once, then at most one update per market per conflation window (100 ms by default). Public. */
  marketBook: Market;
  /** The caller's balance and exposure: the current values, then each change. Needs a token (connection params). */
  myBalance: Balance;
  /** Each change of the caller's deposit and withdrawal requests (made, approved, rejected). Needs a token. */
  myBankingRequests: BankingRequest;
  /** The caller's figures after each order change, one per event of the changed orders, as the exchange keeps them (apart from myOrders, so the orders themselves are not held up while these are read). Needs a token. */
  myEventFigures: Array<OrdersEventFigures>;
  /** The caller's orders: every open order, then each change. With `after` (the seq of the last update applied, from this gateway or another), only the changes after it — a SNAPSHOT instead when the stream no longer holds them. Needs a token (connection params). */
  myOrders: OrdersUpdate;
  /** A product screen's lists, read again each time the exchange changes them (an event made, in play or finished; a market added, suspended or settled; a tip published or graded) — never on a timer — and once at the start. The field is the Query: select the screen's own fields from it (lotteryDraws, productResults, …), and each push has the shape of its query. Public; a burst of changes is read at most once per 250 ms. */
  productChanged: Query;
  /** The event's score and state: the current state, then each change. Public. */
  score: EventScore;
};


export type SubscriptionDownlineDeskArgs = {
  since: Scalars['String']['input'];
};


export type SubscriptionEventChangedArgs = {
  eventId: Scalars['ID']['input'];
};


export type SubscriptionMarketBookArgs = {
  marketId: Scalars['ID']['input'];
};


export type SubscriptionMyOrdersArgs = {
  after?: InputMaybe<Scalars['Float']['input']>;
};


export type SubscriptionProductChangedArgs = {
  product: Product;
};


export type SubscriptionScoreArgs = {
  eventId: Scalars['ID']['input'];
};

/** One customer-support channel, e.g. whatsapp or telegram. */
export type SupportChannel = {
  __typename?: 'SupportChannel';
  /** Channel name: whatsapp, telegram, instagram, email, hours ... */
  channel: Scalars['String']['output'];
  /** Number, handle, address or text. */
  value: Scalars['String']['output'];
};

/** Customer support info of the site. */
export type SupportInfo = {
  __typename?: 'SupportInfo';
  /** Every channel the site lists. */
  channels: Array<SupportChannel>;
};

/** One process of the deployment as its last sample showed it (taken every sampledEveryMs). */
export type SystemProcess = {
  __typename?: 'SystemProcess';
  betsPerSecond: Scalars['Float']['output'];
  /** The bus's lag over the window, ms: change-stream delivery p99 (a gateway) or publish acknowledgement p99 (an exchange); null: nothing went through it. */
  busLagMs?: Maybe<Scalars['Float']['output']>;
  /** Its samples over the last 15 minutes, oldest first. */
  history: Array<SystemSample>;
  /** The process's instance id (host:pid:random). */
  instanceId: Scalars['ID']['output'];
  /** Event-loop delay p99 over the window, ms. */
  loopDelayMs: Scalars['Float']['output'];
  /** The failing readiness checks with their reasons (empty when ready). */
  notReady: Array<Scalars['String']['output']>;
  /** Bet latency p99 over the last sample's window, ms (null: no bet in it). */
  p99Ms?: Maybe<Scalars['Float']['output']>;
  /** Market partitions it serves (an exchange of a cluster; null otherwise). */
  partitions?: Maybe<Scalars['Int']['output']>;
  /** Whether its /readyz checks passed at its last sample, and it was heard from since (false when silent). */
  ready: Scalars['Boolean']['output'];
  /** all, exchange or gateway. */
  role: Scalars['String']['output'];
  /** When its last sample was taken (ISO 8601). */
  sampledAt: Scalars['String']['output'];
  /** Not heard from for three samples: it stopped or lost the bus. */
  silent: Scalars['Boolean']['output'];
};

export type SystemSample = {
  __typename?: 'SystemSample';
  /** Epoch ms. */
  at: Scalars['Float']['output'];
  betsPerSecond: Scalars['Float']['output'];
  busLagMs?: Maybe<Scalars['Float']['output']>;
  loopDelayMs: Scalars['Float']['output'];
  p99Ms?: Maybe<Scalars['Float']['output']>;
};

export type SystemStatus = {
  __typename?: 'SystemStatus';
  processes: Array<SystemProcess>;
  /** How often every process samples itself, ms. */
  sampledEveryMs: Scalars['Int']['output'];
};

/** The site's theme config (spec §3): style variables plus icon, title, theme colour and logo. */
export type ThemeConfig = {
  __typename?: 'ThemeConfig';
  /** Favicon path. */
  exchangeFavicon?: Maybe<Scalars['String']['output']>;
  /** Logo path. */
  exchangeLogo?: Maybe<Scalars['String']['output']>;
  /** Document title. */
  exchangeTitle?: Maybe<Scalars['String']['output']>;
  /** How the site writes money (an operator's site setting): en-IN (lakh grouping, 12,34,567.00), en-GB or de-DE. */
  moneyLocale: Scalars['String']['output'];
  /** Browser theme colour (the three theme-color meta tags). */
  themeColor?: Maybe<Scalars['String']['output']>;
  /** CSS custom properties to set on the document root. */
  variables: Array<StyleVariable>;
};

/** A tip or preview on the tips review page. */
export type Tip = {
  __typename?: 'Tip';
  /** Who wrote it. */
  author: Scalars['String']['output'];
  /** The tip itself. */
  body: Scalars['String']['output'];
  /** 1 (a punt) to 5 (strong). */
  confidence: Scalars['Int']['output'];
  /** When it was published, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The event's name; null for general advice. */
  eventName?: Maybe<Scalars['String']['output']>;
  /** The event it is about; null for general advice. */
  exEventId?: Maybe<Scalars['ID']['output']>;
  /** The market the tip backs a runner in; null for a preview without a selection. */
  marketId?: Maybe<Scalars['ID']['output']>;
  /** The best back price when the tip was published (profit at level stakes uses it); null without a selection. */
  odds?: Maybe<Scalars['Float']['output']>;
  /** PENDING until the market settles, then WON, LOST or VOID; null without a selection. */
  outcome?: Maybe<TipOutcome>;
  /** The runner backed; null without a selection. */
  runnerId?: Maybe<Scalars['ID']['output']>;
  /** The runner's name; null without a selection. */
  selectionName?: Maybe<Scalars['String']['output']>;
  /** The event's sport id; null for general advice. */
  sportId?: Maybe<Scalars['Int']['output']>;
  /** The event's sport name; null for general advice. */
  sportName?: Maybe<Scalars['String']['output']>;
  /** Tip id. */
  tipId: Scalars['ID']['output'];
  /** Headline. */
  title: Scalars['String']['output'];
};

/** An author's record over their selection tips (tips review): graded by the exchange. */
export type TipAuthor = {
  __typename?: 'TipAuthor';
  /** Who wrote the tips. */
  author: Scalars['String']['output'];
  /** Won ÷ (won + lost) in basis points (5000 = 50%); null before any tip is decided. */
  hitRateBp?: Maybe<Scalars['Int']['output']>;
  /** The level stake the profit is counted at, paise. */
  levelStake: Scalars['Paise']['output'];
  /** Tips that lost. */
  lost: Scalars['Int']['output'];
  /** Tips whose market has not settled. */
  pending: Scalars['Int']['output'];
  /** Profit at a level stake of ₹100 on every decided tip, at the published odds, paise. */
  profit: Scalars['Paise']['output'];
  /** Selection tips published. */
  tips: Scalars['Int']['output'];
  /** Tips whose market was voided. */
  void: Scalars['Int']['output'];
  /** Tips that won. */
  won: Scalars['Int']['output'];
};

/** A tip's grade from its market's result. */
export type TipOutcome =
  | 'LOST'
  | 'PENDING'
  | 'VOID'
  | 'WON';

/** The desk's screen: the events it may run (not finished), soonest first, and the competitions to file new ones under. */
export type TradingDesk = {
  __typename?: 'TradingDesk';
  competitions: Array<DeskCompetition>;
  events: Array<DeskEvent>;
};

/** A transfer on the caller's wallet (Transfer history): + received, − sent. */
export type TransferEntry = {
  __typename?: 'TransferEntry';
  /** Signed amount, paise. */
  amount: Scalars['Paise']['output'];
  /** When. */
  at: Scalars['String']['output'];
  /** Description (who to whom). */
  description: Scalars['String']['output'];
  /** Ledger transaction id. */
  txId: Scalars['ID']['output'];
};

/** A transfer between the caller and their upline or downline. */
export type TransferResult = {
  __typename?: 'TransferResult';
  /** Amount moved, paise. */
  amount: Scalars['Paise']['output'];
  /** The caller's row of this transfer, as `transfers` lists it (the list can take it without being read again). */
  entry: TransferEntry;
  /** Recipient. */
  toUserName: Scalars['String']['output'];
  /** Ledger transaction id. */
  txId: Scalars['ID']['output'];
};

/** The step between a right password and a session (two-step sign-in). */
export type TwoFactorChallenge = {
  __typename?: 'TwoFactorChallenge';
  /** Pass to the next step; good for a few minutes, once. */
  challengeId: Scalars['ID']['output'];
  /** TWO_FACTOR_REQUIRED: a code is due (verifyTwoFactor). TWO_FACTOR_ENROL_REQUIRED: a staff account must enrol first (startTwoFactorEnrolment, confirmTwoFactorEnrolment). */
  code: Scalars['String']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
};

/** An enrolment confirmed: the ten one-time recovery codes (shown this once) and, when it was a sign-in step, the session. */
export type TwoFactorEnrolled = {
  __typename?: 'TwoFactorEnrolled';
  /** The session, when the enrolment was a sign-in step; null from the account area. */
  login?: Maybe<LoginResult>;
  recoveryCodes: Array<Scalars['String']['output']>;
};

/** An enrolment under way: the new TOTP secret (type it in, or scan otpauthUri as a QR code) and the challenge to confirm it on. */
export type TwoFactorEnrolment = {
  __typename?: 'TwoFactorEnrolment';
  challengeId: Scalars['ID']['output'];
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** otpauth:// URI: the QR code holds it. */
  otpauthUri: Scalars['String']['output'];
  /** Base32 secret, for manual entry. */
  secret: Scalars['String']['output'];
};

/** The caller's two-step sign-in. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** The caller may enrol (staff; bettors where the site offers it). */
  allowed: Scalars['Boolean']['output'];
  apiKeys: Array<ApiKey>;
  enrolled: Scalars['Boolean']['output'];
  enrolledAt?: Maybe<Scalars['String']['output']>;
  recoveryCodesLeft: Scalars['Int']['output'];
  /** Staff (every level above bettors) must have it. */
  required: Scalars['Boolean']['output'];
};

/** Whether a subscription message replaces (SNAPSHOT) or updates (DELTA) what the client holds. */
export type UpdateKind =
  | 'DELTA'
  | 'SNAPSHOT';

/** The logged-in user's detail (spec §3). */
export type UserDetail = {
  __typename?: 'UserDetail';
  /** 0 = blocked from betting pages (spec §6). */
  isLogin: Scalars['Int']['output'];
  /** bettor, agent (upline) or operator. */
  role: Scalars['String']['output'];
  /** Login name. */
  userName: Scalars['String']['output'];
};

/** Where a withdrawal is paid: a UPI id, or an account number with IFSC. */
export type WithdrawalDestinationInput = {
  /** Account holder's name. */
  accountHolder: Scalars['String']['input'];
  /** Bank account number (with ifsc). */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** IFSC code (with accountNumber). */
  ifsc?: InputMaybe<Scalars['String']['input']>;
  /** UPI id (instead of the bank account). */
  upiId?: InputMaybe<Scalars['String']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptOddsChanges: AcceptOddsChanges;
  AccountStatement: ResolverTypeWrapper<Omit<AccountStatement, 'rows'> & { rows: Array<ResolversTypes['StatementRow']> }>;
  ActivityEntry: ResolverTypeWrapper<ActivityRow>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AuditTarget: ResolverTypeWrapper<AuditTarget>;
  BackofficeBet: ResolverTypeWrapper<BackofficeBet>;
  BackofficeBetFilter: BackofficeBetFilter;
  BackofficeBetPage: ResolverTypeWrapper<BackofficeBetPage>;
  BackofficeBetStatus: BackofficeBetStatus;
  BackofficeCreateUserInput: BackofficeCreateUserInput;
  BackofficeCreditDirection: BackofficeCreditDirection;
  BackofficeCreditResult: ResolverTypeWrapper<BackofficeCreditResult>;
  BackofficeDashboard: ResolverTypeWrapper<BackofficeDashboard>;
  BackofficeLedgerLine: ResolverTypeWrapper<BackofficeLedgerLine>;
  BackofficeLevelAmount: ResolverTypeWrapper<BackofficeLevelAmount>;
  BackofficeLogin: ResolverTypeWrapper<BackofficeLogin>;
  BackofficePartnership: ResolverTypeWrapper<BackofficePartnership>;
  BackofficePasswordReset: ResolverTypeWrapper<BackofficePasswordReset>;
  BackofficePnlGroupBy: BackofficePnlGroupBy;
  BackofficePnlReport: ResolverTypeWrapper<BackofficePnlReport>;
  BackofficePnlRow: ResolverTypeWrapper<BackofficePnlRow>;
  BackofficeRiskBet: ResolverTypeWrapper<BackofficeRiskBet>;
  BackofficeRiskChange: ResolverTypeWrapper<BackofficeRiskChange>;
  BackofficeRiskMarket: ResolverTypeWrapper<BackofficeRiskMarket>;
  BackofficeRiskOutcome: ResolverTypeWrapper<BackofficeRiskOutcome>;
  BackofficeRiskRow: ResolverTypeWrapper<BackofficeRiskRow>;
  BackofficeSettleUp: ResolverTypeWrapper<BackofficeSettleUp>;
  BackofficeSettleUpBalance: ResolverTypeWrapper<BackofficeSettleUpBalance>;
  BackofficeSettleUpRecord: ResolverTypeWrapper<BackofficeSettleUpRecord>;
  BackofficeTickerBet: ResolverTypeWrapper<BackofficeTickerBet>;
  BackofficeUser: ResolverTypeWrapper<BackofficeUser>;
  BackofficeUserCard: ResolverTypeWrapper<BackofficeUserCard>;
  BackofficeUserPage: ResolverTypeWrapper<BackofficeUserPage>;
  BackofficeUserStatus: ResolverTypeWrapper<BackofficeUserStatus>;
  Balance: ResolverTypeWrapper<BalanceRow>;
  BankAccount: ResolverTypeWrapper<BankAccountRow>;
  BankAccountInput: BankAccountInput;
  BankingDecision: BankingDecision;
  BankingKind: BankingKind;
  BankingRequest: ResolverTypeWrapper<BankingRequestRow>;
  BankingStatus: BankingStatus;
  BankingStatusChange: ResolverTypeWrapper<BankingStatusChange>;
  Bet: ResolverTypeWrapper<BetContractRow>;
  BetHistoryRow: ResolverTypeWrapper<BetHistoryRowData>;
  BetHistoryState: BetHistoryState;
  BetReceipt: ResolverTypeWrapper<BetContractReceipt>;
  BetSelectionInput: BetSelectionInput;
  BetType: BetType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CashOutBet: ResolverTypeWrapper<CashOutBet>;
  CashOutBetInput: CashOutBetInput;
  CashOutBetResult: ResolverTypeWrapper<CashOutBetResult>;
  CashOutInput: CashOutInput;
  CashOutQuote: ResolverTypeWrapper<CashOutQuote>;
  CashOutResult: ResolverTypeWrapper<CashOutResult>;
  CasinoGame: ResolverTypeWrapper<CasinoGameRow>;
  CasinoLaunch: ResolverTypeWrapper<CasinoLaunch>;
  ChangePasswordResult: ResolverTypeWrapper<ChangePasswordResult>;
  CommissionRow: ResolverTypeWrapper<CommissionRowData>;
  DepositMethod: ResolverTypeWrapper<DepositMethodRow>;
  DepositMethodKind: DepositMethodKind;
  DeskCompetition: ResolverTypeWrapper<DeskCompetition>;
  DeskEvent: ResolverTypeWrapper<DeskEventView>;
  DeskEventEditInput: DeskEventEditInput;
  DeskEventInput: DeskEventInput;
  DeskFancyQuote: ResolverTypeWrapper<DeskFancyQuote>;
  DeskFancyQuoteInput: DeskFancyQuoteInput;
  DeskMarket: ResolverTypeWrapper<DeskMarketView>;
  DeskMarketInput: DeskMarketInput;
  DeskMarketKind: DeskMarketKind;
  DeskMarketStatus: DeskMarketStatus;
  DeskOddsInput: DeskOddsInput;
  DeskPlayInput: DeskPlayInput;
  DeskPriceInput: DeskPriceInput;
  DeskQuoteInput: DeskQuoteInput;
  DeskRole: ResolverTypeWrapper<DeskRole>;
  DeskRunner: ResolverTypeWrapper<DeskRunner>;
  DeskRunnerNameInput: DeskRunnerNameInput;
  DeskSide: DeskSide;
  DownlineDeskChange: ResolverTypeWrapper<Omit<DownlineDeskChange, 'request' | 'totals' | 'user'> & { request: ResolversTypes['BankingRequest'], totals: ResolversTypes['DownlineTotals'], user?: Maybe<ResolversTypes['DownlineUser']> }>;
  DownlineProtections: ResolverTypeWrapper<DownlineProtections>;
  DownlineTotals: ResolverTypeWrapper<DownlineTotalsRow>;
  DownlineUser: ResolverTypeWrapper<DownlineUserRow>;
  Event: ResolverTypeWrapper<EventRow>;
  EventBook: ResolverTypeWrapper<EventBookRow>;
  EventBookFancy: ResolverTypeWrapper<EventBookFancy>;
  EventBookMarket: ResolverTypeWrapper<EventBookMarket>;
  EventDetail: ResolverTypeWrapper<EventDetailRow>;
  EventOutcome: ResolverTypeWrapper<EventOutcome>;
  EventScore: ResolverTypeWrapper<ScoreRow>;
  EventStatus: EventStatus;
  ExchangeType: ResolverTypeWrapper<ExchangeTypeRow>;
  ExposureRow: ResolverTypeWrapper<ExposureRowData>;
  FancyBookRow: ResolverTypeWrapper<FancyBookRow>;
  FancyLineInput: FancyLineInput;
  FancyQuote: ResolverTypeWrapper<FancyQuote>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForgotPasswordResult: ResolverTypeWrapper<ForgotPasswordResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  KeyValue: ResolverTypeWrapper<KeyValue>;
  LadderLevel: ResolverTypeWrapper<LadderLevel>;
  LapseReason: LapseReason;
  LimitPeriod: LimitPeriod;
  LoginResult: ResolverTypeWrapper<Omit<LoginResult, 'userDetail'> & { userDetail?: Maybe<ResolversTypes['UserDetail']> }>;
  Market: ResolverTypeWrapper<MarketRow>;
  MarketKind: MarketKind;
  MarketPosition: ResolverTypeWrapper<MarketPosition>;
  MarketStatus: MarketStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewApiKey: ResolverTypeWrapper<NewApiKey>;
  OperatorMarket: ResolverTypeWrapper<OperatorMarket>;
  OperatorMarketState: OperatorMarketState;
  OperatorRunner: ResolverTypeWrapper<OperatorRunner>;
  OperatorSettlement: ResolverTypeWrapper<OperatorSettlement>;
  OrderStatus: OrderStatus;
  OrdersEventFigures: ResolverTypeWrapper<OrdersEventRow>;
  OrdersUpdate: ResolverTypeWrapper<OrdersUpdateRow>;
  OutcomeOddsInput: OutcomeOddsInput;
  Paise: ResolverTypeWrapper<Scalars['Paise']['output']>;
  PartnerLaunch: ResolverTypeWrapper<PartnerLaunch>;
  PasswordChange: ResolverTypeWrapper<PasswordChange>;
  PasswordResetCode: ResolverTypeWrapper<PasswordResetRow>;
  PendingLimitChange: ResolverTypeWrapper<PendingLimitChange>;
  Persistence: Persistence;
  PlaceBetInput: PlaceBetInput;
  PriceBucket: ResolverTypeWrapper<PriceBucket>;
  PriceHistory: ResolverTypeWrapper<PriceHistory>;
  PriceSize: ResolverTypeWrapper<PriceSize>;
  Product: Product;
  ProductEvent: ResolverTypeWrapper<Omit<ProductEvent, 'markets'> & { markets: Array<ResolversTypes['Market']> }>;
  ProductResult: ResolverTypeWrapper<ProductResult>;
  Profile: ResolverTypeWrapper<ProfileRow>;
  ProfitLossGrouping: ProfitLossGrouping;
  ProfitLossPoint: ResolverTypeWrapper<ProfitLossPoint>;
  ProfitLossReport: ResolverTypeWrapper<Omit<ProfitLossReport, 'rows'> & { rows: Array<ResolversTypes['ProfitLossRow']> }>;
  ProfitLossRow: ResolverTypeWrapper<ProfitLossRowData>;
  ProtectionLimit: ResolverTypeWrapper<ProtectionLimit>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Referral: ResolverTypeWrapper<Referral>;
  ReferralSummary: ResolverTypeWrapper<ReferralSummaryRow>;
  Reward: ResolverTypeWrapper<RewardRow>;
  RewardOffer: ResolverTypeWrapper<RewardOfferRow>;
  RewardOfferStatus: RewardOfferStatus;
  RoleShare: ResolverTypeWrapper<RoleShare>;
  RoleShareInput: RoleShareInput;
  RollingCommission: ResolverTypeWrapper<Omit<RollingCommission, 'rows'> & { rows: Array<ResolversTypes['CommissionRow']> }>;
  Runner: ResolverTypeWrapper<RunnerRow>;
  RunnerLadder: ResolverTypeWrapper<RunnerLadder>;
  RunnerPriceInput: RunnerPriceInput;
  RunnerProfit: ResolverTypeWrapper<RunnerProfit>;
  RunnerRole: RunnerRole;
  SaferBetting: ResolverTypeWrapper<SaferBetting>;
  Settings: ResolverTypeWrapper<SettingsRow>;
  SettingsInput: SettingsInput;
  Side: Side;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsInput: SiteSettingsInput;
  Sport: ResolverTypeWrapper<SportRow>;
  SportEvents: ResolverTypeWrapper<Omit<SportEvents, 'events'> & { events: Array<ResolversTypes['Event']> }>;
  SportLimit: ResolverTypeWrapper<SportLimit>;
  SportLimitInput: SportLimitInput;
  StatementCategory: StatementCategory;
  StatementRow: ResolverTypeWrapper<StatementRowData>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StyleVariable: ResolverTypeWrapper<StyleVariable>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupportChannel: ResolverTypeWrapper<SupportChannel>;
  SupportInfo: ResolverTypeWrapper<SupportInfo>;
  SystemProcess: ResolverTypeWrapper<SystemProcess>;
  SystemSample: ResolverTypeWrapper<SystemSample>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
  ThemeConfig: ResolverTypeWrapper<ThemeConfig>;
  Tip: ResolverTypeWrapper<Tip>;
  TipAuthor: ResolverTypeWrapper<TipAuthor>;
  TipOutcome: TipOutcome;
  TradingDesk: ResolverTypeWrapper<Omit<TradingDesk, 'events'> & { events: Array<ResolversTypes['DeskEvent']> }>;
  TransferEntry: ResolverTypeWrapper<TransferHistoryRow>;
  TransferResult: ResolverTypeWrapper<TransferRow>;
  TwoFactorChallenge: ResolverTypeWrapper<TwoFactorChallenge>;
  TwoFactorEnrolled: ResolverTypeWrapper<Omit<TwoFactorEnrolled, 'login'> & { login?: Maybe<ResolversTypes['LoginResult']> }>;
  TwoFactorEnrolment: ResolverTypeWrapper<TwoFactorEnrolment>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  UpdateKind: UpdateKind;
  UserDetail: ResolverTypeWrapper<UserDetailRow>;
  WithdrawalDestinationInput: WithdrawalDestinationInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountStatement: Omit<AccountStatement, 'rows'> & { rows: Array<ResolversParentTypes['StatementRow']> };
  ActivityEntry: ActivityRow;
  ApiKey: ApiKey;
  AuditActor: AuditActor;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  AuditTarget: AuditTarget;
  BackofficeBet: BackofficeBet;
  BackofficeBetFilter: BackofficeBetFilter;
  BackofficeBetPage: BackofficeBetPage;
  BackofficeCreateUserInput: BackofficeCreateUserInput;
  BackofficeCreditResult: BackofficeCreditResult;
  BackofficeDashboard: BackofficeDashboard;
  BackofficeLedgerLine: BackofficeLedgerLine;
  BackofficeLevelAmount: BackofficeLevelAmount;
  BackofficeLogin: BackofficeLogin;
  BackofficePartnership: BackofficePartnership;
  BackofficePasswordReset: BackofficePasswordReset;
  BackofficePnlReport: BackofficePnlReport;
  BackofficePnlRow: BackofficePnlRow;
  BackofficeRiskBet: BackofficeRiskBet;
  BackofficeRiskChange: BackofficeRiskChange;
  BackofficeRiskMarket: BackofficeRiskMarket;
  BackofficeRiskOutcome: BackofficeRiskOutcome;
  BackofficeRiskRow: BackofficeRiskRow;
  BackofficeSettleUp: BackofficeSettleUp;
  BackofficeSettleUpBalance: BackofficeSettleUpBalance;
  BackofficeSettleUpRecord: BackofficeSettleUpRecord;
  BackofficeTickerBet: BackofficeTickerBet;
  BackofficeUser: BackofficeUser;
  BackofficeUserCard: BackofficeUserCard;
  BackofficeUserPage: BackofficeUserPage;
  BackofficeUserStatus: BackofficeUserStatus;
  Balance: BalanceRow;
  BankAccount: BankAccountRow;
  BankAccountInput: BankAccountInput;
  BankingRequest: BankingRequestRow;
  BankingStatusChange: BankingStatusChange;
  Bet: BetContractRow;
  BetHistoryRow: BetHistoryRowData;
  BetReceipt: BetContractReceipt;
  BetSelectionInput: BetSelectionInput;
  Boolean: Scalars['Boolean']['output'];
  CashOutBet: CashOutBet;
  CashOutBetInput: CashOutBetInput;
  CashOutBetResult: CashOutBetResult;
  CashOutInput: CashOutInput;
  CashOutQuote: CashOutQuote;
  CashOutResult: CashOutResult;
  CasinoGame: CasinoGameRow;
  CasinoLaunch: CasinoLaunch;
  ChangePasswordResult: ChangePasswordResult;
  CommissionRow: CommissionRowData;
  DepositMethod: DepositMethodRow;
  DeskCompetition: DeskCompetition;
  DeskEvent: DeskEventView;
  DeskEventEditInput: DeskEventEditInput;
  DeskEventInput: DeskEventInput;
  DeskFancyQuote: DeskFancyQuote;
  DeskFancyQuoteInput: DeskFancyQuoteInput;
  DeskMarket: DeskMarketView;
  DeskMarketInput: DeskMarketInput;
  DeskOddsInput: DeskOddsInput;
  DeskPlayInput: DeskPlayInput;
  DeskPriceInput: DeskPriceInput;
  DeskQuoteInput: DeskQuoteInput;
  DeskRole: DeskRole;
  DeskRunner: DeskRunner;
  DeskRunnerNameInput: DeskRunnerNameInput;
  DownlineDeskChange: Omit<DownlineDeskChange, 'request' | 'totals' | 'user'> & { request: ResolversParentTypes['BankingRequest'], totals: ResolversParentTypes['DownlineTotals'], user?: Maybe<ResolversParentTypes['DownlineUser']> };
  DownlineProtections: DownlineProtections;
  DownlineTotals: DownlineTotalsRow;
  DownlineUser: DownlineUserRow;
  Event: EventRow;
  EventBook: EventBookRow;
  EventBookFancy: EventBookFancy;
  EventBookMarket: EventBookMarket;
  EventDetail: EventDetailRow;
  EventOutcome: EventOutcome;
  EventScore: ScoreRow;
  ExchangeType: ExchangeTypeRow;
  ExposureRow: ExposureRowData;
  FancyBookRow: FancyBookRow;
  FancyLineInput: FancyLineInput;
  FancyQuote: FancyQuote;
  Float: Scalars['Float']['output'];
  ForgotPasswordResult: ForgotPasswordResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  KeyValue: KeyValue;
  LadderLevel: LadderLevel;
  LoginResult: Omit<LoginResult, 'userDetail'> & { userDetail?: Maybe<ResolversParentTypes['UserDetail']> };
  Market: MarketRow;
  MarketPosition: MarketPosition;
  Mutation: Record<PropertyKey, never>;
  NewApiKey: NewApiKey;
  OperatorMarket: OperatorMarket;
  OperatorRunner: OperatorRunner;
  OperatorSettlement: OperatorSettlement;
  OrdersEventFigures: OrdersEventRow;
  OrdersUpdate: OrdersUpdateRow;
  OutcomeOddsInput: OutcomeOddsInput;
  Paise: Scalars['Paise']['output'];
  PartnerLaunch: PartnerLaunch;
  PasswordChange: PasswordChange;
  PasswordResetCode: PasswordResetRow;
  PendingLimitChange: PendingLimitChange;
  PlaceBetInput: PlaceBetInput;
  PriceBucket: PriceBucket;
  PriceHistory: PriceHistory;
  PriceSize: PriceSize;
  ProductEvent: Omit<ProductEvent, 'markets'> & { markets: Array<ResolversParentTypes['Market']> };
  ProductResult: ProductResult;
  Profile: ProfileRow;
  ProfitLossPoint: ProfitLossPoint;
  ProfitLossReport: Omit<ProfitLossReport, 'rows'> & { rows: Array<ResolversParentTypes['ProfitLossRow']> };
  ProfitLossRow: ProfitLossRowData;
  ProtectionLimit: ProtectionLimit;
  Query: Record<PropertyKey, never>;
  Referral: Referral;
  ReferralSummary: ReferralSummaryRow;
  Reward: RewardRow;
  RewardOffer: RewardOfferRow;
  RoleShare: RoleShare;
  RoleShareInput: RoleShareInput;
  RollingCommission: Omit<RollingCommission, 'rows'> & { rows: Array<ResolversParentTypes['CommissionRow']> };
  Runner: RunnerRow;
  RunnerLadder: RunnerLadder;
  RunnerPriceInput: RunnerPriceInput;
  RunnerProfit: RunnerProfit;
  SaferBetting: SaferBetting;
  Settings: SettingsRow;
  SettingsInput: SettingsInput;
  SiteSettings: SiteSettings;
  SiteSettingsInput: SiteSettingsInput;
  Sport: SportRow;
  SportEvents: Omit<SportEvents, 'events'> & { events: Array<ResolversParentTypes['Event']> };
  SportLimit: SportLimit;
  SportLimitInput: SportLimitInput;
  StatementRow: StatementRowData;
  String: Scalars['String']['output'];
  StyleVariable: StyleVariable;
  Subscription: Record<PropertyKey, never>;
  SupportChannel: SupportChannel;
  SupportInfo: SupportInfo;
  SystemProcess: SystemProcess;
  SystemSample: SystemSample;
  SystemStatus: SystemStatus;
  ThemeConfig: ThemeConfig;
  Tip: Tip;
  TipAuthor: TipAuthor;
  TradingDesk: Omit<TradingDesk, 'events'> & { events: Array<ResolversParentTypes['DeskEvent']> };
  TransferEntry: TransferHistoryRow;
  TransferResult: TransferRow;
  TwoFactorChallenge: TwoFactorChallenge;
  TwoFactorEnrolled: Omit<TwoFactorEnrolled, 'login'> & { login?: Maybe<ResolversParentTypes['LoginResult']> };
  TwoFactorEnrolment: TwoFactorEnrolment;
  TwoFactorStatus: TwoFactorStatus;
  UserDetail: UserDetailRow;
  WithdrawalDestinationInput: WithdrawalDestinationInput;
}>;

export type AccountStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountStatement'] = ResolversParentTypes['AccountStatement']> = ResolversObject<{
  closing?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  opening?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['StatementRow']>, ParentType, ContextType>;
}>;

export type ActivityEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = ResolversObject<{
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  act?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['AuditTarget'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditTarget'] = ResolversParentTypes['AuditTarget']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BackofficeBetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeBet'] = ResolversParentTypes['BackofficeBet']> = ResolversObject<{
  betId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  selectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BackofficeBetStatus'], ParentType, ContextType>;
  unmatched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeBetPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeBetPage'] = ResolversParentTypes['BackofficeBetPage']> = ResolversObject<{
  bets?: Resolver<Array<ResolversTypes['BackofficeBet']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BackofficeCreditResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeCreditResult'] = ResolversParentTypes['BackofficeCreditResult']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['BackofficeCreditDirection'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType>;
  txId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType>;
}>;

export type BackofficeDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeDashboard'] = ResolversParentTypes['BackofficeDashboard']> = ResolversObject<{
  bettors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditGiven?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  downlinePnlToday?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  downlinePnlWeek?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  downlineSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  myPnlToday?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  myPnlWeek?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  requestsWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalBalance?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type BackofficeLedgerLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeLedgerLine'] = ResolversParentTypes['BackofficeLedgerLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackofficeLevelAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeLevelAmount'] = ResolversParentTypes['BackofficeLevelAmount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeLoginResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeLogin'] = ResolversParentTypes['BackofficeLogin']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BackofficePartnershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficePartnership'] = ResolversParentTypes['BackofficePartnership']> = ResolversObject<{
  chainsWritten?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commissionBps?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPartnershipBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partnershipBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficePasswordResetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficePasswordReset'] = ResolversParentTypes['BackofficePasswordReset']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficePnlReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficePnlReport'] = ResolversParentTypes['BackofficePnlReport']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupBy?: Resolver<ResolversTypes['BackofficePnlGroupBy'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BackofficePnlRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['BackofficePnlRow'], ParentType, ContextType>;
}>;

export type BackofficePnlRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficePnlRow'] = ResolversParentTypes['BackofficePnlRow']> = ResolversObject<{
  bettorsNet?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['BackofficeLevelAmount']>, ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  upline?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type BackofficeRiskBetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeRiskBet'] = ResolversParentTypes['BackofficeRiskBet']> = ResolversObject<{
  betId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bettorPnl?: Resolver<Array<ResolversTypes['Paise']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  myPnl?: Resolver<Array<ResolversTypes['Paise']>, ParentType, ContextType>;
  myShareBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  selectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeRiskChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeRiskChange'] = ResolversParentTypes['BackofficeRiskChange']> = ResolversObject<{
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['BackofficeRiskRow']>, ParentType, ContextType>;
}>;

export type BackofficeRiskMarketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeRiskMarket'] = ResolversParentTypes['BackofficeRiskMarket']> = ResolversObject<{
  bets?: Resolver<Array<ResolversTypes['BackofficeRiskBet']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['BackofficeRiskRow'], ParentType, ContextType>;
}>;

export type BackofficeRiskOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeRiskOutcome'] = ResolversParentTypes['BackofficeRiskOutcome']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myPnl?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeRiskRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeRiskRow'] = ResolversParentTypes['BackofficeRiskRow']> = ResolversObject<{
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomes?: Resolver<Array<ResolversTypes['BackofficeRiskOutcome']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  worstCase?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type BackofficeSettleUpResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeSettleUp'] = ResolversParentTypes['BackofficeSettleUp']> = ResolversObject<{
  history?: Resolver<Array<ResolversTypes['BackofficeSettleUpRecord']>, ParentType, ContextType>;
  upline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withDownline?: Resolver<Array<ResolversTypes['BackofficeSettleUpBalance']>, ParentType, ContextType>;
  withUpline?: Resolver<Maybe<ResolversTypes['BackofficeSettleUpBalance']>, ParentType, ContextType>;
}>;

export type BackofficeSettleUpBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeSettleUpBalance'] = ResolversParentTypes['BackofficeSettleUpBalance']> = ResolversObject<{
  lastSettledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sinceLast?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeSettleUpRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeSettleUpRecord'] = ResolversParentTypes['BackofficeSettleUpRecord']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeTickerBetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeTickerBet'] = ResolversParentTypes['BackofficeTickerBet']> = ResolversObject<{
  betId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  selectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeUser'] = ResolversParentTypes['BackofficeUser']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  commissionBps?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditReference?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  downlineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partnershipBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BackofficeUserStatus'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackofficeUserCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeUserCard'] = ResolversParentTypes['BackofficeUserCard']> = ResolversObject<{
  recentLedger?: Resolver<Array<ResolversTypes['BackofficeLedgerLine']>, ParentType, ContextType>;
  recentLogins?: Resolver<Array<ResolversTypes['BackofficeLogin']>, ParentType, ContextType>;
  trail?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType>;
}>;

export type BackofficeUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeUserPage'] = ResolversParentTypes['BackofficeUserPage']> = ResolversObject<{
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['BackofficeUser']>, ParentType, ContextType>;
}>;

export type BackofficeUserStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackofficeUserStatus'] = ResolversParentTypes['BackofficeUserStatus']> = ResolversObject<{
  bettingLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type BankAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = ResolversObject<{
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ifsc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BankingRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankingRequest'] = ResolversParentTypes['BankingRequest']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<Maybe<Array<ResolversTypes['KeyValue']>>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['BankingStatusChange']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BankingKind'], ParentType, ContextType>;
  methodId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankingStatus'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BankingStatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankingStatusChange'] = ResolversParentTypes['BankingStatusChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankingStatus'], ParentType, ContextType>;
}>;

export type BetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bet'] = ResolversParentTypes['Bet']> = ResolversObject<{
  averagePriceMatched?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  betId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exEventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lapseReason?: Resolver<Maybe<ResolversTypes['LapseReason']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oddsPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  persistence?: Resolver<Maybe<ResolversTypes['Persistence']>, ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profitAndLoss?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  queueAhead?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  sizeCancelled?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sizeLapsed?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sizeMatched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sizeRemaining?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sportId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BetType'], ParentType, ContextType>;
}>;

export type BetHistoryRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetHistoryRow'] = ResolversParentTypes['BetHistoryRow']> = ResolversObject<{
  averagePriceMatched?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  betId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oddsPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profitAndLoss?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  selectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  sizeMatched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BetHistoryState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BetType'], ParentType, ContextType>;
}>;

export type BetReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetReceipt'] = ResolversParentTypes['BetReceipt']> = ResolversObject<{
  averagePriceMatched?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  betId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  releaseAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeMatched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sizeRemaining?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type CashOutBetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOutBet'] = ResolversParentTypes['CashOutBet']> = ResolversObject<{
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type CashOutBetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOutBetResult'] = ResolversParentTypes['CashOutBetResult']> = ResolversObject<{
  averagePriceMatched?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  betId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  releaseAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['Side'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sizeCancelled?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sizeMatched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CashOutQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOutQuote'] = ResolversParentTypes['CashOutQuote']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bets?: Resolver<Array<ResolversTypes['CashOutBet']>, ParentType, ContextType>;
  fraction?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  guaranteed?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profitAfter?: Resolver<Array<ResolversTypes['RunnerProfit']>, ParentType, ContextType>;
  profitBefore?: Resolver<Array<ResolversTypes['RunnerProfit']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CashOutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOutResult'] = ResolversParentTypes['CashOutResult']> = ResolversObject<{
  bets?: Resolver<Array<ResolversTypes['CashOutBetResult']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profitAfter?: Resolver<Array<ResolversTypes['RunnerProfit']>, ParentType, ContextType>;
  refused?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requote?: Resolver<Maybe<ResolversTypes['CashOutQuote']>, ParentType, ContextType>;
}>;

export type CasinoGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CasinoGame'] = ResolversParentTypes['CasinoGame']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  popular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CasinoLaunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CasinoLaunch'] = ResolversParentTypes['CasinoLaunch']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChangePasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommissionRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommissionRow'] = ResolversParentTypes['CommissionRow']> = ResolversObject<{
  commission?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profitAndLoss?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  settledAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DepositMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositMethod'] = ResolversParentTypes['DepositMethod']> = ResolversObject<{
  details?: Resolver<Array<ResolversTypes['KeyValue']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DepositMethodKind'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeskCompetitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeskCompetition'] = ResolversParentTypes['DeskCompetition']> = ResolversObject<{
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeskEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeskEvent'] = ResolversParentTypes['DeskEvent']> = ResolversObject<{
  betting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['DeskMarket']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeskFancyQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeskFancyQuote'] = ResolversParentTypes['DeskFancyQuote']> = ResolversObject<{
  noLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  yesLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yesRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeskMarketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeskMarket'] = ResolversParentTypes['DeskMarket']> = ResolversObject<{
  fancy?: Resolver<Maybe<ResolversTypes['DeskFancyQuote']>, ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runners?: Resolver<Array<ResolversTypes['DeskRunner']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketStatus'], ParentType, ContextType>;
}>;

export type DeskRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeskRole'] = ResolversParentTypes['DeskRole']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeskRunnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeskRunner'] = ResolversParentTypes['DeskRunner']> = ResolversObject<{
  back?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lay?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  odds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
}>;

export type DownlineDeskChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineDeskChange'] = ResolversParentTypes['DownlineDeskChange']> = ResolversObject<{
  request?: Resolver<ResolversTypes['BankingRequest'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DownlineTotals'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['DownlineUser']>, ParentType, ContextType>;
}>;

export type DownlineProtectionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineProtections'] = ResolversParentTypes['DownlineProtections']> = ResolversObject<{
  depositLimits?: Resolver<Maybe<Array<ResolversTypes['ProtectionLimit']>>, ParentType, ContextType>;
  hasDepositLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasLossLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lossLimits?: Resolver<Maybe<Array<ResolversTypes['ProtectionLimit']>>, ParentType, ContextType>;
  realityCheckMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selfExcluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selfExcludedPermanently?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selfExcludedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeOutUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DownlineTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineTotals'] = ResolversParentTypes['DownlineTotals']> = ResolversObject<{
  depositsApproved?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  depositsApprovedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingDeposits?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  pendingWithdrawals?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  rejectedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawalsApproved?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  withdrawalsApprovedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DownlineUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineUser'] = ResolversParentTypes['DownlineUser']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  isLogin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EventBookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventBook'] = ResolversParentTypes['EventBook']> = ResolversObject<{
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fancy?: Resolver<Array<ResolversTypes['EventBookFancy']>, ParentType, ContextType>;
  hasPosition?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['EventBookMarket']>, ParentType, ContextType>;
  outcomes?: Resolver<Array<ResolversTypes['EventOutcome']>, ParentType, ContextType>;
}>;

export type EventBookFancyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventBookFancy'] = ResolversParentTypes['EventBookFancy']> = ResolversObject<{
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['FancyBookRow']>, ParentType, ContextType>;
}>;

export type EventBookMarketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventBookMarket'] = ResolversParentTypes['EventBookMarket']> = ResolversObject<{
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runners?: Resolver<Array<ResolversTypes['RunnerProfit']>, ParentType, ContextType>;
}>;

export type EventDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventDetail'] = ResolversParentTypes['EventDetail']> = ResolversObject<{
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EventOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventOutcome'] = ResolversParentTypes['EventOutcome']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type EventScoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventScore'] = ResolversParentTypes['EventScore']> = ResolversObject<{
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
}>;

export type ExchangeTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeType'] = ResolversParentTypes['ExchangeType']> = ResolversObject<{
  exchangeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  exchangeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highlight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExposureRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExposureRow'] = ResolversParentTypes['ExposureRow']> = ResolversObject<{
  betCounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FancyBookRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FancyBookRow'] = ResolversParentTypes['FancyBookRow']> = ResolversObject<{
  key?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type FancyQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FancyQuote'] = ResolversParentTypes['FancyQuote']> = ResolversObject<{
  noLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  yesLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yesRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ForgotPasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ForgotPasswordResult'] = ResolversParentTypes['ForgotPasswordResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type KeyValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyValue'] = ResolversParentTypes['KeyValue']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LadderLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LadderLevel'] = ResolversParentTypes['LadderLevel']> = ResolversObject<{
  availableToBack?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  availableToLay?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  traded?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  challenge?: Resolver<Maybe<ResolversTypes['TwoFactorChallenge']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userDetail?: Resolver<Maybe<ResolversTypes['UserDetail']>, ParentType, ContextType>;
}>;

export type MarketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Market'] = ResolversParentTypes['Market']> = ResolversObject<{
  betDelayMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fancy?: Resolver<Maybe<ResolversTypes['FancyQuote']>, ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MarketKind'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxStake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  minStake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  runners?: Resolver<Array<ResolversTypes['Runner']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketStatus'], ParentType, ContextType>;
  totalMatched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type MarketPositionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketPosition'] = ResolversParentTypes['MarketPosition']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['MarketKind'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runners?: Resolver<Array<ResolversTypes['RunnerProfit']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addBankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationAddBankAccountArgs, 'input'>>;
  answerRealityCheck?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType, RequireFields<MutationAnswerRealityCheckArgs, 'keepPlaying'>>;
  backofficeCreateUser?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType, RequireFields<MutationBackofficeCreateUserArgs, 'input'>>;
  backofficeCredit?: Resolver<ResolversTypes['BackofficeCreditResult'], ParentType, ContextType, RequireFields<MutationBackofficeCreditArgs, 'amount' | 'direction' | 'idempotencyKey' | 'userName'>>;
  backofficeMoveUser?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType, RequireFields<MutationBackofficeMoveUserArgs, 'newParent' | 'reason' | 'userName'>>;
  backofficeRecordSettleUp?: Resolver<ResolversTypes['BackofficeSettleUpRecord'], ParentType, ContextType, RequireFields<MutationBackofficeRecordSettleUpArgs, 'amount' | 'downlineUserName' | 'idempotencyKey' | 'note'>>;
  backofficeResetPassword?: Resolver<ResolversTypes['BackofficePasswordReset'], ParentType, ContextType, RequireFields<MutationBackofficeResetPasswordArgs, 'userName'>>;
  backofficeResetTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationBackofficeResetTwoFactorArgs, 'userName'>>;
  backofficeSetBettingLocked?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType, RequireFields<MutationBackofficeSetBettingLockedArgs, 'locked' | 'userName'>>;
  backofficeSetCreditReference?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType, RequireFields<MutationBackofficeSetCreditReferenceArgs, 'creditReference' | 'userName'>>;
  backofficeSetLoginLocked?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType, RequireFields<MutationBackofficeSetLoginLockedArgs, 'locked' | 'userName'>>;
  backofficeSetPartnership?: Resolver<ResolversTypes['BackofficePartnership'], ParentType, ContextType, RequireFields<MutationBackofficeSetPartnershipArgs, 'partnershipBps' | 'userName'>>;
  cancelBet?: Resolver<ResolversTypes['Bet'], ParentType, ContextType, RequireFields<MutationCancelBetArgs, 'betId' | 'marketId'>>;
  cashOut?: Resolver<ResolversTypes['CashOutResult'], ParentType, ContextType, RequireFields<MutationCashOutArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  claimReward?: Resolver<ResolversTypes['Reward'], ParentType, ContextType, RequireFields<MutationClaimRewardArgs, 'rewardId'>>;
  confirmTwoFactorEnrolment?: Resolver<ResolversTypes['TwoFactorEnrolled'], ParentType, ContextType, RequireFields<MutationConfirmTwoFactorEnrolmentArgs, 'challengeId' | 'code'>>;
  createApiKey?: Resolver<ResolversTypes['NewApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'label'>>;
  decideBankingRequest?: Resolver<ResolversTypes['BankingRequest'], ParentType, ContextType, RequireFields<MutationDecideBankingRequestArgs, 'decision' | 'requestId'>>;
  deskAddMarket?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskAddMarketArgs, 'input'>>;
  deskCreateEvent?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskCreateEventArgs, 'input'>>;
  deskEditEvent?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskEditEventArgs, 'input'>>;
  deskPlay?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskPlayArgs, 'input'>>;
  deskQuote?: Resolver<ResolversTypes['DeskMarket'], ParentType, ContextType, RequireFields<MutationDeskQuoteArgs, 'input'>>;
  deskReopenEvent?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskReopenEventArgs, 'eventId'>>;
  deskSetMarketStatus?: Resolver<ResolversTypes['DeskMarket'], ParentType, ContextType, RequireFields<MutationDeskSetMarketStatusArgs, 'marketId' | 'status'>>;
  deskSettleMarket?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskSettleMarketArgs, 'marketId'>>;
  deskStartPlay?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskStartPlayArgs, 'eventId'>>;
  deskSuspendEvent?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<MutationDeskSuspendEventArgs, 'eventId'>>;
  forgotPassword?: Resolver<ResolversTypes['ForgotPasswordResult'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'username'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  operatorSetMarketStatus?: Resolver<ResolversTypes['OperatorMarket'], ParentType, ContextType, RequireFields<MutationOperatorSetMarketStatusArgs, 'marketId' | 'status'>>;
  operatorSettleMarket?: Resolver<ResolversTypes['OperatorSettlement'], ParentType, ContextType, RequireFields<MutationOperatorSettleMarketArgs, 'marketId'>>;
  operatorVoidMarket?: Resolver<ResolversTypes['OperatorSettlement'], ParentType, ContextType, RequireFields<MutationOperatorVoidMarketArgs, 'marketId' | 'reason'>>;
  placeBet?: Resolver<ResolversTypes['BetReceipt'], ParentType, ContextType, RequireFields<MutationPlaceBetArgs, 'input'>>;
  regenerateRecoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationRegenerateRecoveryCodesArgs, 'code'>>;
  removeBankAccount?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType, RequireFields<MutationRemoveBankAccountArgs, 'accountId'>>;
  replaceBet?: Resolver<ResolversTypes['BetReceipt'], ParentType, ContextType, RequireFields<MutationReplaceBetArgs, 'betId' | 'marketId' | 'price'>>;
  requestDeposit?: Resolver<ResolversTypes['BankingRequest'], ParentType, ContextType, RequireFields<MutationRequestDepositArgs, 'amount' | 'methodId' | 'utr'>>;
  requestWithdrawal?: Resolver<ResolversTypes['BankingRequest'], ParentType, ContextType, RequireFields<MutationRequestWithdrawalArgs, 'amount'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'newPassword' | 'username'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'keyId'>>;
  selfExclude?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType, Partial<MutationSelfExcludeArgs>>;
  setDepositLimit?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType, RequireFields<MutationSetDepositLimitArgs, 'period'>>;
  setFavourite?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationSetFavouriteArgs, 'eventId' | 'favourite'>>;
  setLossLimit?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType, RequireFields<MutationSetLossLimitArgs, 'period'>>;
  setProtectionPrivacy?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType, RequireFields<MutationSetProtectionPrivacyArgs, 'shareAmountsWithUpline'>>;
  setRealityCheck?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType, Partial<MutationSetRealityCheckArgs>>;
  setUserBlocked?: Resolver<ResolversTypes['DownlineUser'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'blocked' | 'userName'>>;
  signup?: Resolver<ResolversTypes['UserDetail'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'password' | 'username'>>;
  startTwoFactorEnrolment?: Resolver<ResolversTypes['TwoFactorEnrolment'], ParentType, ContextType, Partial<MutationStartTwoFactorEnrolmentArgs>>;
  takeTimeOut?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType, RequireFields<MutationTakeTimeOutArgs, 'hours'>>;
  transfer?: Resolver<ResolversTypes['TransferResult'], ParentType, ContextType, RequireFields<MutationTransferArgs, 'amount' | 'idempotencyKey' | 'toUserName'>>;
  updateSettings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType, RequireFields<MutationUpdateSettingsArgs, 'input'>>;
  updateSiteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<MutationUpdateSiteSettingsArgs, 'input'>>;
  verifyTwoFactor?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationVerifyTwoFactorArgs, 'challengeId' | 'code'>>;
}>;

export type NewApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewApiKey'] = ResolversParentTypes['NewApiKey']> = ResolversObject<{
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OperatorMarketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorMarket'] = ResolversParentTypes['OperatorMarket']> = ResolversObject<{
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  betDelayMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MarketKind'], ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runners?: Resolver<Array<ResolversTypes['OperatorRunner']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketStatus'], ParentType, ContextType>;
}>;

export type OperatorRunnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorRunner'] = ResolversParentTypes['OperatorRunner']> = ResolversObject<{
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OperatorSettlementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorSettlement'] = ResolversParentTypes['OperatorSettlement']> = ResolversObject<{
  bettors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['OperatorMarket'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrdersEventFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrdersEventFigures'] = ResolversParentTypes['OrdersEventFigures']> = ResolversObject<{
  eventBook?: Resolver<ResolversTypes['EventBook'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketPositions?: Resolver<Array<ResolversTypes['MarketPosition']>, ParentType, ContextType>;
}>;

export type OrdersUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrdersUpdate'] = ResolversParentTypes['OrdersUpdate']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['UpdateKind'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Bet']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export interface PaiseScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Paise'], any> {
  name: 'Paise';
}

export type PartnerLaunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerLaunch'] = ResolversParentTypes['PartnerLaunch']> = ResolversObject<{
  expiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordChange'] = ResolversParentTypes['PasswordChange']> = ResolversObject<{
  changedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordResetCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetCode'] = ResolversParentTypes['PasswordResetCode']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PendingLimitChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingLimitChange'] = ResolversParentTypes['PendingLimitChange']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  effectiveAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBucket'] = ResolversParentTypes['PriceBucket']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  close?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type PriceHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceHistory'] = ResolversParentTypes['PriceHistory']> = ResolversObject<{
  bucketMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buckets?: Resolver<Array<ResolversTypes['PriceBucket']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PriceSizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceSize'] = ResolversParentTypes['PriceSize']> = ResolversObject<{
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type ProductEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductEvent'] = ResolversParentTypes['ProductEvent']> = ResolversObject<{
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductResult'] = ResolversParentTypes['ProductResult']> = ResolversObject<{
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  isLogin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfitLossPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitLossPoint'] = ResolversParentTypes['ProfitLossPoint']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type ProfitLossReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitLossReport'] = ResolversParentTypes['ProfitLossReport']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['ProfitLossRow']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['ProfitLossPoint']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type ProfitLossRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitLossRow'] = ResolversParentTypes['ProfitLossRow']> = ResolversObject<{
  commission?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  eventName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  marketName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  markets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  profitAndLoss?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProtectionLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProtectionLimit'] = ResolversParentTypes['ProtectionLimit']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['PendingLimitChange']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['LimitPeriod'], ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activityLog?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType>;
  allEvents?: Resolver<Array<ResolversTypes['SportEvents']>, ParentType, ContextType>;
  backofficeAudit?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryBackofficeAuditArgs>>;
  backofficeBets?: Resolver<ResolversTypes['BackofficeBetPage'], ParentType, ContextType, Partial<QueryBackofficeBetsArgs>>;
  backofficeChildren?: Resolver<ResolversTypes['BackofficeUserPage'], ParentType, ContextType, Partial<QueryBackofficeChildrenArgs>>;
  backofficeDashboard?: Resolver<ResolversTypes['BackofficeDashboard'], ParentType, ContextType>;
  backofficeMe?: Resolver<ResolversTypes['BackofficeUser'], ParentType, ContextType>;
  backofficePnl?: Resolver<ResolversTypes['BackofficePnlReport'], ParentType, ContextType, RequireFields<QueryBackofficePnlArgs, 'from' | 'groupBy' | 'to'>>;
  backofficeRiskBook?: Resolver<Array<ResolversTypes['BackofficeRiskRow']>, ParentType, ContextType>;
  backofficeRiskMarket?: Resolver<ResolversTypes['BackofficeRiskMarket'], ParentType, ContextType, RequireFields<QueryBackofficeRiskMarketArgs, 'marketId'>>;
  backofficeSettleUp?: Resolver<ResolversTypes['BackofficeSettleUp'], ParentType, ContextType>;
  backofficeStatement?: Resolver<ResolversTypes['AccountStatement'], ParentType, ContextType, RequireFields<QueryBackofficeStatementArgs, 'from' | 'to'>>;
  backofficeUser?: Resolver<ResolversTypes['BackofficeUserCard'], ParentType, ContextType, RequireFields<QueryBackofficeUserArgs, 'userName'>>;
  balance?: Resolver<ResolversTypes['Balance'], ParentType, ContextType>;
  ballByBallMarkets?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType, RequireFields<QueryBallByBallMarketsArgs, 'eventId'>>;
  bankAccounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  bankingRequest?: Resolver<ResolversTypes['BankingRequest'], ParentType, ContextType, RequireFields<QueryBankingRequestArgs, 'requestId'>>;
  bankingRequests?: Resolver<Array<ResolversTypes['BankingRequest']>, ParentType, ContextType>;
  betHistory?: Resolver<Array<ResolversTypes['BetHistoryRow']>, ParentType, ContextType, RequireFields<QueryBetHistoryArgs, 'from' | 'to'>>;
  binaryMarkets?: Resolver<Array<ResolversTypes['ProductEvent']>, ParentType, ContextType>;
  cashOutQuote?: Resolver<ResolversTypes['CashOutQuote'], ParentType, ContextType, RequireFields<QueryCashOutQuoteArgs, 'marketId'>>;
  casinoGame?: Resolver<ResolversTypes['CasinoLaunch'], ParentType, ContextType, RequireFields<QueryCasinoGameArgs, 'eventId'>>;
  casinoLobby?: Resolver<Array<ResolversTypes['CasinoGame']>, ParentType, ContextType>;
  depositMethods?: Resolver<Array<ResolversTypes['DepositMethod']>, ParentType, ContextType>;
  deskEvent?: Resolver<ResolversTypes['DeskEvent'], ParentType, ContextType, RequireFields<QueryDeskEventArgs, 'eventId'>>;
  downlineBankingRequests?: Resolver<Array<ResolversTypes['BankingRequest']>, ParentType, ContextType>;
  downlinePasswordResets?: Resolver<Array<ResolversTypes['PasswordResetCode']>, ParentType, ContextType>;
  downlineProtections?: Resolver<ResolversTypes['DownlineProtections'], ParentType, ContextType, RequireFields<QueryDownlineProtectionsArgs, 'userName'>>;
  downlineTotals?: Resolver<ResolversTypes['DownlineTotals'], ParentType, ContextType, RequireFields<QueryDownlineTotalsArgs, 'since'>>;
  downlineUsers?: Resolver<Array<ResolversTypes['DownlineUser']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['EventDetail'], ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  eventBook?: Resolver<ResolversTypes['EventBook'], ParentType, ContextType, RequireFields<QueryEventBookArgs, 'eventId'>>;
  exchangeTypes?: Resolver<Array<ResolversTypes['ExchangeType']>, ParentType, ContextType>;
  fancyBook?: Resolver<Array<ResolversTypes['FancyBookRow']>, ParentType, ContextType, RequireFields<QueryFancyBookArgs, 'marketId'>>;
  favourites?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  lotteryDraws?: Resolver<Array<ResolversTypes['ProductEvent']>, ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType, RequireFields<QueryMarketArgs, 'id'>>;
  marketPositions?: Resolver<Array<ResolversTypes['MarketPosition']>, ParentType, ContextType, RequireFields<QueryMarketPositionsArgs, 'eventId'>>;
  matchOdds?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType, RequireFields<QueryMatchOddsArgs, 'eventIds'>>;
  matchedBets?: Resolver<Array<ResolversTypes['Bet']>, ParentType, ContextType, RequireFields<QueryMatchedBetsArgs, 'eventId'>>;
  me?: Resolver<Maybe<ResolversTypes['UserDetail']>, ParentType, ContextType>;
  myProtectionChanges?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  myTwoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  operatorMarket?: Resolver<ResolversTypes['OperatorMarket'], ParentType, ContextType, RequireFields<QueryOperatorMarketArgs, 'marketId'>>;
  operatorMarkets?: Resolver<Array<ResolversTypes['OperatorMarket']>, ParentType, ContextType, Partial<QueryOperatorMarketsArgs>>;
  partnerLaunch?: Resolver<ResolversTypes['PartnerLaunch'], ParentType, ContextType>;
  passwordHistory?: Resolver<Array<ResolversTypes['PasswordChange']>, ParentType, ContextType>;
  priceHistory?: Resolver<ResolversTypes['PriceHistory'], ParentType, ContextType, RequireFields<QueryPriceHistoryArgs, 'marketId' | 'runnerId'>>;
  productResults?: Resolver<Array<ResolversTypes['ProductResult']>, ParentType, ContextType, RequireFields<QueryProductResultsArgs, 'sportId'>>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  profitLoss?: Resolver<ResolversTypes['ProfitLossReport'], ParentType, ContextType, RequireFields<QueryProfitLossArgs, 'from' | 'groupBy' | 'to'>>;
  racingEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  referrals?: Resolver<ResolversTypes['ReferralSummary'], ParentType, ContextType>;
  rewardOffers?: Resolver<Array<ResolversTypes['RewardOffer']>, ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  rollingCommission?: Resolver<ResolversTypes['RollingCommission'], ParentType, ContextType, RequireFields<QueryRollingCommissionArgs, 'from' | 'to'>>;
  runnerLadder?: Resolver<ResolversTypes['RunnerLadder'], ParentType, ContextType, RequireFields<QueryRunnerLadderArgs, 'marketId' | 'runnerId'>>;
  saferBetting?: Resolver<ResolversTypes['SaferBetting'], ParentType, ContextType>;
  searchEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QuerySearchEventsArgs, 'text'>>;
  settings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType>;
  settledBets?: Resolver<Array<ResolversTypes['BetHistoryRow']>, ParentType, ContextType, RequireFields<QuerySettledBetsArgs, 'eventId'>>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  sports?: Resolver<Array<ResolversTypes['Sport']>, ParentType, ContextType>;
  statement?: Resolver<ResolversTypes['AccountStatement'], ParentType, ContextType, RequireFields<QueryStatementArgs, 'from' | 'to'>>;
  supportInfo?: Resolver<ResolversTypes['SupportInfo'], ParentType, ContextType>;
  systemStatus?: Resolver<ResolversTypes['SystemStatus'], ParentType, ContextType>;
  themeConfig?: Resolver<ResolversTypes['ThemeConfig'], ParentType, ContextType>;
  tipAuthors?: Resolver<Array<ResolversTypes['TipAuthor']>, ParentType, ContextType>;
  tips?: Resolver<Array<ResolversTypes['Tip']>, ParentType, ContextType>;
  tradingDesk?: Resolver<ResolversTypes['TradingDesk'], ParentType, ContextType>;
  tradingDeskOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transfers?: Resolver<Array<ResolversTypes['TransferEntry']>, ParentType, ContextType>;
  unmatchedBets?: Resolver<Array<ResolversTypes['Bet']>, ParentType, ContextType, RequireFields<QueryUnmatchedBetsArgs, 'eventId'>>;
  unsettledBets?: Resolver<Array<ResolversTypes['Bet']>, ParentType, ContextType>;
  userEventsExposure?: Resolver<Array<ResolversTypes['ExposureRow']>, ParentType, ContextType>;
  virtualEvents?: Resolver<Array<ResolversTypes['ProductEvent']>, ParentType, ContextType>;
}>;

export type ReferralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = ResolversObject<{
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReferralSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralSummary'] = ResolversParentTypes['ReferralSummary']> = ResolversObject<{
  earned?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referrals?: Resolver<Array<ResolversTypes['Referral']>, ParentType, ContextType>;
  rewardCap?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  rewardPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RewardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reward'] = ResolversParentTypes['Reward']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimedOffer?: Resolver<Maybe<ResolversTypes['RewardOffer']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RewardOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RewardOffer'] = ResolversParentTypes['RewardOffer']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  claimedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RewardOfferStatus'], ParentType, ContextType>;
}>;

export type RoleShareResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleShare'] = ResolversParentTypes['RoleShare']> = ResolversObject<{
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RollingCommissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RollingCommission'] = ResolversParentTypes['RollingCommission']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['CommissionRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type RunnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Runner'] = ResolversParentTypes['Runner']> = ResolversObject<{
  availableToBack?: Resolver<Array<ResolversTypes['PriceSize']>, ParentType, ContextType>;
  availableToLay?: Resolver<Array<ResolversTypes['PriceSize']>, ParentType, ContextType>;
  lastTradedPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['RunnerRole']>, ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradedVolume?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type RunnerLadderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunnerLadder'] = ResolversParentTypes['RunnerLadder']> = ResolversObject<{
  lastTradedPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['LadderLevel']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketStatus'], ParentType, ContextType>;
  tradedVolume?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type RunnerProfitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RunnerProfit'] = ResolversParentTypes['RunnerProfit']> = ResolversObject<{
  profit?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  runnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SaferBettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaferBetting'] = ResolversParentTypes['SaferBetting']> = ResolversObject<{
  depositLimits?: Resolver<Array<ResolversTypes['ProtectionLimit']>, ParentType, ContextType>;
  lossLimits?: Resolver<Array<ResolversTypes['ProtectionLimit']>, ParentType, ContextType>;
  realityCheckDueAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  realityCheckMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selfExcluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selfExcludedPermanently?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selfExcludedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionNet?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sessionStartedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareAmountsWithUpline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeOutUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Settings'] = ResolversParentTypes['Settings']> = ResolversObject<{
  acceptOddsChanges?: Resolver<ResolversTypes['AcceptOddsChanges'], ParentType, ContextType>;
  cancelOnDisconnect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultStakes?: Resolver<Array<ResolversTypes['Paise']>, ParentType, ContextType>;
  lossLimit?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  oneClickBetting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oneClickStake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
}>;

export type SiteSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = ResolversObject<{
  bettorTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultShares?: Resolver<Array<ResolversTypes['RoleShare']>, ParentType, ContextType>;
  deskRoles?: Resolver<Array<ResolversTypes['DeskRole']>, ParentType, ContextType>;
  levels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moneyLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyLocales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sportLimits?: Resolver<Array<ResolversTypes['SportLimit']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sport'] = ResolversParentTypes['Sport']> = ResolversObject<{
  highlight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SportEventsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SportEvents'] = ResolversParentTypes['SportEvents']> = ResolversObject<{
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SportLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SportLimit'] = ResolversParentTypes['SportLimit']> = ResolversObject<{
  delaySeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxStake?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  minStake?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatementRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementRow'] = ResolversParentTypes['StatementRow']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['StatementCategory'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  marketName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sportId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  txId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StyleVariableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StyleVariable'] = ResolversParentTypes['StyleVariable']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  backofficeBetTicker?: SubscriptionResolver<ResolversTypes['BackofficeTickerBet'], "backofficeBetTicker", ParentType, ContextType>;
  backofficeRiskBook?: SubscriptionResolver<ResolversTypes['BackofficeRiskChange'], "backofficeRiskBook", ParentType, ContextType>;
  downlineBankingRequests?: SubscriptionResolver<ResolversTypes['BankingRequest'], "downlineBankingRequests", ParentType, ContextType>;
  downlineDesk?: SubscriptionResolver<ResolversTypes['DownlineDeskChange'], "downlineDesk", ParentType, ContextType, RequireFields<SubscriptionDownlineDeskArgs, 'since'>>;
  eventChanged?: SubscriptionResolver<ResolversTypes['EventDetail'], "eventChanged", ParentType, ContextType, RequireFields<SubscriptionEventChangedArgs, 'eventId'>>;
  marketBook?: SubscriptionResolver<ResolversTypes['Market'], "marketBook", ParentType, ContextType, RequireFields<SubscriptionMarketBookArgs, 'marketId'>>;
  myBalance?: SubscriptionResolver<ResolversTypes['Balance'], "myBalance", ParentType, ContextType>;
  myBankingRequests?: SubscriptionResolver<ResolversTypes['BankingRequest'], "myBankingRequests", ParentType, ContextType>;
  myEventFigures?: SubscriptionResolver<Array<ResolversTypes['OrdersEventFigures']>, "myEventFigures", ParentType, ContextType>;
  myOrders?: SubscriptionResolver<ResolversTypes['OrdersUpdate'], "myOrders", ParentType, ContextType, Partial<SubscriptionMyOrdersArgs>>;
  productChanged?: SubscriptionResolver<ResolversTypes['Query'], "productChanged", ParentType, ContextType, RequireFields<SubscriptionProductChangedArgs, 'product'>>;
  score?: SubscriptionResolver<ResolversTypes['EventScore'], "score", ParentType, ContextType, RequireFields<SubscriptionScoreArgs, 'eventId'>>;
}>;

export type SupportChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportChannel'] = ResolversParentTypes['SupportChannel']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupportInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportInfo'] = ResolversParentTypes['SupportInfo']> = ResolversObject<{
  channels?: Resolver<Array<ResolversTypes['SupportChannel']>, ParentType, ContextType>;
}>;

export type SystemProcessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemProcess'] = ResolversParentTypes['SystemProcess']> = ResolversObject<{
  betsPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  busLagMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['SystemSample']>, ParentType, ContextType>;
  instanceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loopDelayMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  notReady?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  partitions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sampledAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  silent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SystemSampleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemSample'] = ResolversParentTypes['SystemSample']> = ResolversObject<{
  at?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  betsPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  busLagMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  loopDelayMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type SystemStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus']> = ResolversObject<{
  processes?: Resolver<Array<ResolversTypes['SystemProcess']>, ParentType, ContextType>;
  sampledEveryMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ThemeConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThemeConfig'] = ResolversParentTypes['ThemeConfig']> = ResolversObject<{
  exchangeFavicon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moneyLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  themeColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['StyleVariable']>, ParentType, ContextType>;
}>;

export type TipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tip'] = ResolversParentTypes['Tip']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exEventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  marketId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  odds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['TipOutcome']>, ParentType, ContextType>;
  runnerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  selectionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sportId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TipAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TipAuthor'] = ResolversParentTypes['TipAuthor']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hitRateBp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  levelStake?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  tips?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  void?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TradingDeskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TradingDesk'] = ResolversParentTypes['TradingDesk']> = ResolversObject<{
  competitions?: Resolver<Array<ResolversTypes['DeskCompetition']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['DeskEvent']>, ParentType, ContextType>;
}>;

export type TransferEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferEntry'] = ResolversParentTypes['TransferEntry']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TransferResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferResult'] = ResolversParentTypes['TransferResult']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['TransferEntry'], ParentType, ContextType>;
  toUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TwoFactorChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorChallenge'] = ResolversParentTypes['TwoFactorChallenge']> = ResolversObject<{
  challengeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorEnrolledResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorEnrolled'] = ResolversParentTypes['TwoFactorEnrolled']> = ResolversObject<{
  login?: Resolver<Maybe<ResolversTypes['LoginResult']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TwoFactorEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorEnrolment'] = ResolversParentTypes['TwoFactorEnrolment']> = ResolversObject<{
  challengeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enrolledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserDetail'] = ResolversParentTypes['UserDetail']> = ResolversObject<{
  isLogin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AccountStatement?: AccountStatementResolvers<ContextType>;
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuditTarget?: AuditTargetResolvers<ContextType>;
  BackofficeBet?: BackofficeBetResolvers<ContextType>;
  BackofficeBetPage?: BackofficeBetPageResolvers<ContextType>;
  BackofficeCreditResult?: BackofficeCreditResultResolvers<ContextType>;
  BackofficeDashboard?: BackofficeDashboardResolvers<ContextType>;
  BackofficeLedgerLine?: BackofficeLedgerLineResolvers<ContextType>;
  BackofficeLevelAmount?: BackofficeLevelAmountResolvers<ContextType>;
  BackofficeLogin?: BackofficeLoginResolvers<ContextType>;
  BackofficePartnership?: BackofficePartnershipResolvers<ContextType>;
  BackofficePasswordReset?: BackofficePasswordResetResolvers<ContextType>;
  BackofficePnlReport?: BackofficePnlReportResolvers<ContextType>;
  BackofficePnlRow?: BackofficePnlRowResolvers<ContextType>;
  BackofficeRiskBet?: BackofficeRiskBetResolvers<ContextType>;
  BackofficeRiskChange?: BackofficeRiskChangeResolvers<ContextType>;
  BackofficeRiskMarket?: BackofficeRiskMarketResolvers<ContextType>;
  BackofficeRiskOutcome?: BackofficeRiskOutcomeResolvers<ContextType>;
  BackofficeRiskRow?: BackofficeRiskRowResolvers<ContextType>;
  BackofficeSettleUp?: BackofficeSettleUpResolvers<ContextType>;
  BackofficeSettleUpBalance?: BackofficeSettleUpBalanceResolvers<ContextType>;
  BackofficeSettleUpRecord?: BackofficeSettleUpRecordResolvers<ContextType>;
  BackofficeTickerBet?: BackofficeTickerBetResolvers<ContextType>;
  BackofficeUser?: BackofficeUserResolvers<ContextType>;
  BackofficeUserCard?: BackofficeUserCardResolvers<ContextType>;
  BackofficeUserPage?: BackofficeUserPageResolvers<ContextType>;
  BackofficeUserStatus?: BackofficeUserStatusResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankingRequest?: BankingRequestResolvers<ContextType>;
  BankingStatusChange?: BankingStatusChangeResolvers<ContextType>;
  Bet?: BetResolvers<ContextType>;
  BetHistoryRow?: BetHistoryRowResolvers<ContextType>;
  BetReceipt?: BetReceiptResolvers<ContextType>;
  CashOutBet?: CashOutBetResolvers<ContextType>;
  CashOutBetResult?: CashOutBetResultResolvers<ContextType>;
  CashOutQuote?: CashOutQuoteResolvers<ContextType>;
  CashOutResult?: CashOutResultResolvers<ContextType>;
  CasinoGame?: CasinoGameResolvers<ContextType>;
  CasinoLaunch?: CasinoLaunchResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  CommissionRow?: CommissionRowResolvers<ContextType>;
  DepositMethod?: DepositMethodResolvers<ContextType>;
  DeskCompetition?: DeskCompetitionResolvers<ContextType>;
  DeskEvent?: DeskEventResolvers<ContextType>;
  DeskFancyQuote?: DeskFancyQuoteResolvers<ContextType>;
  DeskMarket?: DeskMarketResolvers<ContextType>;
  DeskRole?: DeskRoleResolvers<ContextType>;
  DeskRunner?: DeskRunnerResolvers<ContextType>;
  DownlineDeskChange?: DownlineDeskChangeResolvers<ContextType>;
  DownlineProtections?: DownlineProtectionsResolvers<ContextType>;
  DownlineTotals?: DownlineTotalsResolvers<ContextType>;
  DownlineUser?: DownlineUserResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventBook?: EventBookResolvers<ContextType>;
  EventBookFancy?: EventBookFancyResolvers<ContextType>;
  EventBookMarket?: EventBookMarketResolvers<ContextType>;
  EventDetail?: EventDetailResolvers<ContextType>;
  EventOutcome?: EventOutcomeResolvers<ContextType>;
  EventScore?: EventScoreResolvers<ContextType>;
  ExchangeType?: ExchangeTypeResolvers<ContextType>;
  ExposureRow?: ExposureRowResolvers<ContextType>;
  FancyBookRow?: FancyBookRowResolvers<ContextType>;
  FancyQuote?: FancyQuoteResolvers<ContextType>;
  ForgotPasswordResult?: ForgotPasswordResultResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  KeyValue?: KeyValueResolvers<ContextType>;
  LadderLevel?: LadderLevelResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Market?: MarketResolvers<ContextType>;
  MarketPosition?: MarketPositionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewApiKey?: NewApiKeyResolvers<ContextType>;
  OperatorMarket?: OperatorMarketResolvers<ContextType>;
  OperatorRunner?: OperatorRunnerResolvers<ContextType>;
  OperatorSettlement?: OperatorSettlementResolvers<ContextType>;
  OrdersEventFigures?: OrdersEventFiguresResolvers<ContextType>;
  OrdersUpdate?: OrdersUpdateResolvers<ContextType>;
  Paise?: GraphQLScalarType;
  PartnerLaunch?: PartnerLaunchResolvers<ContextType>;
  PasswordChange?: PasswordChangeResolvers<ContextType>;
  PasswordResetCode?: PasswordResetCodeResolvers<ContextType>;
  PendingLimitChange?: PendingLimitChangeResolvers<ContextType>;
  PriceBucket?: PriceBucketResolvers<ContextType>;
  PriceHistory?: PriceHistoryResolvers<ContextType>;
  PriceSize?: PriceSizeResolvers<ContextType>;
  ProductEvent?: ProductEventResolvers<ContextType>;
  ProductResult?: ProductResultResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfitLossPoint?: ProfitLossPointResolvers<ContextType>;
  ProfitLossReport?: ProfitLossReportResolvers<ContextType>;
  ProfitLossRow?: ProfitLossRowResolvers<ContextType>;
  ProtectionLimit?: ProtectionLimitResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ReferralSummary?: ReferralSummaryResolvers<ContextType>;
  Reward?: RewardResolvers<ContextType>;
  RewardOffer?: RewardOfferResolvers<ContextType>;
  RoleShare?: RoleShareResolvers<ContextType>;
  RollingCommission?: RollingCommissionResolvers<ContextType>;
  Runner?: RunnerResolvers<ContextType>;
  RunnerLadder?: RunnerLadderResolvers<ContextType>;
  RunnerProfit?: RunnerProfitResolvers<ContextType>;
  SaferBetting?: SaferBettingResolvers<ContextType>;
  Settings?: SettingsResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  Sport?: SportResolvers<ContextType>;
  SportEvents?: SportEventsResolvers<ContextType>;
  SportLimit?: SportLimitResolvers<ContextType>;
  StatementRow?: StatementRowResolvers<ContextType>;
  StyleVariable?: StyleVariableResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupportChannel?: SupportChannelResolvers<ContextType>;
  SupportInfo?: SupportInfoResolvers<ContextType>;
  SystemProcess?: SystemProcessResolvers<ContextType>;
  SystemSample?: SystemSampleResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  ThemeConfig?: ThemeConfigResolvers<ContextType>;
  Tip?: TipResolvers<ContextType>;
  TipAuthor?: TipAuthorResolvers<ContextType>;
  TradingDesk?: TradingDeskResolvers<ContextType>;
  TransferEntry?: TransferEntryResolvers<ContextType>;
  TransferResult?: TransferResultResolvers<ContextType>;
  TwoFactorChallenge?: TwoFactorChallengeResolvers<ContextType>;
  TwoFactorEnrolled?: TwoFactorEnrolledResolvers<ContextType>;
  TwoFactorEnrolment?: TwoFactorEnrolmentResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  UserDetail?: UserDetailResolvers<ContextType>;
}>;

