CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_type_entity_id_pk" PRIMARY KEY("user_id","type","entity_id")
);
--> statement-breakpoint
ALTER TABLE "player_settings" ADD COLUMN "video_enabled" boolean;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;