import { z } from "zod";
import { accessLevels } from "./collaboration";
import { line, text } from "./strings";

/**
 * Budget contract (issue #14; docs/decisions/036): the tracker (`/planning/budget-tracker`), family
 * sharing (`/budget-permissions`), scenarios, history and the lock. Money is integer cents everywhere:
 * inputs, stored rows, answers. Only the screens turn cents into "$1,234.56".
 */

export const BUDGET_LIMITS = {
  /** $10,000,000 in cents: no wedding line or total is larger; more is a typo. */
  maxCents: 1_000_000_000,
  maxGuests: 2000,
  categories: 40,
  itemsPerBudget: 500,
  paymentsPerItem: 24,
  /** History entries per page. */
  historyPage: 50,
  /** "Due soon" looks this many days ahead (and includes overdue payments). */
  dueSoonDays: 30,
} as const;

export const itemPricings = ["fixed", "per_guest"] as const;
export type ItemPricing = (typeof itemPricings)[number];
export const itemPricingLabels: Record<ItemPricing, string> = { fixed: "Fixed", per_guest: "Per guest" };

export const paymentMethods = ["card", "bank_transfer", "cash", "check", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Card",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  check: "Check",
  other: "Other",
};

export const budgetChangeEntities = ["budget", "category", "item", "payment", "sharing"] as const;
export type BudgetChangeEntity = (typeof budgetChangeEntities)[number];
export const budgetChangeActions = ["create", "update", "delete", "lock", "unlock"] as const;
export type BudgetChangeAction = (typeof budgetChangeActions)[number];

/** One field of a history entry: money fields hold cents, dates "YYYY-MM-DD", others their value. */
export const budgetFieldChangeSchema = z.object({
  field: z.string(),
  before: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  after: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type BudgetFieldChange = z.infer<typeof budgetFieldChangeSchema>;

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────

/** An amount in cents: a whole number from 0 to $10M. */
export const centsSchema = z
  .number({ error: "Enter an amount." })
  .int("Use whole cents.")
  .min(0, "Amounts can't be negative.")
  .max(BUDGET_LIMITS.maxCents, "That amount is larger than any wedding budget; check the number.");
const positiveCents = centsSchema.refine((v) => v > 0, "Enter an amount above zero.");
const guestCountSchema = z
  .number({ error: "Enter a guest count." })
  .int("Use a whole number of guests.")
  .min(0, "Guest count can't be negative.")
  .max(BUDGET_LIMITS.maxGuests, `At most ${BUDGET_LIMITS.maxGuests.toLocaleString("en-US")} guests.`);
/** The version the client read: a save naming an older one answers 409 reason "stale". */
const version = z.number().int().min(1);
const isoDate = z.iso.date("Use a date like 2027-06-12.");
const categoryName = line({ max: 60 }).min(1, "Name the category.");
const itemName = line({ max: 120 }).min(1, "Say what this is.");

export const budgetHeaderInputSchema = z.object({
  totalCents: centsSchema,
  guestCount: guestCountSchema.nullable(),
  version,
});
export type BudgetHeaderInput = z.infer<typeof budgetHeaderInputSchema>;

/** Start a budget from the default categories (shares for the couple's city and guest count). */
export const startBudgetSchema = z.object({
  totalCents: positiveCents,
  guestCount: guestCountSchema.nullable(),
});
export type StartBudget = z.infer<typeof startBudgetSchema>;

export const categoryInputSchema = z.object({ name: categoryName, allocatedCents: centsSchema });
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categoryPatchSchema = z.object({
  name: categoryName.optional(),
  allocatedCents: centsSchema.optional(),
  position: z.number().int().min(0).max(1000).optional(),
  /** The couple's contributor recorded as paying for this category; null clears it. Couple only. */
  payerContributorId: z.uuid("Unknown contributor.").nullable().optional(),
  payerNote: line({ max: 80 }).optional(),
  version,
});
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

export const itemInputSchema = z.object({
  name: itemName,
  vendorName: line({ max: 120 }).default(""),
  /** A listing here: at most one of the two. */
  venueId: z.uuid().nullable().default(null),
  vendorId: z.uuid().nullable().default(null),
  pricing: z.enum(itemPricings).default("fixed"),
  /** Fixed: the line's estimate. Per guest: the estimated price per guest. */
  estimateCents: centsSchema,
  contractCents: centsSchema.nullable().default(null),
  notes: text({ max: 1000 }).default(""),
});
export type ItemInput = z.input<typeof itemInputSchema>;
export const itemPatchSchema = z.object({
  name: itemName.optional(),
  vendorName: line({ max: 120 }).optional(),
  venueId: z.uuid().nullable().optional(),
  vendorId: z.uuid().nullable().optional(),
  pricing: z.enum(itemPricings).optional(),
  estimateCents: centsSchema.optional(),
  contractCents: centsSchema.nullable().optional(),
  notes: text({ max: 1000 }).optional(),
  /** Move the line to another category of the same budget. */
  categoryId: z.uuid("Unknown category.").optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  version,
});
export type ItemPatch = z.infer<typeof itemPatchSchema>;

export const paymentInputSchema = z.object({
  label: line({ max: 80 }).min(1, "Name the payment (Deposit, Balance …)."),
  amountCents: positiveCents,
  dueOn: isoDate.nullable().default(null),
  paidOn: isoDate.nullable().default(null),
  method: z.enum(paymentMethods).nullable().default(null),
  paidBy: line({ max: 80 }).default(""),
  /** Who is reminded: one of the couple's contributors, or null for the couple. */
  assigneeContributorId: z.uuid("Unknown contributor.").nullable().default(null),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export const paymentPatchSchema = z.object({
  label: line({ max: 80 }).min(1, "Name the payment (Deposit, Balance …).").optional(),
  amountCents: positiveCents.optional(),
  dueOn: isoDate.nullable().optional(),
  paidOn: isoDate.nullable().optional(),
  method: z.enum(paymentMethods).nullable().optional(),
  paidBy: line({ max: 80 }).optional(),
  assigneeContributorId: z.uuid("Unknown contributor.").nullable().optional(),
  version,
});
export type PaymentPatch = z.infer<typeof paymentPatchSchema>;

/** "What if we invite 90 instead of 120?": nothing is written until `apply`. */
export const scenarioInputSchema = z.object({
  guestCount: guestCountSchema.optional(),
  /** Item id → new price per guest (per-guest lines) or new estimate (fixed lines), in cents. */
  prices: z.record(z.uuid(), centsSchema).optional(),
});
export type ScenarioInput = z.infer<typeof scenarioInputSchema>;
export const scenarioApplySchema = scenarioInputSchema.extend({
  /** The versions the preview was computed from: the budget's and each repriced item's. */
  budgetVersion: version,
  itemVersions: z.record(z.uuid(), version).default({}),
});
export type ScenarioApply = z.infer<typeof scenarioApplySchema>;

export const budgetLockSchema = z.object({ locked: z.boolean() });

/**
 * A contributor's budget sharing: `level` is their budget area (none removes it); `categories` null
 * shares the whole budget at that level, an object shares only those categories (each capped at `level`).
 */
export const budgetSharingInputSchema = z.object({
  level: z.enum(["none", ...accessLevels]),
  categories: z.record(z.uuid(), z.enum(accessLevels)).nullable(),
});
export type BudgetSharingInput = z.infer<typeof budgetSharingInputSchema>;

export const budgetIdParamsSchema = z.object({ id: z.uuid("Unknown id.") });
export const budgetSharingParamsSchema = z.object({ contributorId: z.uuid("Unknown contributor.") });
/** A delete may name the version the client read (`?version=3`): a different one answers 409 "stale". */
export const budgetDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });
/** What `PUT /api/budget/lock` answers. */
export const budgetLockStateSchema = z.object({ locked: z.boolean(), lockedAt: z.string().nullable() });
export const budgetHistoryQuerySchema = z.object({
  /** The `createdAt` of the last entry already shown (older entries follow). */
  before: z.iso.datetime({ offset: true }).optional(),
});

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────

export const paymentViewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  label: z.string(),
  amountCents: z.number().int(),
  dueOn: z.string().nullable(),
  paidOn: z.string().nullable(),
  method: z.enum(paymentMethods).nullable(),
  paidBy: z.string(),
  assigneeContributorId: z.string().nullable(),
  /** "The couple" or the contributor's name. */
  assigneeName: z.string(),
  version: z.number().int(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const itemViewSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  vendorName: z.string(),
  venueId: z.string().nullable(),
  vendorId: z.string().nullable(),
  /** Where the linked listing lives on this site (`/venues/…`, `/vendor/…`), when linked. */
  listingPath: z.string().nullable(),
  pricing: z.enum(itemPricings),
  estimateCents: z.number().int(),
  contractCents: z.number().int().nullable(),
  /** The line's cost from its estimate (per guest × the guest count for per-guest lines). */
  estimatedTotalCents: z.number().int(),
  /** The line's contracted cost, or null before a contract. */
  committedTotalCents: z.number().int().nullable(),
  paidCents: z.number().int(),
  notes: z.string(),
  position: z.number().int(),
  version: z.number().int(),
  payments: z.array(paymentViewSchema),
});
export type ItemView = z.infer<typeof itemViewSchema>;

export const categoryViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  allocatedCents: z.number().int(),
  /** Sum of the lines' estimates. */
  estimatedCents: z.number().int(),
  /** Sum of the lines' contracts, or estimates where there is no contract yet: what it will cost. */
  committedCents: z.number().int(),
  paidCents: z.number().int(),
  /** allocated − committed (negative when over). */
  remainingCents: z.number().int(),
  payerContributorId: z.string().nullable(),
  /** "Mom and Dad" — the payer's name or note; empty when none. */
  payerName: z.string(),
  /** What the viewer may do here. */
  level: z.enum(accessLevels),
  version: z.number().int(),
  items: z.array(itemViewSchema),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

export const budgetTotalsSchema = z.object({
  /** Null when the viewer sees only some categories (the total is not theirs to see). */
  totalCents: z.number().int().nullable(),
  allocatedCents: z.number().int(),
  estimatedCents: z.number().int(),
  committedCents: z.number().int(),
  paidCents: z.number().int(),
  /** committed − paid: still to pay. */
  dueCents: z.number().int(),
  /** total − committed; null with `totalCents`. */
  remainingCents: z.number().int().nullable(),
});
export type BudgetTotals = z.infer<typeof budgetTotalsSchema>;

export const budgetWarningSchema = z.object({
  kind: z.enum(["category_over", "total_over", "allocation_over_total", "payment_overdue"]),
  /** The category or payment concerned, when one is. */
  id: z.string().nullable(),
  message: z.string(),
});
export type BudgetWarning = z.infer<typeof budgetWarningSchema>;

export const dueSoonSchema = z.object({
  paymentId: z.string(),
  itemId: z.string(),
  categoryId: z.string(),
  label: z.string(),
  itemName: z.string(),
  amountCents: z.number().int(),
  dueOn: z.string(),
  overdue: z.boolean(),
  assigneeName: z.string(),
});
export type DueSoon = z.infer<typeof dueSoonSchema>;

/** Cash still to pay per month until the wedding (the chart), from unpaid payments' due dates. */
export const cashByMonthSchema = z.array(z.object({ month: z.string(), dueCents: z.number().int() }));

export const budgetAccessSchema = z.object({
  role: z.enum(["couple", "contributor"]),
  /** "whole": every category; "categories": only those shared with this viewer. */
  mode: z.enum(["whole", "categories"]),
  canEditHeader: z.boolean(),
  canManageCategories: z.boolean(),
  locked: z.boolean(),
});
export type BudgetAccess = z.infer<typeof budgetAccessSchema>;

export const budgetViewSchema = z.object({
  /** False until the couple starts a budget (then the tracker offers the default categories). */
  exists: z.boolean(),
  /** Null for a viewer who sees only some categories. */
  guestCount: z.number().int().nullable(),
  weddingDate: z.string().nullable(),
  version: z.number().int(),
  access: budgetAccessSchema,
  totals: budgetTotalsSchema,
  categories: z.array(categoryViewSchema),
  dueSoon: z.array(dueSoonSchema),
  cashByMonth: cashByMonthSchema,
  warnings: z.array(budgetWarningSchema),
  /** The couple's contributors (id, name) for payer and assignee pickers; couple only, else empty. */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BudgetView = z.infer<typeof budgetViewSchema>;

export const scenarioLineSchema = z.object({
  itemId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  pricing: z.enum(itemPricings),
  beforeCents: z.number().int(),
  afterCents: z.number().int(),
});
export const scenarioResultSchema = z.object({
  guestCountBefore: z.number().int().nullable(),
  guestCountAfter: z.number().int().nullable(),
  /** Only the lines whose cost changes. */
  lines: z.array(scenarioLineSchema),
  before: budgetTotalsSchema,
  after: budgetTotalsSchema,
});
export type ScenarioResult = z.infer<typeof scenarioResultSchema>;

export const budgetChangeSchema = z.object({
  id: z.string(),
  actorName: z.string(),
  entity: z.enum(budgetChangeEntities),
  entityLabel: z.string(),
  action: z.enum(budgetChangeActions),
  changes: z.array(budgetFieldChangeSchema),
  createdAt: z.string(),
});
export type BudgetChange = z.infer<typeof budgetChangeSchema>;
export const budgetHistorySchema = z.object({
  entries: z.array(budgetChangeSchema),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});

/** One contributor on `/budget-permissions`. */
export const budgetSharingSchema = z.object({
  contributorId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.enum(["invited", "active"]),
  level: z.enum(["none", ...accessLevels]),
  /** Null: the whole budget; else category id → level. */
  categories: z.record(z.string(), z.enum(accessLevels)).nullable(),
  /** Categories this person is recorded as paying for. */
  pays: z.array(z.string()),
});
export type BudgetSharing = z.infer<typeof budgetSharingSchema>;
export const budgetSharingListSchema = z.object({
  /** False until the couple starts a budget (the page then links to the tracker). */
  exists: z.boolean(),
  locked: z.boolean(),
  /** Every category, with what the payers section needs to PATCH it (its version) and show it. */
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      payerContributorId: z.string().nullable(),
      payerNote: z.string(),
      version: z.number().int(),
    }),
  ),
  contributors: z.array(budgetSharingSchema),
});
