ALTER TABLE "bets" ADD COLUMN "system_name" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "system_lines" smallint;