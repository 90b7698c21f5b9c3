-- Bots' turns are scheduled in the database, not in one server node's memory (issue #16): any node
-- claims a due row (FOR UPDATE SKIP LOCKED, pushing it a lease ahead) and plays, so a node that
-- dies or stops leaves nothing another node does not pick up.

-- AlterTable
ALTER TABLE "matches" ADD COLUMN     "bot_due_at" TIMESTAMPTZ(3);

-- Matches under way with a bot seat are looked at once; a bot that may not act clears its row.
UPDATE "matches" AS m
SET "bot_due_at" = CURRENT_TIMESTAMP
WHERE m."status" = 'ACTIVE'
  AND EXISTS (SELECT 1 FROM "seats" AS s WHERE s."match_id" = m."id" AND s."bot_level" IS NOT NULL);

-- CreateIndex
CREATE INDEX "matches_status_bot_due_at_idx" ON "matches"("status", "bot_due_at");
