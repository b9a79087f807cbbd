import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import type {
  BudgetHeaderInput,
  BudgetView,
  budgetHistorySchema,
  CategoryInput,
  CategoryPatch,
  CategoryView,
  ItemInput,
  ItemPatch,
  ItemView,
  PaymentInput,
  PaymentPatch,
  PaymentView,
  ScenarioApply,
  ScenarioInput,
  ScenarioResult,
  StartBudget,
} from "@shared/schemas/budget";
import { api, ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";

/** The budget tracker (issue #14): one query holds the header, categories, lines, payments and figures. */
export const BUDGET_KEY = ["budget", "view"] as const;
export const BUDGET_HISTORY_KEY = ["budget", "history"] as const;
export type BudgetHistory = z.infer<typeof budgetHistorySchema>;

/** The plain download link (a helper's tab cannot send X-Couple-Id on a link, so only the couple gets it). */
export const BUDGET_EXPORT_URL = "/api/budget/export.csv";

export const STALE_MESSAGE = "This was changed by someone else meanwhile — showing the latest.";

export function useBudget() {
  return useQuery({ queryKey: BUDGET_KEY, queryFn: () => api<BudgetView>("GET", "/api/budget") });
}

export function useBudgetHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: BUDGET_HISTORY_KEY,
    queryFn: ({ pageParam }) =>
      api<BudgetHistory>(
        "GET",
        pageParam ? `/api/budget/history?before=${encodeURIComponent(pageParam)}` : "/api/budget/history",
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
  });
}

export function refreshBudget(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: BUDGET_KEY }),
    qc.invalidateQueries({ queryKey: BUDGET_HISTORY_KEY }),
  ]);
}

/**
 * A save that met a newer version (409 "stale") or a locked budget (403 "budget_locked"): say so calmly
 * and show the latest; the refetched answer carries the lock state. True when it handled the error.
 */
function handleBudgetConflict(err: unknown, qc: QueryClient): boolean {
  if (!isBudgetConflict(err)) return false;
  if (err.reason === "stale") {
    toast.info(STALE_MESSAGE);
    void refreshBudget(qc);
    return true;
  }
  toast.info("The couple locked the budget", { description: err.message });
  void refreshBudget(qc);
  return true;
}

/**
 * Whether a failed save was a conflict the mutation already told the person about (and refetched): a
 * form then closes instead of showing the error again.
 */
export function isBudgetConflict(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    ((err.status === 409 && err.reason === "stale") || (err.status === 403 && err.reason === "budget_locked"))
  );
}

type Options = {
  /** The toast's title when the error is not a conflict; omit when a form shows the error itself. */
  errorTitle?: string;
};

/** Every budget write: conflicts handled alike, the view refetched after (the server computes the figures). */
function useBudgetMutation<V, R>(fn: (vars: V) => Promise<R>, { errorTitle }: Options = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onError: (err) => {
      if (handleBudgetConflict(err, qc) || !errorTitle) return;
      toast.error(errorTitle, { description: messageOf(err) });
    },
    onSettled: () => refreshBudget(qc),
  });
}

export const useStartBudget = () =>
  useBudgetMutation((input: StartBudget) =>
    api<BudgetView>("POST", "/api/budget/start", input, { idempotent: true }),
  );

export const useSaveHeader = () =>
  useBudgetMutation((input: BudgetHeaderInput) => api<BudgetView>("PUT", "/api/budget", input));

export const useCreateCategory = () =>
  useBudgetMutation((input: CategoryInput) =>
    api<CategoryView>("POST", "/api/budget/categories", input, { idempotent: true }),
  );

export const usePatchCategory = () =>
  useBudgetMutation(({ id, patch }: { id: string; patch: CategoryPatch }) =>
    api<CategoryView>("PATCH", `/api/budget/categories/${id}`, patch),
  );

export const useDeleteCategory = () =>
  useBudgetMutation(
    ({ id, version }: { id: string; version: number }) =>
      api<{ ok: true }>("DELETE", `/api/budget/categories/${id}?version=${version}`),
    { errorTitle: "The category was not deleted" },
  );

export const useCreateItem = () =>
  useBudgetMutation(({ categoryId, input }: { categoryId: string; input: ItemInput }) =>
    api<ItemView>("POST", `/api/budget/categories/${categoryId}/items`, input, { idempotent: true }),
  );

export const usePatchItem = () =>
  useBudgetMutation(({ id, patch }: { id: string; patch: ItemPatch }) =>
    api<ItemView>("PATCH", `/api/budget/items/${id}`, patch),
  );

export const useDeleteItem = () =>
  useBudgetMutation(
    ({ id, version }: { id: string; version: number }) =>
      api<{ ok: true }>("DELETE", `/api/budget/items/${id}?version=${version}`),
    { errorTitle: "The line was not deleted" },
  );

export const useCreatePayment = () =>
  useBudgetMutation(({ itemId, input }: { itemId: string; input: PaymentInput }) =>
    api<PaymentView>("POST", `/api/budget/items/${itemId}/payments`, input, { idempotent: true }),
  );

export const usePatchPayment = () =>
  useBudgetMutation(({ id, patch }: { id: string; patch: PaymentPatch }) =>
    api<PaymentView>("PATCH", `/api/budget/payments/${id}`, patch),
  );

/** "Mark paid" from a list: a toast on failure (no form to show it in). */
export const useMarkPaid = () =>
  useBudgetMutation(
    ({ id, version, paidOn }: { id: string; version: number; paidOn: string }) =>
      api<PaymentView>("PATCH", `/api/budget/payments/${id}`, { paidOn, version }),
    { errorTitle: "The payment was not marked paid" },
  );

export const useDeletePayment = () =>
  useBudgetMutation(
    ({ id, version }: { id: string; version: number }) =>
      api<{ ok: true }>("DELETE", `/api/budget/payments/${id}?version=${version}`),
    { errorTitle: "The payment was not deleted" },
  );

export function previewScenario(input: ScenarioInput, signal?: AbortSignal) {
  return api<ScenarioResult>("POST", "/api/budget/scenario", input, signal ? { signal } : undefined);
}

export const useApplyScenario = () =>
  useBudgetMutation((input: ScenarioApply) => api<BudgetView>("POST", "/api/budget/scenario/apply", input), {
    errorTitle: "The scenario was not applied",
  });
