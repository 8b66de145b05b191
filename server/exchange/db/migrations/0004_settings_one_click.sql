ALTER TABLE "users" ADD COLUMN "one_click_betting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "one_click_stake" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accept_odds_changes" text DEFAULT 'better' NOT NULL;