-- Post-game reviews (issue #34): one job row per match and seat, claimed by any node with a free
-- bot worker, its reviewed decisions appended as they come.
CREATE TYPE "review_status" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED');

CREATE TABLE "match_reviews" (
    "id" TEXT NOT NULL,
    "match_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "requested_by_id" TEXT,
    "status" "review_status" NOT NULL DEFAULT 'QUEUED',
    "total" INTEGER,
    "decisions" JSONB NOT NULL DEFAULT '[]',
    "lease_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "match_reviews_pkey" PRIMARY KEY ("id")
);

-- One review per match and seat: asking twice finds the first.
CREATE UNIQUE INDEX "match_reviews_match_id_seat_key" ON "match_reviews"("match_id", "seat");

-- The jobs to claim: waiting ones and running ones whose lease ran out.
CREATE INDEX "match_reviews_status_lease_until_idx" ON "match_reviews"("status", "lease_until");

-- An account's reviews of the last day, for the daily limit.
CREATE INDEX "match_reviews_requested_by_id_created_at_idx" ON "match_reviews"("requested_by_id", "created_at");

ALTER TABLE "match_reviews" ADD CONSTRAINT "match_reviews_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "match_reviews" ADD CONSTRAINT "match_reviews_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
