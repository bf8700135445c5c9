CREATE TABLE "bet_selections" (
	"bet_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds_scaled" integer NOT NULL,
	"match_urn_id" text NOT NULL,
	"match_name" text NOT NULL,
	"sport_key" text NOT NULL,
	"provider" text NOT NULL,
	"market_name" text NOT NULL,
	"outcome_name" text NOT NULL,
	"result" text,
	CONSTRAINT "bet_selections_bet_id_position_pk" PRIMARY KEY("bet_id","position")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"system_win_count" smallint,
	"system_total_count" smallint,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"initial_stake" bigint NOT NULL,
	"potential_win" bigint NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"cashout_offer" bigint,
	"device_id" text NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_non_negative" CHECK ("bets"."stake" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "player_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stakes" jsonb,
	"auto_accept_odds_change" text,
	"odds_type" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bets" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_settings" ADD CONSTRAINT "player_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_selections_match" ON "bet_selections" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bets_user" ON "bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bets_open" ON "bets" USING btree ("id") WHERE "bets"."status" = 'waiting_results';