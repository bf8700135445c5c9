CREATE TABLE "bet_bonuses" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"bonus_id" text NOT NULL,
	"type" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"bonus_odds_scaled" integer,
	"freebet_amount" bigint
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"terms" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"min_odds_scaled" integer,
	"max_odds_scaled" integer,
	"selections_from" smallint,
	"selections_to" smallint,
	"match_status" smallint,
	"ranges" jsonb,
	"country_codes" text[] DEFAULT '{}' NOT NULL,
	"only_verified" boolean DEFAULT false NOT NULL,
	"needs_activation" boolean DEFAULT false NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"valid_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaigns_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"min_odds_scaled" integer,
	"max_odds_scaled" integer,
	"selections_from" smallint,
	"selections_to" smallint,
	"match_status" smallint,
	"source" text NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"bet_id" bigint,
	CONSTRAINT "player_bonuses_amount_positive" CHECK ("player_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"valid_to" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"player_bonus_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
ALTER TABLE "bet_bonuses" ADD CONSTRAINT "bet_bonuses_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_bonuses_user" ON "player_bonuses" USING btree ("user_id","id");