-- Vacations: a player's turn-based clocks stand still from `starts_at` to `ends_at` (moved to the
-- moment they come back, when they end it early); `days` is what it costs of the yearly allowance.
-- Clocks read the stretches overlapping a decision; nothing else is written when one starts or ends
-- on time.
CREATE TABLE "vacations" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "days" INTEGER NOT NULL,

    CONSTRAINT "vacations_pkey" PRIMARY KEY ("id")
);

-- A player's vacations that end after a moment: the current one, those overlapping a decision, the
-- year's allowance (few rows per player).
CREATE INDEX "vacations_user_id_ends_at_idx" ON "vacations"("user_id", "ends_at");

-- AddForeignKey
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The ranked queue a ticket waits in: null for the live one, a turn-based pace (DAYS_1) for the
-- turn-based one; each pools its own players.
ALTER TABLE "queue_tickets" ADD COLUMN "pace" TEXT;

-- Whether a match plays a turn-based pace (its clock's `settings.turnBased`), as a column the idle
-- sweeps can range over: an open or active live table idle past its time is found through
-- (status, turn_based, touched_at) without reading the turn-based matches that wait days for a
-- move (100,000 of them would be read every 30 s on every node through (status, touched_at)).
ALTER TABLE "matches" ADD COLUMN "turn_based" BOOLEAN NOT NULL DEFAULT false;
UPDATE "matches" SET "turn_based" = true WHERE "clock"->'settings'->>'turnBased' = 'true';
DROP INDEX "matches_status_touched_at_idx";
CREATE INDEX "matches_status_turn_based_touched_at_idx" ON "matches"("status", "turn_based", "touched_at");
