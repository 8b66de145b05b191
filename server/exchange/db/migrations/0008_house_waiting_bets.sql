CREATE TABLE "house_waiting_bets" (
	"bet_id" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"user_id" text NOT NULL,
	"bet" jsonb NOT NULL,
	"release_at" bigint NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "house_waiting_bets" ADD CONSTRAINT "house_waiting_bets_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_waiting_bets" ADD CONSTRAINT "house_waiting_bets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_waiting_bets_market_idx" ON "house_waiting_bets" USING btree ("market_id","status");--> statement-breakpoint
CREATE FUNCTION "lapse_house_waiting_bets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "house_waiting_bets" SET "status" = 'LAPSED', "reason" = 'MARKET_SUSPENDED' WHERE "market_id" = NEW."market_id" AND "status" = 'WAITING';
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "markets_lapse_house_waiting_bets" AFTER UPDATE OF "status" ON "markets" FOR EACH ROW WHEN (OLD."status" = 'OPEN' AND NEW."status" <> 'OPEN') EXECUTE FUNCTION "lapse_house_waiting_bets"();
