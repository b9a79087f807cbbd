CREATE TABLE "couple_ai_context" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"last_interaction" timestamp with time zone DEFAULT now() NOT NULL,
	"interaction_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couple_chat_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"message_role" text NOT NULL,
	"message_content" text NOT NULL,
	"message_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couple_chat_history_role_check" CHECK ("couple_chat_history"."message_role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"rsvp_status" text DEFAULT 'pending' NOT NULL,
	"guest_type" text DEFAULT 'guest' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_rsvp_status_check" CHECK ("guests"."rsvp_status" in ('pending', 'attending', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"guide_slug" text NOT NULL,
	"guide_title" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'A') || setweight(to_tsvector('english', body), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_calls_status_check" CHECK ("planning_calls"."status" in ('confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "wedding_budgets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_budget" integer DEFAULT 0 NOT NULL,
	"guest_count" integer,
	"category_allocations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couple_profiles" ADD COLUMN "wedding_style" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "couple_ai_context" ADD CONSTRAINT "couple_ai_context_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_chat_history" ADD CONSTRAINT "couple_chat_history_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_calls" ADD CONSTRAINT "planning_calls_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_budgets" ADD CONSTRAINT "wedding_budgets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couple_chat_history_couple_idx" ON "couple_chat_history" USING btree ("couple_id","created_at");--> statement-breakpoint
CREATE INDEX "guests_couple_idx" ON "guests" USING btree ("couple_id","rsvp_status");--> statement-breakpoint
CREATE INDEX "knowledge_passages_search_idx" ON "knowledge_passages" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "planning_calls_slot_idx" ON "planning_calls" USING btree ("starts_at") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "planning_calls_couple_idx" ON "planning_calls" USING btree ("couple_id","starts_at");