CREATE TABLE "budget_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"allocated_cents" bigint DEFAULT 0 NOT NULL,
	"payer_contributor_id" uuid,
	"payer_note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_categories_allocated_check" CHECK ("budget_categories"."allocated_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_category_shares" (
	"contributor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_category_shares_contributor_id_category_id_pk" PRIMARY KEY("contributor_id","category_id"),
	CONSTRAINT "budget_category_shares_level_check" CHECK ("budget_category_shares"."level" in ('view', 'edit'))
);
--> statement-breakpoint
CREATE TABLE "budget_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"entity_label" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vendor_name" text DEFAULT '' NOT NULL,
	"venue_id" uuid,
	"vendor_id" uuid,
	"pricing" text DEFAULT 'fixed' NOT NULL,
	"estimate_cents" bigint DEFAULT 0 NOT NULL,
	"contract_cents" bigint,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_items_pricing_check" CHECK ("budget_items"."pricing" in ('fixed', 'per_guest')),
	CONSTRAINT "budget_items_amounts_check" CHECK ("budget_items"."estimate_cents" >= 0 and ("budget_items"."contract_cents" is null or "budget_items"."contract_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "budget_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_on" date,
	"paid_on" date,
	"method" text,
	"paid_by" text DEFAULT '' NOT NULL,
	"assignee_contributor_id" uuid,
	"reminder_week_sent_at" timestamp with time zone,
	"reminder_due_sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_payments_amount_check" CHECK ("budget_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "wedding_budgets" ADD COLUMN "total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_budgets" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wedding_budgets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_payer_contributor_id_couple_contributors_id_fk" FOREIGN KEY ("payer_contributor_id") REFERENCES "public"."couple_contributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_category_shares" ADD CONSTRAINT "budget_category_shares_contributor_id_couple_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."couple_contributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_category_shares" ADD CONSTRAINT "budget_category_shares_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_changes" ADD CONSTRAINT "budget_changes_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_changes" ADD CONSTRAINT "budget_changes_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_category_id_budget_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."budget_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_payments" ADD CONSTRAINT "budget_payments_couple_id_user_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_payments" ADD CONSTRAINT "budget_payments_item_id_budget_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_payments" ADD CONSTRAINT "budget_payments_assignee_contributor_id_couple_contributors_id_fk" FOREIGN KEY ("assignee_contributor_id") REFERENCES "public"."couple_contributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_categories_name_idx" ON "budget_categories" USING btree ("couple_id",lower("name"));--> statement-breakpoint
CREATE INDEX "budget_categories_couple_idx" ON "budget_categories" USING btree ("couple_id","position");--> statement-breakpoint
CREATE INDEX "budget_category_shares_category_idx" ON "budget_category_shares" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "budget_changes_couple_idx" ON "budget_changes" USING btree ("couple_id","created_at");--> statement-breakpoint
CREATE INDEX "budget_items_category_idx" ON "budget_items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "budget_items_couple_idx" ON "budget_items" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "budget_payments_item_idx" ON "budget_payments" USING btree ("item_id","due_on");--> statement-breakpoint
CREATE INDEX "budget_payments_couple_idx" ON "budget_payments" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "budget_payments_due_idx" ON "budget_payments" USING btree ("due_on") WHERE "budget_payments"."paid_on" is null and "budget_payments"."due_on" is not null;--> statement-breakpoint
-- Data (issue #14): the header's total in cents, and each older allocation becomes a category.
UPDATE "wedding_budgets" SET "total_cents" = LEAST(GREATEST("total_budget", 0)::bigint * 100, 1000000000);--> statement-breakpoint
UPDATE "wedding_budgets" SET "guest_count" = NULL WHERE "guest_count" < 0;--> statement-breakpoint
INSERT INTO "budget_categories" ("couple_id", "name", "position", "allocated_cents")
SELECT b."user_id", left(trim(e.key), 60), (row_number() OVER (PARTITION BY b."user_id" ORDER BY e.key))::int - 1,
  LEAST(round(GREATEST((e.value)::text::numeric, 0) * 100), 1000000000)::bigint
FROM "wedding_budgets" b
CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(b."category_allocations") = 'object' THEN b."category_allocations" ELSE '{}'::jsonb END) e
WHERE jsonb_typeof(e.value) = 'number' AND trim(e.key) <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "wedding_budgets" ADD CONSTRAINT "wedding_budgets_total_check" CHECK ("wedding_budgets"."total_cents" >= 0);--> statement-breakpoint
ALTER TABLE "wedding_budgets" ADD CONSTRAINT "wedding_budgets_guest_count_check" CHECK ("wedding_budgets"."guest_count" is null or "wedding_budgets"."guest_count" >= 0);