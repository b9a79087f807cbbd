CREATE TABLE "poll_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poll_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_id_user_id_option_id_pk" PRIMARY KEY("poll_id","user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"question" text NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_question_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"category_slug" text NOT NULL,
	"subject" text NOT NULL,
	"question_key" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text
);
--> statement-breakpoint
CREATE TABLE "run_sheet_confirmations" (
	"share_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"arrival_at" text NOT NULL,
	"setup_at" text,
	"note" text DEFAULT '' NOT NULL,
	"entry_version" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_sheet_confirmations_share_id_entry_id_pk" PRIMARY KEY("share_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "run_sheet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_sheet_id" uuid NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text,
	"title" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"vendor_name" text DEFAULT '' NOT NULL,
	"venue_id" uuid,
	"vendor_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_sheet_entries_starts_check" CHECK ("run_sheet_entries"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "run_sheet_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_sheet_id" uuid NOT NULL,
	"token" text NOT NULL,
	"label" text NOT NULL,
	"audience" text NOT NULL,
	"vendor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "run_sheet_shares_token_unique" UNIQUE("token"),
	CONSTRAINT "run_sheet_shares_audience_check" CHECK ("run_sheet_shares"."audience" in ('party', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "run_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"title" text NOT NULL,
	"day" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeline_task_deps" (
	"task_id" uuid NOT NULL,
	"depends_on_id" uuid NOT NULL,
	CONSTRAINT "timeline_task_deps_task_id_depends_on_id_pk" PRIMARY KEY("task_id","depends_on_id"),
	CONSTRAINT "timeline_task_deps_self_check" CHECK ("timeline_task_deps"."task_id" <> "timeline_task_deps"."depends_on_id")
);
--> statement-breakpoint
CREATE TABLE "timeline_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"area" text DEFAULT 'planning' NOT NULL,
	"source" text DEFAULT 'custom' NOT NULL,
	"template_key" text,
	"offset_days" integer,
	"pinned" boolean DEFAULT false NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'todo' NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"assignee_contributor_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_tasks_status_check" CHECK ("timeline_tasks"."status" in ('todo', 'done')),
	CONSTRAINT "timeline_tasks_source_check" CHECK ("timeline_tasks"."source" in ('generated', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "timelines" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"engine" text DEFAULT 'builtin' NOT NULL,
	"generated_at" timestamp with time zone,
	"calendar_token" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timelines_calendar_token_unique" UNIQUE("calendar_token")
);
--> statement-breakpoint
ALTER TABLE "couple_profiles" ADD COLUMN "style_quiz" jsonb;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_question_notes" ADD CONSTRAINT "vendor_question_notes_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_questionnaires" ADD CONSTRAINT "venue_questionnaires_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_questionnaires" ADD CONSTRAINT "venue_questionnaires_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_questionnaires" ADD CONSTRAINT "venue_questionnaires_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheet_confirmations" ADD CONSTRAINT "run_sheet_confirmations_share_id_run_sheet_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."run_sheet_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheet_confirmations" ADD CONSTRAINT "run_sheet_confirmations_entry_id_run_sheet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."run_sheet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheet_entries" ADD CONSTRAINT "run_sheet_entries_run_sheet_id_run_sheets_id_fk" FOREIGN KEY ("run_sheet_id") REFERENCES "public"."run_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheet_shares" ADD CONSTRAINT "run_sheet_shares_run_sheet_id_run_sheets_id_fk" FOREIGN KEY ("run_sheet_id") REFERENCES "public"."run_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheets" ADD CONSTRAINT "run_sheets_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_task_deps" ADD CONSTRAINT "timeline_task_deps_task_id_timeline_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."timeline_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_task_deps" ADD CONSTRAINT "timeline_task_deps_depends_on_id_timeline_tasks_id_fk" FOREIGN KEY ("depends_on_id") REFERENCES "public"."timeline_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_tasks" ADD CONSTRAINT "timeline_tasks_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_tasks" ADD CONSTRAINT "timeline_tasks_completed_by_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_tasks" ADD CONSTRAINT "timeline_tasks_assignee_contributor_id_couple_contributors_id_fk" FOREIGN KEY ("assignee_contributor_id") REFERENCES "public"."couple_contributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timelines" ADD CONSTRAINT "timelines_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_options_poll_idx" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "poll_votes_option_idx" ON "poll_votes" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "polls_couple_idx" ON "polls" USING btree ("couple_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_question_notes_idx" ON "vendor_question_notes" USING btree ("couple_id","category_slug",lower("subject"),"question_key");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_questionnaires_inquiry_idx" ON "venue_questionnaires" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "venue_questionnaires_couple_idx" ON "venue_questionnaires" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "run_sheet_entries_sheet_idx" ON "run_sheet_entries" USING btree ("run_sheet_id","starts_at");--> statement-breakpoint
CREATE INDEX "run_sheet_shares_sheet_idx" ON "run_sheet_shares" USING btree ("run_sheet_id");--> statement-breakpoint
CREATE INDEX "run_sheets_couple_idx" ON "run_sheets" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "timeline_task_deps_depends_idx" ON "timeline_task_deps" USING btree ("depends_on_id");--> statement-breakpoint
CREATE INDEX "timeline_tasks_couple_idx" ON "timeline_tasks" USING btree ("couple_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_tasks_template_idx" ON "timeline_tasks" USING btree ("couple_id","template_key") WHERE "timeline_tasks"."template_key" is not null;--> statement-breakpoint
CREATE INDEX "timeline_tasks_assignee_idx" ON "timeline_tasks" USING btree ("assignee_contributor_id");