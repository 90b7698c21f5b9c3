-- Sessions expire: when idle for 30 days, and in any case 90 days after sign-in (the defaults of
-- SESSION_IDLE_DAYS and SESSION_MAX_DAYS). API tokens keep a null expiry: they last until revoked.
ALTER TABLE "api_tokens" ADD COLUMN "expires_at" TIMESTAMPTZ(3);

-- Sessions signed in before this migration get the default windows, so none lives forever.
UPDATE "api_tokens"
SET "expires_at" = LEAST(COALESCE("last_used_at", "created_at") + INTERVAL '30 days',
                         "created_at" + INTERVAL '90 days')
WHERE "kind" = 'SESSION' AND "revoked_at" IS NULL;

-- A session's device was not recorded before: "" says so (the old rows all read "session").
UPDATE "api_tokens" SET "name" = '' WHERE "kind" = 'SESSION' AND "name" = 'session';
