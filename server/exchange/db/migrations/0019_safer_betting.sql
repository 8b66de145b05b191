CREATE TABLE "protection_limits" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_at" timestamp with time zone,
	"pending_amount" bigint,
	CONSTRAINT "protection_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "user_protections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_out_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"self_excluded_permanent" boolean DEFAULT false NOT NULL,
	"reality_check_minutes" integer,
	"reality_check_answered_at" timestamp with time zone,
	"share_amounts_with_upline" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_protections" ADD CONSTRAINT "user_protections_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;