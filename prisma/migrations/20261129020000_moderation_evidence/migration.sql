-- Moderation evidence outlives a deleted account: its reported chat messages and their reports are
-- kept for moderators, by a record of the departed account that also holds its handle back, until a
-- sweep removes them; reports made by a deleted account stay, without its name.

-- CreateTable
CREATE TABLE "departed_accounts" (
    "id" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "handle_key" TEXT NOT NULL,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "keep_until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "departed_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "departed_accounts_handle_key_key" ON "departed_accounts"("handle_key");

-- CreateIndex
CREATE INDEX "departed_accounts_keep_until_idx" ON "departed_accounts"("keep_until");

-- AlterTable
ALTER TABLE "chat_messages" ALTER COLUMN "author_id" DROP NOT NULL,
ADD COLUMN "departed_author_id" TEXT;

-- CreateIndex
CREATE INDEX "chat_messages_departed_author_id_idx" ON "chat_messages"("departed_author_id");

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_departed_author_id_fkey" FOREIGN KEY ("departed_author_id") REFERENCES "departed_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "chat_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;

-- DropForeignKey
ALTER TABLE "chat_reports" DROP CONSTRAINT "chat_reports_reporter_id_fkey";

-- AddForeignKey
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
