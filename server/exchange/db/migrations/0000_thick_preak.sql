CREATE TABLE "banking_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"method_id" text,
	"utr" text,
	"destination" jsonb,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"history" jsonb NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"site_key" text NOT NULL,
	"event_id" text NOT NULL,
	"game_name" text NOT NULL,
	"link" text,
	"company_name" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "casino_games_site_key_event_id_pk" PRIMARY KEY("site_key","event_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"tournament_id" text PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"tournament_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_methods" (
	"method_id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"ex_event_id" text PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"tournament_id" text NOT NULL,
	"event_name" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"in_play" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"score" jsonb,
	"video_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_types" (
	"site_key" text NOT NULL,
	"exchange_id" text NOT NULL,
	"exchange_name" text NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exchange_types_site_key_exchange_id_pk" PRIMARY KEY("site_key","exchange_id")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"ex_event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_ex_event_id_pk" PRIMARY KEY("user_id","ex_event_id")
);
--> statement-breakpoint
CREATE TABLE "house_bets" (
	"bet_id" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"user_id" text NOT NULL,
	"bet" jsonb NOT NULL,
	"placed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tx_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"tx_id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"user_id" text,
	"ip" text NOT NULL,
	"user_agent" text,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"market_id" text PRIMARY KEY NOT NULL,
	"ex_event_id" text NOT NULL,
	"market_name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"in_play" boolean DEFAULT false NOT NULL,
	"bet_delay_ms" integer DEFAULT 0 NOT NULL,
	"min_stake" bigint DEFAULT 1000 NOT NULL,
	"max_stake" bigint DEFAULT 10000000 NOT NULL,
	"max_profit" bigint,
	"commission_bp" integer DEFAULT 200 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"user_id" text NOT NULL,
	"runner_id" text NOT NULL,
	"side" text NOT NULL,
	"price" integer NOT NULL,
	"size" bigint NOT NULL,
	"size_matched" bigint NOT NULL,
	"size_remaining" bigint NOT NULL,
	"size_cancelled" bigint NOT NULL,
	"size_lapsed" bigint NOT NULL,
	"status" text NOT NULL,
	"persistence" text NOT NULL,
	"seq" bigint NOT NULL,
	"placed_at" bigint NOT NULL,
	"release_at" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"upline_message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "runners" (
	"market_id" text NOT NULL,
	"runner_id" text NOT NULL,
	"runner_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	CONSTRAINT "runners_market_id_runner_id_pk" PRIMARY KEY("market_id","runner_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"market_id" text NOT NULL,
	"version" integer NOT NULL,
	"settlement" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_market_id_version_pk" PRIMARY KEY("market_id","version")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"theme_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"support_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"sport_id" integer PRIMARY KEY NOT NULL,
	"sport_name" text NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"tip_id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"ex_event_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"confidence" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"market_id" text NOT NULL,
	"trade_id" integer NOT NULL,
	"runner_id" text NOT NULL,
	"price" integer NOT NULL,
	"size" bigint NOT NULL,
	"back_order_id" text NOT NULL,
	"lay_order_id" text NOT NULL,
	"back_user_id" text NOT NULL,
	"lay_user_id" text NOT NULL,
	"taker_side" text NOT NULL,
	"matched_at" bigint NOT NULL,
	CONSTRAINT "trades_market_id_trade_id_pk" PRIMARY KEY("market_id","trade_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'bettor' NOT NULL,
	"is_login" integer DEFAULT 1 NOT NULL,
	"upline_id" text,
	"site_key" text NOT NULL,
	"referral_code" text,
	"referred_by" text,
	"loss_limit" bigint,
	"default_stakes" jsonb DEFAULT '[10000,50000,100000,500000,1000000,2500000]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
ALTER TABLE "banking_requests" ADD CONSTRAINT "banking_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_methods" ADD CONSTRAINT "deposit_methods_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tournament_id_competitions_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."competitions"("tournament_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_types" ADD CONSTRAINT "exchange_types_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_ex_event_id_events_ex_event_id_fk" FOREIGN KEY ("ex_event_id") REFERENCES "public"."events"("ex_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bets" ADD CONSTRAINT "house_bets_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bets" ADD CONSTRAINT "house_bets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_tx_id_ledger_transactions_tx_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."ledger_transactions"("tx_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_ex_event_id_events_ex_event_id_fk" FOREIGN KEY ("ex_event_id") REFERENCES "public"."events"("ex_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_ex_event_id_events_ex_event_id_fk" FOREIGN KEY ("ex_event_id") REFERENCES "public"."events"("ex_event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banking_requests_utr_idx" ON "banking_requests" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "banking_requests_user_idx" ON "banking_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_sport_idx" ON "events" USING btree ("sport_id","event_time");--> statement-breakpoint
CREATE INDEX "house_bets_market_idx" ON "house_bets" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "house_bets_user_idx" ON "house_bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","tx_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_name_idx" ON "login_attempts" USING btree ("user_name","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "markets_event_idx" ON "markets" USING btree ("ex_event_id","sequence");--> statement-breakpoint
CREATE INDEX "orders_market_status_idx" ON "orders" USING btree ("market_id","status");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tips_site_idx" ON "tips" USING btree ("site_key","created_at");