CREATE TABLE "dead_man_switches" (
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"timeout_seconds" integer NOT NULL,
	"deadline" bigint,
	"last_action" text,
	CONSTRAINT "dead_man_switches_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancel_on_disconnect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dead_man_switches" ADD CONSTRAINT "dead_man_switches_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;