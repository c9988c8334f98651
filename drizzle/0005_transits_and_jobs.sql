CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "transits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"transiting" text NOT NULL,
	"natal" text NOT NULL,
	"aspect" text NOT NULL,
	"pass_key" text NOT NULL,
	"pass" integer NOT NULL,
	"pass_count" integer NOT NULL,
	"enters_at" timestamp with time zone NOT NULL,
	"exact_at" timestamp with time zone,
	"leaves_at" timestamp with time zone NOT NULL,
	"target_longitude" double precision NOT NULL,
	"min_orb" double precision NOT NULL,
	"retrograde" boolean NOT NULL,
	"impact" text NOT NULL,
	"impact_score" double precision NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transits_status_check" CHECK ("transits"."status" in ('pending', 'processing', 'done')),
	CONSTRAINT "transits_impact_check" CHECK ("transits"."impact" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
ALTER TABLE "transits" ADD CONSTRAINT "transits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_ready" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "transits_user_pass_key" ON "transits" USING btree ("user_id","transiting","natal","aspect","pass_key");--> statement-breakpoint
CREATE INDEX "transits_user_window" ON "transits" USING btree ("user_id","enters_at","leaves_at");