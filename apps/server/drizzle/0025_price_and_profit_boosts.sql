CREATE TABLE "price_boosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"outcome_id" text NOT NULL,
	"boosted_odds_scaled" integer NOT NULL,
	"max_stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_boosts_max_stake_positive" CHECK ("price_boosts"."max_stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "bet_selections" ADD COLUMN "price_boost_id" integer;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD COLUMN "unboosted_odds_scaled" integer;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "boost_bp" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "boost_bp" integer;--> statement-breakpoint
ALTER TABLE "bet_bonuses" ADD COLUMN "boost_paid" bigint;--> statement-breakpoint
CREATE INDEX "price_boosts_match" ON "price_boosts" USING btree ("match_id");