import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  BudgetChangeAction,
  BudgetChangeEntity,
  BudgetFieldChange,
  ItemPricing,
  PaymentMethod,
} from "@shared/schemas/budget";
import type { AccessLevel } from "@shared/schemas/collaboration";
import { user } from "./auth";
import { coupleContributors } from "./collaboration";

/** Money in integer cents (issue #14): a bigint read as a JS number (safe far beyond any wedding). */
const cents = (name: string) => bigint(name, { mode: "number" });

/**
 * The spec's wedding_budgets: one row per couple, the budget's header (docs/decisions/036).
 * `total_cents` is the truth; `total_budget` (whole USD) and `category_allocations` (category name →
 * whole USD) are the spec's fields, kept equal to the truth in the same transaction by the budgets service
 * (`writeBudgetHeader`, `refreshAllocations`) so every older reader keeps working.
 */
export const weddingBudgets = pgTable(
  "wedding_budgets",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    totalBudget: integer("total_budget").notNull().default(0),
    totalCents: cents("total_cents").notNull().default(0),
    guestCount: integer("guest_count"),
    /** Category name → allocated whole USD (the spec's field; a projection of `budget_categories`). */
    categoryAllocations: jsonb("category_allocations").$type<Record<string, number>>().notNull().default({}),
    /** Set while the couple has locked the budget: then only the couple changes it. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** Bumped on every header write; a save naming an older version is told the budget changed. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("wedding_budgets_total_check", sql`${t.totalCents} >= 0`),
    check("wedding_budgets_guest_count_check", sql`${t.guestCount} is null or ${t.guestCount} >= 0`),
  ],
);

/** A budget category (Venue, Catering …) with what the couple allocates to it. */
export const budgetCategories = pgTable(
  "budget_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    allocatedCents: cents("allocated_cents").notNull().default(0),
    /** The contributor recorded as paying for this category ("Mom and Dad: flowers"), if any. */
    payerContributorId: uuid("payer_contributor_id").references(() => coupleContributors.id, {
      onDelete: "set null",
    }),
    /** Free words for a payer who is not a contributor ("Grandma Rose"). */
    payerNote: text("payer_note").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("budget_categories_name_idx").on(t.coupleId, sql`lower(${t.name})`),
    index("budget_categories_couple_idx").on(t.coupleId, t.position),
    check("budget_categories_allocated_check", sql`${t.allocatedCents} >= 0`),
  ],
);

/**
 * A line of the budget: what, from whom, for how much. `fixed` amounts are the line's cost; `per_guest`
 * amounts are a price per guest, multiplied by the budget's guest count (docs/decisions/036).
 */
export const budgetItems = pgTable(
  "budget_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => budgetCategories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The vendor as written; `venueId`/`vendorId` link it when it is a listing here. */
    vendorName: text("vendor_name").notNull().default(""),
    venueId: uuid("venue_id"),
    vendorId: uuid("vendor_id"),
    pricing: text("pricing").$type<ItemPricing>().notNull().default("fixed"),
    estimateCents: cents("estimate_cents").notNull().default(0),
    /** Null until a contract is signed. */
    contractCents: cents("contract_cents"),
    notes: text("notes").notNull().default(""),
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("budget_items_category_idx").on(t.categoryId, t.position),
    index("budget_items_couple_idx").on(t.coupleId),
    check("budget_items_pricing_check", sql`${t.pricing} in ('fixed', 'per_guest')`),
    check(
      "budget_items_amounts_check",
      sql`${t.estimateCents} >= 0 and (${t.contractCents} is null or ${t.contractCents} >= 0)`,
    ),
  ],
);

/**
 * A payment of a line: a deposit, an instalment, the balance. Unpaid while `paid_on` is null. The
 * reminder columns are claimed by the reminders job with one conditional UPDATE each, so every reminder
 * goes out once however many processes run the job.
 */
export const budgetPayments = pgTable(
  "budget_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => budgetItems.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    amountCents: cents("amount_cents").notNull(),
    dueOn: date("due_on"),
    paidOn: date("paid_on"),
    method: text("method").$type<PaymentMethod>(),
    /** Who paid, in words ("Mom and Dad"), once paid. */
    paidBy: text("paid_by").notNull().default(""),
    /** Who is reminded: a contributor of the couple, or the couple when null. */
    assigneeContributorId: uuid("assignee_contributor_id").references(() => coupleContributors.id, {
      onDelete: "set null",
    }),
    reminderWeekSentAt: timestamp("reminder_week_sent_at", { withTimezone: true }),
    reminderDueSentAt: timestamp("reminder_due_sent_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("budget_payments_item_idx").on(t.itemId, t.dueOn),
    index("budget_payments_couple_idx").on(t.coupleId),
    // The reminders job's read: unpaid payments by due date.
    index("budget_payments_due_idx")
      .on(t.dueOn)
      .where(sql`${t.paidOn} is null and ${t.dueOn} is not null`),
    check("budget_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Family budget sharing per category (issue #14): a contributor with budget access and at least one row
 * here sees only these categories, each at min(this level, their budget area's level). A contributor with
 * budget access and no rows sees the whole budget at their area's level (docs/decisions/036).
 */
export const budgetCategoryShares = pgTable(
  "budget_category_shares",
  {
    contributorId: uuid("contributor_id")
      .notNull()
      .references(() => coupleContributors.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => budgetCategories.id, { onDelete: "cascade" }),
    level: text("level").$type<AccessLevel>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contributorId, t.categoryId] }),
    index("budget_category_shares_category_idx").on(t.categoryId),
    check("budget_category_shares_level_check", sql`${t.level} in ('view', 'edit')`),
  ],
);

/**
 * The budget's history: every change, who made it, what it was before and after. Written in the same
 * transaction as the change (`recordBudgetChange`); the couple reads it. Labels are copied so an entry
 * still reads right after its row is deleted.
 */
export const budgetChanges = pgTable(
  "budget_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Null for the system (a migration, the onboarding defaults). */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    entity: text("entity").$type<BudgetChangeEntity>().notNull(),
    entityId: text("entity_id"),
    /** What the entry is about, as a person reads it: "Catering", "Catering › Dinner", "Deposit". */
    entityLabel: text("entity_label").notNull(),
    action: text("action").$type<BudgetChangeAction>().notNull(),
    changes: jsonb("changes").$type<BudgetFieldChange[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("budget_changes_couple_idx").on(t.coupleId, t.createdAt)],
);
