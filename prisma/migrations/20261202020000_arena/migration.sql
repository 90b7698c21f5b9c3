-- Arenas (continuous pairing for a fixed time), a player's pause in one, and recurring tournaments.
-- An arena's waves are its rounds (`tournament_rounds`, `tournament_matches.round`); nothing else
-- about them is stored: who waits is read from the entries and the matches under way.
ALTER TABLE "tournaments" ADD COLUMN "duration_minutes" INTEGER;
ALTER TABLE "tournaments" ADD COLUMN "ends_at" TIMESTAMPTZ(3);
ALTER TABLE "tournaments" ADD COLUMN "recurrence_key" TEXT;

-- One tournament per occurrence of a recurring one, whichever node creates it first.
CREATE UNIQUE INDEX "tournaments_recurrence_key_key" ON "tournaments"("recurrence_key");

ALTER TABLE "tournament_entries" ADD COLUMN "paused_at" TIMESTAMPTZ(3);
