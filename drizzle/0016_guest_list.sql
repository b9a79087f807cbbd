CREATE TABLE "guest_event_answers" (
	"guest_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_event_answers_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id"),
	CONSTRAINT "guest_event_answers_status_check" CHECK ("guest_event_answers"."status" in ('attending', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "guest_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date,
	"starts_at" text,
	"location" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"asks_meal" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_invitations" (
	"household_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "guest_invitations_household_id_event_id_pk" PRIMARY KEY("household_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "guest_list_settings" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"rsvp_deadline" date,
	"meal_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_note" text DEFAULT '' NOT NULL,
	"registration_code" text,
	"registration_open" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"plus_ones_allowed" integer DEFAULT 0 NOT NULL,
	"rsvp_token" text NOT NULL,
	"token_revoked_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"source" text DEFAULT 'couple' NOT NULL,
	"review_status" text DEFAULT 'approved' NOT NULL,
	"song_request" text DEFAULT '' NOT NULL,
	"note_to_couple" text DEFAULT '' NOT NULL,
	"responder_email" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_plus_ones_check" CHECK ("households"."plus_ones_allowed" between 0 and 20),
	CONSTRAINT "households_review_status_check" CHECK ("households"."review_status" in ('approved', 'pending', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "wedding_websites" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"theme" text DEFAULT 'garden' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"password_hash" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "guest_type" SET DEFAULT 'friend';--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "household_id" uuid;--> statement-breakpoint
-- Guests from before households each become a household of one, with an unguessable RSVP token
-- (two v4 UUIDs: 244 random bits from the server's CSPRNG), so nothing is lost and every guest has a link.
INSERT INTO "households" ("id", "couple_id", "name", "email", "rsvp_token", "created_at")
SELECT g."id", g."couple_id", g."name", g."email",
  rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='),
  g."created_at"
FROM "guests" g;--> statement-breakpoint
UPDATE "guests" SET "household_id" = "id";--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "side" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "meal_choice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "dietary_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "is_unnamed_plus_one" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_event_answers" ADD CONSTRAINT "guest_event_answers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_event_answers" ADD CONSTRAINT "guest_event_answers_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD CONSTRAINT "guest_list_settings_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_websites" ADD CONSTRAINT "wedding_websites_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_event_answers_event_idx" ON "guest_event_answers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "guest_events_couple_idx" ON "guest_events" USING btree ("couple_id","position");--> statement-breakpoint
CREATE INDEX "guest_invitations_event_idx" ON "guest_invitations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_list_settings_code_idx" ON "guest_list_settings" USING btree ("registration_code");--> statement-breakpoint
CREATE INDEX "households_couple_idx" ON "households" USING btree ("couple_id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_rsvp_token_idx" ON "households" USING btree ("rsvp_token");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_websites_slug_idx" ON "wedding_websites" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_side_check" CHECK ("guests"."side" in ('partner1', 'partner2', 'both'));