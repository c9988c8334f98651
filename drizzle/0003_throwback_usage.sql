CREATE TABLE "throwback_usage" (
	"user_id" integer NOT NULL,
	"usage_date" text NOT NULL,
	"horoscope_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "throwback_usage_user_id_usage_date_pk" PRIMARY KEY("user_id","usage_date")
);
--> statement-breakpoint
ALTER TABLE "throwback_usage" ADD CONSTRAINT "throwback_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;