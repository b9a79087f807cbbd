import { z } from "zod";
import { BUDGET_LIMITS } from "./budget";

/**
 * The budget CSV import (issue #15): the template's columns, the request, the preview and the result.
 * Preview then confirm, like the guest list's import; the confirm reads the file again and writes it all
 * in one transaction, or nothing while any row has a problem.
 */

export const BUDGET_IMPORT_COLUMNS = [
  "category",
  "item",
  "vendor",
  "pricing",
  "estimate",
  "contract",
  "notes",
] as const;
export type BudgetImportColumn = (typeof BUDGET_IMPORT_COLUMNS)[number];

export const BUDGET_IMPORT_LIMITS = {
  bytes: 512 * 1024,
  rows: BUDGET_LIMITS.itemsPerBudget,
} as const;

export const budgetImportRequestSchema = z.object({
  csv: z
    .string()
    .min(1, "Choose a CSV file.")
    .max(BUDGET_IMPORT_LIMITS.bytes, "The file is over 512 KB; split it into smaller files."),
});
export type BudgetImportRequest = z.infer<typeof budgetImportRequestSchema>;

export const budgetImportRowSchema = z.object({
  /** Line number in the file (the header is line 1). */
  line: z.number().int(),
  category: z.string(),
  item: z.string(),
  vendor: z.string(),
  pricing: z.enum(["fixed", "per_guest"]),
  estimateCents: z.number().int().nullable(),
  contractCents: z.number().int().nullable(),
  notes: z.string(),
  /** What is wrong with this row, in plain words; empty when it will import. */
  problems: z.array(z.string()),
});
export type BudgetImportRow = z.infer<typeof budgetImportRowSchema>;

export const budgetImportPreviewSchema = z.object({
  rows: z.array(budgetImportRowSchema),
  /** Categories the import will create (names not in the budget yet, as first written). */
  newCategories: z.array(z.string()),
  /** Problems of the whole file (a missing column, the budget's limits). */
  fileProblems: z.array(z.string()),
  summary: z.object({ rows: z.number().int(), valid: z.number().int(), withProblems: z.number().int() }),
});
export type BudgetImportPreview = z.infer<typeof budgetImportPreviewSchema>;

export const budgetImportResultSchema = z.object({
  items: z.number().int(),
  categoriesCreated: z.number().int(),
});
export type BudgetImportResult = z.infer<typeof budgetImportResultSchema>;

export const BUDGET_IMPORT_HAS_PROBLEMS =
  "Some rows have problems: fix them in the file and try again. Nothing was imported.";
