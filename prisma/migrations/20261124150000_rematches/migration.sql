-- Rematches: a new table with the same game, options, clock and seats as a finished match (one per
-- match), which starts once every player of the first has accepted.
ALTER TABLE "matches" ADD COLUMN "rematch_of_id" TEXT;
CREATE UNIQUE INDEX "matches_rematch_of_id_key" ON "matches"("rematch_of_id");
ALTER TABLE "matches" ADD CONSTRAINT "matches_rematch_of_id_fkey" FOREIGN KEY ("rematch_of_id") REFERENCES "matches"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- Seats of existing tables count as accepted: only a rematch's seats wait for their players.
ALTER TABLE "seats" ADD COLUMN "ready" BOOLEAN NOT NULL DEFAULT true;
