CREATE TABLE "bet_acca_offers" (
	"bet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"min_legs" integer NOT NULL,
	"min_odds_scaled" integer NOT NULL,
	"ranges" jsonb,
	"percent" real,
	"cap" bigint NOT NULL,
	"day" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reward" bigint,
	"freebet_id" bigint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_acca_offers_bet_id_kind_pk" PRIMARY KEY("bet_id","kind")
);
--> statement-breakpoint
ALTER TABLE "bet_acca_offers" ADD CONSTRAINT "bet_acca_offers_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_acca_offers" ADD CONSTRAINT "bet_acca_offers_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_acca_offers_user" ON "bet_acca_offers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_acca_offers_insurance_day" ON "bet_acca_offers" USING btree ("user_id","day") WHERE "bet_acca_offers"."kind" = 'acca_insurance';