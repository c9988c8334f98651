CREATE TABLE "compatibility_results" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"texts_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text,
	"birth_place" text NOT NULL,
	"birth_latitude" double precision NOT NULL,
	"birth_longitude" double precision NOT NULL,
	"birth_timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_people_slot_check" CHECK ("saved_people"."slot" >= 1),
	CONSTRAINT "saved_people_latitude_check" CHECK ("saved_people"."birth_latitude" between -90 and 90),
	CONSTRAINT "saved_people_longitude_check" CHECK ("saved_people"."birth_longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "compatibility_results" ADD CONSTRAINT "compatibility_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_people" ADD CONSTRAINT "saved_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_people_user_slot" ON "saved_people" USING btree ("user_id","slot");