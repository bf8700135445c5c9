CREATE TABLE "player_points" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"freebets_count" integer DEFAULT 0 NOT NULL,
	"farmed_amount" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_points_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "point_awards" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_campaigns" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"point_stake" bigint NOT NULL,
	"min_stake" bigint NOT NULL,
	"target_points" integer,
	"max_freebets" integer,
	"freebet_amount" bigint,
	"initial_pool" bigint,
	"pool_share_bp" integer,
	"prize_shares_bp" jsonb,
	"pool" bigint DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_points" ADD CONSTRAINT "player_points_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_points" ADD CONSTRAINT "player_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_awards" ADD CONSTRAINT "point_awards_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_campaigns" ADD CONSTRAINT "points_campaigns_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_points_rank" ON "player_points" USING btree ("campaign_id","points","reached_at");