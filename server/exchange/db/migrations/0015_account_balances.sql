CREATE TABLE "account_balances" (
	"account" text PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
-- Every account's balance from the postings already made.
INSERT INTO "account_balances" ("account", "balance") SELECT "account", sum("amount") FROM "ledger_postings" GROUP BY "account";--> statement-breakpoint
-- Kept in step by the statement that changes ledger_postings, once per statement (a settlement's postings
-- move each account once). Rows are upserted in account order, so two transactions posting to the same
-- accounts take their row locks in one order and cannot deadlock on them.
CREATE FUNCTION "ledger_postings_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "account_balances";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "account_balances" ("account", "balance")
    SELECT "account", sum("amount") FROM "new_postings" GROUP BY "account" ORDER BY "account"
    ON CONFLICT ("account") DO UPDATE SET "balance" = "account_balances"."balance" + excluded."balance";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "account_balances" ("account", "balance")
    SELECT "account", -sum("amount") FROM "old_postings" GROUP BY "account" ORDER BY "account"
    ON CONFLICT ("account") DO UPDATE SET "balance" = "account_balances"."balance" + excluded."balance";
  ELSE
    INSERT INTO "account_balances" ("account", "balance")
    SELECT d."account", sum(d."amount") FROM (
      SELECT "account", "amount" FROM "new_postings" UNION ALL SELECT "account", -"amount" FROM "old_postings"
    ) d GROUP BY d."account" ORDER BY d."account"
    ON CONFLICT ("account") DO UPDATE SET "balance" = "account_balances"."balance" + excluded."balance";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balances_insert" AFTER INSERT ON "ledger_postings" REFERENCING NEW TABLE AS "new_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_balances"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balances_update" AFTER UPDATE ON "ledger_postings" REFERENCING OLD TABLE AS "old_postings" NEW TABLE AS "new_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_balances"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balances_delete" AFTER DELETE ON "ledger_postings" REFERENCING OLD TABLE AS "old_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_balances"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balances_truncate" AFTER TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_balances"();
