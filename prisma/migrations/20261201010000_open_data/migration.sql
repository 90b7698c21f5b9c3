-- Open data (issue #35). A deleted account's seats keep one random key in common, so a monthly
-- export numbers that departed player consistently (`deleted-N`) without naming them.
ALTER TABLE "seats" ADD COLUMN "departed_key" TEXT;

-- One row per game and month of open-data files: the job any node claims when due, and what the
-- written file holds (matches, bytes, checksum).
CREATE TABLE "data_exports" (
    "game" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "due_at" TIMESTAMPTZ(3),
    "final" BOOLEAN NOT NULL DEFAULT false,
    "matches" INTEGER,
    "bytes" BIGINT,
    "sha256" TEXT,
    "written_at" TIMESTAMPTZ(3),

    CONSTRAINT "data_exports_pkey" PRIMARY KEY ("game","month")
);

-- The due files, soonest first, for the nodes that claim them.
CREATE INDEX "data_exports_due_at_idx" ON "data_exports"("due_at");

-- A departed player's earlier rated seats, counted by the export (few rows each).
CREATE INDEX "seats_departed_key_idx" ON "seats"("departed_key");
