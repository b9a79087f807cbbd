CREATE TABLE "june_intake_progress" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"step" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "june_intake_progress" ADD CONSTRAINT "june_intake_progress_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;