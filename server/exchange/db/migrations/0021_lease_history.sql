CREATE TABLE "lease_history" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"partition" integer NOT NULL,
	"holder" text DEFAULT nullif(replace(current_setting('application_name'), 'backlay-exchange:', ''), ''),
	"taken_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_bets" ADD COLUMN "writer_id" text DEFAULT nullif(replace(current_setting('application_name'), 'backlay-exchange:', ''), '');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "writer_id" text DEFAULT nullif(replace(current_setting('application_name'), 'backlay-exchange:', ''), '');--> statement-breakpoint
CREATE INDEX "lease_history_partition_idx" ON "lease_history" USING btree ("partition","taken_at");