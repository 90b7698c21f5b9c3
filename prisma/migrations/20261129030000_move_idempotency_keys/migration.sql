-- A move may carry its client's idempotency key (submitAction's `idempotencyKey`): a retry with the
-- same key, after an answer lost to an outage, is told the move was applied instead of STALE_SEQ.
ALTER TABLE "match_events" ADD COLUMN "idempotency_key" TEXT;
