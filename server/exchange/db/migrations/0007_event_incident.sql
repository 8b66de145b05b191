ALTER TABLE "events" ADD COLUMN "betting" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "incident" jsonb;