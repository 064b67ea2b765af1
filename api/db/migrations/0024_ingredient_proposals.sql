CREATE TYPE "public"."ingredient_proposal_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "ingredient_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name_es" text,
	"name_en" text,
	"folded_es" text,
	"folded_en" text,
	"source_line" text,
	"status" "ingredient_proposal_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"ingredient_id" integer,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_proposals" ADD CONSTRAINT "ingredient_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_proposals" ADD CONSTRAINT "ingredient_proposals_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_proposals" ADD CONSTRAINT "ingredient_proposals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_proposals_pending_es_unique" ON "ingredient_proposals" USING btree ("folded_es") WHERE "ingredient_proposals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_proposals_pending_en_unique" ON "ingredient_proposals" USING btree ("folded_en") WHERE "ingredient_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ingredient_proposals_status_idx" ON "ingredient_proposals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ingredient_proposals_user_idx" ON "ingredient_proposals" USING btree ("user_id");