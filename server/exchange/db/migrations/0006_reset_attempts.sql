CREATE TABLE "reset_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reset_attempts_user_idx" ON "reset_attempts" USING btree ("user_id","kind","at");--> statement-breakpoint
CREATE INDEX "reset_attempts_ip_idx" ON "reset_attempts" USING btree ("ip","kind","at");