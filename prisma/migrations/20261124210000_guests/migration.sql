-- Guest accounts: made in one click to try a game against bots, without a password until claimed.
ALTER TABLE "users" ADD COLUMN "is_guest" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "users_is_guest_created_at_idx" ON "users"("is_guest", "created_at");
