-- A tournament's chat: a message belongs to a match's table (PLAYERS, SPECTATORS) or to a
-- tournament (TOURNAMENT), never both, and goes with whichever it belongs to.
ALTER TYPE "chat_channel" ADD VALUE 'TOURNAMENT';

ALTER TABLE "chat_messages" ALTER COLUMN "match_id" DROP NOT NULL,
ADD COLUMN "tournament_id" TEXT,
ADD CONSTRAINT "chat_messages_one_place" CHECK (("match_id" IS NULL) <> ("tournament_id" IS NULL));

CREATE INDEX "chat_messages_tournament_id_created_at_idx" ON "chat_messages"("tournament_id", "created_at");

ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
