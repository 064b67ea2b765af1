CREATE TYPE "public"."member_plan" AS ENUM('free', 'plus');--> statement-breakpoint
CREATE TYPE "public"."granted_role" AS ENUM('moderator', 'editor', 'host', 'admin');--> statement-breakpoint
CREATE TYPE "public"."role_change" AS ENUM('grant', 'revoke');--> statement-breakpoint
CREATE TABLE "role_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"role" "granted_role" NOT NULL,
	"change" "role_change" NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"user_id" integer NOT NULL,
	"role" "granted_role" NOT NULL,
	"granted_by_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_grants_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" "member_plan" DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_changes_user_idx" ON "role_changes" USING btree ("user_id","at");--> statement-breakpoint
-- Roles become grants (decision 064): each admin keeps the role as a grant, recorded as made by the
-- system (no actor) when the account was made.
INSERT INTO "role_grants" ("user_id", "role", "granted_at") SELECT "id", 'admin', "created_at" FROM "users" WHERE "role" = 'admin';--> statement-breakpoint
INSERT INTO "role_changes" ("user_id", "role", "change", "at") SELECT "id", 'admin', 'grant', "created_at" FROM "users" WHERE "role" = 'admin';--> statement-breakpoint
-- A role given or taken away changes what pages may show, as a change of users.role did (0007, 0025).
CREATE TRIGGER role_grants_change_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_grants FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();--> statement-breakpoint
CREATE TRIGGER role_grants_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_grants FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
DROP TYPE "public"."user_role";