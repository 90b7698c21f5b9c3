-- Swiss rounds at fixed times (turn-based events): round k + 1 starts no sooner than the start plus
-- k times `round_hours`, and no sooner than the last match of round k ends. Null: each round starts
-- as the one before ends.
ALTER TABLE "tournaments" ADD COLUMN "round_hours" INTEGER;
