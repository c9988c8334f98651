CREATE TABLE "oracle_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oracle_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"asked_on" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"topic" text NOT NULL,
	"roast_mode" boolean NOT NULL,
	"basis" jsonb NOT NULL,
	"source" text DEFAULT 'builtin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oracle_questions" ADD CONSTRAINT "oracle_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oracle_questions_user_day" ON "oracle_questions" USING btree ("user_id","asked_on");