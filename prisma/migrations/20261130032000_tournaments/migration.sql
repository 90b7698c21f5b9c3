-- Tournaments: Swiss now, arena later. Standings are never stored: they are computed from the
-- finished matches of `tournament_matches`. Pairing is claimed per tournament with
-- `FOR UPDATE SKIP LOCKED` on its row, by whichever node looks first.
CREATE TYPE "tournament_format" AS ENUM ('SWISS', 'ARENA');

CREATE TYPE "tournament_status" AS ENUM ('SCHEDULED', 'RUNNING', 'FINISHED');

CREATE TABLE "tournaments" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "format" "tournament_format" NOT NULL,
    "players_per_table" INTEGER NOT NULL,
    "clock" TEXT NOT NULL,
    "rounds" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "visibility" "match_visibility" NOT NULL,
    "invite_code" TEXT,
    "max_players" INTEGER NOT NULL,
    "min_rated_matches" INTEGER NOT NULL,
    "status" "tournament_status" NOT NULL DEFAULT 'SCHEDULED',
    "current_round" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournaments_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "tournament_entries" (
    "tournament_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawn_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_entries_pkey" PRIMARY KEY ("tournament_id", "user_id")
);

CREATE TABLE "tournament_rounds" (
    "tournament_id" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_rounds_pkey" PRIMARY KEY ("tournament_id", "round")
);

CREATE TABLE "tournament_matches" (
    "id" TEXT NOT NULL,
    "tournament_id" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "table_number" INTEGER NOT NULL,
    "match_id" TEXT,
    "players" TEXT[],
    "bye" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "tournament_matches_pkey" PRIMARY KEY ("id")
);

-- The round driver's look for tournaments due to start or to pair.
CREATE INDEX "tournaments_status_starts_at_idx" ON "tournaments"("status", "starts_at");

-- The list, by status and game, newest first.
CREATE INDEX "tournaments_status_game_created_at_idx" ON "tournaments"("status", "game", "created_at");

-- A player's tournaments.
CREATE INDEX "tournament_entries_user_id_idx" ON "tournament_entries"("user_id");

CREATE UNIQUE INDEX "tournament_matches_match_id_key" ON "tournament_matches"("match_id");

CREATE UNIQUE INDEX "tournament_matches_tournament_id_round_table_number_key" ON "tournament_matches"("tournament_id", "round", "table_number");

-- AddForeignKey
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE SET NULL ON UPDATE CASCADE;
