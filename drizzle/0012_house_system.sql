ALTER TABLE "users" ADD COLUMN "house_system" text DEFAULT 'Placidus' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "node_type" text DEFAULT 'true' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_house_system_check" CHECK ("users"."house_system" in ('Placidus', 'Koch', 'Equal', 'WholeSign', 'Porphyry', 'Regiomontanus', 'Campanus'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_node_type_check" CHECK ("users"."node_type" in ('true', 'mean'));