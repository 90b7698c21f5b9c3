-- Casual matches without a clock: the other players' votes on a seat whose player stopped playing
-- (replace them with a bot, or end the match). Valid only at the seq they were cast at.
ALTER TABLE "matches" ADD COLUMN "absence_votes" JSONB;
