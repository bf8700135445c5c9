CREATE TABLE "bet_lucky_bonuses" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"system_name" text NOT NULL,
	"one_winner_odds_multiplier" integer,
	"all_winners_percent" real,
	"base" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reward" bigint,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lucky_bonus_terms" (
	"system_name" text PRIMARY KEY NOT NULL,
	"one_winner_odds_multiplier" integer,
	"all_winners_percent" real,
	"base" text DEFAULT 'winnings' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lucky_bonus_terms_some" CHECK ("lucky_bonus_terms"."one_winner_odds_multiplier" >= 2 or "lucky_bonus_terms"."all_winners_percent" > 0)
);
--> statement-breakpoint
ALTER TABLE "bet_lucky_bonuses" ADD CONSTRAINT "bet_lucky_bonuses_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;