import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetCategories, budgetItems, budgetPayments, weddingBudgets } from "../../db/schema/budgets";
import { coupleContributors } from "../../db/schema/collaboration";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";

/**
 * The budget's rows (issue #14), read in a fixed number of set queries whatever the number of lines:
 * header and profile, categories, lines (with their listing's slug), payments, the couple's helpers.
 * Never one query per category or line (bench/budget.ts measures 300 lines).
 */

type Conn = Pick<Db, "select">;

export type HeaderRow = {
  totalCents: number;
  guestCount: number | null;
  lockedAt: Date | null;
  version: number;
};
// Only the columns the answers use: at 300 lines and 600 payments, parsing the timestamps and reminder
// marks nobody shows was a visible share of a read's CPU (bench/budget.ts profile).
const categoryColumns = {
  id: budgetCategories.id,
  name: budgetCategories.name,
  position: budgetCategories.position,
  allocatedCents: budgetCategories.allocatedCents,
  payerContributorId: budgetCategories.payerContributorId,
  payerNote: budgetCategories.payerNote,
  version: budgetCategories.version,
};
const paymentColumns = {
  id: budgetPayments.id,
  itemId: budgetPayments.itemId,
  label: budgetPayments.label,
  amountCents: budgetPayments.amountCents,
  dueOn: budgetPayments.dueOn,
  paidOn: budgetPayments.paidOn,
  method: budgetPayments.method,
  paidBy: budgetPayments.paidBy,
  assigneeContributorId: budgetPayments.assigneeContributorId,
  version: budgetPayments.version,
};

type Row<T extends Record<string, { _: { data: unknown; notNull: boolean } }>> = {
  [K in keyof T]: T[K]["_"]["notNull"] extends true ? T[K]["_"]["data"] : T[K]["_"]["data"] | null;
};
export type CategoryRow = Row<typeof categoryColumns>;
export type ItemRow = Row<typeof itemColumnsOnly> & { listingPath: string | null };
export type PaymentRow = Row<typeof paymentColumns>;
export type PersonRow = { id: string; name: string };

export type BudgetRows = {
  header: HeaderRow | null;
  weddingDate: string | null;
  cityId: string | null;
  categories: CategoryRow[];
  items: ItemRow[];
  payments: PaymentRow[];
  /** The couple's helpers (invited or active), for names of payers and assignees. */
  people: PersonRow[];
};

export async function readHeader(db: Conn, coupleId: string): Promise<HeaderRow | null> {
  const [row] = await db
    .select({
      totalCents: weddingBudgets.totalCents,
      guestCount: weddingBudgets.guestCount,
      lockedAt: weddingBudgets.lockedAt,
      version: weddingBudgets.version,
    })
    .from(weddingBudgets)
    .where(eq(weddingBudgets.userId, coupleId));
  return row ?? null;
}

export async function readPeople(db: Conn, coupleId: string): Promise<PersonRow[]> {
  const rows = await db
    .select({ id: coupleContributors.id, name: coupleContributors.name, email: coupleContributors.email })
    .from(coupleContributors)
    .where(and(eq(coupleContributors.coupleId, coupleId), ne(coupleContributors.status, "revoked")))
    .orderBy(asc(coupleContributors.invitedAt));
  return rows.map((r) => ({ id: r.id, name: r.name.trim() || r.email }));
}

const itemColumnsOnly = {
  id: budgetItems.id,
  categoryId: budgetItems.categoryId,
  name: budgetItems.name,
  vendorName: budgetItems.vendorName,
  venueId: budgetItems.venueId,
  vendorId: budgetItems.vendorId,
  pricing: budgetItems.pricing,
  estimateCents: budgetItems.estimateCents,
  contractCents: budgetItems.contractCents,
  notes: budgetItems.notes,
  position: budgetItems.position,
  version: budgetItems.version,
};
const itemColumns = {
  ...itemColumnsOnly,
  venueSlug: venues.slug,
  venueListed: sql<boolean>`coalesce(${venues.isPublished} and not ${venues.isHidden}, false)`,
  vendorSlug: vendors.slug,
  vendorListed: sql<boolean>`coalesce(${vendors.isPublished} and not ${vendors.isHidden}, false)`,
};

/**
 * The rows of one couple's budget. `categoryIds` narrows categories, lines and payments to those
 * categories (a write answering with the one category it changed).
 */
export async function readBudgetRows(
  db: Conn,
  coupleId: string,
  opts: { categoryIds?: readonly string[] } = {},
): Promise<BudgetRows> {
  const only = opts.categoryIds ? [...opts.categoryIds] : null;
  if (only && only.length === 0) only.push("00000000-0000-0000-0000-000000000000");
  const [header, profile, categories, items, payments, people] = await Promise.all([
    readHeader(db, coupleId),
    db
      .select({ weddingDate: coupleProfiles.weddingDate, cityId: coupleProfiles.cityId })
      .from(coupleProfiles)
      .where(eq(coupleProfiles.id, coupleId)),
    db
      .select(categoryColumns)
      .from(budgetCategories)
      .where(
        and(eq(budgetCategories.coupleId, coupleId), only ? inArray(budgetCategories.id, only) : undefined),
      )
      .orderBy(asc(budgetCategories.position), asc(budgetCategories.createdAt)),
    db
      .select(itemColumns)
      .from(budgetItems)
      .leftJoin(venues, eq(venues.id, budgetItems.venueId))
      .leftJoin(vendors, eq(vendors.id, budgetItems.vendorId))
      .where(
        and(eq(budgetItems.coupleId, coupleId), only ? inArray(budgetItems.categoryId, only) : undefined),
      )
      .orderBy(asc(budgetItems.position), asc(budgetItems.createdAt)),
    // Narrowed to categories, payments are found through their lines; otherwise by the couple alone
    // (a join to every line of the couple would scan them: bench/budget.ts's EXPLAIN).
    only
      ? db
          .select({ payment: paymentColumns })
          .from(budgetPayments)
          .innerJoin(budgetItems, eq(budgetItems.id, budgetPayments.itemId))
          .where(and(eq(budgetPayments.coupleId, coupleId), inArray(budgetItems.categoryId, only)))
          .orderBy(asc(budgetPayments.dueOn), asc(budgetPayments.createdAt))
          .then((rows) => rows.map((r) => r.payment))
      : db
          .select(paymentColumns)
          .from(budgetPayments)
          .where(eq(budgetPayments.coupleId, coupleId))
          .orderBy(asc(budgetPayments.dueOn), asc(budgetPayments.createdAt)),
    readPeople(db, coupleId),
  ]);
  return {
    header,
    weddingDate: profile[0]?.weddingDate ?? null,
    cityId: profile[0]?.cityId ?? null,
    categories,
    items: items.map(({ venueSlug, venueListed, vendorSlug, vendorListed, ...item }) => ({
      ...item,
      listingPath:
        venueSlug && venueListed
          ? `/venues/${venueSlug}`
          : vendorSlug && vendorListed
            ? `/vendor/${vendorSlug}`
            : null,
    })),
    payments,
    people,
  };
}
