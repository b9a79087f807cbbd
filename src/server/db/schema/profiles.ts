import { date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { StyleQuizResult } from "@shared/schemas/planning-quiz";
import { user } from "./auth";
import { cities, vendorCategories } from "./places";

/** One per couple account (the spec's couple_profiles); id is the user's id. */
export const coupleProfiles = pgTable("couple_profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  partner1Name: text("partner1_name").notNull().default(""),
  partner2Name: text("partner2_name").notNull().default(""),
  weddingDate: date("wedding_date", { mode: "string" }),
  /**
   * A season and year ("fall-2027") while the couple has no date yet (onboarding, issue #14); cleared when
   * a date is set. Shapes June's advice and the dashboard's "Planning for fall 2027".
   */
  weddingSeason: text("wedding_season"),
  guestCount: integer("guest_count"),
  cityId: text("city_id").references(() => cities.id),
  /** Free words from June's intake ("rustic barn, candlelit"); guides her suggestions. */
  weddingStyle: text("wedding_style").notNull().default(""),
  /** The style quiz's result (`/planning-quiz`, issue #15); June's venue and vendor suggestions read it. */
  styleQuiz: jsonb("style_quiz").$type<StyleQuizResult>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One per venue-owner or vendor account: how the business presents itself and is contacted. */
export const businessProfiles = pgTable("business_profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  businessName: text("business_name").notNull().default(""),
  contactName: text("contact_name").notNull().default(""),
  contactEmail: text("contact_email").notNull().default(""),
  contactPhone: text("contact_phone").notNull().default(""),
  /** Legacy, no longer written: the website lives on the listing (issue #18); dropped in a later migration. */
  website: text("website").notNull().default(""),
  cityId: text("city_id").references(() => cities.id),
  categorySlug: text("category_slug").references(() => vendorCategories.slug),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
