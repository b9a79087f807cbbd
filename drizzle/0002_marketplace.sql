CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"business_name" text NOT NULL,
	"category_slug" text NOT NULL,
	"city_id" text NOT NULL,
	"service_area" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"price_from" integer NOT NULL,
	"price_tier" integer NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"owner_id" text,
	"is_claimed" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', business_name), 'A') || setweight(to_tsvector('english', marketplace_category_terms(category_slug) || ' ' || service_area), 'B') || setweight(to_tsvector('english', tagline || ' ' || description), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vendors_price_tier_check" CHECK ("vendors"."price_tier" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_id" text NOT NULL,
	"neighborhood" text NOT NULL,
	"address" text NOT NULL,
	"capacity_seated" integer NOT NULL,
	"capacity_standing" integer NOT NULL,
	"price_from" integer NOT NULL,
	"price_tier" integer NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"setting" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"owner_id" text,
	"is_claimed" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', marketplace_text_array_terms(styles) || ' ' || neighborhood), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "venues_price_tier_check" CHECK ("venues"."price_tier" between 1 and 4),
	CONSTRAINT "venues_setting_check" CHECK ("venues"."setting" in ('indoor', 'outdoor', 'both'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_category_slug_vendor_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."vendor_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search");--> statement-breakpoint
CREATE INDEX "vendors_business_name_trgm_idx" ON "vendors" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_city_category_price_idx" ON "vendors" USING btree ("city_id","category_slug","price_from") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "vendors_featured_name_idx" ON "vendors" USING btree ("is_featured" DESC NULLS FIRST,lower(business_name) collate "C","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree (lower(business_name) collate "C","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "vendors_owner_idx" ON "vendors" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search");--> statement-breakpoint
CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_city_price_idx" ON "venues" USING btree ("city_id","price_from","capacity_seated") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_city_capacity_idx" ON "venues" USING btree ("city_id","capacity_seated","price_from") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_featured_name_idx" ON "venues" USING btree ("is_featured" DESC NULLS FIRST,lower(name) collate "C","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_name_idx" ON "venues" USING btree (lower(name) collate "C","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_owner_idx" ON "venues" USING btree ("owner_id");