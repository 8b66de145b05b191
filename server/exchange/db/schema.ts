import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The process that wrote a row (issue #33): its instance id, from the writing connection's
 * application_name (an exchange's owner connection is `backlay-exchange:<instance id>`), filled by the
 * insert itself; null on a store without one (PGlite, npm start).
 */
const writerId = (column = 'writer_id') => text(column).default(sql`nullif(replace(current_setting('application_name'), 'backlay-exchange:', ''), '')`);

/** A site is a tenant: its own key, theme config, support info and exchange types. */
export const sites = pgTable('sites', {
  siteKey: text('site_key').primaryKey(),
  name: text('name').notNull(),
  /** Style-variable names to values, plus exchangeFavicon, exchangeTitle, themeColor, exchangeLogo. */
  themeConfig: jsonb('theme_config').$type<Record<string, string>>().notNull().default({}),
  /** Customer-support channels: whatsapp, telegram, instagram, email, phone … */
  supportInfo: jsonb('support_info').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Tabs of the exchange bar (spec §3): exchangeId, exchangeName, highlight, sequence. */
export const exchangeTypes = pgTable(
  'exchange_types',
  {
    siteKey: text('site_key').notNull().references(() => sites.siteKey),
    exchangeId: text('exchange_id').notNull(),
    exchangeName: text('exchange_name').notNull(),
    highlight: boolean('highlight').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteKey, t.exchangeId] })],
);

/** Sports offered by the exchange (spec §3: sportId, sportName, highlight). */
export const sports = pgTable('sports', {
  sportId: integer('sport_id').primaryKey(),
  sportName: text('sport_name').notNull(),
  highlight: boolean('highlight').notNull().default(false),
  sequence: integer('sequence').notNull().default(0),
});

/** Competitions (tournaments) within a sport. */
export const competitions = pgTable('competitions', {
  tournamentId: text('tournament_id').primaryKey(),
  sportId: integer('sport_id').notNull().references(() => sports.sportId),
  tournamentName: text('tournament_name').notNull(),
});

/** Events (spec §3): exEventId, sportId, eventName, eventTime, tournament; in-play state and score. */
export const events = pgTable(
  'events',
  {
    exEventId: text('ex_event_id').primaryKey(),
    sportId: integer('sport_id').notNull().references(() => sports.sportId),
    tournamentId: text('tournament_id').notNull().references(() => competitions.tournamentId),
    eventName: text('event_name').notNull(),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    inPlay: boolean('in_play').notNull().default(false),
    status: text('status', { enum: ['SCHEDULED', 'IN_PLAY', 'FINISHED', 'CANCELLED'] }).notNull().default('SCHEDULED'),
    score: jsonb('score').$type<Record<string, unknown>>(),
    /** Whether the event takes bets: OPEN, SUSPENDED by an incident (until reopened), CLOSED once finished. */
    betting: text('betting', { enum: ['OPEN', 'SUSPENDED', 'CLOSED'] }).notNull().default('OPEN'),
    /** The last incident (kind, moment, the markets it suspended), kept while the event is suspended and after. */
    incident: jsonb('incident').$type<{ kind: string; at: string; suspended: string[] }>(),
    videoId: text('video_id'),
    createdAt: createdAt(),
  },
  (t) => [index('events_sport_idx').on(t.sportId, t.eventTime)],
);

/** Casino lobby entries (spec §3): eventId, link, companyName, popular, image. */
export const casinoGames = pgTable(
  'casino_games',
  {
    siteKey: text('site_key').notNull().references(() => sites.siteKey),
    eventId: text('event_id').notNull(),
    gameName: text('game_name').notNull(),
    link: text('link'),
    companyName: text('company_name').notNull(),
    popular: boolean('popular').notNull().default(false),
    image: text('image').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteKey, t.eventId] })],
);

/** Bettors, agents and operators. isLogin 0 = blocked (spec §6). */
export const users = pgTable('users', {
  userId: text('user_id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** The hierarchy's levels, top down: operator (admin), super master, master, agent, then bettors (issue #32, docs/adr/hierarchy.md). */
  role: text('role', { enum: ['bettor', 'agent', 'master', 'super_master', 'operator'] }).notNull().default('bettor'),
  isLogin: integer('is_login').notNull().default(1),
  uplineId: text('upline_id'),
  siteKey: text('site_key').notNull().references(() => sites.siteKey),
  referralCode: text('referral_code').unique(),
  referredBy: text('referred_by'),
  /** Self-set loss limit in minor units; null = none. */
  lossLimit: bigint('loss_limit', { mode: 'number' }),
  /** Quick stakes for the bet slip, in minor units. */
  defaultStakes: jsonb('default_stakes').$type<number[]>().notNull().default([10000, 50000, 100000, 500000, 1000000, 2500000]),
  /** One-click betting: a ladder click places at once at `oneClickStake` (off by default). */
  oneClickBetting: boolean('one_click_betting').notNull().default(false),
  /** The stake of a one-click bet, in minor units (the first quick stake by default). */
  oneClickStake: bigint('one_click_stake', { mode: 'number' }).notNull().default(10000),
  /** What the bet slip does when the price moved since the bettor picked it (domain/odds-change.ts). */
  acceptOddsChanges: text('accept_odds_changes', { enum: ['never', 'better', 'any'] }).notNull().default('better'),
  /** Cancel the bettor's unmatched bets when their last live connection closes and does not come back in time (service/dead-man.ts). */
  cancelOnDisconnect: boolean('cancel_on_disconnect').notNull().default(false),
  /**
   * Materialised path of user ids from the top of the hierarchy down to this user, each followed by
   * '/': `/u-admin/u-sm/u-m/u-a/u-bettor/`. A subtree is `path LIKE '<path>%'` on a text_pattern_ops index.
   */
  path: text('path').notNull().default(''),
  /** Share of its downline's P&L this level keeps, of the whole, in basis points (bettors 0). */
  partnershipBps: integer('partnership_bps').notNull().default(0),
  /** Commission rate on this user's (a bettor's) net market winnings, basis points; null: the site's default. */
  commissionBps: integer('commission_bps'),
  /** The credit limit the upline set for this user (shown beside the balance), paise. */
  creditReference: bigint('credit_reference', { mode: 'number' }).notNull().default(0),
  /** Blocked from betting (login still works); isLogin 0 locks the login itself. */
  bettingLocked: boolean('betting_locked').notNull().default(false),
  /** A bettor's chain of shares in force now (share_chains); bets snapshot it. */
  chainId: integer('chain_id'),
  createdAt: createdAt(),
}, (t) => [index('users_path_idx').on(t.path.op('text_pattern_ops')), index('users_upline_idx').on(t.uplineId)]);

/** The operator's site settings for the hierarchy and betting limits (issue #32). */
export const siteSettings = pgTable('site_settings', {
  siteKey: text('site_key').primaryKey().references(() => sites.siteKey),
  /** Levels above bettors: 2 (operator, agent) … 4 (operator, super master, master, agent). */
  levels: integer('levels').notNull().default(4),
  /** A new user's partnership by role, basis points of the whole. */
  defaultShares: jsonb('default_shares').$type<Record<string, number>>().notNull().default({}),
  /** Per sport id: stake limits in paise and the in-play bet delay in seconds. */
  sportLimits: jsonb('sport_limits').$type<Record<string, { minStake: number; maxStake: number; delaySeconds: number }>>().notNull().default({}),
  /** Bettors may enrol in two-step sign-in from their account (staff must: service/two-factor.ts). */
  bettorTwoFactor: boolean('bettor_two_factor').notNull().default(false),
  /** Back-office roles below the admin that may open the trading desk (issue #48); the admin always may. */
  deskRoles: jsonb('desk_roles').$type<string[]>().notNull().default([]),
  /** How the site writes money (domain/money.ts MONEY_LOCALES): en-IN's lakh grouping by default. */
  moneyLocale: text('money_locale').notNull().default('en-IN'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every move of a user to another parent: an operator's act, with its reason. */
export const userMoves = pgTable(
  'user_moves',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    fromParent: text('from_parent'),
    toParent: text('to_parent').notNull(),
    byUserId: text('by_user_id').notNull(),
    reason: text('reason').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('user_moves_user_idx').on(t.userId, t.at)],
);

/**
 * A bettor's chain of partnership shares, immutable once written: every level above the bettor with
 * the share of the bettor's P&L it keeps (basis points of the whole; the operator's is the rest).
 * A change of any share along the chain writes a new row; a bet keeps the chain id in force when it
 * was placed, so later changes never rewrite settled history.
 */
export const shareChains = pgTable(
  'share_chains',
  {
    chainId: serial('chain_id').primaryKey(),
    bettorId: text('bettor_id').notNull().references(() => users.userId),
    shares: jsonb('shares').$type<Array<{ userId: string; role: string; shareBps: number }>>().notNull(),
    commissionBps: integer('commission_bps').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('share_chains_bettor_idx').on(t.bettorId)],
);

/**
 * Each level's part of a bettor's settled result on a market (after commission), split along the
 * bet's chain; `amount` is the level's P&L (+ it gains). For every settled market the rows of one
 * settlement version plus the bettors' results sum to zero. A resettlement or void writes `reverse`
 * rows cancelling the earlier version's.
 */
export const pnlShares = pgTable(
  'pnl_shares',
  {
    id: serial('id').primaryKey(),
    marketId: text('market_id').notNull().references(() => markets.marketId),
    settlementVersion: integer('settlement_version').notNull(),
    bettorId: text('bettor_id').notNull().references(() => users.userId),
    userId: text('user_id').notNull().references(() => users.userId),
    role: text('role').notNull(),
    chainId: integer('chain_id'),
    shareBps: integer('share_bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['settle', 'reverse'] }).notNull().default('settle'),
    at: createdAt(),
  },
  (t) => [index('pnl_shares_user_idx').on(t.userId, t.at), index('pnl_shares_market_idx').on(t.marketId), index('pnl_shares_bettor_idx').on(t.bettorId, t.at)],
);

/** A settle-up recorded between a level and its upline: `amount` > 0 the downline paid the upline. */
export const settleUps = pgTable(
  'settle_ups',
  {
    id: serial('id').primaryKey(),
    downlineId: text('downline_id').notNull().references(() => users.userId),
    uplineId: text('upline_id').notNull().references(() => users.userId),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    byUserId: text('by_user_id').notNull(),
    at: createdAt(),
  },
  (t) => [index('settle_ups_downline_idx').on(t.downlineId, t.at)],
);

/** Bearer sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    /** How the second step was passed when this session opened: totp, recovery, app_key; null: password only. */
    secondFactor: text('second_factor', { enum: ['totp', 'recovery', 'app_key'] }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every login attempt: the activity log (successes) and throttling (recent failures). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    userId: text('user_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_name_idx').on(t.userName, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
);

/** Previous password hashes, to refuse reuse on change. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    passwordHash: text('password_hash').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.changedAt)],
);

/**
 * Single-use password reset codes for forgot password, checked by hash. Nothing can be sent by SMS or
 * e-mail here, so the plain code waits in `upline_message` (the outbox to the upline) until used or expired.
 */
export const passwordResets = pgTable('password_resets', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.userId),
  uplineMessage: text('upline_message'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Wrong guesses while this code was the user's live one: RESET_CODE_MAX_ATTEMPTS burn it. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/**
 * Password reset traffic for its throttle (auth/reset-throttle.ts): each code request and each wrong
 * guess, by account (null for a name that does not exist) and client address. Kept across codes, so
 * asking for a new code never gives a new budget of guesses.
 */
export const resetAttempts = pgTable(
  'reset_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['request', 'wrong_guess'] }).notNull(),
    userId: text('user_id'),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reset_attempts_user_idx').on(t.userId, t.kind, t.at), index('reset_attempts_ip_idx').on(t.ip, t.kind, t.at)],
);

/** Double-entry ledger: one row per balanced transaction (ARCHITECTURE §3). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    txId: serial('tx_id').primaryKey(),
    /** Unique: the same reference is never posted twice (settlement of a market, a deposit request …). */
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ['deposit', 'withdrawal', 'transfer', 'settlement', 'commission', 'void', 'reversal'] }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_created_idx').on(t.createdAt)],
);

/** Lines of a ledger transaction: + credits the account, − debits it, in paise. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: serial('id').primaryKey(),
    txId: integer('tx_id').notNull().references(() => ledgerTransactions.txId),
    account: text('account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_postings_account_idx').on(t.account, t.txId)],
);

/**
 * Replies to money- and bet-changing requests by client key: a repeat gets the first answer. Kept at
 * least IDEMPOTENCY_RETENTION_HOURS (24 h), then pruned oldest first by `created_at` (its index) in small
 * batches (service/retention.ts, migration 0022); a key pruned is new again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull().references(() => users.userId),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** Deposit methods a site offers (UPI, bank transfer …). */
export const depositMethods = pgTable('deposit_methods', {
  methodId: text('method_id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.siteKey),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['UPI', 'BANK', 'WALLET'] }).notNull(),
  details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
  sequence: integer('sequence').notNull().default(0),
});

/** Deposit and withdrawal requests, approved or rejected by the upline; status changes in `history`. */
export const bankingRequests = pgTable(
  'banking_requests',
  {
    requestId: text('request_id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    kind: text('kind', { enum: ['DEPOSIT', 'WITHDRAWAL'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    methodId: text('method_id'),
    /** UPI/bank reference of a deposit: unique among deposits. */
    utr: text('utr'),
    /** Withdrawal destination (account holder, account number, IFSC / UPI id). */
    destination: jsonb('destination').$type<Record<string, string>>(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull().default('PENDING'),
    history: jsonb('history').$type<Array<{ status: string; at: string; by?: string; note?: string }>>().notNull(),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('banking_requests_utr_idx').on(t.utr),
    index('banking_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A bettor's saved bank accounts, where withdrawals are paid (withdrawdetails page). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    accountId: text('account_id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    accountHolder: text('account_holder').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_accounts_user_number_idx').on(t.userId, t.accountNumber, t.ifsc)],
);

/** Rewards offered to a user: claimable once, then credited to the wallet as `reward:<rewardId>`. */
export const rewardOffers = pgTable(
  'reward_offers',
  {
    rewardId: text('reward_id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    description: text('description').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reward_offers_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Markets of every kind (exchange, bookmaker, fancy, lottery, ballByBall, binary). `config` holds
 * what the kind needs: bookmaker quotes per runner, the fancy quote, fixed odds per outcome, a binary line.
 */
export const markets = pgTable(
  'markets',
  {
    marketId: text('market_id').primaryKey(),
    exEventId: text('ex_event_id').notNull().references(() => events.exEventId),
    marketName: text('market_name').notNull(),
    kind: text('kind', { enum: ['exchange', 'bookmaker', 'fancy', 'lottery', 'ballByBall', 'binary'] }).notNull(),
    status: text('status', { enum: ['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED'] }).notNull().default('OPEN'),
    inPlay: boolean('in_play').notNull().default(false),
    betDelayMs: integer('bet_delay_ms').notNull().default(0),
    minStake: bigint('min_stake', { mode: 'number' }).notNull().default(1_000),
    maxStake: bigint('max_stake', { mode: 'number' }).notNull().default(10_000_000),
    maxProfit: bigint('max_profit', { mode: 'number' }),
    commissionBp: integer('commission_bp').notNull().default(200),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    sequence: integer('sequence').notNull().default(0),
    /**
     * The market definition's version (Betfair's MarketBook.version and the stream's marketDefinition.version):
     * one more each time its status, in-play state or bet delay is written, or it is settled.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** 0 until settled; each resettlement adds one. */
    settledVersion: integer('settled_version').notNull().default(0),
    result: jsonb('result').$type<{ winners?: string[]; value?: number; void?: boolean }>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('markets_event_idx').on(t.exEventId, t.sequence)],
);

export const runners = pgTable(
  'runners',
  {
    marketId: text('market_id').notNull().references(() => markets.marketId),
    runnerId: text('runner_id').notNull(),
    runnerName: text('runner_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The runner's part in a match: HOME (1), AWAY (2) or DRAW (X); null where the market has no such parts (races, digits). */
    role: text('role', { enum: ['HOME', 'AWAY', 'DRAW'] }),
    /** Race card details for horses: jockey, trainer, age, weight, form, stall. */
    metadata: jsonb('metadata').$type<Record<string, string | number>>(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.runnerId] })],
);

/** Exchange orders exactly as the engine's OrderView, so a restart restores them unchanged. */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    marketId: text('market_id').notNull().references(() => markets.marketId),
    userId: text('user_id').notNull().references(() => users.userId),
    runnerId: text('runner_id').notNull(),
    side: text('side', { enum: ['BACK', 'LAY'] }).notNull(),
    price: integer('price').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sizeMatched: bigint('size_matched', { mode: 'number' }).notNull(),
    sizeRemaining: bigint('size_remaining', { mode: 'number' }).notNull(),
    sizeCancelled: bigint('size_cancelled', { mode: 'number' }).notNull(),
    sizeLapsed: bigint('size_lapsed', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['PENDING', 'EXECUTABLE', 'EXECUTION_COMPLETE'] }).notNull(),
    persistence: text('persistence', { enum: ['LAPSE', 'PERSIST'] }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    placedAt: bigint('placed_at', { mode: 'number' }).notNull(),
    releaseAt: bigint('release_at', { mode: 'number' }).notNull(),
    /** The bettor's share chain in force when the bet was placed (share_chains); null before issue #32. */
    chainId: integer('chain_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process that placed the bet (its first write; writerId above): checked against lease_history (issue #50). */
    writerId: writerId(),
  },
  (t) => [index('orders_market_status_idx').on(t.marketId, t.status), index('orders_user_idx').on(t.userId, t.placedAt)],
);

export const trades = pgTable(
  'trades',
  {
    marketId: text('market_id').notNull().references(() => markets.marketId),
    tradeId: integer('trade_id').notNull(),
    runnerId: text('runner_id').notNull(),
    price: integer('price').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    backOrderId: text('back_order_id').notNull(),
    layOrderId: text('lay_order_id').notNull(),
    backUserId: text('back_user_id').notNull(),
    layUserId: text('lay_user_id').notNull(),
    takerSide: text('taker_side', { enum: ['BACK', 'LAY'] }).notNull(),
    matchedAt: bigint('matched_at', { mode: 'number' }).notNull(),
    /** The process that wrote the trade (writerId above): shows which process matched a market when. */
    writerId: writerId(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.tradeId] })],
);

/** Bets the house took (bookmaker, fancy, fixed odds), as the engine recorded them. */
export const houseBets = pgTable(
  'house_bets',
  {
    betId: text('bet_id').primaryKey(),
    marketId: text('market_id').notNull().references(() => markets.marketId),
    userId: text('user_id').notNull().references(() => users.userId),
    bet: jsonb('bet').$type<Record<string, unknown>>().notNull(),
    placedAt: bigint('placed_at', { mode: 'number' }).notNull(),
    /** The bettor's share chain in force when the bet was placed (share_chains). */
    chainId: integer('chain_id'),
    /** The process that took the bet (writerId above). */
    writerId: writerId(),
  },
  (t) => [index('house_bets_market_idx').on(t.marketId), index('house_bets_user_idx').on(t.userId, t.placedAt)],
);

/**
 * Every time an exchange process took a partition's lease (issue #50, docs/adr/market-ownership.md):
 * written by the statement that took the lock, on the owner connection, so `takenAt` (the database's
 * clock) is after the lock was granted and every earlier holder's last commit. A partition's holder at
 * a moment is the last row before it: a bet row's writer (orders, trades, house_bets) must be that
 * holder at its transaction's time — the fencing, checkable on the store (tests/cluster/fencing.test.ts).
 * Kept LEASE_HISTORY_RETENTION_DAYS (7 days; service/retention.ts): older rows are pruned, except each
 * partition's last taking before that cutoff, so the holder at any moment since the cutoff is still known.
 */
export const leaseHistory = pgTable(
  'lease_history',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    partition: integer('partition').notNull(),
    /** The instance id of the process that took it (its owner connection's application_name). */
    holder: writerId('holder'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('lease_history_partition_idx').on(t.partition, t.takenAt)],
);

/**
 * House bets (bookmaker, fancy) waiting out an in-play bet delay (domain/house-delay.ts): WAITING until
 * the delay ends, then TAKEN (the bet is in house_bets, written in the same transaction) or LAPSED with
 * a coded reason. A market leaving OPEN lapses its waiting rows in the same statement (trigger,
 * migration 0008), as the engine lapses them.
 */
export const houseWaitingBets = pgTable(
  'house_waiting_bets',
  {
    betId: text('bet_id').primaryKey(),
    marketId: text('market_id').notNull().references(() => markets.marketId),
    userId: text('user_id').notNull().references(() => users.userId),
    bet: jsonb('bet').$type<Record<string, unknown>>().notNull(),
    releaseAt: bigint('release_at', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['WAITING', 'TAKEN', 'LAPSED'] }).notNull().default('WAITING'),
    reason: text('reason'),
    /** The bettor's share chain in force when the bet was placed (share_chains). */
    chainId: integer('chain_id'),
  },
  (t) => [index('house_waiting_bets_market_idx').on(t.marketId, t.status)],
);

/**
 * Armed dead-man switches (service/dead-man.ts): `api` from the Betfair heartbeat, `web` from a bettor's
 * last connection closing. `deadline` (epoch ms) is when the bettor's unmatched bets are cancelled unless
 * a heartbeat or a reconnection comes first; null once fired or stood down, with `lastAction` kept for
 * the next heartbeat's report.
 */
export const deadManSwitches = pgTable(
  'dead_man_switches',
  {
    userId: text('user_id').notNull().references(() => users.userId),
    source: text('source', { enum: ['api', 'web'] }).notNull(),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    deadline: bigint('deadline', { mode: 'number' }),
    lastAction: text('last_action'),
    /** A firing in progress: which process took it and when (epoch ms); another may take it again once the lease has run out (a crash mid-firing). */
    claimedBy: text('claimed_by'),
    claimedAt: bigint('claimed_at', { mode: 'number' }),
  },
  // The sweep of every process reads the armed deadlines each second: only those rows are indexed.
  (t) => [primaryKey({ columns: [t.userId, t.source] }), index('dead_man_switches_deadline_idx').on(t.deadline).where(sql`${t.deadline} is not null`)],
);

/**
 * The gateways holding bettors' live connections (service/dead-man.ts): `seen_at` (epoch ms) moves with
 * each of the gateway's presence calls and its heartbeat; a gateway not seen for PRESENCE_LAPSE_MS is
 * dead, and its bettors disconnected.
 */
export const presenceGateways = pgTable('presence_gateways', {
  gatewayId: text('gateway_id').primaryKey(),
  seenAt: bigint('seen_at', { mode: 'number' }).notNull(),
});

/** Each open graphql-ws connection of a signed-in bettor, on the gateway holding it: one truth for every exchange process. */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    connectionId: text('connection_id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    gatewayId: text('gateway_id').notNull(),
    openedAt: bigint('opened_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('presence_connections_user_idx').on(t.userId), index('presence_connections_gateway_idx').on(t.gatewayId)],
);

/** Each settlement of a market (the domain's Settlement), kept so a resettlement can reverse it. */
export const settlements = pgTable(
  'settlements',
  {
    marketId: text('market_id').notNull().references(() => markets.marketId),
    version: integer('version').notNull(),
    settlement: jsonb('settlement').$type<Record<string, unknown>>().notNull(),
    /** Why the operator settled it this way (required for a void or a resettlement from the back office); null from the simulator. */
    reason: text('reason'),
    /** The operator's user name; null from the simulator's own calls before issue #32. */
    settledBy: text('settled_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.version] })],
);

/** Tips and previews (the tips review page, exchange id 98), per site. */
export const tips = pgTable(
  'tips',
  {
    tipId: serial('tip_id').primaryKey(),
    siteKey: text('site_key').notNull().references(() => sites.siteKey),
    exEventId: text('ex_event_id').references(() => events.exEventId),
    title: text('title').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    confidence: integer('confidence').notNull().default(3),
    /** The market and runner the tip backs (null for general advice); graded from the market's result. */
    marketId: text('market_id').references(() => markets.marketId),
    runnerId: text('runner_id'),
    selectionName: text('selection_name'),
    /** The best back price when the tip was published, odds × 100 (profit at level stakes uses it). */
    odds100: integer('odds100'),
    createdAt: createdAt(),
  },
  (t) => [index('tips_site_idx').on(t.siteKey, t.createdAt), index('tips_market_idx').on(t.marketId)],
);

/** Events a user starred (favourites), kept across devices and logouts. */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id').notNull().references(() => users.userId),
    exEventId: text('ex_event_id').notNull().references(() => events.exEventId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exEventId] })],
);

/**
 * Each user's current exposure on each open market, paise (docs/adr/user-funds.md): written by the
 * market's owner in the same transaction as every change to it (a bet batch, cancel, re-price, release,
 * lapse), rewritten whole when a process takes a market over, deleted when the market settles or is
 * voided. A process checks a bet against the rows of the markets it does not own, read after locking the
 * bettor's users row, so two processes can never both spend the same balance. No foreign keys: the rows
 * are written only by the exchange, and a key check per row would cost the bet batch.
 */
export const userMarketExposure = pgTable(
  'user_market_exposure',
  {
    userId: text('user_id').notNull(),
    marketId: text('market_id').notNull(),
    exposurePaise: bigint('exposure_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.marketId] }), index('user_market_exposure_market_idx').on(t.marketId)],
);

/**
 * Whether user_market_exposure has been filled from the open markets' bets: the migration that made the
 * table inserts the one row with done = false; the first exchange to start afterwards fills the table
 * from the engines it rebuilt and sets done, under this row's lock (service/funds.ts).
 */
export const userExposureBackfill = pgTable('user_exposure_backfill', {
  id: integer('id').primaryKey(),
  done: boolean('done').notNull(),
});

/**
 * Each ledger account's balance, paise: the sum of its postings, kept by triggers on ledger_postings
 * (migration 0015) in the statement that posts, so it is never out of step with them. A bet reads its
 * bettor's wallet here, one primary-key probe, instead of summing every posting the wallet ever had
 * (a bettor with 11,000 postings made each batch he was in ~6 ms longer on the event loop).
 */
export const accountBalances = pgTable('account_balances', {
  account: text('account').primaryKey(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
});

/** A user's enrolled TOTP second factor (RFC 6238; service/two-factor.ts). No row: not enrolled. */
export const twoFactors = pgTable('two_factors', {
  userId: text('user_id').primaryKey().references(() => users.userId),
  /** Base32 TOTP secret (the authenticator app holds the same one; it cannot be hashed). */
  secret: text('secret').notNull(),
  enrolledAt: createdAt(),
});

/**
 * The short-lived step between a right password and a session (kind verify: a code is due; enrol: a
 * staff account must enrol first), and an enrolment started from the account area (enrol, with
 * session_user). Only the SHA-256 of the challenge id is kept; pending_secret is the secret being enrolled.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    kind: text('kind', { enum: ['verify', 'enrol'] }).notNull(),
    pendingSecret: text('pending_secret'),
    /** Started from a signed-in session (account area) rather than from a password login. */
    fromSession: boolean('from_session').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/** TOTP time steps already accepted per user: a code is good once (the primary key refuses a replay). */
export const twoFactorUsedSteps = pgTable(
  'two_factor_used_steps',
  {
    userId: text('user_id').notNull().references(() => users.userId),
    step: bigint('step', { mode: 'number' }).notNull(),
    at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** One-time recovery codes, hashed like passwords (auth/password.ts); used_at set on use. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A bot's key (docs/security.md "Two-step sign-in"): made from a session that passed the second step,
 * presented as the app key (X-Application, or appKey on /auth/login) in place of a code. Only its SHA-256 is kept.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    keyHash: text('key_hash').notNull().unique(),
    label: text('label').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/**
 * The audit log (issue #47, docs/audit.md): one row per back-office, admin and banking decision, written
 * in the act's own transaction (service/audit.ts recordAudit). Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (migration 0016). Each site's rows form a hash chain: `seq` counts 1, 2, 3 … per
 * site, `prev_hash` is the hash of the site's row before (64 zeros for the first) and `hash` is SHA-256
 * over the row's fields and prev_hash (service/audit-chain.ts), so a row changed or deleted by SQL
 * breaks the chain (`npm run audit:verify`). `actor_user_id` null: the system acted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteKey: text('site_key').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The kind of act, a stable dotted name: credit.give, user.block, market.settle, deposit.approve … */
    act: text('act').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name'),
    /** The user the act was on (or the bettor whose request it was): an upline sees the acts on its subtree. */
    targetUserId: text('target_user_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_site_seq_idx').on(t.siteKey, t.seq),
    index('audit_log_site_at_idx').on(t.siteKey, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    index('audit_log_target_user_idx').on(t.targetUserId, t.id),
  ],
);

/**
 * The head of each site's audit chain: its last seq and hash. recordAudit locks the site's row (an
 * upsert) before writing, so concurrent acts on one site chain one after the other, on PGlite and on
 * PostgreSQL alike; audit:verify checks that the chain ends where its head says.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  siteKey: text('site_key').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * A bettor's safer-betting protections (issue #47, docs/safer-betting.md): time-out, self-exclusion,
 * reality check and privacy. One row per bettor who set any; the bet batch reads it with the funds.
 */
export const userProtections = pgTable('user_protections', {
  userId: text('user_id').primaryKey().references(() => users.userId),
  /** No bets or deposits until then; cannot be ended early. */
  timeOutUntil: timestamp('time_out_until', { withTimezone: true }),
  /** No bets or deposits until then (6–60 months); nobody can lift it early. */
  selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
  selfExcludedPermanent: boolean('self_excluded_permanent').notNull().default(false),
  /** Reality-check interval, minutes (15, 30, 60); null: off. */
  realityCheckMinutes: integer('reality_check_minutes'),
  /** The last "keep playing" answer: the next check is one interval after it (or the session's start). */
  realityCheckAnsweredAt: timestamp('reality_check_answered_at', { withTimezone: true }),
  /** Whether the upline sees the amounts of the limits (else only which protections there are). */
  shareAmountsWithUpline: boolean('share_amounts_with_upline').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bettor's deposit and loss limits per IST day, week and month; a raise or removal pends 24 hours. */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    userId: text('user_id').notNull().references(() => users.userId),
    kind: text('kind', { enum: ['DEPOSIT', 'LOSS'] }).notNull(),
    period: text('period', { enum: ['DAY', 'WEEK', 'MONTH'] }).notNull(),
    /** The limit in force (paise); null: none (a removal waiting, or a raise of no limit). */
    amount: bigint('amount', { mode: 'number' }),
    /** When a raise or removal takes effect; null: nothing pending. Applied when read after it. */
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    /** The pending amount (null with pendingAt: removal). */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);
