import Papa from "papaparse";
import { count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { parseCents } from "@shared/rules/parse-amount";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import {
  BUDGET_IMPORT_COLUMNS,
  BUDGET_IMPORT_HAS_PROBLEMS,
  BUDGET_IMPORT_LIMITS,
  type BudgetImportColumn,
  type BudgetImportPreview,
  type BudgetImportResult,
  type BudgetImportRow,
} from "@shared/schemas/budget-import";
import { line, text } from "@shared/schemas/strings";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { budgetCategories, budgetItems } from "../../db/schema/budgets";
import { AppError } from "../../errors";
import { toCsv } from "../guests/guest-export";
import { needWholeEdit, openWrite, type WriteCtx } from "./budget-guard";
import { recordBudgetChange } from "./budget-history";
import { readHeader } from "./budget-rows";
import { refreshAllocations, writeBudgetHeader } from "./budgets.service";

/**
 * The budget CSV import (issue #15): the template, the reading (every row checked, each problem with its
 * line) and the confirm (the same reading again, then every category and line in one transaction, each
 * recorded in the budget's history). Creating categories is managing the budget, so the import needs
 * what adding a category needs: the couple, or a helper who edits the whole budget (needWholeEdit).
 */

const money = (cents: number) => (cents / 100).toFixed(2);

/** The template: the columns and a few example rows (the import accepts it as is). */
export function budgetTemplateCsv(): string {
  return toCsv([
    [...BUDGET_IMPORT_COLUMNS],
    [
      "Venue",
      "Venue rental",
      "The Glass Barn",
      "fixed",
      money(1_200_000),
      money(1_150_000),
      "Deposit paid in March",
    ],
    ["Catering", "Dinner and service", "Harvest Table Co.", "per guest", money(8_500), "", "Price per guest"],
    ["Flowers", "Bouquets and centrepieces", "", "fixed", money(250_000), "", ""],
  ]);
}

const ALIASES: Record<string, BudgetImportColumn> = {
  category: "category",
  item: "item",
  line: "item",
  name: "item",
  vendor: "vendor",
  vendor_name: "vendor",
  pricing: "pricing",
  estimate: "estimate",
  estimated: "estimate",
  contract: "contract",
  contracted: "contract",
  notes: "notes",
  note: "notes",
};
const REQUIRED: readonly BudgetImportColumn[] = ["category", "item", "estimate"];

const headerKey = (h: string) =>
  h
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, "_")
    .replace(/^_|_$/g, "");

/** The first message of a zod check of `value`, or the cleaned value. */
function check<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { problem: string } {
  const r = schema.safeParse(value);
  return r.success ? { value: r.data } : { problem: r.error.issues[0]?.message ?? "Not valid." };
}

const categorySchema = line({ max: 60 });
const itemSchema = line({ max: 120 });
const vendorSchema = line({ max: 120 });
const notesSchema = text({ max: 1000 });

function pricingOf(cell: string): "fixed" | "per_guest" | null {
  const k = headerKey(cell);
  if (k === "" || k === "fixed" || k === "flat" || k === "total") return "fixed";
  if (k === "per_guest" || k === "per_person" || k === "per_head") return "per_guest";
  return null;
}

function centsOf(cell: string, label: string, problems: string[], required: boolean): number | null {
  if (cell.trim() === "") {
    if (required) problems.push(`${label}: enter an amount in dollars (0 if you don't know yet).`);
    return null;
  }
  const cents = parseCents(cell);
  if (cents === null) {
    problems.push(
      `${label}: "${cell.trim().slice(0, 40)}" is not an amount in dollars (like 1250 or 1,250.50).`,
    );
    return null;
  }
  if (cents > BUDGET_LIMITS.maxCents) {
    problems.push(`${label}: that amount is larger than any wedding budget; check the number.`);
    return null;
  }
  return cents;
}

export type BudgetImportContext = {
  /** The budget's category names now, and how many lines it holds. */
  categories: string[];
  items: number;
};

/** Text → checked rows, the categories to create and the file's problems. Pure: no database. */
export function readBudgetImport(csv: string, ctx: BudgetImportContext): BudgetImportPreview {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header = [], ...body] = parsed.data;
  const columns = header.map((h) => ALIASES[headerKey(h)] ?? null);
  const fileProblems: string[] = [];
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (header.length === 0) fileProblems.push("The file is empty: start from the template.");
  else if (missing.length > 0)
    fileProblems.push(
      `The file has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""}: its first row must name the columns, as in the template.`,
    );
  if (body.length > BUDGET_IMPORT_LIMITS.rows)
    fileProblems.push(
      `The file has ${body.length} rows; a budget holds at most ${BUDGET_IMPORT_LIMITS.rows} lines.`,
    );
  if (fileProblems.length > 0)
    return {
      rows: [],
      newCategories: [],
      fileProblems,
      summary: { rows: body.length, valid: 0, withProblems: 0 },
    };

  const known = new Set(ctx.categories.map((c) => c.toLowerCase()));
  const created = new Map<string, string>();
  const rows: BudgetImportRow[] = body.map((cells, i) => {
    const cell = (c: BudgetImportColumn) => {
      const at = columns.indexOf(c);
      return at < 0 ? "" : (cells[at] ?? "");
    };
    const problems: string[] = [];
    const take = <T>(schema: z.ZodType<T>, column: BudgetImportColumn, label: string, fallback: T): T => {
      const r = check(schema, cell(column));
      if ("problem" in r) {
        problems.push(`${label}: ${r.problem}`);
        return fallback;
      }
      return r.value;
    };
    const category = take(categorySchema, "category", "Category", "");
    if (category === "" && !problems.length) problems.push("Category: name the category.");
    const item = take(itemSchema, "item", "Item", "");
    if (item === "" && !problems.some((p) => p.startsWith("Item")))
      problems.push("Item: say what this line is.");
    const vendor = take(vendorSchema, "vendor", "Vendor", "");
    const pricing = pricingOf(cell("pricing"));
    if (pricing === null) problems.push(`Pricing: use "fixed" or "per guest".`);
    const estimateCents =
      centsOf(cell("estimate"), "Estimate", problems, false) ?? (cell("estimate").trim() === "" ? 0 : null);
    const contractCents = centsOf(cell("contract"), "Contract", problems, false);
    const notes = take(notesSchema, "notes", "Notes", "");
    if (category && !known.has(category.toLowerCase()) && !created.has(category.toLowerCase()))
      created.set(category.toLowerCase(), category);
    return {
      line: i + 2,
      category,
      item,
      vendor,
      pricing: pricing ?? "fixed",
      estimateCents,
      contractCents,
      notes,
      problems,
    };
  });
  const newCategories = [...created.values()];
  if (ctx.categories.length + newCategories.length > BUDGET_LIMITS.categories)
    fileProblems.push(
      `The import adds ${newCategories.length} new categories; a budget holds at most ${BUDGET_LIMITS.categories} (you have ${ctx.categories.length}).`,
    );
  if (ctx.items + rows.length > BUDGET_LIMITS.itemsPerBudget)
    fileProblems.push(
      `The import adds ${rows.length} lines; a budget holds at most ${BUDGET_LIMITS.itemsPerBudget} (you have ${ctx.items}).`,
    );
  const withProblems = rows.filter((r) => r.problems.length > 0).length;
  return {
    rows,
    newCategories,
    fileProblems,
    summary: { rows: rows.length, valid: rows.length - withProblems, withProblems },
  };
}

async function contextOf(ctx: WriteCtx): Promise<BudgetImportContext> {
  const [categories, [items]] = await Promise.all([
    ctx.tx
      .select({ name: budgetCategories.name })
      .from(budgetCategories)
      .where(eq(budgetCategories.coupleId, ctx.coupleId)),
    ctx.tx.select({ n: count() }).from(budgetItems).where(eq(budgetItems.coupleId, ctx.coupleId)),
  ]);
  return { categories: categories.map((c) => c.name), items: Number(items?.n ?? 0) };
}

/** `POST /api/budget/import/preview`: the reading, nothing written (a transaction that only reads). */
export async function previewBudgetImport(
  db: Db,
  scope: CoupleScope,
  csv: string,
): Promise<BudgetImportPreview> {
  return db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    needWholeEdit(ctx);
    return readBudgetImport(csv, await contextOf(ctx));
  });
}

/**
 * `POST /api/budget/import`: the same reading again (nothing of the preview is trusted); while any row or
 * the file has a problem nothing is written. Then one transaction: the new categories (allocation 0), the
 * lines appended to their categories, a history entry for each.
 */
export async function confirmBudgetImport(
  db: Db,
  scope: CoupleScope,
  csv: string,
): Promise<BudgetImportResult> {
  return db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    needWholeEdit(ctx);
    // Serialises imports and category writes of this couple (the limits are counted below).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`budget:${ctx.coupleId}`}))`);
    const reading = readBudgetImport(csv, await contextOf(ctx));
    const problems = reading.fileProblems.length + reading.summary.withProblems;
    if (problems > 0 || reading.rows.length === 0)
      throw new AppError(
        "VALIDATION",
        reading.rows.length === 0 && problems === 0
          ? "The file has no rows to import."
          : BUDGET_IMPORT_HAS_PROBLEMS,
        {
          fields: { csv: reading.fileProblems[0] ?? BUDGET_IMPORT_HAS_PROBLEMS },
        },
      );
    if (!(await readHeader(tx, ctx.coupleId)))
      await writeBudgetHeader(tx, { coupleId: ctx.coupleId, actor: ctx.actor });

    const existing = await tx
      .select({ id: budgetCategories.id, name: budgetCategories.name, position: budgetCategories.position })
      .from(budgetCategories)
      .where(eq(budgetCategories.coupleId, ctx.coupleId));
    const idOf = new Map(existing.map((c) => [c.name.toLowerCase(), { id: c.id, name: c.name }]));
    let position = Math.max(-1, ...existing.map((c) => c.position)) + 1;
    for (const name of reading.newCategories) {
      const [row] = await tx
        .insert(budgetCategories)
        .values({ coupleId: ctx.coupleId, name, allocatedCents: 0, position: position++ })
        .returning({ id: budgetCategories.id, name: budgetCategories.name });
      idOf.set(name.toLowerCase(), row!);
      await recordBudgetChange(tx, {
        coupleId: ctx.coupleId,
        actor: ctx.actor,
        entity: "category",
        entityId: row!.id,
        entityLabel: name,
        action: "create",
        changes: [
          { field: "name", before: null, after: name },
          { field: "allocatedCents", before: null, after: 0 },
        ],
      });
    }

    const last = await tx
      .select({ categoryId: budgetItems.categoryId, max: sql<number>`max(${budgetItems.position})` })
      .from(budgetItems)
      .where(eq(budgetItems.coupleId, ctx.coupleId))
      .groupBy(budgetItems.categoryId);
    const next = new Map(last.map((r) => [r.categoryId, Number(r.max) + 1]));
    for (const r of reading.rows) {
      const category = idOf.get(r.category.toLowerCase())!;
      const at = next.get(category.id) ?? 0;
      next.set(category.id, at + 1);
      const values = {
        name: r.item,
        vendorName: r.vendor,
        pricing: r.pricing,
        estimateCents: r.estimateCents ?? 0,
        contractCents: r.contractCents,
        notes: r.notes,
      };
      const [row] = await tx
        .insert(budgetItems)
        .values({ ...values, coupleId: ctx.coupleId, categoryId: category.id, position: at })
        .returning({ id: budgetItems.id });
      await recordBudgetChange(tx, {
        coupleId: ctx.coupleId,
        actor: ctx.actor,
        entity: "item",
        entityId: row!.id,
        entityLabel: `${category.name} › ${r.item}`,
        action: "create",
        changes: Object.entries({ ...values, categoryId: category.id, position: at })
          .filter(([, v]) => v !== null && v !== "")
          .map(([field, after]) => ({ field, before: null, after: after as string | number })),
      });
    }
    if (reading.newCategories.length > 0) await refreshAllocations(tx, ctx.coupleId);
    return { items: reading.rows.length, categoriesCreated: reading.newCategories.length };
  });
}
