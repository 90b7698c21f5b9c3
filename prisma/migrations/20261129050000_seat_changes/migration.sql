-- What happened to a seat during play apart from its moves: resigned, timed out, voted out, reclaimed.
CREATE TABLE "seat_changes" (
    "id" BIGSERIAL NOT NULL,
    "match_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seat_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "seat_changes_match_id_idx" ON "seat_changes"("match_id");

-- AddForeignKey
ALTER TABLE "seat_changes" ADD CONSTRAINT "seat_changes_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
