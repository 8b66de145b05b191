import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A site is a tenant: its own key, theme config, support info and exchange types. */
export const sites = pgTable('sites', {
  siteKey: text('site_key').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sports offered by the exchange (spec §3: sportId, sportName, highlight). */
export const sports = pgTable('sports', {
  sportId: integer('sport_id').primaryKey(),
  sportName: text('sport_name').notNull(),
  highlight: boolean('highlight').notNull().default(false),
  sequence: integer('sequence').notNull().default(0),
});

/** Bettors, agents and operators. isLogin 0 = blocked (spec §6). */
export const users = pgTable('users', {
  userId: text('user_id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['bettor', 'agent', 'operator'] }).notNull().default('bettor'),
  isLogin: integer('is_login').notNull().default(1),
  uplineId: text('upline_id'),
  siteKey: text('site_key').notNull().references(() => sites.siteKey),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
