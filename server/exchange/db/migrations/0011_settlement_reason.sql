ALTER TABLE "settlements" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "settled_by" text;