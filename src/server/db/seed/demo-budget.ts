import { and, eq } from "drizzle-orm";
import type { ItemPricing, PaymentMethod } from "@shared/schemas/budget";
import { refreshAllocations, writeBudgetHeader } from "../../modules/budgets/budgets.service";
import type { Db } from "../client";
import { budgetCategories, budgetChanges, budgetItems, budgetPayments } from "../schema/budgets";
import { coupleContributors } from "../schema/collaboration";
import { vendors, venues } from "../schema/marketplace";

/**
 * The demo couple's budget (issue #14): Ava & Noah's $35,000 (the spec's sample total) for 120 guests
 * in Cleveland, in 14 categories with 30 lines — vendors named, the venue and the photographer linked
 * to their listings here, dinner, bar, cake, invitations and favors priced per guest — deposits paid,
 * a catering payment due 12 days after the seed runs, and catering a little over its allocation.
 * Flowers are paid for by Ava's parents (the demo contributor). Added once: skipped when the couple has
 * categories. Amounts are fixed; paid dates and the payment due soon are relative to the day the seed
 * runs, later due dates are fixed before the wedding (2027-09-18).
 */

const COUPLE = "demo-couple";
const GUESTS = 120;
const DAY = 86_400_000;

type Pay = {
  label: string;
  dollars: number;
  /** Days from the seed day (negative: in the past), or a fixed date. */
  due?: number | string;
  paid?: number;
  method?: PaymentMethod;
  paidBy?: string;
};
type Line = {
  name: string;
  vendor?: string;
  pricing?: ItemPricing;
  /** Dollars; per guest for per-guest lines. */
  estimate: number;
  contract?: number;
  notes?: string;
  link?: "venue" | "vendor";
  payments?: Pay[];
};
type Category = { name: string; allocated: number; payer?: "parents"; lines: Line[] };

const BUDGET: Category[] = [
  {
    name: "Venue",
    allocated: 7800,
    lines: [
      {
        name: "Reception and ceremony rental",
        vendor: "Lakeview Glasshouse",
        link: "venue",
        estimate: 6800,
        contract: 7000,
        notes: "Includes tables, linens and the terrace for the ceremony.",
        payments: [
          { label: "Deposit", dollars: 2000, paid: -160, method: "card" },
          { label: "Second payment", dollars: 2500, due: "2027-03-18" },
          { label: "Balance", dollars: 2500, due: "2027-08-18" },
        ],
      },
      { name: "Ceremony chairs and arch", vendor: "Forest City Rentals", estimate: 400 },
      { name: "Rehearsal dinner room", vendor: "The Harbor Room", estimate: 350 },
    ],
  },
  {
    name: "Catering",
    allocated: 10_200,
    lines: [
      {
        name: "Dinner",
        vendor: "Spice & Ember Catering",
        pricing: "per_guest",
        estimate: 60,
        contract: 62,
        notes: "Three courses; kids' pasta at the same price.",
        payments: [
          { label: "Deposit", dollars: 1500, paid: -70, method: "check" },
          { label: "Second payment", dollars: 2000, due: 12 },
          { label: "Balance", dollars: 3940, due: "2027-09-04" },
        ],
      },
      { name: "Bar package", vendor: "Spice & Ember Catering", pricing: "per_guest", estimate: 22 },
      { name: "Late-night pierogi bar", vendor: "Sokolowski's", estimate: 350 },
    ],
  },
  {
    name: "Photography",
    allocated: 3500,
    lines: [
      {
        name: "Photography package (8 hours)",
        vendor: "Golden Hour Photography",
        link: "vendor",
        estimate: 3000,
        contract: 2900,
        payments: [
          { label: "Retainer", dollars: 900, paid: -130, method: "card" },
          { label: "Balance", dollars: 2000, due: "2027-09-04" },
        ],
      },
      { name: "Wedding album", vendor: "Golden Hour Photography", estimate: 250 },
      { name: "Second shooter", vendor: "Golden Hour Photography", estimate: 350 },
    ],
  },
  {
    name: "Videography",
    allocated: 1500,
    lines: [
      {
        name: "Highlight film",
        vendor: "Reel Love Films",
        estimate: 1450,
        payments: [{ label: "Deposit", dollars: 450, due: "2027-01-15" }],
      },
    ],
  },
  {
    name: "Flowers & decor",
    allocated: 2300,
    payer: "parents",
    lines: [
      { name: "Bouquets and boutonnieres", vendor: "Wildflower & Co.", estimate: 800 },
      {
        name: "Centerpieces",
        vendor: "Wildflower & Co.",
        estimate: 1100,
        payments: [
          {
            label: "Deposit",
            dollars: 500,
            paid: -35,
            method: "bank_transfer",
            paidBy: "Claire & Richard Martin",
          },
        ],
      },
      { name: "Ceremony arch florals", vendor: "Wildflower & Co.", estimate: 350 },
    ],
  },
  {
    name: "Music",
    allocated: 1900,
    lines: [
      {
        name: "DJ and MC",
        vendor: "Sound Society DJs",
        estimate: 1300,
        contract: 1300,
        payments: [
          { label: "Deposit", dollars: 400, paid: -50, method: "card" },
          { label: "Balance", dollars: 900, due: "2027-09-11" },
        ],
      },
      { name: "Ceremony string trio", vendor: "Cuyahoga Strings", estimate: 450 },
      { name: "Ceremony sound system", vendor: "Sound Society DJs", estimate: 150 },
    ],
  },
  {
    name: "Attire & beauty",
    allocated: 2400,
    lines: [
      {
        name: "Wedding dress",
        vendor: "Lace & Lark Bridal",
        estimate: 1500,
        contract: 1450,
        payments: [
          { label: "First instalment", dollars: 700, paid: -100, method: "card" },
          { label: "Final instalment", dollars: 750, due: "2027-05-20" },
        ],
      },
      { name: "Suit", vendor: "Brennan & Sons Tailors", estimate: 400 },
      { name: "Hair and makeup", vendor: "Glow Studio", estimate: 350 },
      { name: "Alterations", estimate: 150 },
    ],
  },
  {
    name: "Cake",
    allocated: 750,
    lines: [
      {
        name: "Wedding cake and cookie table",
        vendor: "Sugar Bloom Bakery",
        pricing: "per_guest",
        estimate: 6,
        payments: [{ label: "Deposit", dollars: 150, due: "2027-06-01" }],
      },
    ],
  },
  {
    name: "Stationery",
    allocated: 650,
    lines: [
      { name: "Invitations", vendor: "Paper Lantern Press", pricing: "per_guest", estimate: 4 },
      {
        name: "Save-the-dates",
        vendor: "Paper Lantern Press",
        estimate: 90,
        payments: [{ label: "Paid in full", dollars: 90, paid: -20, method: "card" }],
      },
      { name: "Postage", estimate: 80 },
    ],
  },
  {
    name: "Officiant",
    allocated: 350,
    lines: [{ name: "Honorarium", vendor: "Pastor Ruth Ellison", estimate: 350 }],
  },
  {
    name: "Transportation",
    allocated: 800,
    lines: [
      {
        name: "Guest shuttle",
        vendor: "Lakeshore Coaches",
        estimate: 600,
        payments: [{ label: "Deposit", dollars: 150, due: "2027-07-01" }],
      },
      { name: "Getaway car", estimate: 200 },
    ],
  },
  {
    name: "Rings",
    allocated: 1100,
    lines: [
      {
        name: "Wedding bands",
        vendor: "Larchmere Jewelers",
        estimate: 1050,
        contract: 1050,
        payments: [{ label: "Paid in full", dollars: 1050, paid: -120, method: "card" }],
      },
    ],
  },
  {
    name: "Favors & gifts",
    allocated: 550,
    lines: [
      { name: "Favors (local honey jars)", vendor: "Ohio City Honey", pricing: "per_guest", estimate: 2.5 },
      { name: "Wedding party gifts", estimate: 250 },
    ],
  },
  { name: "Contingency", allocated: 1200, lines: [] },
];

const cents = (dollars: number) => Math.round(dollars * 100);
const dayFrom = (now: number, offset: number | string) =>
  typeof offset === "string" ? offset : new Date(now + offset * DAY).toISOString().slice(0, 10);

export async function seedDemoBudget(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(eq(budgetCategories.coupleId, COUPLE))
    .limit(1);
  if (existing) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [venue] = await tx
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.name, "Lakeview Glasshouse"))
      .limit(1);
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.businessName, "Golden Hour Photography"))
      .limit(1);
    const [parents] = await tx
      .select({ id: coupleContributors.id })
      .from(coupleContributors)
      .where(and(eq(coupleContributors.coupleId, COUPLE), eq(coupleContributors.userId, "demo-contributor")));
    const actor = { id: COUPLE, name: "Ava Martin" };
    await writeBudgetHeader(tx, { coupleId: COUPLE, actor, totalCents: cents(35_000), guestCount: GUESTS });
    for (const [position, c] of BUDGET.entries()) {
      const [category] = await tx
        .insert(budgetCategories)
        .values({
          coupleId: COUPLE,
          name: c.name,
          position,
          allocatedCents: cents(c.allocated),
          payerContributorId: c.payer && parents ? parents.id : null,
          payerNote: c.payer && !parents ? "Claire & Richard Martin" : "",
        })
        .returning({ id: budgetCategories.id });
      for (const [linePosition, l] of c.lines.entries()) {
        const [item] = await tx
          .insert(budgetItems)
          .values({
            coupleId: COUPLE,
            categoryId: category!.id,
            name: l.name,
            vendorName: l.vendor ?? "",
            venueId: l.link === "venue" ? (venue?.id ?? null) : null,
            vendorId: l.link === "vendor" ? (vendor?.id ?? null) : null,
            pricing: l.pricing ?? "fixed",
            estimateCents: cents(l.estimate),
            contractCents: l.contract === undefined ? null : cents(l.contract),
            notes: l.notes ?? "",
            position: linePosition,
          })
          .returning({ id: budgetItems.id });
        if (l.payments?.length)
          await tx.insert(budgetPayments).values(
            l.payments.map((p) => ({
              coupleId: COUPLE,
              itemId: item!.id,
              label: p.label,
              amountCents: cents(p.dollars),
              dueOn:
                p.due !== undefined
                  ? dayFrom(now, p.due)
                  : p.paid !== undefined
                    ? dayFrom(now, p.paid)
                    : null,
              paidOn: p.paid !== undefined ? dayFrom(now, p.paid) : null,
              method: p.method ?? null,
              paidBy: p.paid !== undefined ? (p.paidBy ?? "Ava & Noah") : "",
            })),
          );
      }
    }
    await tx.insert(budgetChanges).values({
      coupleId: COUPLE,
      actorId: null,
      actorName: "Demo data",
      entity: "budget",
      entityId: null,
      entityLabel: "Budget",
      action: "create",
      changes: [{ field: "categories", before: null, after: BUDGET.length }],
    });
    await refreshAllocations(tx, COUPLE);
  });
}
