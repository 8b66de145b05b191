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
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
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
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tournament_id_competitions_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."competitions"("tournament_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_types" ADD CONSTRAINT "exchange_types_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_sport_idx" ON "events" USING btree ("sport_id","event_time");--> statement-breakpoint
CREATE INDEX "login_attempts_name_idx" ON "login_attempts" USING btree ("user_name","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");