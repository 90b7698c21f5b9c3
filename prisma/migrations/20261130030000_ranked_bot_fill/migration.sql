-- A ranked ticket's choice of rated bots after a wait (null: never), and a rated bot's fixed rating.
ALTER TABLE "queue_tickets" ADD COLUMN "bot_fill_after_seconds" INTEGER;
ALTER TABLE "seats" ADD COLUMN "bot_rating" DOUBLE PRECISION;
