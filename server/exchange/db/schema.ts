import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
  role: text('role', { enum: ['bettor', 'agent', 'operator'] }).notNull().default('bettor'),
  isLogin: integer('is_login').notNull().default(1),
  uplineId: text('upline_id'),
  siteKey: text('site_key').notNull().references(() => sites.siteKey),
  referralCode: text('referral_code').unique(),
  referredBy: text('referred_by'),
  /** Self-set loss limit in minor units; null = none. */
  lossLimit: bigint('loss_limit', { mode: 'number' }),
  /** Quick stakes for the bet slip, in minor units. */
  defaultStakes: jsonb('default_stakes').$type<number[]>().notNull().default([10000, 50000, 100000, 500000, 1000000, 2500000]),
  createdAt: createdAt(),
});

/** Bearer sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.userId),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
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

/** Single-use password reset codes (hashed), for forgot password. */
export const passwordResets = pgTable('password_resets', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.userId),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
