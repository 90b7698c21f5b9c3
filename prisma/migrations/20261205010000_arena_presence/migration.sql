-- Arena presence: who has an arena in sight, per server node, until when. A wave seats only the
-- players with a row still valid; a node renews its rows and deletes them as subscriptions close.
CREATE TABLE "tournament_presence" (
    "tournament_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "node" TEXT NOT NULL,
    "until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tournament_presence_pkey" PRIMARY KEY ("tournament_id", "user_id", "node")
);

CREATE INDEX "tournament_presence_user_id_idx" ON "tournament_presence"("user_id");

ALTER TABLE "tournament_presence" ADD CONSTRAINT "tournament_presence_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "tournament_presence" ADD CONSTRAINT "tournament_presence_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
