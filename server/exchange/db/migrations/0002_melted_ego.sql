CREATE TABLE "bank_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_offers" (
	"reward_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_offers" ADD CONSTRAINT "reward_offers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_number_idx" ON "bank_accounts" USING btree ("user_id","account_number","ifsc");--> statement-breakpoint
CREATE INDEX "reward_offers_user_idx" ON "reward_offers" USING btree ("user_id","created_at");