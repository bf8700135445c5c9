DROP INDEX "jackpot_contributions_uncounted";--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX "jackpot_contributions_drawable" ON "jackpot_contributions" USING btree ("id") WHERE not "jackpot_contributions"."counted" and "jackpot_contributions"."state" = 'in_draw';--> statement-breakpoint
-- Contributions already counted, or of bets already settled, are in the draw; a bet cashed out in
-- full before it settled keeps no chance (issue #27); bets still open wait for their settlement.
UPDATE "jackpot_contributions" c SET "state" = CASE
    WHEN c."counted" THEN 'in_draw'
    WHEN b."status" = 'cashed_out' THEN 'withdrawn'
    WHEN b."status" IN ('done', 'cancelled') THEN 'in_draw'
    ELSE 'pending' END
  FROM "bets" b WHERE b."id" = c."bet_id";
