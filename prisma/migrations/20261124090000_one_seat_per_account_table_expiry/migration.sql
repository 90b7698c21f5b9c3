-- One seat per account at each match, open tables that pass to whoever has sat there longest when
-- their creator leaves, and open tables that expire (issue #14).
--
-- Before this migration, concurrent joinMatch calls could seat one account twice at a table. The
-- unique index below cannot be built over such rows, so they are settled first: the account keeps
-- its lowest-numbered seat and loses the others. At an open table those seats simply open again.
-- A match under way with such an account can never finish (the account always plays as its first
-- seat, so the other seat's turn never comes), so it is aborted, as if its players had left.

-- Abort matches under way where an account holds two seats.
UPDATE "matches" AS m
SET "status" = 'ABORTED', "finished_at" = CURRENT_TIMESTAMP, "deadline_at" = NULL
WHERE m."status" = 'ACTIVE'
  AND EXISTS (
    SELECT 1 FROM "seats" AS s
    WHERE s."match_id" = m."id" AND s."user_id" IS NOT NULL
    GROUP BY s."user_id"
    HAVING count(*) > 1
  );

-- Free every seat of an account but its lowest-numbered one at the same match.
UPDATE "seats" AS s
SET "user_id" = NULL
WHERE s."user_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "seats" AS first
    WHERE first."match_id" = s."match_id" AND first."user_id" = s."user_id" AND first."seat" < s."seat"
  );

-- AlterTable: who sat down when; people already seated count from the table's opening.
ALTER TABLE "seats" ADD COLUMN     "seated_at" TIMESTAMPTZ(3);

UPDATE "seats" AS s
SET "seated_at" = m."created_at"
FROM "matches" AS m
WHERE m."id" = s."match_id" AND s."user_id" IS NOT NULL;

-- AlterTable: open tables already there get a full idle period from now.
ALTER TABLE "matches" ADD COLUMN     "touched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "matches_status_touched_at_idx" ON "matches"("status", "touched_at");

-- CreateIndex
CREATE UNIQUE INDEX "seats_match_id_user_id_key" ON "seats"("match_id", "user_id");
