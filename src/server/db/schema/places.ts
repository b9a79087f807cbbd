import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** The four fixed cities of the spec (id is the slug used in URLs and in `selectedCity`). */
export const cities = pgTable("cities", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  displayName: text("display_name").notNull(),
});

/** The 12 vendor categories; slug is the URL segment under /vendors/{slug}. */
export const vendorCategories = pgTable("vendor_categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
});
