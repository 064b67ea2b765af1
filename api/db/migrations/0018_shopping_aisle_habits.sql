CREATE TABLE "shopping_aisle_habits" (
	"user_id" integer NOT NULL,
	"aisle" text NOT NULL,
	"mean_progress" real NOT NULL,
	"ticks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_aisle_habits_user_id_aisle_pk" PRIMARY KEY("user_id","aisle")
);
--> statement-breakpoint
ALTER TABLE "shopping_aisle_habits" ADD CONSTRAINT "shopping_aisle_habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;