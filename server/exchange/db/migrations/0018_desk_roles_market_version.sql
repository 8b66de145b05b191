ALTER TABLE "markets" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "desk_roles" jsonb DEFAULT '[]'::jsonb NOT NULL;