CREATE TABLE "user_exposure_backfill" (
	"id" integer PRIMARY KEY NOT NULL,
	"done" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_market_exposure" (
	"user_id" text NOT NULL,
	"market_id" text NOT NULL,
	"exposure_paise" bigint NOT NULL,
	CONSTRAINT "user_market_exposure_user_id_market_id_pk" PRIMARY KEY("user_id","market_id")
);
--> statement-breakpoint
CREATE INDEX "user_market_exposure_market_idx" ON "user_market_exposure" USING btree ("market_id");--> statement-breakpoint
-- Existing stores: the first exchange to start fills user_market_exposure from its engines (service/funds.ts).
INSERT INTO "user_exposure_backfill" ("id", "done") VALUES (1, false);
