-- Pruning (server/exchange/service/retention.ts) finds replies older than the retention by created_at. On a large store, build the index beforehand without holding up bets:
-- CREATE INDEX CONCURRENTLY IF NOT EXISTS "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at"); (docs/operations.md#data-retention)
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
