-- Notifications: one row per thing a person is told (their turn, a result, a challenge), written in
-- the transaction of the act that causes it, read through `notifications` and pushed live.
CREATE TYPE "notification_kind" AS ENUM ('YOUR_TURN', 'MATCH_FINISHED', 'INVITED', 'CHALLENGED', 'TOURNAMENT_ROUND');

-- CreateTable
CREATE TABLE "notifications" (
    "id" TEXT NOT NULL,
    "recipient_id" TEXT NOT NULL,
    "kind" "notification_kind" NOT NULL,
    "match_id" TEXT,
    "tournament_id" TEXT,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- The list, newest first, read by key.
CREATE INDEX "notifications_recipient_id_created_at_id_idx" ON "notifications"("recipient_id", "created_at" DESC, "id" DESC);

-- Unread counts, and marking everything read.
CREATE INDEX "notifications_recipient_id_read_at_idx" ON "notifications"("recipient_id", "read_at");

-- Read notifications past their keeping period, for the sweep that prunes them.
CREATE INDEX "notifications_read_at_idx" ON "notifications"("read_at");

-- A match's notifications: one unread YOUR_TURN per player, the results to push, the cascade.
CREATE INDEX "notifications_match_id_recipient_id_idx" ON "notifications"("match_id", "recipient_id");

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
