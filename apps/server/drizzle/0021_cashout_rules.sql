CREATE TABLE "cashout_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"threshold" bigint NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "cashout_rules_threshold_positive" CHECK ("cashout_rules"."threshold" > 0)
);
--> statement-breakpoint
ALTER TABLE "cashout_rules" ADD CONSTRAINT "cashout_rules_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashout_rules" ADD CONSTRAINT "cashout_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashout_rules_active_bet" ON "cashout_rules" USING btree ("bet_id") WHERE "cashout_rules"."state" = 'active';--> statement-breakpoint
CREATE INDEX "cashout_rules_bet" ON "cashout_rules" USING btree ("bet_id","id");