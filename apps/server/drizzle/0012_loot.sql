CREATE TABLE "amb_bets" (
	"campaign_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	CONSTRAINT "amb_bets_campaign_id_bet_id_pk" PRIMARY KEY("campaign_id","bet_id")
);
--> statement-breakpoint
CREATE TABLE "amb_progress" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"freebets_count" integer DEFAULT 0 NOT NULL,
	"issued_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "amb_progress_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_campaign_rules" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freebet_boosts" (
	"player_bonus_id" bigint PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"multiplier_scaled" integer NOT NULL,
	"amount_before" bigint NOT NULL,
	"boosted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lootbox_chests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"prize" bigint NOT NULL,
	"currency" text NOT NULL,
	"player_bonus_id" bigint,
	"farmed_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lootbox_players" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"farmed_event_ids" integer[] DEFAULT '{}' NOT NULL,
	"boosts_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lootbox_players_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "amb_progress" ADD CONSTRAINT "amb_progress_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amb_progress" ADD CONSTRAINT "amb_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_campaign_rules" ADD CONSTRAINT "bonus_campaign_rules_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootbox_chests" ADD CONSTRAINT "lootbox_chests_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootbox_chests" ADD CONSTRAINT "lootbox_chests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootbox_players" ADD CONSTRAINT "lootbox_players_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootbox_players" ADD CONSTRAINT "lootbox_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lootbox_chests_bet" ON "lootbox_chests" USING btree ("campaign_id","bet_id");--> statement-breakpoint
CREATE INDEX "lootbox_chests_user" ON "lootbox_chests" USING btree ("user_id","campaign_id");