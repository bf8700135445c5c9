CREATE TABLE "bet_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"result" text NOT NULL,
	"amount" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"actor" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_history" ADD CONSTRAINT "bet_history_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_history_bet" ON "bet_history" USING btree ("bet_id","id");