ALTER TABLE "tips" ADD COLUMN "market_id" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "runner_id" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "selection_name" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "odds100" integer;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tips_market_idx" ON "tips" USING btree ("market_id");