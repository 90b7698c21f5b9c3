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
