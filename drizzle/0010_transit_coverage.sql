CREATE TABLE "transit_coverage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_coverage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"chart_version" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transit_coverage_span_check" CHECK ("transit_coverage"."ends_at" > "transit_coverage"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "transit_coverage" ADD CONSTRAINT "transit_coverage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transit_coverage_user_span" ON "transit_coverage" USING btree ("user_id","chart_version","starts_at","ends_at");