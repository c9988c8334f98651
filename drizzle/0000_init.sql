CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"pending_email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"birth_date" text,
	"birth_time" text,
	"birth_time_known" boolean DEFAULT true NOT NULL,
	"birth_place" text,
	"birth_latitude" double precision,
	"birth_longitude" double precision,
	"birth_timezone" text,
	"timezone" text,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"subscription_status" text,
	"subscription_end_date" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_login_ip" text,
	CONSTRAINT "users_subscription_tier_check" CHECK ("users"."subscription_tier" in ('free', 'premium', 'pro')),
	CONSTRAINT "users_subscription_status_check" CHECK ("users"."subscription_status" is null or "users"."subscription_status" in ('active', 'cancelled')),
	CONSTRAINT "users_birth_latitude_check" CHECK ("users"."birth_latitude" is null or "users"."birth_latitude" between -90 and 90),
	CONSTRAINT "users_birth_longitude_check" CHECK ("users"."birth_longitude" is null or "users"."birth_longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));