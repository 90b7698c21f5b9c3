-- Mail: an optional, verified address per account, per-kind preferences, and the notifications
-- table as the mailer's outbox (each row is decided once: mailed, skipped or left to the digest).
CREATE TYPE "mail_delivery" AS ENUM ('OFF', 'EVERY', 'DIGEST');
CREATE TYPE "mail_state" AS ENUM ('PENDING', 'DIGEST', 'SENT', 'SKIPPED');
CREATE TYPE "mail_kind" AS ENUM ('EVENT', 'DIGEST', 'VERIFICATION');

-- Notifications written before mail existed need none; from now on each starts PENDING, due at once.
ALTER TABLE "notifications"
ADD COLUMN "mail_state" "mail_state" NOT NULL DEFAULT 'SKIPPED',
ADD COLUMN "mail_due_at" TIMESTAMPTZ(3);
ALTER TABLE "notifications" ALTER COLUMN "mail_state" SET DEFAULT 'PENDING';
ALTER TABLE "notifications" ALTER COLUMN "mail_due_at" SET DEFAULT CURRENT_TIMESTAMP;

-- The mailer's claims: notifications whose mail is due, oldest first.
CREATE INDEX "notifications_mail_due_at_idx" ON "notifications"("mail_due_at");

-- CreateTable
CREATE TABLE "email_addresses" (
    "user_id" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "verified_at" TIMESTAMPTZ(3),
    "verify_nonce" TEXT,
    "verify_expires_at" TIMESTAMPTZ(3),
    "verify_mail_due_at" TIMESTAMPTZ(3),
    "verify_requested_at" TIMESTAMPTZ(3),
    "digest_due_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_addresses_pkey" PRIMARY KEY ("user_id")
);

-- Verification links to mail, and digests due: each claimed by due time.
CREATE INDEX "email_addresses_verify_mail_due_at_idx" ON "email_addresses"("verify_mail_due_at");
CREATE INDEX "email_addresses_digest_due_at_idx" ON "email_addresses"("digest_due_at");

-- CreateTable
CREATE TABLE "mail_preferences" (
    "user_id" TEXT NOT NULL,
    "kind" "notification_kind" NOT NULL,
    "delivery" "mail_delivery" NOT NULL,

    CONSTRAINT "mail_preferences_pkey" PRIMARY KEY ("user_id","kind")
);

-- CreateTable
CREATE TABLE "mail_sends" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" "mail_kind" NOT NULL,
    "notifications" INTEGER NOT NULL DEFAULT 0,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_sends_pkey" PRIMARY KEY ("id")
);

-- An account's mails of the last hour (the limit), and old rows for pruning.
CREATE INDEX "mail_sends_user_id_sent_at_idx" ON "mail_sends"("user_id", "sent_at");
CREATE INDEX "mail_sends_sent_at_idx" ON "mail_sends"("sent_at");

-- CreateTable
CREATE TABLE "mail_secret" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "secret" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_secret_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
