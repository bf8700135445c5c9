CREATE TABLE "jackpot_contributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"contribution_id" bigint NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "jackpot_hits_contribution_id_unique" UNIQUE("contribution_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"seed" bigint NOT NULL,
	"drop_at" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"pool" bigint NOT NULL,
	CONSTRAINT "jackpot_levels_drop_above_seed" CHECK ("jackpot_levels"."drop_at" > "jackpot_levels"."seed" and "jackpot_levels"."seed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"min_odds_scaled" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpots_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_contributions_bet" ON "jackpot_contributions" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "jackpot_contributions_uncounted" ON "jackpot_contributions" USING btree ("id") WHERE not "jackpot_contributions"."counted";--> statement-breakpoint
CREATE INDEX "jackpot_hits_user" ON "jackpot_hits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot" ON "jackpot_hits" USING btree ("jackpot_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code" ON "jackpot_levels" USING btree ("jackpot_id","code");