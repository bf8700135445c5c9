CREATE TABLE "sign_in_throttles" (
	"login" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"throttled_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttles_last_failure" ON "sign_in_throttles" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_at";