CREATE TABLE "bet_edits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"old_bet_id" bigint NOT NULL,
	"new_bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"cashout" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_edits" ADD CONSTRAINT "bet_edits_old_bet_id_bets_id_fk" FOREIGN KEY ("old_bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_edits" ADD CONSTRAINT "bet_edits_new_bet_id_bets_id_fk" FOREIGN KEY ("new_bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_edits" ADD CONSTRAINT "bet_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_edits_old" ON "bet_edits" USING btree ("old_bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_edits_new" ON "bet_edits" USING btree ("new_bet_id");