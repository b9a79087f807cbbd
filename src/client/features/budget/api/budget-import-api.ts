import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BudgetImportPreview, BudgetImportResult } from "@shared/schemas/budget-import";
import { api } from "@client/lib/api";
import { refreshBudget } from "./budget-api";

/** The budget CSV import (issue #15): a preview that writes nothing, then the confirm. */
export const BUDGET_TEMPLATE_URL = "/api/budget/template.csv";

export function previewBudgetImport(csv: string) {
  return api<BudgetImportPreview>("POST", "/api/budget/import/preview", { csv });
}

export function useConfirmBudgetImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api<BudgetImportResult>("POST", "/api/budget/import", { csv }),
    onSettled: () => refreshBudget(qc),
  });
}
