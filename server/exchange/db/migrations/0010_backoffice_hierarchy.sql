CREATE TABLE "pnl_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"settlement_version" integer NOT NULL,
	"bettor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"chain_id" integer,
	"share_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text DEFAULT 'settle' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settle_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"downline_id" text NOT NULL,
	"upline_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_chains" (
	"chain_id" serial PRIMARY KEY NOT NULL,
	"bettor_id" text NOT NULL,
	"shares" jsonb NOT NULL,
	"commission_bps" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"site_key" text PRIMARY KEY NOT NULL,
	"levels" integer DEFAULT 4 NOT NULL,
	"default_shares" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sport_limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"from_parent" text,
	"to_parent" text NOT NULL,
	"by_user_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_bets" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "house_waiting_bets" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partnership_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_reference" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "betting_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "pnl_shares" ADD CONSTRAINT "pnl_shares_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_shares" ADD CONSTRAINT "pnl_shares_bettor_id_users_user_id_fk" FOREIGN KEY ("bettor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_shares" ADD CONSTRAINT "pnl_shares_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settle_ups" ADD CONSTRAINT "settle_ups_downline_id_users_user_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settle_ups" ADD CONSTRAINT "settle_ups_upline_id_users_user_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_chains" ADD CONSTRAINT "share_chains_bettor_id_users_user_id_fk" FOREIGN KEY ("bettor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_moves" ADD CONSTRAINT "user_moves_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pnl_shares_user_idx" ON "pnl_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pnl_shares_market_idx" ON "pnl_shares" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "pnl_shares_bettor_idx" ON "pnl_shares" USING btree ("bettor_id","created_at");--> statement-breakpoint
CREATE INDEX "settle_ups_downline_idx" ON "settle_ups" USING btree ("downline_id","created_at");--> statement-breakpoint
CREATE INDEX "share_chains_bettor_idx" ON "share_chains" USING btree ("bettor_id");--> statement-breakpoint
CREATE INDEX "user_moves_user_idx" ON "user_moves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_path_idx" ON "users" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_upline_idx" ON "users" USING btree ("upline_id");--> statement-breakpoint
WITH RECURSIVE tree AS (
	SELECT "user_id", '/' || "user_id" || '/' AS "path" FROM "users" WHERE "upline_id" IS NULL
	UNION ALL
	SELECT u."user_id", tree."path" || u."user_id" || '/' FROM "users" u JOIN tree ON u."upline_id" = tree."user_id"
)
UPDATE "users" SET "path" = tree."path" FROM tree WHERE "users"."user_id" = tree."user_id";
