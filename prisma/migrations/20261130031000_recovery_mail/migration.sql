-- Password-reset links to mail: how many were asked for (each within the hourly limit) and not yet
-- mailed, and when a node should mail the next; claimed by a node's mailer like a verification
-- link, so a link survives the node that took the request and a mail server that refuses for now.
ALTER TABLE "email_addresses" ADD COLUMN "recovery_mails_due" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "email_addresses" ADD COLUMN "recovery_mail_due_at" TIMESTAMPTZ(3);

CREATE INDEX "email_addresses_recovery_mail_due_at_idx" ON "email_addresses"("recovery_mail_due_at");
