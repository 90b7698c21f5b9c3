-- An action the platform played for a seat whose clock ran out, so the log never says the player
-- chose it. Existing entries were all the players' own or their bots'.
ALTER TABLE "match_events" ADD COLUMN "timed_out" BOOLEAN NOT NULL DEFAULT false;
