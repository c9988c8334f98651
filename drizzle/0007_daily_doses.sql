CREATE TABLE "daily_doses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"presses" integer DEFAULT 0 NOT NULL,
	"astro_fact" text,
	"call_to_action" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_doses" ADD CONSTRAINT "daily_doses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;