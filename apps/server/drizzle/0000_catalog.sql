CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "feed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"outcomes" jsonb NOT NULL,
	"groups" text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"most_balanced" boolean DEFAULT false NOT NULL,
	"next_bet_stop" timestamp with time zone,
	"custom_bet_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"result" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_match_id_market_id_specifier_pk" PRIMARY KEY("match_id","market_id","specifier")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text DEFAULT 'match' NOT NULL,
	"name" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"competitors" jsonb NOT NULL,
	"stadium" text,
	"city" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"stage" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"statistics" jsonb,
	"main_market_id" integer,
	"main_market_specifier" text DEFAULT '' NOT NULL,
	"secondary_market_id" integer,
	"secondary_market_specifier" text DEFAULT '' NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"model" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"key" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'season' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"main_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	"secondary_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sport_slug" ON "categories" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "matches_status_start" ON "matches" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "matches_tournament" ON "matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "matches_sport_start" ON "matches" USING btree ("sport_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_slug" ON "matches" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_sport_slug" ON "tournaments" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "tournaments_category" ON "tournaments" USING btree ("category_id");