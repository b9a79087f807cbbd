import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { cities, vendorCategories } from "./places";

export const applicationStatuses = ["pending", "accepted", "declined"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Founding 50 programme applications (issue #3), reviewed by the operator at /admin. */
export const foundingApplications = pgTable(
  "founding_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    website: text("website").notNull().default(""),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => vendorCategories.slug),
    yearsInBusiness: integer("years_in_business").notNull().default(0),
    weddingsPerYear: integer("weddings_per_year").notNull().default(0),
    why: text("why").notNull(),
    status: text("status").$type<ApplicationStatus>().notNull().default("pending"),
    reviewerId: text("reviewer_id").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("founding_applications_status_idx").on(t.status, t.createdAt),
    check("founding_applications_status_check", sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);
