CREATE TABLE "birth_charts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chart" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generated_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"mode" text NOT NULL,
	"content" jsonb NOT NULL,
	"source" text DEFAULT 'builtin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_texts_mode_check" CHECK ("generated_texts"."mode" in ('normal', 'roast'))
);
--> statement-breakpoint
ALTER TABLE "birth_charts" ADD CONSTRAINT "birth_charts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_texts" ADD CONSTRAINT "generated_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_texts_user_kind_key_mode_key" ON "generated_texts" USING btree ("user_id","kind","key","mode");