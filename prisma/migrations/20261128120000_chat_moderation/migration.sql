-- Chat moderation: moderators (granted by an operator script), a report's category, closing
-- reports, and hiding a message from every reader.
ALTER TABLE "users" ADD COLUMN "is_moderator" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" TIMESTAMPTZ(3);

-- CreateEnum
CREATE TYPE "chat_report_category" AS ENUM ('ABUSE', 'CHEATING', 'SPAM', 'OTHER');

-- CreateEnum
CREATE TYPE "chat_report_resolution" AS ENUM ('DISMISSED', 'HIDDEN');

ALTER TABLE "chat_reports" ADD COLUMN "category" "chat_report_category" NOT NULL DEFAULT 'OTHER',
ADD COLUMN "resolved_at" TIMESTAMPTZ(3),
ADD COLUMN "resolved_by_id" TEXT,
ADD COLUMN "resolution" "chat_report_resolution";

-- CreateIndex
CREATE INDEX "chat_reports_resolved_at_message_id_idx" ON "chat_reports"("resolved_at", "message_id");

-- CreateIndex
CREATE INDEX "chat_reports_resolved_by_id_idx" ON "chat_reports"("resolved_by_id");

-- AddForeignKey
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
