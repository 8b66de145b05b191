CREATE TABLE "presence_connections" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"gateway_id" text NOT NULL,
	"opened_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presence_gateways" (
	"gateway_id" text PRIMARY KEY NOT NULL,
	"seen_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dead_man_switches" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "dead_man_switches" ADD COLUMN "claimed_at" bigint;--> statement-breakpoint
ALTER TABLE "presence_connections" ADD CONSTRAINT "presence_connections_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_connections_user_idx" ON "presence_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presence_connections_gateway_idx" ON "presence_connections" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "dead_man_switches_deadline_idx" ON "dead_man_switches" USING btree ("deadline") WHERE "dead_man_switches"."deadline" is not null;